import type { Localized } from "../../types";
import type { landing as ru } from "../ru/landing";

export const landing: Localized<typeof ru> = {
  variants: {
    A: {
      heroTitle: "Count calories in 5 seconds",
      heroText: "Photograph or describe your meal — Tarelka counts calories, protein, fat and carbs.",
      cta: "Open in VK",
    },
    B: {
      heroTitle: "An AI nutritionist in your pocket",
      heroText:
        "Tarelka keeps your food diary and answers questions about your diet — from your own entries, not guesses.",
      cta: "Try it free",
    },
    C: {
      heroTitle: "Stop guessing calories by eye",
      heroText:
        "Portions judged by eye are only 60–70% accurate, and counting by hand takes 10–15 minutes. Tarelka does it in seconds.",
      cta: "Start your food diary",
    },
  },
  claims: {
    title: "What we claim",
    badge: "claim",
    seconds: { value: "5 seconds", label: "to log a meal from a photo" },
    accuracy: { value: "95%", label: "dish recognition accuracy on photos" },
    byEye: { value: "60–70%", label: "accuracy of people judging a portion by eye" },
    manual: { value: "10–15 minutes", label: "spent counting calories by hand" },
    users: { value: "10,000+", label: "users" },
    disclaimer:
      "These are Tarelka's own claims, not results of an independent test. Recognition depends on the dish, the portion and the light; third-party comparisons put photo apps at 76–84%. That is why every result can be corrected in words or grams.",
  },
  how: {
    title: "How it works",
    photo: {
      title: "Snap or describe",
      text: "A photo of your plate or a few words: “buckwheat with chicken, 250 g”.",
    },
    check: { title: "Check", text: "Calories and macros come from a food database; grams can be corrected." },
    goal: { title: "Follow your goal", text: "Your daily target is worked out from your height, weight and pace." },
  },
  features: {
    title: "What Tarelka does",
    nutritionist: "An AI nutritionist reviews your day and answers questions",
    water: "Water tracking with a daily target",
    analytics: "Charts of weight, calories and macros",
    achievements: "Achievements for keeping at it",
  },
  compare: {
    title: "By eye, by hand or with Tarelka",
    byEye: "By eye",
    byEyeText: "60–70% accurate",
    manual: "By hand",
    manualText: "10–15 minutes a day",
    tarelka: "Tarelka",
    tarelkaText: "about 5 seconds per meal",
    note: "The figures are Tarelka's claims, not independent measurements (see “What we claim”).",
  },
  qr: {
    title: "Open it on your phone",
    text: "Point your phone's camera at the code — Tarelka opens in VK.",
    alt: "QR code linking to the Tarelka mini-app in VK",
  },
  newWindow: "(opens in a new window)",
  demoHint: "Start the local demo with the command from the README to try it without VK.",
  footer: "Tarelka — food diary with an AI nutritionist",
};
