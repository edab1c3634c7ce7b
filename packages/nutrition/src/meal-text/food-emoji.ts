// Food emoji typed for their food (decision 024, follow-up "absurd readings, seeds 6 to 9"): "🍌🍌", "🍕 2 slices",
// "кофе ☕️ и 🥐". The readers take letters and figures only, so a line of emoji alone was nothing read and nothing shown
// unread. An emoji stands for its food's name, in the language of the line, unless the line names that food in
// words already ("🍕 pizza 2 slices", "кофе ☕️ с молоком") or a word follows it ("☕️ какао"), where it only decorates.
import { stem } from "../text";

/** Each emoji's food, English and Russian, as the catalog names it. */
const FOOD_EMOJI: ReadonlyMap<string, readonly [string, string]> = new Map([
  ["🍌", ["banana", "банан"]],
  ["🍎", ["apple", "яблоко"]],
  ["🍏", ["apple", "яблоко"]],
  ["🍐", ["pear", "груша"]],
  ["🍊", ["orange", "апельсин"]],
  ["🍋", ["lemon", "лимон"]],
  ["🍑", ["peach", "персик"]],
  ["🍒", ["cherries", "вишня"]],
  ["🍇", ["grapes", "виноград"]],
  ["🍓", ["strawberries", "клубника"]],
  ["🍉", ["watermelon", "арбуз"]],
  ["🥑", ["avocado", "авокадо"]],
  ["🥕", ["carrot", "морковь"]],
  ["🥒", ["cucumber", "огурец"]],
  ["🍅", ["tomato", "помидор"]],
  ["🥚", ["egg", "яйцо"]],
  ["🍞", ["bread", "хлеб"]],
  ["🥐", ["croissant", "круассан"]],
  ["🥞", ["pancakes", "блины"]],
  ["🧀", ["cheese", "сыр"]],
  ["🥓", ["bacon", "бекон"]],
  ["🥩", ["steak", "стейк"]],
  ["🍗", ["chicken drumstick", "куриная голень"]],
  ["🍔", ["burger", "бургер"]],
  ["🍟", ["french fries", "картофель фри"]],
  ["🍕", ["pizza", "пицца"]],
  ["🌭", ["hot dog", "хот-дог"]],
  ["🌮", ["taco", "тако"]],
  ["🍣", ["sushi", "суши"]],
  ["🍤", ["shrimp", "креветки"]],
  ["🍚", ["rice", "рис"]],
  ["🍝", ["spaghetti", "спагетти"]],
  ["🥗", ["salad", "салат"]],
  ["🍪", ["cookie", "печенье"]],
  ["🍩", ["donut", "пончик"]],
  ["🍰", ["cake", "торт"]],
  ["🎂", ["cake", "торт"]],
  ["🍫", ["chocolate", "шоколад"]],
  ["🍦", ["ice cream", "мороженое"]],
  ["🥛", ["milk", "молоко"]],
  ["☕", ["coffee", "кофе"]],
  ["🍵", ["tea", "чай"]],
  ["🍺", ["beer", "пиво"]],
  ["🍷", ["wine", "вино"]],
  // Food emoji that were dropped without a word (decision 024, follow-up: absurd readings, seeds 10 to 13): "🍔🍟🥤"
  // lost its drink, "🥟" its dumplings. Each names the catalog's food in both languages.
  ["🥤", ["soda", "газировка"]],
  ["🥟", ["dumplings", "пельмени"]],
  ["🥙", ["shawarma", "шаурма"]],
  ["🌯", ["burrito", "буррито"]],
  ["🥪", ["sandwich", "сэндвич"]],
  ["🍿", ["popcorn", "попкорн"]],
  ["🥜", ["peanuts", "арахис"]],
  ["🍯", ["honey", "мёд"]],
  ["🧃", ["juice", "сок"]],
  ["🥂", ["champagne", "шампанское"]],
  ["🥃", ["whiskey", "виски"]],
  ["🧁", ["cupcake", "капкейк"]],
  ["🍬", ["candy", "конфета"]],
  ["🍭", ["lollipop", "леденец"]],
  ["🥧", ["pie", "пирог"]],
  ["🥯", ["bagel", "бублик"]],
  ["🥖", ["baguette", "багет"]],
  ["🧇", ["waffles", "вафли"]],
  ["🥨", ["pretzel", "крендель"]],
  ["🍠", ["sweet potato", "батат"]],
  ["🥔", ["potato", "картошка"]],
  ["🌽", ["corn", "кукуруза"]],
  ["🥦", ["broccoli", "брокколи"]],
  ["🍄", ["mushrooms", "грибы"]],
  ["🥝", ["kiwi", "киви"]],
  ["🍍", ["pineapple", "ананас"]],
  ["🥭", ["mango", "манго"]],
  ["🫐", ["blueberries", "черника"]],
  ["🍈", ["melon", "дыня"]],
  ["🥥", ["coconut", "кокос"]],
  ["🍆", ["eggplant", "баклажан"]],
  ["🍛", ["curry", "карри"]],
  ["🍜", ["ramen", "рамен"]],
  ["🍲", ["soup", "суп"]],
  ["🧋", ["bubble tea", "бабл ти"]],
  ["🧈", ["butter", "масло сливочное"]],
  ["🧆", ["falafel", "фалафель"]],
  ["🐟", ["fish", "рыба"]],
  ["🦀", ["crab", "краб"]],
  ["🍙", ["onigiri", "онигири"]],
  ["🍨", ["ice cream", "мороженое"]],
  ["🍧", ["ice cream", "мороженое"]],
]);

