// Corrections in words (docs/decisions/023-correction-in-words.md): a meal as analysed, a correction as a person
// types it on the confirmation screen, and what the meal should be afterwards, written as the meal text a person
// would have typed had they got it right the first time (null: the correction must be refused as not understood).
// A case is right when the corrected items are the expected text's foods at its grams (±3%, at least ±2 g).
//
// The held-out set was written before the interpreter existed and is never tuned against; the development set is
// what the interpreter was worked on (and what its unit test checks). `npm run bench:nutrition` reports both apart.

import { analyzeMealText, correctMealItems } from "../src/index";

export interface CorrectionCase {
  lang: "ru" | "en";
  meal: string;
  correction: string;
  expect: string | null;
}

export const CORRECTIONS_HELD_OUT: readonly CorrectionCase[] = [
  { lang: "ru", meal: "гречка 200 г и котлета", correction: "гречки было 150 г", expect: "гречка 150 г и котлета" },
  { lang: "ru", meal: "рис 200 г, курица 150 г", correction: "курицы было 200", expect: "рис 200 г, курица 200 г" },
  { lang: "ru", meal: "борщ со сметаной и хлеб", correction: "без хлеба", expect: "борщ со сметаной" },
  { lang: "ru", meal: "пельмени со сметаной", correction: "убери сметану", expect: "пельмени" },
  { lang: "ru", meal: "гречка 200 г", correction: "это было 250 г", expect: "гречка 250 г" },
  { lang: "ru", meal: "рис 200 г и котлета", correction: "вместо риса гречка", expect: "гречка 200 г и котлета" },
  { lang: "ru", meal: "пюре и котлета", correction: "не котлета, а курица", expect: "пюре и курица" },
  { lang: "ru", meal: "омлет из 2 яиц и кофе", correction: "и ещё тост", expect: "омлет из 2 яиц, кофе, тост" },
  { lang: "ru", meal: "пицца 2 куска", correction: "в два раза меньше", expect: "пицца 1 кусок" },
  { lang: "ru", meal: "шаурма", correction: "половину", expect: "шаурма 175 г" },
  { lang: "ru", meal: "пиво", correction: "кошка", expect: null },
  {
    lang: "ru",
    meal: "макароны 200 г и сыр",
    correction: "сыра было грамм 40",
    expect: "макароны 200 г и сыр 40 г",
  },
  { lang: "ru", meal: "овсянка 250 г", correction: "плюс банан", expect: "овсянка 250 г, банан" },
  { lang: "ru", meal: "гречка 200 г и котлета", correction: "убери рыбу", expect: null },
  {
    lang: "ru",
    meal: "кофе и бутерброд с сыром",
    correction: "бутербродов было два",
    expect: "кофе и 2 бутерброда с сыром",
  },
  {
    lang: "en",
    meal: "chicken breast 200 g and rice",
    correction: "the chicken was 150 g",
    expect: "chicken breast 150 g and rice",
  },
  {
    lang: "en",
    meal: "rice 150 g with chicken",
    correction: "not rice, quinoa",
    expect: "quinoa 150 g with chicken",
  },
  { lang: "en", meal: "burger and fries", correction: "no fries", expect: "burger" },
  { lang: "en", meal: "2 eggs and toast", correction: "add coffee", expect: "2 eggs, toast and coffee" },
  { lang: "en", meal: "pasta 200 g, bread", correction: "double the pasta", expect: "pasta 400 g, bread" },
  { lang: "en", meal: "steak", correction: "half of that", expect: "steak 100 g" },
  {
    lang: "en",
    meal: "salmon 150 g, rice 100 g, broccoli",
    correction: "remove the broccoli",
    expect: "salmon 150 g, rice 100 g",
  },
  { lang: "en", meal: "oatmeal 250 g", correction: "plus a banana", expect: "oatmeal 250 g and a banana" },
  { lang: "en", meal: "latte", correction: "it was 400 ml", expect: "latte 400 ml" },
  { lang: "en", meal: "apple and banana", correction: "pear instead of apple", expect: "pear and banana" },
  { lang: "en", meal: "greek yogurt with honey", correction: "without honey", expect: "greek yogurt" },
  { lang: "en", meal: "pizza 2 slices", correction: "make it 3 slices", expect: "pizza 3 slices" },
  { lang: "en", meal: "chicken breast 200 g and rice", correction: "the weather is nice", expect: null },
  {
    lang: "en",
    meal: "steak 200 g and fries",
    correction: "twice as much steak",
    expect: "steak 400 g and fries",
  },
  { lang: "en", meal: "coffee and toast", correction: "no eggs", expect: null },
];

