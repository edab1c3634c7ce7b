import { z } from "zod";

/**
 * Achievements of docs/product.md §3 (ids; states completed, in progress, unlocked; progress) and the calls of docs/product.md §7
 * (GET /api/achievements/me → an array; POST /api/achievements/me/mark-notified with achievementIds). The spec
 * names no achievements; these reward the habits that make the diary's numbers true: logging every day, eating
 * to the goal, drinking enough and weighing in (docs/peers.md: streaks).
 *
 * `target` is the count that earns it; what is counted:
 * - first-meal, meals-50: meals logged;
 * - first-photo: meals logged from a photo;
 * - streak-3, streak-7, streak-30: the longest run of consecutive days with at least one meal;
 * - goal-days-7: days whose calories were within 10% of the calorie goal the profile has now;
 * - water-goal-1, water-goal-7: days whose water reached the profile's water goal;
 * - first-weigh-in, weigh-ins-10: weigh-ins logged;
 * - target-weight: 1 once the newest weigh-in is within 0.5 kg of the profile's target weight.
 */
export const ACHIEVEMENT_TARGETS = {
  "first-meal": 1,
  "first-photo": 1,
  "streak-3": 3,
  "streak-7": 7,
  "goal-days-7": 7,
  "water-goal-1": 1,
  "water-goal-7": 7,
  "first-weigh-in": 1,
  "weigh-ins-10": 10,
  "meals-50": 50,
  "streak-30": 30,
  "target-weight": 1,
} as const;
export type TAchievementId = keyof typeof ACHIEVEMENT_TARGETS;
export const ACHIEVEMENT_IDS = Object.keys(ACHIEVEMENT_TARGETS) as TAchievementId[];
export const ZAchievementIdSchema = z.enum(ACHIEVEMENT_IDS as [TAchievementId, ...TAchievementId[]]);

/** A weigh-in this close to the target counts as reaching it: a scale's day-to-day water swing is larger. */
export const TARGET_WEIGHT_TOLERANCE_KG = 0.5;

/**
 * in_progress: not earned yet. completed: earned, and the person has not been told yet (the app shows it once and
 * then calls mark-notified). unlocked: earned and shown. An earned achievement stays earned, even when the meals
 * that earned it are later deleted.
 */
export const ACHIEVEMENT_STATUSES = ["in_progress", "completed", "unlocked"] as const;
export const ZAchievementStatusSchema = z.enum(ACHIEVEMENT_STATUSES);

export const ZAchievementSchema = z.object({
  id: ZAchievementIdSchema,
  status: ZAchievementStatusSchema,
  /** The count so far, capped at `target`; equal to `target` once earned. */
  progress: z.number().int().min(0),
  target: z.number().int().positive(),
  /** When it was first earned (ISO timestamp); null while in progress. */
  achievedAt: z.string().nullable(),
});
export type TAchievement = z.infer<typeof ZAchievementSchema>;

/** GET /api/achievements/me: every achievement in ACHIEVEMENT_IDS order. */
export const ZAchievementListSchema = z.array(ZAchievementSchema);
export type TAchievementList = z.infer<typeof ZAchievementListSchema>;

/** POST /api/achievements/me/mark-notified: ids not yet earned are ignored; answers the updated list. */
export const ZMarkNotifiedRequestSchema = z.object({
  achievementIds: z.array(ZAchievementIdSchema).min(1).max(ACHIEVEMENT_IDS.length),
});
export type TMarkNotifiedRequest = z.infer<typeof ZMarkNotifiedRequestSchema>;
