import { FIRST_SCREEN_PATHS, type TUser, type TUserExistsReply } from "@tarelka/contracts";
import { apiRequest } from "../../lib/api-client";
import { getLaunchParams } from "../../lib/launch-params";
import { getUserInfo, type VkUserInfo } from "../../lib/vk/bridge";
import { appStore } from "../../stores/app-store";
import { markOnboardingComplete } from "./app-settings";

export class AuthError extends Error {
  constructor(
    readonly code: "NOT_IN_VK" | "USER_ID_MISSING" | "NEEDS_ONBOARDING" | "IN_PROGRESS",
    message: string,
  ) {
    super(message);
    this.name = "AuthError";
  }
}

let inFlight = false;
let vkUserInfo: VkUserInfo | null = null;

/** What VK said about the person (names for onboarding's greeting); null when no VK host answered. */
export function lastVkUserInfo(): VkUserInfo | null {
  return vkUserInfo;
}

/**
 * Spec §4 Authentication: read the VK user info (3 s, an error on time-out) when a VK host answers the
 * bridge, then ask the server whether the verified user exists. The server's answer (or its absence)
 * replaces any cached user. Without a VK host (the bridge init timed out) the signed launch parameters alone
 * identify the person (step 1 fallback).
 */
export async function authenticate(options: { bridgeReady: boolean }): Promise<TUser> {
  if (inFlight) throw new AuthError("IN_PROGRESS", "Authentication in progress");
  const launch = getLaunchParams();
  if (!launch) throw new AuthError("NOT_IN_VK", "Not in VK environment");
  const socialId = launch.values.vk_user_id;
  if (!socialId) throw new AuthError("USER_ID_MISSING", "VK user ID is missing");
  inFlight = true;
  try {
    if (options.bridgeReady) vkUserInfo = await getUserInfo();
    const reply = await apiRequest<TUserExistsReply>("GET", FIRST_SCREEN_PATHS.userExists(socialId));
    appStore.set({ currentUser: reply.user });
    if (!reply.exists || !reply.user) {
      throw new AuthError("NEEDS_ONBOARDING", "User not found - need to complete onboarding first");
    }
    markOnboardingComplete();
    return reply.user;
  } finally {
    inFlight = false;
  }
}

/** Spec §4 start-up step 3: a VK user with a missing first or last name gets them from VK and is updated. */
export async function reauthenticateWithVkNames(user: TUser): Promise<TUser> {
  if (inFlight) throw new AuthError("IN_PROGRESS", "Authentication in progress");
  inFlight = true;
  try {
    const info = await getUserInfo();
    vkUserInfo = info;
    const patch = {
      ...(user.firstName ? {} : { firstName: info.first_name }),
      ...(user.lastName ? {} : { lastName: info.last_name }),
    };
    const updated = await apiRequest<TUser>("PUT", "/api/users/me", patch);
    appStore.set({ currentUser: updated });
    return updated;
  } finally {
    inFlight = false;
  }
}
