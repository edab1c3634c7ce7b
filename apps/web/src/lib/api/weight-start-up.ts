import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FIRST_ROUTE_ENDPOINTS, type TWeighInReply, type TWeightLogInput } from "@tarelka/contracts";
import { appStore } from "../../stores/app-store";
import { call } from "../api-client";
import { MEALS_KEY } from "./meals-start-up";

/**
 * A weigh-in's reply carries the profile it changed, when it changed one (contracts ZWeighInReplySchema): that
 * profile becomes the current user, so every screen shows the new weight and goals at once.
 */
export function adoptWeighIn(reply: TWeighInReply): TWeighInReply {
  if (reply.profile) appStore.set({ currentUser: reply.profile.user });
  return reply;
}

/**
 * The dashboard's weigh-in, through the endpoint's zod-free ref (decision 006): the form checks the range itself
 * (PROFILE_RANGES.weightKg) and the server checks it again. The day's summary measures against the goals, so it
 * is read again.
 */
export function useLogWeighIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TWeightLogInput) => adoptWeighIn(await call(FIRST_ROUTE_ENDPOINTS.logWeight, { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEALS_KEY }),
  });
}
