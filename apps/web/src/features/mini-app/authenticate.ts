import { type TUser, ZUserExistsReplySchema } from "@tarelka/contracts";
import { apiRequest } from "../../lib/api-client";
import { getLaunchParams } from "../../lib/launch-params";
import { appStore } from "../../stores/app-store";

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
 * Spec §4 Authentication steps 3–4: ask the server whether the verified VK user exists. The answer (or its
 * absence) replaces any cached user, so a stale cache never outlives the server's word.
 */
export async function authenticate(): Promise<TUser> {
  if (inFlight) throw new AuthError("IN_PROGRESS", "Authentication in progress");
  const launch = getLaunchParams();
  if (!launch) throw new AuthError("NOT_IN_VK", "Not in VK environment");
  const socialId = launch.values.vk_user_id;
  if (!socialId) throw new AuthError("USER_ID_MISSING", "VK user ID is missing");
  inFlight = true;
  try {
    const reply = ZUserExistsReplySchema.parse(
      await apiRequest("GET", `/api/users/exists?provider=vk&socialId=${encodeURIComponent(socialId)}`),
    );
    appStore.set({ currentUser: reply.user });
    if (!reply.exists || !reply.user) {
      throw new AuthError("NEEDS_ONBOARDING", "User not found - need to complete onboarding first");
    }
    return reply.user;
  } finally {
    inFlight = false;
  }
}
