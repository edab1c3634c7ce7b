import type { Localized } from "../../types";
import type { landing as ru } from "../ru/landing";

export const landing: Localized<typeof ru> = {
  heroTitle: "Count calories in 5 seconds",
  heroText: "Photograph or describe your meal — Tarelka counts calories, protein, fat and carbs.",
  openApp: "Open in VK",
  demoHint: "Start the local demo with the command from the README to try it without VK.",
};
