import type { TUser } from "@tarelka/contracts";
import { LANGUAGE_STORAGE_KEY } from "../i18n";
import { APP_STORAGE_KEY, appStore } from "../stores/app-store";

/** Onboarding progress, so a person who leaves half-way resumes where they were (docs/product.md §2). */
export const ONBOARDING_PROGRESS_KEY = "tarelka.onboarding";
/** The onboarding-complete flag of docs/product.md §4 Settings restore. */
export const ONBOARDING_DONE_KEY = "tarelka.onboarding-complete";

function removeItems(keys: string[]): void {
  for (const key of keys) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Blocked storage holds nothing to remove.
    }
  }
}

/**
 * The account exists now: set the onboarding-complete flag, drop the half-done progress, and make the user
 * currentUser (last, because screens redirect as soon as a user appears).
 */
export function completeOnboarding(user: TUser): void {
  try {
    localStorage.setItem(ONBOARDING_DONE_KEY, "1");
    localStorage.removeItem(ONBOARDING_PROGRESS_KEY);
  } catch {
    // Storage is optional here; the account lives on the server.
  }
  appStore.set({ currentUser: user });
}

/**
 * docs/product.md §4 Settings restore, logout: clear currentUser, analysis, photo and query, and remove the stored user,
 * language and onboarding flag. The stored user goes with currentUser (the store persists only it).
 */
export function logout(): void {
  appStore.set({ currentUser: null });
  appStore.clearAnalysis();
  removeItems([APP_STORAGE_KEY, LANGUAGE_STORAGE_KEY, ONBOARDING_DONE_KEY]);
}

/** After the account is deleted nothing of it may stay on the device either, half-done onboarding included. */
export function forgetEverything(): void {
  logout();
  removeItems([ONBOARDING_PROGRESS_KEY]);
}
