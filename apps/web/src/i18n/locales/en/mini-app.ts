import type { Localized } from "../../types";
import type { miniApp as ru } from "../ru/mini-app";

export const miniApp: Localized<typeof ru> = {
  connecting: "Connecting to VK...",
  errorTitle: "Connection error",
  debugDetails: "Debug details",
  retry: "Try again",
  manualLogin: "Log in manually",
  manualLoginFailed: "Authentication failed",
  authInProgress: "Authentication in progress",
  languageSaveFailed: "Language changed but not saved on the server",
  notInVk: "Not in VK environment",
  userIdMissing: "VK user ID is missing",
  timeout: "VK did not answer in time. Check your connection and try again.",
  needOnboarding: "User not found - need to complete onboarding first",
};
