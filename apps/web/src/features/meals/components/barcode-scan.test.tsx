import { BARCODE_SOURCE, type TBarcodeProduct, type TMealAnalysis } from "@tarelka/contracts";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../../stores/app-store";
import { renderScreen } from "../../../test-support/render-screen";
import { analysisFromBarcode, draftDishes } from "../meal-draft";
import { BarcodeScan } from "./barcode-scan";
import { MealEditor } from "./meal-editor";

const CODE = "4006381333931";

const BAR: TBarcodeProduct = {
  code: CODE,
  name: "Протеиновый батончик",
  brand: "Марка",
  per100g: { calories: 400, protein: 30, fat: null, carbs: 35 },
  servingGrams: 40,
  servingLabel: "40 g",
  derived: { caloriesFromKj: false, fromServing: true },
  source: BARCODE_SOURCE,
};

/** Answers the barcode look-up as told and counts the calls: a JSON reply with a status, or never. */
function stubLookup(reply: { status: number; json: unknown } | "pending") {
  const calls: string[] = [];
  vi.stubGlobal("fetch", (input: string) => {
    calls.push(input);
    if (reply === "pending") return new Promise(() => {});
    return Promise.resolve(
      new Response(JSON.stringify(reply.json), {
        status: reply.status,
        headers: { "content-type": "application/json" },
      }),
    );
  });
  return calls;
}

function typeCode(code: string) {
  fireEvent.click(screen.getByTestId("barcode-scan-button"));
  fireEvent.change(screen.getByTestId("barcode-code"), { target: { value: code } });
  fireEvent.click(screen.getByTestId("barcode-find"));
}

const apiError = (code: string) => ({ error: { code, message: code } });

afterEach(() => vi.unstubAllGlobals());

describe("barcode scan", () => {
  it("outside VK offers a field, and refuses a wrong check digit without asking the server", async () => {
    const calls = stubLookup("pending");
    renderScreen(<BarcodeScan onDescribe={() => {}} />);
    typeCode("4006381333932");
    expect((await screen.findByRole("alert")).textContent).toMatch(/EAN-13/);
    expect(calls).toEqual([]);
  });

  it("says it is looking while the server answers", async () => {
    const calls = stubLookup("pending");
    renderScreen(<BarcodeScan onDescribe={() => {}} />);
    typeCode("4006 381 333 931");
    expect(await screen.findByTestId("barcode-loading")).toBeTruthy();
    expect(calls[0]).toContain(`code=${CODE}`);
  });

  it("shows the product per 100 g with its source and a dash for what is missing, then fills the editor", async () => {
    stubLookup({ status: 200, json: BAR });
    renderScreen(<BarcodeScan onDescribe={() => {}} />);
    typeCode(CODE);
    expect(await screen.findByTestId("barcode-product")).toBeTruthy();
    expect(screen.getByTestId("barcode-kcal").textContent).toMatch(/400/);
    expect(screen.getByTestId("barcode-fat").textContent).toBe("—");
    expect(screen.getByTestId("barcode-source").textContent).toContain("Open Food Facts (ODbL)");
    expect((screen.getByTestId("barcode-grams") as HTMLInputElement).value).toBe("40");
    fireEvent.change(screen.getByTestId("barcode-grams"), { target: { value: "60" } });
    fireEvent.click(screen.getByTestId("barcode-add"));
    const analysis = appStore.get().currentAnalysis as TMealAnalysis;
    expect(analysis.dishes).toEqual([
      expect.objectContaining({
        name: "Марка · Протеиновый батончик",
        grams: 60,
        per100g: { calories: 400, protein: 30, fat: 0, carbs: 35 },
        foodId: `off:${CODE}`,
        isEstimate: true,
      }),
    ]);
  });

  it("offers to describe the product or add it by hand when the open database does not know it", async () => {
    stubLookup({ status: 404, json: apiError("BARCODE_NOT_FOUND") });
    const onDescribe = vi.fn();
    renderScreen(<BarcodeScan onDescribe={onDescribe} />);
    typeCode(CODE);
    expect(await screen.findByTestId("barcode-not-found")).toBeTruthy();
    fireEvent.click(screen.getByTestId("barcode-describe"));
    expect(onDescribe).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByTestId("barcode-add-own"));
    expect(window.location.pathname).toBe("/my-foods");
    expect(new URLSearchParams(window.location.search).get("barcode")).toBe(CODE);
  });

  it("says the source is unavailable and offers to try again", async () => {
    stubLookup({ status: 503, json: apiError("BARCODE_SOURCE_BUSY") });
    renderScreen(<BarcodeScan onDescribe={() => {}} />);
    typeCode(CODE);
    expect((await screen.findByTestId("barcode-error")).textContent).toMatch(/недоступен/);
    expect(screen.getByTestId("barcode-retry")).toBeTruthy();
  });

  it("names the source under the scanned dish in the meal editor", () => {
    const [dish] = analysisFromBarcode(BAR, 40, "x").dishes;
    if (!dish) throw new Error("no dish");
    const draft = { dishes: draftDishes([dish]), mealType: "snack" as const, date: "2026-03-03" };
    renderScreen(<MealEditor draft={draft} onChange={() => {}} />);
    expect(screen.getByTestId("dish-source").textContent).toContain("Open Food Facts (ODbL)");
  });
});
