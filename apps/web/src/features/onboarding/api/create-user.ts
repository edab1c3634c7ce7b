import { useMutation } from "@tanstack/react-query";
import { type TCreateUserRequest, type TUser, ZUserSchema } from "@tarelka/contracts";
import { apiRequest } from "../../../lib/api-client";
import { completeOnboarding } from "../../../lib/session";

export async function createUser(body: TCreateUserRequest): Promise<TUser> {
  return ZUserSchema.parse(await apiRequest("POST", "/api/users", body));
}

/** Spec §4 Authentication step 3: onboarding completion creates the user, who becomes currentUser. */
export function useCreateUser() {
  return useMutation({
    mutationFn: createUser,
    onSuccess: completeOnboarding,
  });
}
