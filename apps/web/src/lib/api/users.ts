import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  pathOf,
  type TCreateUserRequest,
  type TGoalBreakdown,
  type TGoalInputs,
  type TUser,
  userEndpoints,
} from "@tarelka/contracts";
import { call } from "../api-client";
import { completeOnboarding, forgetEverything } from "../session";
import { DELETE_ACCOUNT_KEY, readsSettled } from "./account-deletion";

/**
 * The users resource for every screen (docs/code-style.md §8): calls, query factories and hooks. Several features
 * use it, so it lives below them. The start-up's own calls stay in `users-start-up.ts` (zod-free, decision 006).
 */
export { getCurrentUserAtStartUp, updateCurrentUser, userExists } from "./users-start-up";

/** The signed-in person's account, checked against its contract. */
export function getCurrentUser(): Promise<TUser> {
  return call(userEndpoints.me);
}

export function createUser(body: TCreateUserRequest): Promise<TUser> {
  return call(userEndpoints.create, { body });
}

export async function deleteAccount(): Promise<void> {
  await call(userEndpoints.remove);
}

export function previewGoals(inputs: TGoalInputs): Promise<TGoalBreakdown> {
  return call(userEndpoints.previewGoals, { body: inputs });
}

/** The goal is computed on the server only, so the summary and the stored goal never disagree. */
export function previewGoalsQueryOptions(inputs: TGoalInputs | null) {
  return queryOptions({
    queryKey: [pathOf(userEndpoints.previewGoals), inputs],
    queryFn: () => previewGoals(inputs as TGoalInputs),
    enabled: inputs !== null,
  });
}

export function usePreviewGoals(inputs: TGoalInputs | null) {
  return useQuery(previewGoalsQueryOptions(inputs));
}

/** docs/product.md §4 Authentication step 3: onboarding completion creates the user, who becomes currentUser. */
export function useCreateUser() {
  return useMutation({ mutationFn: createUser, onSuccess: completeOnboarding });
}

/**
 * Nothing of a deleted account may stay on the device: its stored state and every cached read go, then the
 * caller's `onDeleted` runs in the same turn (the screen that asked may be gone by the next render).
 */
export function useDeleteAccount(handlers: { onDeleted: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: DELETE_ACCOUNT_KEY,
    mutationFn: async () => {
      await readsSettled(queryClient);
      await deleteAccount();
    },
    onSuccess: () => {
      forgetEverything();
      queryClient.clear();
      handlers.onDeleted();
    },
    onError: handlers.onError,
  });
}
