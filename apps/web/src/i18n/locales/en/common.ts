import type { Localized } from "../../types";
import type { common as ru } from "../ru/common";

export const common: Localized<typeof ru> = {
  productName: "Tarelka",
  tagline: "AI nutrition diary",
  loading: "Loading...",
  loadingPage: "Loading the page...",
  close: "Close",
  back: "Back",
  retry: "Retry",
  save: "Save",
  cancel: "Cancel",
  undo: "Undo",
  language: "Language",
  languages: { ru: "Русский", en: "English" },
  day: { label: "Choose a day", today: "Today", prev: "Previous day", next: "Next day" },
  notFound: {
    title: "Page not found",
    text: "There is no such page. The link may be out of date.",
    home: "Go home",
  },
  errorFallback: {
    title: "Something unexpected went wrong",
    text: "We are sorry. Refresh the page, or contact support if it happens again.",
    tryAgain: "Try again",
    reload: "Reload page",
  },
  nav: {
    camera: "Camera",
    textInput: "Describe in words",
    analytics: "Analytics",
    aiNutritionist: "AI nutritionist",
    supplements: "Supplements",
    achievements: "Achievements",
    profile: "Profile",
    subscription: "Subscription",
  },
  errors: {
    generic: "An error occurred. Please try again.",
    network: "Network error. Check your connection.",
    unauthorized: "Unauthorized. Please log in.",
    notFound: "Not found.",
    validation: "Please check your input.",
    sessionExpired: "Your session is out of date. Open the app again.",
    rateLimited: "Too many requests. Please wait a minute.",
    tooLarge: "The file or request is too large.",
  },
  units: {
    kcal: "kcal",
    g: "g",
    ml: "ml",
    kg: "kg",
  },
  count: {
    meals_one: "{{count}} meal",
    meals_other: "{{count}} meals",
  },
};
