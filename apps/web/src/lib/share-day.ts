import type { TDaySummary } from "@tarelka/contracts";
import type { TFunction } from "i18next";
import { addRussianCatalogs } from "../i18n";
import { shareDay } from "../i18n/locales/ru/share-day";

// The sharing words load with this module, on the first tap, not with the dashboard (decision 006).
addRussianCatalogs({ shareDay });

/** What a day's summary is shared through (docs/product.md §2 /, Share the day). */
export type ShareChannel = "vk" | "web-share" | "clipboard" | "none";

/** What the running page offers; read from the browser by `shareEnvironment`, given by hand in tests. */
export interface ShareEnvironment {
  /** A VK host answered VKWebAppInit (lib/vk/bridge.ts isBridgeReady). */
  insideVk: boolean;
  share?: ((data: ShareData) => Promise<void>) | undefined;
  canShare?: ((data: ShareData) => boolean) | undefined;
  writeClipboard?: ((text: string) => Promise<void>) | undefined;
}

/**
 * Inside VK, VK's own wall post dialog; elsewhere the system share sheet when the browser has one for text, then
 * the clipboard. A bridge call is never tried outside VK: there it would never answer (docs/vk-platform.md §2.2).
 */
export function chooseShareChannel(env: ShareEnvironment, text: string): ShareChannel {
  if (env.insideVk) return "vk";
  if (env.share && (env.canShare?.({ text }) ?? true)) return "web-share";
  if (env.writeClipboard) return "clipboard";
  return "none";
}

export function shareEnvironment(insideVk: boolean): ShareEnvironment {
  const nav = typeof navigator === "undefined" ? undefined : navigator;
  const clipboard = nav?.clipboard;
  return {
    insideVk,
    share: typeof nav?.share === "function" ? (data) => nav.share(data) : undefined,
    canShare: typeof nav?.canShare === "function" ? (data) => nav.canShare(data) : undefined,
    writeClipboard: clipboard && typeof clipboard.writeText === "function" ? (t) => clipboard.writeText(t) : undefined,
  };
}

/** The day's date as people write it in the screen's language ("25 ноября 2026", "25 November 2026"). */
function longDate(date: string, language: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(language, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/**
 * The day's summary as plain text in the screen's language: the date, calories against the goal, and protein,
 * fat and carbs against theirs. Numbers go through the catalogue's interpolation, so they are grouped and
 * punctuated as the language writes them (lib/format.ts).
 */
export function dayShareText(day: Pick<TDaySummary, "date" | "totals" | "goals">, t: TFunction, language: string) {
  const { totals, goals } = day;
  const lines = [
    t("shareDay.heading", { date: longDate(day.date, language) }),
    goals.calories !== null
      ? t("shareDay.caloriesOfGoal", { eaten: totals.calories, goal: goals.calories })
      : t("shareDay.calories", { eaten: totals.calories }),
  ];
  for (const key of ["protein", "fat", "carbs"] as const) {
    const name = t(`shareDay.nutrients.${key}`);
    const goal = goals[key];
    lines.push(
      goal !== null
        ? t("shareDay.macroOfGoal", { name, value: totals[key], goal })
        : t("shareDay.macro", { name, value: totals[key] }),
    );
  }
  return lines.join("\n");
}

/** How a share ended, for the screen to word: done quietly, copied (say so), cancelled, or failed. */
export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed";

/**
 * Shares `text` through the chosen channel. The system sheet closed by the person is a cancel, not a failure; a
 * sheet the browser refuses falls back to the clipboard.
 */
export async function shareText(
  text: string,
  env: ShareEnvironment,
  postToVk: (text: string) => Promise<boolean>,
): Promise<ShareOutcome> {
  const channel = chooseShareChannel(env, text);
  try {
    if (channel === "vk") return (await postToVk(text)) ? "shared" : "cancelled";
    if (channel === "web-share" && env.share) {
      try {
        await env.share({ text });
        return "shared";
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
        if (!env.writeClipboard) return "failed";
      }
    }
    if (env.writeClipboard) {
      await env.writeClipboard(text);
      return "copied";
    }
  } catch {
    return "failed";
  }
  return "failed";
}
