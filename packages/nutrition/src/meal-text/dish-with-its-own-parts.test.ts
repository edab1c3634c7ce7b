// A dish named with the parts it is made of ("харчо с рисом и мясом", "chili with beans and beef") is one dish at
// its portion, not the dish with a serving of each part beside it; what is put on a dish at the table stays an
// addition (decision 024, follow-up "a dish named with its own parts").
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const read = readAs();
const ids = (text: string) => read(text).items.map((i) => [i.foodId, Math.round(i.grams)]);
const foods = (text: string) => read(text).items.map((i) => i.foodId);

describe("a dish named with its own parts", () => {
  it("reads a Russian soup or stew named with its meat, noodles or vegetables as the plate alone", () => {
    // Each was the plate and a 120 g serving of beef (282 kcal), noodles or a vegetable beside it.
    for (const [text, dish] of [
      ["харчо с рисом и мясом", "kharcho"],
      ["суп с вермишелью и мясом", "chicken-soup"],
      ["гуляш с мясом", "goulash"],
      ["лагман с лапшой и говядиной", "lagman"],
      ["рассольник с перловкой и огурцами", "rassolnik"],
      ["щи с мясом и капустой", "shchi"],
      ["суп с клецками и курицей", "chicken-soup"],
    ] as const) {
      expect(foods(text), text).toEqual([dish]);
      expect(read(text).unmatched, text).toEqual([]);
    }
    expect(foods("окрошка с колбасой и яйцом")).toEqual(["okroshka-kvass"]);
  });

  it("keeps the sour cream on a borscht and reads the meat after it as the borscht's", () => {
    // The meat was 120 g of beef beside the plate: the list «с» opened goes on past the sour cream.
    expect(foods("борщ со сметаной и мясом")).toEqual(["borscht", "ru-smetana"]);
    expect(ids("борщ со сметаной и мясом 300 г")[0]).toEqual(["borscht", 300]);
    expect(ids("борщ со сметаной и мясом тарелка")[0]).toEqual(["borscht", 300]);
    // The cheese on a chili is put on it; its beef is its own.
    expect(foods("chili with cheese and beef")).toEqual(["chili", "cheese"]);
  });

  it("reads an English dish named with what it is made of as the dish alone", () => {
    for (const [text, dish] of [
      ["chicken noodle soup with chicken and noodles", "chicken-soup"],
      ["chili with beans and beef", "chili"],
      ["fried rice with egg and peas", "fried-rice"],
      ["pho with beef and noodles", "pho"],
      ["tonkotsu ramen with pork", "ru-ramen"],
      ["pad thai with shrimp and noodles", "pad-thai"],
      ["jambalaya with sausage and rice", "jambalaya"],
      ["gumbo with shrimp and sausage", "gumbo"],
      ["chicken curry with chicken and potatoes", "curry"],
      ["beef stew with beef and vegetables", "stew"],
      ["lasagna with meat sauce", "lasagna"],
      ["lasagna with beef and cheese", "lasagna"],
      ["minestrone with pasta and beans", "vegetable-soup"],
      ["chicken tortilla soup with chicken", "tortilla-soup"],
      ["chicken pot pie with chicken and peas", "pot-pie"],
    ] as const) {
      expect(foods(text), text).toEqual([dish]);
    }
  });

  it("reads a dish found by FNDDS's records alone by its record's parts", () => {
    // Shepherd's pie had 120 g of beef and 200 g of potato beside it; chicken fried rice and chicken pad thai an egg.
    expect(foods("shepherds pie with beef and potatoes")).toEqual(["fndds-27311510"]);
    expect(foods("chicken fried rice with egg")).toEqual(["fndds-58150320"]);
    expect(foods("chicken pad thai with egg")).toEqual(["fndds-58137230"]);
    expect(foods("chicken fried rice with an egg roll")).toEqual(["fndds-58150320", "egg-rolls"]);
    expect(foods("shepherds pie with a side salad")).toEqual(["fndds-27311510", "garden-salad"]);
  });

  it("reads ramen with pork as a ramen shop's bowl, its egg on top", () => {
    // It was a 90 g packet of instant noodles, 120 g of pork and an egg (721 kcal).
    expect(ids("ramen with pork and egg")).toEqual([
      ["ru-ramen", 550],
      ["egg", 50],
    ]);
    expect(foods("ramen with egg")).toEqual(["instant-noodles", "egg"]);
    expect(foods("ramen")).toEqual(["instant-noodles"]);
  });
});

describe("porridge said with milk", () => {
  it("is the porridge cooked on milk, one plate", () => {
    // Each was the porridge and a 250 ml glass of milk beside it.
    expect(ids("греча с молоком")).toEqual([["buckwheat-milk", 250]]);
    expect(ids("пшенная каша с молоком")).toEqual([["millet-porridge-milk", 250]]);
    expect(ids("овсянка с молоком")).toEqual([["oatmeal-milk", 250]]);
    expect(ids("манная каша с молоком")).toEqual([["semolina-porridge", 250]]);
  });

  it("keeps milk weighed apart, and milk poured on an English hot cereal", () => {
    expect(foods("гречка 200 г, молоко 200 мл")).toEqual(["buckwheat", "ru-milk"]);
    expect(ids("oatmeal with blueberries and milk")).toContainEqual(["milk", 61]);
  });
});

describe("marshmallows in a cup of cocoa", () => {
  it("are a few mini marshmallows, 7 g", () => {
    // It was a 35 g зефир in the cup.
    expect(ids("какао с маршмеллоу")).toContainEqual(["marshmallow", 7]);
    expect(ids("hot chocolate with marshmallows")).toContainEqual(["marshmallow", 7]);
    // Milk named after the marshmallows is a splash in the cup, not a glass.
    expect(ids("какао с маршмеллоу и молоком")).toContainEqual(["ru-milk", 30]);
  });
});

describe("what is put on a dish stays an addition", () => {
  it("reads the controls as before", () => {
    for (const [text, parts] of [
      ["суп и хлеб", ["chicken-soup", "bread"]],
      ["borscht with sour cream", ["borscht", "sour-cream"]],
      ["soup with a grilled cheese", ["fndds-58400000", "grilled-cheese"]],
      ["каша с маслом", ["oatmeal-milk", "ru-butter"]],
      ["oatmeal with a banana", ["oatmeal", "banana"]],
      ["борщ со сметаной", ["borscht", "ru-smetana"]],
      ["гречка с котлетой", ["buckwheat", "kotleta"]],
      ["какао с печеньем", ["chocolate-milk", "cookies"]],
      ["chili with cornbread", ["chili", "cornbread"]],
      ["ramen with an extra egg", ["instant-noodles", "egg"]],
      ["fried rice with a side of egg rolls", ["fried-rice", "egg-rolls"]],
      ["гречка с маслом", ["buckwheat", "ru-butter"]],
      ["суп с сухариками", ["chicken-soup", "ru-sukhariki"]],
      ["харчо с лавашом", ["kharcho", "ru-lavash"]],
      ["борщ со сметаной и хлебом", ["borscht", "ru-smetana", "bread"]],
      ["pho with a spring roll", ["pho", "spring-roll"]],
    ] as const) {
      expect(foods(text), text).toEqual(parts);
    }
  });
});
