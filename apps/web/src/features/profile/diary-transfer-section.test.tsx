import { diaryTransferEndpoints } from "@tarelka/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../components/ui/toaster";
import { addRussianCatalogs } from "../../i18n";
import { diaryTransfer } from "../../i18n/locales/ru/diary-transfer";
import { renderScreen, stubApi } from "../../test-support/render-screen";
import { DiaryTransferSection } from "./diary-transfer-section";

addRussianCatalogs({ diaryTransfer });
afterEach(() => vi.unstubAllGlobals());

const diaryFile = {
  format: "tarelka-diary",
  version: 1,
  exportedAt: "2026-11-25T10:00:00.000Z",
  profile: { firstName: "Анна", lastName: "Петрова", profileData: {} },
  meals: [],
  water: [{ date: "2026-11-24", volumeMl: 250, notes: null, source: "manual", createdAt: "2026-11-24T08:00:00.000Z" }],
  weight: [],
};

const choose = (text: string, name = "diary.json") =>
  fireEvent.change(screen.getByTestId("import-file"), { target: { files: [new File([text], name)] } });

/** Imports the file, the server answering `result`, with the toaster that shows what was added. */
function importAnswered(result: object) {
  stubApi([[diaryTransferEndpoints.import, { json: result }]]);
  renderScreen(
    <>
      <DiaryTransferSection />
      <Toaster />
    </>,
  );
  choose(JSON.stringify(diaryFile));
}

describe("the profile's diary export and import", () => {
  it("refuses a file that is not a Tarelka diary before sending it, in words", async () => {
    const fetch = vi.fn(() => new Promise(() => {}));
    vi.stubGlobal("fetch", fetch);
    renderScreen(<DiaryTransferSection />);
    choose("name,grams\nplov,300");
    expect((await screen.findByTestId("diary-transfer-error")).textContent).toContain("Это не файл дневника Тарелки");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says it is loading while the import runs, then what was added", async () => {
    stubApi([[diaryTransferEndpoints.import, "pending"]]);
    const { unmount } = renderScreen(<DiaryTransferSection />);
    choose(JSON.stringify(diaryFile));
    expect(await screen.findByText("Загружаем...")).toBeTruthy();
    expect(screen.getByTestId("export-json").hasAttribute("disabled")).toBe(true);
    unmount();

    const none = { myFoods: 0, favourites: 0, myMeals: 0 };
    const result = {
      added: { meals: 0, water: 1, weight: 0, ...none },
      alreadyThere: { meals: 0, water: 0, weight: 0, ...none },
    };
    importAnswered(result);
    await waitFor(() => expect(screen.getByTestId("toast").textContent).toContain("записей воды — 1"));
  });

  it("counts own foods, favourites and saved meals as added, not as 'nothing new'", async () => {
    const zero = { meals: 0, water: 0, weight: 0, myFoods: 0, favourites: 0, myMeals: 0 };
    const result = { added: { ...zero, myFoods: 2, favourites: 1 }, alreadyThere: zero };
    importAnswered(result);
    await waitFor(() => expect(screen.getByTestId("toast").textContent).toContain("своих продуктов — 2"));
    expect(screen.getByTestId("toast").textContent).toContain("избранного — 1");
  });

  it("says the server refused the file, with the server's reason in the screen's language", async () => {
    stubApi([[diaryTransferEndpoints.import, { status: 413, code: "PAYLOAD_TOO_LARGE" }]]);
    renderScreen(<DiaryTransferSection />);
    choose(JSON.stringify(diaryFile));
    const alert = await screen.findByTestId("diary-transfer-error");
    expect(alert.textContent).toContain("Не удалось загрузить дневник");
  });

  it("says a download is being prepared", async () => {
    stubApi([[diaryTransferEndpoints.exportJson, "pending"]]);
    renderScreen(<DiaryTransferSection />);
    fireEvent.click(screen.getByTestId("export-json"));
    expect((await screen.findByTestId("export-json")).textContent).toBe("Готовим файл...");
    await waitFor(() => expect(screen.getByTestId("export-csv").hasAttribute("disabled")).toBe(true));
  });

  it("says a download failed, and the buttons work again", async () => {
    stubApi([[diaryTransferEndpoints.exportCsv, "error"]]);
    renderScreen(<DiaryTransferSection />);
    fireEvent.click(screen.getByTestId("export-csv"));
    expect((await screen.findByTestId("diary-transfer-error")).textContent).toContain("Не удалось скачать дневник");
    expect(screen.getByTestId("export-csv").hasAttribute("disabled")).toBe(false);
  });
});
