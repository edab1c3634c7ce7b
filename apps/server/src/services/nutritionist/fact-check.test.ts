import { describe, expect, it } from "vitest";
import { checkAnswer, claimsOf } from "./fact-check";
import { FactLedger, factsBlock } from "./model-facts";
import { HER_FACTS } from "./test-fixtures";

/** The ledger of the facts block the model is given for the bench's person: 1,234 of 2,000 kcal, 750 of 2,100 ml. */
function ledger() {
  const l = new FactLedger(HER_FACTS.today.date);
  factsBlock(HER_FACTS, l);
  return l;
}
const check = (
  text: string,
  request: { maxKcal: number | null; exclude: ("meat" | "fish" | "dairy" | "egg")[] } | null = null,
) => checkAnswer({ text, ledger: ledger(), sex: "female", request });

describe("the check of a model's answer (docs/decisions/019-nutritionist-model-tools.md)", () => {
  it("reads numbers as each language writes them, with their units and nutrients", () => {
    expect(claimsOf("Вы съели 1 234 ккал, белка 56,7 г; воды 0,75 л.").map((c) => [c.quantity, c.value])).toEqual([
      ["kcal", 1234],
      ["protein", 56.7],
      ["water", 750],
    ]);
    expect(claimsOf("You've had 1,234 kcal and 56.7 g of protein; try 150 g of tofu.").map((c) => c.quantity)).toEqual([
      "kcal",
      "protein",
    ]);
  });

  it("passes the facts, rounded or not, and numbers the facts say nothing about", () => {
    expect(check("Сегодня вы съели 1 234 ккал из 2 000 ккал, осталось 766 ккал.")).toBeNull();
    expect(check("Today you've eaten about 1,200 kcal; 750 ml of water so far, 1,350 ml left.")).toBeNull();
    expect(check("A glass is 250 ml; a snack of about 150 kcal is fine.")).toBeNull();
    expect(check("Your weight is 81.9 kg, 6.9 kg to go to 75 kg.")).toBeNull();
  });

  it("refuses a number that contradicts a known fact", () => {
    expect(check("Сегодня вы съели 1 900 ккал.")).toEqual({
      kind: "contradiction",
      quantity: "kcal",
      topic: "eaten+today",
    });
    expect(check("You have 300 kcal left today.")).toMatchObject({ kind: "contradiction", quantity: "kcal" });
    expect(check("Вы выпили 1 500 мл воды.")).toMatchObject({ kind: "contradiction", quantity: "water" });
    expect(check("Your goal is 2,500 kcal.")).toMatchObject({ kind: "contradiction", topic: "goal" });
  });

  it("refuses advice below the floor, rapid loss and doctor-only supplements, but not warnings about them", () => {
    expect(check("Ешьте 900 ккал в день.")).toEqual({ kind: "unsafe", rule: "belowFloor" });
    expect(check("You can lose 3 kg in a week.")).toEqual({ kind: "unsafe", rule: "rapidLoss" });
    expect(check("Take an iron supplement every day.")).toEqual({ kind: "unsafe", rule: "doctorOnlySupplement" });
    expect(check("Losing 3 kg in a week is not safe.")).toBeNull();
    expect(check("Iron supplements only after a blood test, as your doctor decides.")).toBeNull();
  });

  it("refuses a suggestion over the question's limit or of an excluded kind", () => {
    expect(check("Try a snack of 350 kcal.", { maxKcal: 200, exclude: [] })).toEqual({
      kind: "constraint",
      rule: "overLimit",
    });
    expect(check("Try lentils with cucumber, 192 kcal.", { maxKcal: 500, exclude: ["meat"] })).toBeNull();
    expect(check("Куриная грудка с огурцом, 266 ккал.", { maxKcal: 500, exclude: ["meat"] })).toEqual({
      kind: "constraint",
      rule: "excludedFood",
    });
    expect(check("Ужин без мяса: чечевица.", { maxKcal: null, exclude: ["meat"] })).toBeNull();
  });
});
