import { SUPPLEMENT_PRIORITIES, type TSupplementRecommendation } from "@tarelka/contracts";

type Priority = TSupplementRecommendation["priority"];
type Status = TSupplementRecommendation["status"];

/** Higher is more urgent: SUPPLEMENT_PRIORITIES runs from low to critical. */
export const urgency = (priority: Priority): number => SUPPLEMENT_PRIORITIES.indexOf(priority);

/**
 * Most urgent first (docs/product.md §7 GET recommendations/me promises this order). Sorted here as well, stably, so a list
 * patched in the cache after an accept or a decline keeps the same order, and equal priorities keep the server's.
 */
export function byUrgency<T extends Pick<TSupplementRecommendation, "priority">>(list: readonly T[]): T[] {
  return list
    .map((item, index) => ({ item, index }))
    .sort((a, b) => urgency(b.item.priority) - urgency(a.item.priority) || a.index - b.index)
    .map(({ item }) => item);
}

/** The list with one suggestion replaced by the server's updated copy, in place; an unknown id changes nothing. */
export function withUpdated<T extends Pick<TSupplementRecommendation, "id">>(list: readonly T[], updated: T): T[] {
  return list.map((item) => (item.id === updated.id ? updated : item));
}

export type Decision = "accept" | "decline";

/**
 * What a card offers: both decisions while the suggestion waits, and once decided the other one, so a mind can
 * be changed (the contract has no way back to "recommended").
 */
export function decisionsFor(status: Status): Decision[] {
  switch (status) {
    case "recommended":
      return ["accept", "decline"];
    case "accepted":
      return ["decline"];
    case "declined":
      return ["accept"];
  }
}
