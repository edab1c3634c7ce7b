import { myFoodEndpoints } from "@tarelka/contracts/endpoints/my-foods";
import type { TMyFood } from "@tarelka/contracts/my-foods";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen, stubApi } from "../../test-support/render-screen";
import MyFoodsPage from "./my-foods-page";

afterEach(() => vi.unstubAllGlobals());

const food = (id: number): TMyFood => ({
  id,
  foodId: `mine:${id}`,
  name: `Продукт ${id}`,
  per100g: { calories: 350, protein: 30, fat: 10, carbs: 20.5 },
  portionGrams: 60,
  portionName: "батончик",
  barcode: null,
  createdAt: "2026-03-03T08:00:00.000Z",
  updatedAt: "2026-03-03T08:00:00.000Z",
});

describe("my foods screen", () => {
  it("says it is loading, then explains the empty list", async () => {
    stubApi([[myFoodEndpoints.list, "pending"]]);
    const { unmount } = renderScreen(<MyFoodsPage />);
    expect(screen.getByTestId("my-foods-loading")).toBeTruthy();
    unmount();
    stubApi([[myFoodEndpoints.list, { json: { items: [], limit: 500 } }]]);
    renderScreen(<MyFoodsPage />);
    expect((await screen.findByTestId("my-foods-empty")).textContent).toContain("Здесь пока пусто");
  });

  it("says a failed read in words, with a retry", async () => {
    stubApi([[myFoodEndpoints.list, "error"]]);
    renderScreen(<MyFoodsPage />);
    expect((await screen.findByTestId("my-foods-error", {}, { timeout: 5000 })).textContent).toContain(
      "Не удалось загрузить ваши продукты.",
    );
  });

  it("lists a food per 100 g with its portion, and fills the edit form with a decimal comma", async () => {
    stubApi([[myFoodEndpoints.list, { json: { items: [food(1)], limit: 500 } }]]);
    renderScreen(<MyFoodsPage />);
    const row = await screen.findByTestId("my-food");
    expect(row.textContent?.replace(/\s+/g, " ")).toContain("350 ккал · Б 30 · Ж 10 · У 20,5 на 100 г");
    expect(row.textContent).toContain("батончик — 60 г");
    fireEvent.click(screen.getByRole("button", { name: "Изменить «Продукт 1»" }));
    expect((screen.getByTestId("my-food-carbs") as HTMLInputElement).value).toBe("20,5");
  });

  it("says each wrong field under it and sends nothing", async () => {
    stubApi([[myFoodEndpoints.list, { json: { items: [], limit: 500 } }]]);
    renderScreen(<MyFoodsPage />);
    fireEvent.click(await screen.findByTestId("my-food-add"));
    fireEvent.change(screen.getByTestId("my-food-calories"), { target: { value: "1200" } });
    fireEvent.change(screen.getByTestId("my-food-protein"), { target: { value: "10" } });
    fireEvent.change(screen.getByTestId("my-food-fat"), { target: { value: "5" } });
    fireEvent.change(screen.getByTestId("my-food-carbs"), { target: { value: "abc" } });
    fireEvent.change(screen.getByTestId("my-food-portionName"), { target: { value: "стакан" } });
    fireEvent.click(screen.getByTestId("my-food-save"));
    const problems = screen.getAllByRole("alert").map((a) => a.textContent);
    expect(problems).toEqual([
      "Название: от 1 до 100 символов, в одну строку.",
      "Калории: число от 0 до 900 на 100 г.",
      "Число от 0 до 100 г на 100 г.",
      "Укажите вес порции, у которой есть название.",
    ]);
  });

  it(`says the limit of 500 in words and offers no new food at it`, async () => {
    stubApi([
      [myFoodEndpoints.list, { json: { items: Array.from({ length: 500 }, (_, i) => food(i + 1)), limit: 500 } }],
    ]);
    renderScreen(<MyFoodsPage />);
    expect((await screen.findByTestId("my-foods-full")).textContent).toContain("не больше 500 своих продуктов");
    expect((screen.getByTestId("my-food-add") as HTMLButtonElement).disabled).toBe(true);
  });

  it("opens with the new food's form, the scanned code filled in", async () => {
    window.history.replaceState(null, "", "/my-foods?barcode=4006381333931");
    stubApi([[myFoodEndpoints.list, { json: { items: [], limit: 500 } }]]);
    renderScreen(<MyFoodsPage />);
    expect((screen.getByTestId("my-food-barcode") as HTMLInputElement).value).toBe("4006381333931");
    expect(screen.getByTestId("my-food-form").textContent).toContain("Этого штрихкода нет в открытой базе");
    window.history.replaceState(null, "", "/");
  });
});
