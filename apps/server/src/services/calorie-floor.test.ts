import { CALORIE_GOAL_FLOOR_KCAL } from "@tarelka/contracts";
import { CALORIE_FLOOR } from "@tarelka/nutrition";
import { expect, it } from "vitest";

// The forms warn below the contracts' copy and the goal maths clamps to the nutrition package's; they must agree.
it("the forms' calorie floor is the goal maths' floor", () => {
  expect(CALORIE_GOAL_FLOOR_KCAL).toEqual(CALORIE_FLOOR);
});
