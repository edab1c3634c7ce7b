import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { addRussianCatalogs, i18n, loadLanguage } from "../i18n";
import { ru } from "../i18n/locales/ru";
import { chooseShareChannel, dayShareText, type ShareEnvironment, shareText } from "../lib/share-day";
import { ShareDayButton } from "./share-day-button";
import { Toaster } from "./ui/toaster";

addRussianCatalogs(ru);

const day = {
  date: "2026-11-25",
  totals: { calories: 1455, protein: 82.5, fat: 51, carbs: 160 },
  goals: { calories: 2000, protein: 100, fat: 70, carbs: 250 },
};
const noGoals = { ...day, goals: { calories: null, protein: null, fat: null, carbs: null } };

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("the day's summary as text (docs/product.md §2 /, Share the day)", () => {
  beforeAll(() => loadLanguage("en"));

  it("writes the date, calories against the goal and the macros in Russian", () => {
    const text = dayShareText(day, i18n.getFixedT("ru"), "ru");
    expect(plain(text)).toBe(
      [
        "Тарелка · 25 ноября 2026 г.",
        "Калории: 1 455 из 2 000 ккал",
        "Белки: 82,5 из 100 г",
        "Жиры: 51 из 70 г",
        "Углеводы: 160 из 250 г",
      ].join("\n"),
    );
  });

  it("writes it in English with English numbers", () => {
    const text = dayShareText(day, i18n.getFixedT("en"), "en");
    expect(text).toBe(
      [
        "Tarelka · November 25, 2026",
        "Calories: 1,455 of 2,000 kcal",
        "Protein: 82.5 of 100 g",
        "Fat: 51 of 70 g",
        "Carbs: 160 of 250 g",
      ].join("\n"),
    );
  });

  it("leaves the goal out where the person has none", () => {
    const text = plain(dayShareText(noGoals, i18n.getFixedT("ru"), "ru"));
    expect(text).toContain("Калории: 1 455 ккал");
    expect(text).toContain("Белки: 82,5 г");
    expect(text).not.toContain(" из ");
  });
});

describe("the channel a share goes through", () => {
  const share = async () => {};
  const writeClipboard = async () => {};

  it("inside VK is VK's dialog, whatever the browser offers", () => {
    expect(chooseShareChannel({ insideVk: true, share, writeClipboard }, "x")).toBe("vk");
  });
  it("outside VK is the system sheet when it takes text, the clipboard otherwise", () => {
    expect(chooseShareChannel({ insideVk: false, share, writeClipboard }, "x")).toBe("web-share");
    expect(chooseShareChannel({ insideVk: false, share, canShare: () => false, writeClipboard }, "x")).toBe(
      "clipboard",
    );
    expect(chooseShareChannel({ insideVk: false, writeClipboard }, "x")).toBe("clipboard");
    expect(chooseShareChannel({ insideVk: false }, "x")).toBe("none");
  });

  it("never calls VK outside VK, and treats a closed sheet as a cancel", async () => {
    const postToVk = vi.fn(async () => true);
    const aborted = { insideVk: false, share: () => Promise.reject(new DOMException("closed", "AbortError")) };
    expect(await shareText("x", aborted, postToVk)).toBe("cancelled");
    expect(postToVk).not.toHaveBeenCalled();
  });

  it("falls back to the clipboard when the sheet is refused, and fails when nothing works", async () => {
    const copied: string[] = [];
    const refused: ShareEnvironment = {
      insideVk: false,
      share: () => Promise.reject(new DOMException("no", "NotAllowedError")),
      writeClipboard: async (text) => {
        copied.push(text);
      },
    };
    expect(await shareText("итог", refused, async () => true)).toBe("copied");
    expect(copied).toEqual(["итог"]);
    const broken = { insideVk: false, writeClipboard: () => Promise.reject(new Error("denied")) };
    expect(await shareText("итог", broken, async () => true)).toBe("failed");
    expect(await shareText("итог", { insideVk: false }, async () => true)).toBe("failed");
  });

  it("posts to VK inside VK; a closed VK dialog is a cancel", async () => {
    expect(await shareText("x", { insideVk: true }, async () => true)).toBe("shared");
    expect(await shareText("x", { insideVk: true }, async () => false)).toBe("cancelled");
  });
});

describe("the share button outside VK", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("copies the summary and says so in a toast when the browser has no share sheet", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal("navigator", { ...navigator, share: undefined, canShare: undefined, clipboard: { writeText } });
    render(
      <>
        <ShareDayButton day={day} />
        <Toaster />
      </>,
    );
    await act(async () => {
      fireEvent.click(screen.getByTestId("share-day"));
    });
    await waitFor(() => expect(screen.getByTestId("toast").textContent).toContain("Итог дня скопирован"));
    expect(plain(writeText.mock.calls[0]?.[0] ?? "")).toContain("Калории: 1 455 из 2 000 ккал");
  });

  it("says it could not share when neither a sheet nor the clipboard is there", async () => {
    vi.stubGlobal("navigator", { ...navigator, share: undefined, canShare: undefined, clipboard: undefined });
    render(
      <>
        <ShareDayButton day={day} />
        <Toaster />
      </>,
    );
    await act(async () => {
      fireEvent.click(screen.getByTestId("share-day"));
    });
    await waitFor(() => expect(screen.getByTestId("toast").textContent).toContain("Не удалось поделиться"));
  });
});