export const CORRECTIONS_DEV: readonly CorrectionCase[] = [
  // The examples the feature was asked for, in both languages.
  { lang: "ru", meal: "гречка 200 г", correction: "это было 300 г", expect: "гречка 300 г" },
  { lang: "ru", meal: "паста 200 г и томатный соус", correction: "без соуса", expect: "паста 200 г" },
  { lang: "ru", meal: "гречка 200 г", correction: "ещё хлеб", expect: "гречка 200 г и хлеб" },
  {
    lang: "ru",
    meal: "гречка 200 г и котлета",
    correction: "гречки было меньше, грамм 150",
    expect: "гречка 150 г и котлета",
  },
  { lang: "ru", meal: "омлет", correction: "и чай с сахаром", expect: "омлет и чай с сахаром" },
  { lang: "ru", meal: "гречка 200 г и хлеб", correction: "убери хлеб", expect: "гречка 200 г" },
  {
    lang: "ru",
    meal: "рис 200 г и курица 150 г",
    correction: "вместо риса киноа",
    expect: "киноа 200 г и курица 150 г",
  },
  { lang: "ru", meal: "рис 200 г", correction: "не рис, а гречка", expect: "гречка 200 г" },
  {
    lang: "ru",
    meal: "гречка 200 г и котлета",
    correction: "котлет было две",
    expect: "гречка 200 г и 2 котлеты",
  },
  { lang: "ru", meal: "курица 200 г", correction: "в два раза меньше", expect: "курица 100 г" },
  {
    lang: "ru",
    meal: "курица 200 г и рис 150 г",
    correction: "риса вдвое больше",
    expect: "курица 200 г и рис 300 г",
  },
  { lang: "ru", meal: "борщ", correction: "половину", expect: "борщ 150 г" },
  { lang: "ru", meal: "гречка 200 г", correction: "на 50 г больше", expect: "гречка 250 г" },
  {
    lang: "ru",
    meal: "гречка 200 г и котлета",
    correction: "ещё 50 г гречки",
    expect: "гречка 250 г и котлета",
  },
  { lang: "ru", meal: "пельмени со сметаной", correction: "без сметаны", expect: "пельмени" },
  { lang: "ru", meal: "гречка 200 г", correction: "кот", expect: null },
  {
    lang: "ru",
    meal: "гречка 200 г и котлета",
    correction: "котлета была 120 г",
    expect: "гречка 200 г и котлета 120 г",
  },
  { lang: "ru", meal: "рис 200 г и котлета", correction: "гречка, а не рис", expect: "гречка 200 г и котлета" },
  {
    lang: "ru",
    meal: "рис 200 г и котлета",
    correction: "замени котлету на курицу",
    expect: "рис 200 г и курица",
  },
  { lang: "ru", meal: "кола", correction: "было 0,5 л", expect: "кола 0.5 л" },
  { lang: "ru", meal: "гречка 200 г, котлета", correction: "это было 300 г", expect: null },
  { lang: "ru", meal: "чай", correction: "и два печенья", expect: "чай и 2 печенья" },
  { lang: "ru", meal: "борщ и хлеб", correction: "без хлеба", expect: "борщ" },
  { lang: "ru", meal: "гречка 200 г", correction: "не 200, а 150", expect: "гречка 150 г" },
  { lang: "ru", meal: "гречка 200 г и котлета", correction: "я не ел котлету", expect: "гречка 200 г" },
  { lang: "en", meal: "steak 200 g", correction: "it was 300 g", expect: "steak 300 g" },
  {
    lang: "en",
    meal: "rice 200 g and salmon 150 g",
    correction: "not rice, quinoa",
    expect: "quinoa 200 g and salmon 150 g",
  },
  { lang: "en", meal: "burger and fries", correction: "half of that", expect: "72.5 g burger and 60 g fries" },
  {
    lang: "en",
    meal: "chicken 200 g and rice 200 g",
    correction: "double the chicken",
    expect: "chicken 400 g and rice 200 g",
  },
  { lang: "en", meal: "pasta 200 g and tomato sauce", correction: "no sauce", expect: "pasta 200 g" },
  { lang: "en", meal: "pasta 200 g and tomato sauce", correction: "without sauce", expect: "pasta 200 g" },
  { lang: "en", meal: "rice 200 g", correction: "add bread", expect: "rice 200 g and bread" },
  { lang: "en", meal: "rice 200 g", correction: "plus a coffee", expect: "rice 200 g and coffee" },
  {
    lang: "en",
    meal: "rice 200 g and chicken 150 g",
    correction: "quinoa instead of rice",
    expect: "quinoa 200 g and chicken 150 g",
  },
  {
    lang: "en",
    meal: "rice 200 g and chicken 150 g",
    correction: "instead of rice, quinoa",
    expect: "quinoa 200 g and chicken 150 g",
  },
  {
    lang: "en",
    meal: "rice 200 g and chicken 150 g",
    correction: "the rice was 150 g",
    expect: "rice 150 g and chicken 150 g",
  },
  {
    lang: "en",
    meal: "rice 200 g and chicken 150 g",
    correction: "150 g of rice",
    expect: "rice 150 g and chicken 150 g",
  },
  { lang: "en", meal: "2 eggs and toast", correction: "3 eggs", expect: "3 eggs and toast" },
  { lang: "en", meal: "coffee", correction: "and a croissant", expect: "coffee and a croissant" },
  { lang: "en", meal: "salmon 150 g and broccoli", correction: "remove broccoli", expect: "salmon 150 g" },
  { lang: "en", meal: "pizza 2 slices", correction: "only one slice", expect: "pizza 1 slice" },
  { lang: "en", meal: "beer", correction: "two beers", expect: "2 beers" },
  { lang: "en", meal: "chicken 200 g", correction: "banana", expect: null },
  { lang: "en", meal: "rice 200 g and chicken 150 g", correction: "it was 300 g", expect: null },
  { lang: "en", meal: "steak 200 g and fries", correction: "hello there", expect: null },
  { lang: "en", meal: "oatmeal 250 g", correction: "50 g more", expect: "oatmeal 300 g" },
  { lang: "en", meal: "oatmeal 250 g", correction: "twice as much", expect: "oatmeal 500 g" },
  {
    lang: "en",
    meal: "rice 200 g and chicken 150 g",
    correction: "swap rice for quinoa",
    expect: "quinoa 200 g and chicken 150 g",
  },
  { lang: "en", meal: "coffee and toast", correction: "no toast", expect: "coffee" },
  {
    lang: "en",
    meal: "rice 200 g and chicken 150 g",
    correction: "half the rice",
    expect: "rice 100 g and chicken 150 g",
  },
];

/** Whether the interpreter got a case right, and what it did, for the benchmark and the unit test. */
export function judgeCorrection(c: CorrectionCase): { ok: boolean; got: string } {
  const meal = analyzeMealText(c.meal, { lang: c.lang }).items;
  const result = correctMealItems(meal, c.correction, { lang: c.lang });
  const shown = (items: readonly { foodId: string | null; grams: number }[]) =>
    items.map((it) => `${it.foodId} ${it.grams} g`).join(", ");
  if (!result.understood) return { ok: c.expect === null, got: `refused (${result.reason}: ${result.words})` };
  const got = shown(result.items);
  if (c.expect === null) return { ok: false, got };
  const expected = analyzeMealText(c.expect, { lang: c.lang }).items;
  const left = [...result.items];
  const ok =
    expected.length === left.length &&
    expected.every((want) => {
      const k = left.findIndex(
        (it) => it.foodId === want.foodId && Math.abs(it.grams - want.grams) <= Math.max(2, want.grams * 0.03),
      );
      if (k < 0) return false;
      left.splice(k, 1);
      return true;
    });
  return { ok, got };
}
