import { ONBOARDING_PROGRESS_KEY } from "../../../lib/session";
import { type OnboardingProgress, parseProgress } from "../onboarding-steps";

/** Progress is saved after every answer (docs/product.md §2: leaving half-way and returning resumes). */
export function loadProgress(): OnboardingProgress {
  try {
    return parseProgress(localStorage.getItem(ONBOARDING_PROGRESS_KEY)) ?? { version: 1, answers: {}, step: "gender" };
  } catch {
    return { version: 1, answers: {}, step: "gender" };
  }
}

export function saveProgress(progress: OnboardingProgress): void {
  try {
    localStorage.setItem(ONBOARDING_PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    // Without storage the conversation still works; it just cannot resume after leaving.
  }
}
