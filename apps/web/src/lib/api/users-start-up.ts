import { FIRST_ROUTE_ENDPOINTS, type TUpdateUserRequest, type TUser } from "@tarelka/contracts";
import { appStore } from "../../stores/app-store";
import { call } from "../api-client";

/**
 * The users calls the mini-app's start-up makes. They name their endpoints by zod-free refs, so this file keeps
 * zod off the first route (decision 006); every other users call is in `users.ts`, which re-exports these, so a
 * screen imports the users API from one place.
 */

/** docs/product.md §4 Authentication step 2: whether the verified VK person has an account, and the account if so. */
export function userExists(socialId: string) {
  return call(FIRST_ROUTE_ENDPOINTS.userExists, { query: { provider: "vk", socialId } });
}

/** The signed-in person's account, read again at start-up to re-verify a cached user (docs/product.md §4 Settings restore). */
export function getCurrentUserAtStartUp(): Promise<TUser> {
  return call(FIRST_ROUTE_ENDPOINTS.userMe);
}

/**
 * Saves the profile and makes the answer the current user, so every screen shows the saved profile. Through the
 * endpoint's ref: the start-up saves the language with it.
 */
export async function updateCurrentUser(patch: TUpdateUserRequest): Promise<TUser> {
  const user = await call(FIRST_ROUTE_ENDPOINTS.updateUser, { body: patch });
  appStore.set({ currentUser: user });
  return user;
}
