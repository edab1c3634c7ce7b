import type { TUser } from "@tarelka/contracts";
import { updateCurrentUser, userExists } from "../../lib/api/users-start-up";
import { getLaunchParams } from "../../lib/launch-params";
import { getUserInfo } from "../../lib/vk/bridge";
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

/**
 * docs/product.md §4 Authentication: read the VK user info (3 s, an error on time-out) when a VK host answers the
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
    if (options.bridgeReady) await getUserInfo();
    const reply = await userExists(socialId);
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

/** docs/product.md §4 start-up step 3: a VK user with a missing first or last name gets them from VK and is updated. */
export async function reauthenticateWithVkNames(user: TUser): Promise<TUser> {
  if (inFlight) throw new AuthError("IN_PROGRESS", "Authentication in progress");
  inFlight = true;
  try {
    const info = await getUserInfo();
    const patch = {
      ...(user.firstName ? {} : { firstName: info.first_name }),
      ...(user.lastName ? {} : { lastName: info.last_name }),
    };
    return await updateCurrentUser(patch);
  } finally {
    inFlight = false;
  }
}
