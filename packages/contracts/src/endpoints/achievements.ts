import { ZAchievementListSchema, ZMarkNotifiedRequestSchema } from "../achievements";
import { defineEndpoint } from "../endpoint";
import { signedErrors } from "../endpoint-errors";

/** Achievements of the signed-in person (docs/product.md §3 Achievement, §7 /api/achievements calls; decision 009). */
export const achievementEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/achievements/me",
    responses: { 200: ZAchievementListSchema, ...signedErrors(404) },
  }),
  /** Ids not yet earned are ignored; the reply is the updated list. */
  markNotified: defineEndpoint({
    method: "POST",
    path: "/api/achievements/me/mark-notified",
    body: ZMarkNotifiedRequestSchema,
    responses: { 200: ZAchievementListSchema, ...signedErrors(404) },
  }),
};
