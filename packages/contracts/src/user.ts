import { z } from "zod";
import { SUPPORTED_LANGUAGES } from "./constants";
import { zText } from "./input";
import { PROFILE_RANGES, WEIGHT_LOSS_PACES } from "./profile-ranges";

const range = (r: { min: number; max: number }) => z.number().finite().min(r.min).max(r.max);

export const ZGenderSchema = z.enum(["male", "female"]);
export const ZActivityLevelSchema = z.enum(["low", "moderate", "high"]);
export const ZWeightLossPaceSchema = z.enum(Object.keys(WEIGHT_LOSS_PACES) as ["comfortable", "moderate", "intensive"]);
export const ZLanguageSchema = z.enum(SUPPORTED_LANGUAGES);

/** Profile of docs/product.md §3 (from labels), plus the goals a person may set directly in grams (docs/peers.md). */
export const ZProfileDataSchema = z.object({
  dailyCalorieGoal: range(PROFILE_RANGES.dailyCalorieGoal).int().nullable().optional(),
  /**
   * True when the person typed their own calorie goal; the server then stops recomputing it. A request that
   * sends dailyCalorieGoal without this flag counts as typing it; sending `false` returns to the computed goal.
   */
  calorieGoalOverridden: z.boolean().optional(),
  proteinGoalG: range(PROFILE_RANGES.proteinGoalG).int().nullable().optional(),
  fatGoalG: range(PROFILE_RANGES.fatGoalG).int().nullable().optional(),
  carbsGoalG: range(PROFILE_RANGES.carbsGoalG).int().nullable().optional(),
  /** As calorieGoalOverridden, for the three macro goals together. */
  macroGoalsOverridden: z.boolean().optional(),
  /** Computed from weight and activity (docs/product.md, Water goal); not edited directly. */
  waterGoalMl: z.number().int().min(0).max(20_000).nullable().optional(),
  age: range(PROFILE_RANGES.age).int().nullable().optional(),
  heightCm: range(PROFILE_RANGES.heightCm).nullable().optional(),
  weightKg: range(PROFILE_RANGES.weightKg).nullable().optional(),
  targetWeightKg: range(PROFILE_RANGES.weightKg).nullable().optional(),
  gender: ZGenderSchema.nullable().optional(),
  activityLevel: ZActivityLevelSchema.nullable().optional(),
  weightLossPace: ZWeightLossPaceSchema.nullable().optional(),
  language: ZLanguageSchema.optional(),
  timezone: zText({ max: 64 }).optional(),
});
export type TProfileData = z.infer<typeof ZProfileDataSchema>;

const name = zText({ max: 100 });

export const ZUserSchema = z.object({
  id: z.number().int(),
  socialProvider: z.string(),
  socialId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isPremium: z.union([z.literal(0), z.literal(1)]),
  premiumExpiresAt: z.string().nullable(),
  // A reply never judges stored text by a rule added later for requests, or an old profile would become unreadable.
  profileData: ZProfileDataSchema.extend({ timezone: z.string().max(64).optional() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TUser = z.infer<typeof ZUserSchema>;

export const ZUserExistsQuerySchema = z.object({
  provider: z.literal("vk"),
  socialId: z.string().regex(/^\d{1,20}$/, "socialId must be a VK user id"),
});
export type TUserExistsQuery = z.infer<typeof ZUserExistsQuerySchema>;

export const ZUserExistsReplySchema = z.object({ exists: z.boolean(), user: ZUserSchema.nullable() });
export type TUserExistsReply = z.infer<typeof ZUserExistsReplySchema>;

/** Created on onboarding completion (docs/product.md §4 Authentication step 3); identity comes from the signature only. */
export const ZCreateUserRequestSchema = z.object({
  firstName: name,
  lastName: name,
  profileData: ZProfileDataSchema.default({}),
});
export type TCreateUserRequest = z.infer<typeof ZCreateUserRequestSchema>;

export const ZUpdateUserRequestSchema = z
  .object({ firstName: name, lastName: name, profileData: ZProfileDataSchema })
  .partial()
  .strict();
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequestSchema>;

/** The profile inputs the goal is computed from (docs/product.md, Calorie goal). */
export const ZGoalInputsSchema = z.object({
  gender: ZGenderSchema,
  age: range(PROFILE_RANGES.age).int(),
  heightCm: range(PROFILE_RANGES.heightCm),
  weightKg: range(PROFILE_RANGES.weightKg),
  activityLevel: ZActivityLevelSchema,
  targetWeightKg: range(PROFILE_RANGES.weightKg).nullable().optional(),
  weightLossPace: ZWeightLossPaceSchema.nullable().optional(),
});
export type TGoalInputs = z.infer<typeof ZGoalInputsSchema>;

/** How the calorie goal came about, so onboarding can explain it in a few lines. */
export const ZGoalBreakdownSchema = z.object({
  bmrKcal: z.number(),
  activityFactor: z.number(),
  maintenanceKcal: z.number(),
  deficitKcal: z.number(),
  floorKcal: z.number(),
  /** True when the safe floor raised the goal above maintenance minus the deficit. */
  floorApplied: z.boolean(),
  dailyCalorieGoal: z.number().int(),
  proteinGoalG: z.number().int(),
  fatGoalG: z.number().int(),
  carbsGoalG: z.number().int(),
  waterGoalMl: z.number().int(),
});
export type TGoalBreakdown = z.infer<typeof ZGoalBreakdownSchema>;
