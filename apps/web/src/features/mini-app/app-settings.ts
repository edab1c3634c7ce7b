import type { TUser } from "@tarelka/contracts";
import { currentLanguage, isLanguage, LANGUAGE_STORAGE_KEY, setLanguage } from "../../i18n";
import { getCurrentUserAtStartUp } from "../../lib/api/users-start-up";
import { ApiError } from "../../lib/api-client";
import { storageGet, storageRemove, storageSet } from "../../lib/vk/bridge";
import { appStore } from "../../stores/app-store";

/**
 * Settings restore and sync (docs/product.md §4 Settings restore; docs/vk-platform.md §4.2): VK Storage is the durable copy
 * (VK's hosting changes the origin, so localStorage can vanish); localStorage is the fallback.
 */
export const ONBOARDING_FLAG_KEY = "tarelka.onboarding-complete";
const VK_KEYS = { language: "language", onboarding: "onboarding_complete" } as const;

function local(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function setLocal(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Blocked storage: the in-memory state still holds for this session.
  }
}

export function isOnboardingComplete(): boolean {
  return local(ONBOARDING_FLAG_KEY) === "1";
}
export function markOnboardingComplete(): void {
  setLocal(ONBOARDING_FLAG_KEY, "1");
}

/** Whether this device (VK storage or local storage) already had a language choice at start-up. */
let deviceHasLanguage = false;

/**
 * A person's language is saved on their account too (profile). On a device with no choice of its own (a new
 * phone, cleared storage) the account's language applies, so nobody has to choose it again.
 */
export async function applyAccountLanguage(user: TUser | null): Promise<void> {
  const language = user?.profileData.language;
  if (deviceHasLanguage || !isLanguage(language) || language === currentLanguage()) return;
  await setLanguage(language);
}

/** Restores language (ru/en only) and re-verifies the cached user; a user the server does not know is dropped. */
export async function restoreAppSettings(inVkHost: boolean): Promise<void> {
  let saved: Record<string, string> = {};
  if (inVkHost) {
    try {
      saved = await storageGet([VK_KEYS.language, VK_KEYS.onboarding]);
    } catch {
      // VK storage unavailable: fall back to the local copies below.
    }
  }
  const language = saved[VK_KEYS.language] ?? local(LANGUAGE_STORAGE_KEY);
  deviceHasLanguage = isLanguage(language);
  if (isLanguage(language) && language !== currentLanguage()) await setLanguage(language);
  if (saved[VK_KEYS.onboarding] === "1") markOnboardingComplete();

  const cached = appStore.get().currentUser;
  if (!cached) return;
  try {
    const fresh = await getCurrentUserAtStartUp();
    appStore.set({ currentUser: fresh });
  } catch (error) {
    // docs/product.md §4: not found or a failed check clears the cached user and the onboarding flag.
    if (!(error instanceof ApiError) || error.status !== 401) console.warn("cached user check failed", error);
    appStore.set({ currentUser: null });
    setLocal(ONBOARDING_FLAG_KEY, null);
  }
}

/** Writes language and onboarding flag to VK storage (non-critical: the caller logs and ignores failures). */
export async function syncAppSettings(): Promise<void> {
  await storageSet(VK_KEYS.language, currentLanguage());
  await storageSet(VK_KEYS.onboarding, isOnboardingComplete() ? "1" : "");
}

/** docs/product.md §4 Settings restore, logout: clears the app state and the stored user, language and onboarding flag. */
export async function logout(options: { vk: boolean }): Promise<void> {
  appStore.set({ currentUser: null });
  appStore.clearAnalysis();
  setLocal(LANGUAGE_STORAGE_KEY, null);
  setLocal(ONBOARDING_FLAG_KEY, null);
  if (options.vk) {
    // "Log out of VK" for a mini-app means forgetting what we stored in VK for this person.
    await Promise.allSettled([storageRemove(VK_KEYS.language), storageRemove(VK_KEYS.onboarding)]);
  }
}
