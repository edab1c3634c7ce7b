// Two neighbouring letters swapped in one word of a name of several words (keyboard-slips.ts, swapPutBack; decision
// 024, follow-up "English readings mended"): the word is put back in the line itself, so every reader sees it.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const en = readAs("en");
const ru = readAs("ru");
const items = (r: ReturnType<typeof en>) => r.items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("a swap in a word of a name of several words", () => {
  it("reads the name as spelt right, the item shown as typed", () => {
    for (const [typed, right] of [
      // A plain latte, the pumpkin flavour unread by the reader of flavoured lattes.
      ["a pumpikn spice latte", "a pumpkin spice latte"],
      ["venti pupmkin spice latte", "venti pumpkin spice latte"],
      // Egg noodles beside the ramen.
      ["pack of ramen nooldes", "pack of ramen noodles"],
      // The dressing left on.
      ["greek salad no dressnig", "greek salad no dressing"],
      // A turkey beside a plain sandwich.
      ["turkey and swiss sadnwich", "turkey and swiss sandwich"],
      // Apple pie.
      ["shepehrd's pie, one cup", "shepherd's pie, one cup"],
      // A burrito, a sausage and an egg.
      ["breakfast burirto with sausage and egg", "breakfast burrito with sausage and egg"],
      ["vegetbale fried rice, a cup", "vegetable fried rice, a cup"],
      ["bowl of honey bnuches of oats with 1% milk", "bowl of honey bunches of oats with 1% milk"],
      ["chikcen noodle soup", "chicken noodle soup"],
      ["mac and chesee", "mac and cheese"],
      ["peanut buttre", "peanut butter"],
      ["ceasar salad", "caesar salad"],
      ["frech fries", "french fries"],
      ["scrambeld eggs", "scrambled eggs"],
    ] as const) {
      const r = en(typed);
      expect(items(r), typed).toEqual(items(en(right)));
      expect(r.unmatched, typed).toEqual([]);
      expect(r.items.map((i) => i.text).join(" "), typed).toContain(typed.split(" ").at(-1)!.replace(",", ""));
    }
    expect(items(ru("куриное бедро запечённое"))).toEqual(items(ru("круиное бедро запечённое")));
  });

  it("reads a name of several words with nothing else in the line", () => {
    // Left unread: a line with no food read and no amount was never put right.
    expect(items(en("fried plnatain"))).toEqual(items(en("fried plantain")));
    expect(items(en("dirty maritni"))).toEqual(items(en("dirty martini")));
    expect(en("dirty maritni").items[0]!.text).toBe("dirty maritni");
  });

  it("makes no food of a lone word or an ordinary one", () => {
    for (const text of ["plnatain", "maritni", "page", "best", "went hoem", "the lsat one"]) {
      expect(en(text).items, text).toEqual([]);
    }
  });
});