/** Words that join foods, after which an emoji still stands for its own food ("☕️ и 🥐", "🥚 and 🍞"). */
const JOINING: ReadonlySet<string> = new Set([
  "и",
  "с",
  "со",
  "или",
  "плюс",
  "and",
  "with",
  "or",
  "plus",
  "w",
  // "🍿 в кино", "☕ at work", "🍺 после работы": a place or a time after it says where or when its food was had; read
  // as a mark of the words after it, the popcorn was dropped without a word (decision 024, follow-up: absurd readings,
  // seeds 10 to 13).
  "в",
  "во",
  "на",
  "за",
  "до",
  "после",
  "утром",
  "днем",
  "днём",
  "вечером",
  "at",
  "in",
  "on",
  "for",
  "after",
  "before",
]);

/**
 * The emoji added in decision 024's "absurd readings, seeds 10 to 13": each stands for a kind of food as much as for
 * one food, so typed right after a word it decorates that word's food (KIND_EMOJI's use above).
 */
const KIND_EMOJI: ReadonlySet<string> = new Set([...FOOD_EMOJI.keys()].slice([...FOOD_EMOJI.keys()].indexOf("🥤")));

/** A multiplier typed right after an emoji: "x6", "х2", "×3", "X 2". */
const MULTIPLIER_AFTER = /^(?:\s|\uFE0F|\u200D)*[xх×]\s*\d/iu;

const EMOJI = new RegExp(`(?:${[...FOOD_EMOJI.keys()].join("|")})\\uFE0F?`, "gu");

/**
 * The line with each food emoji that stands for a food as its name, spaced apart, and where each character of the
 * result was typed (`typedAt` maps the line's characters so already).
 */
export function foodEmojiNamed(line: string, typedAt: number[]): { text: string; typedAt: number[] } {
  if (!/\p{Extended_Pictographic}/u.test(line)) return { text: line, typedAt };
  const russian = /[а-яё]/i.test(line);
  const named = new Set((line.toLowerCase().match(/\p{L}+/gu) ?? []).map(stem));
  let text = "";
  const at: number[] = [];
  let last = 0;
  let previous: string | undefined;
  for (const m of line.matchAll(EMOJI)) {
    const food = FOOD_EMOJI.get(m[0].replace("\uFE0F", ""))!;
    const name = food[russian ? 1 : 0];
    if (name.split(" ").every((w) => named.has(stem(w)))) continue;
    // "☕️ какао", "🍳 яичница": an emoji right before a word is that word's mark, as a list's bullet is.
    // "🍩 x6", "🍕x2": a multiplier after it counts the emoji's food, as after its name; its "x" is no word, and the
    // donut was lost with "x6" shown unread (decision 024, follow-up: absurd readings, seeds 10 to 13).
    const after = line.slice(m.index + m[0].length);
    const next = MULTIPLIER_AFTER.test(after) ? undefined : /^(?:\s|\uFE0F|\u200D)*(\p{L}+)/u.exec(after)?.[1];
    if (next !== undefined && !JOINING.has(next.toLowerCase())) continue;
    // "кола 🥤", "борщ 🍲", "вареники 🥟": an emoji of a kind of food typed right after a word, with no comma, "+" or
    // "и" between, decorates the food that word names; read as a food, the cola had a second drink beside it.
    const wordBefore = /(\p{L}+)(?:\s|\uFE0F|\u200D)*$/u.exec(line.slice(0, m.index))?.[1];
    if (KIND_EMOJI.has(m[0].replace("\uFE0F", "")) && wordBefore && !JOINING.has(wordBefore.toLowerCase())) continue;
    // "🥚🥚 🍞": emoji of two foods side by side are a list, as if typed with a comma; run together as "egg egg bread"
    // the words were the catalog's egg bread, a challah (decision 024, follow-up: absurd readings, seeds 10 to 13).
    const between = line.slice(last, m.index);
    const listed = previous !== undefined && previous !== name && /^(?:\s|\uFE0F|\u200D)*$/u.test(between);
    const said = `${listed ? "," : ""} ${name} `;
    text += `${between}${said}`;
    at.push(...typedAt.slice(last, m.index), ...Array.from({ length: said.length }, () => typedAt[m.index]!));
    last = m.index + m[0].length;
    previous = name;
  }
  text += line.slice(last);
  at.push(...typedAt.slice(last));
  return { text, typedAt: at };
}
