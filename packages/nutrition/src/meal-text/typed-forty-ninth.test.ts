// Russian readings mended after the typed set's forty-ninth batch (decision 024): a set lunch's colon heading its
// courses, a salad or голубцы named by what is in them past "и", manty filled with pumpkin, a кусок of a round
// хачапури, steamed chicken cutlets, a chocolate bar's Latin name in a Russian line, and "смесь" alone as a baby's
// formula.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const ru = readAs("ru");
const read = (text: string) => ru(text).items.map((i) => [i.foodId, Math.round(i.grams)]);
const ids = (text: string) => ru(text).items.map((i) => i.foodId);

describe("a set lunch followed by its colon", () => {
  it("heads the courses listed after it; the soup is a course, not the set taking it in", () => {
    expect(ids("бизнес ланч: суп лапша, гречка с котлетой, чай")).toEqual([
      "chicken-soup",
      "buckwheat",
      "kotleta",
      "tea",
    ]);
    expect(read("бизнес-ланч: суп куриный с лапшой")).toEqual(read("суп куриный с лапшой"));
    // Said alone, or "с" its soup, it is still the canteen's whole set.
    expect(ids("бизнес ланч")).toEqual(["ru-set-lunch"]);
    expect(ids("бизнес ланч с супом")).toEqual(["ru-set-lunch"]);
  });
});

describe("a salad named by what is in it", () => {
  it("goes on naming it after «и» with a word in the instrumental", () => {
    expect(read("салат с тунцом и огурцом")).toEqual(read("салат с тунцом"));
    expect(read("салат с киноа и овощами")).toEqual(read("салат с киноа"));
    expect(ru("салат с курицей и гренками").items).toHaveLength(1);
  });

  it("leaves a food said in another case its own item", () => {
    expect(ids("салат с курицей и хлеб")).toEqual(["chicken-salad", "bread"]);
    expect(ids("пюре с котлетой и салатом").length).toBe(3);
  });
});

describe("голубцы named by their filling", () => {
  it("hold it, with the list «и» goes on and a count after it", () => {
    expect(read("голубцы с грибами")).toEqual(read("голубцы"));
    expect(read("голубцы с курицей и рисом 3 шт")).toEqual(read("голубцы 3 шт"));
    // What is spooned over them is still its own item.
    expect(ids("голубцы со сметаной")).toEqual(["golubtsy", "ru-smetana"]);
  });
});

describe("manty filled with pumpkin", () => {
  it("are their own kind, lighter than the lamb and beef ones, by the same 50 g piece", () => {
    expect(read("манты с тыквой 6 шт")).toEqual([["manty-pumpkin", 300]]);
    const kcal = (text: string) => ru(text).totals.calories;
    expect(kcal("манты с тыквой 4 шт")).toBeLessThan(0.8 * kcal("манты 4 шт"));
    expect(ids("манты с говядиной")).toEqual(["manty"]);
  });
});

describe("a кусок of a round хачапури", () => {
  it("is its slice, while a counted хачапури is a whole one", () => {
    expect(read("кусочек хачапури")).toEqual([["khachapuri", 100]]);
    expect(read("3 куска хачапури по-имеретински")).toEqual([["khachapuri", 300]]);
    expect(read("хачапури 1 шт")).toEqual(read("хачапури"));
    // The adjarian boat is eaten whole and keeps its own weight.
    expect(ids("хачапури по-аджарски кусок")).toEqual(["ru-khachapuri-adjarian"]);
  });
});

describe("chicken cutlets steamed or of breast meat", () => {
  it("are the steamed cutlets, without the fried ones' oil", () => {
    expect(ids("котлеты куриные на пару 2 шт")).toEqual(["kotleta-chicken-steamed"]);
    expect(ids("котлета из куриного филе")).toEqual(["kotleta-chicken-steamed"]);
    const kcal = (text: string) => ru(text).totals.calories;
    expect(kcal("2 паровые куриные котлеты")).toBeLessThan(0.75 * kcal("2 куриные котлеты"));
    // A chicken cutlet said no further is still the fried one.
    expect(ids("котлета куриная")).toEqual(["kotleta-chicken"]);
  });
});

describe("a chocolate bar's Latin name in a Russian line", () => {
  it("is the bar sold in Russia", () => {
    expect(read("bounty и чай").slice(0, 1)).toEqual(read("баунти"));
    expect(read("bounty 2 шт")).toEqual(read("баунти 2 шт"));
  });
});

describe("«смесь» alone", () => {
  it("is the baby's formula, by the millilitre", () => {
    expect(read("дочке смесь 150 мл")).toEqual([["ru-infant-formula", 150]]);
    expect(read("90 мл смеси")).toEqual([["ru-infant-formula", 90]]);
  });

  it("leaves a mix named by what it mixes, or «для» what it makes, to that food", () => {
    expect(ids("гавайская смесь 200 г")).toEqual(["mixed-vegetables"]);
    expect(ids("смесь орехов горсть")).toEqual(["nuts"]);
    expect(ids("смесь для оладий 3 шт")).not.toContain("ru-infant-formula");
    expect(read("смесь для блинов 2 шт")).toEqual(read("блины 2 шт"));
  });
});
