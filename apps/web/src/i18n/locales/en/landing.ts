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
  footer: "Tarelka — food diary with an AI nutritionist",
  privacyLink: "Privacy policy",
  soon: "The link to the mini-app will appear here as soon as Tarelka opens in VK.",
  screens: {
    title: "What Tarelka looks like",
    dashboard: "Home screen: the day's calories and macros",
    confirmation: "Checking a dish before saving it",
    analytics: "Weight and nutrition analytics",
  },
  contact: {
    title: "Contact us:",
    vk: "VK community",
  },
  privacy: {
    title: "Privacy policy",
    intro:
      "Tarelka is a food diary. This page says what data we keep, why, and how to delete it. We do not sell data or show it to other people.",
    what: {
      title: "What we keep",
      text: "Your VK id, first and last name; the profile you entered (sex, age, height, weight, activity, goals); your diary: meals, water, weigh-ins, accepted suggestions and your chat with the AI nutritionist. We need them to keep your diary and work out your goals.",
    },
    photos: {
      title: "Meal photos",
      text: "A photo is checked, downscaled and stored without its EXIF metadata, GPS location included. The photo of a deleted meal is erased after the 10-minute undo window.",
    },
    ai: {
      title: "AI services",
      text: "Calories and macros come from a food database. When an external AI service is connected, it receives only what it needs to answer: the meal photo to recognise it, or your question with your diary's data for the AI nutritionist. Without one, everything is computed on our server.",
    },
    device: {
      title: "On your device",
      text: "Your browser keeps your language, your saved sign-in and the tarelka_ab cookie for 14 days, which remembers this page's variant. There are no third-party counters or ad trackers on the site; anonymous usage events (which page was opened, the device type) are kept on our server for a limited time.",
    },
    sharing: {
      title: "Who we share data with",
      text: "No one but the services Tarelka cannot work without: VK (sign-in and subscription payments) and, when connected, the AI service above. Ads inside VK are shown by VK itself, and only without Premium.",
    },
    delete: {
      title: "How to delete your data",
      text: "The profile has a “Delete account” button: it deletes the profile and every record, photos included, for good.",
    },
    contact: {
      title: "Questions",
      text: "To find out what data about you we keep, or to correct something, write to us.",
    },
  },
};
