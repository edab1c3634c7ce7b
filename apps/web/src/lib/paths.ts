import type { TMealType } from "@tarelka/contracts";

/**
 * The app's client routes (docs/product.md §2), written once: the route table (app/routes.tsx) and every link and redirect
 * take their URL from here, so renaming a route is one edit. It sits in lib/ rather than app/ because features
 * and components link to routes, and neither may import the app (ARCHITECTURE.md, import rules).
 */
export const PATHS = {
  dashboard: "/",
  landing: "/landing",
  onboarding: "/onboarding",
  profileSetup: "/profile-setup",
  profileSetupMode: "/profile-setup/:mode",
  camera: "/camera",
  confirmation: "/confirmation",
  textInput: "/text-input",
  editMeal: "/edit-meal",
  analytics: "/analytics",
  aiNutritionist: "/ai-nutritionist",
  supplements: "/supplements",
  achievements: "/achievements",
  profile: "/profile",
  water: "/water-tracker",
  myFoods: "/my-foods",
  subscription: "/subscription",
  premium: "/premium",
  privacy: "/privacy",
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/** The profile form in one of its modes (docs/product.md §2 /profile-setup/:mode). */
export const profileSetupPath = (mode: "create" | "edit" | "goals") => `${PATHS.profileSetup}/${mode}` as const;

/** A saved meal's editor (docs/product.md §2 /edit-meal?id=). */
export const editMealPath = (id: number) => `${PATHS.editMeal}?id=${id}`;

/** The text screen with its shortcuts set to one meal (a meal section's "+"); without it, the hour's meal. */
export const textInputPath = (mealType: TMealType) => `${PATHS.textInput}?mealType=${mealType}`;

/** The own-foods screen with its create form open, filled with a scanned code the open database did not know. */
export const newMyFoodPath = (barcode: string) => `${PATHS.myFoods}?barcode=${encodeURIComponent(barcode)}` as const;
