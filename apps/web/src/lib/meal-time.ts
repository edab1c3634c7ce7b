import type { TMealType } from "@tarelka/contracts";

/**
 * The meal a person is most likely logging at this hour of their own day: the shortcuts' default, changed with one
 * tap. Breakfast until 11, lunch until 16, dinner until 21, otherwise a snack.
 */
export function mealTypeAt(hour: number): TMealType {
  if (hour >= 4 && hour < 11) return "breakfast";
  if (hour >= 11 && hour < 16) return "lunch";
  if (hour >= 16 && hour < 21) return "dinner";
  return "snack";
}
