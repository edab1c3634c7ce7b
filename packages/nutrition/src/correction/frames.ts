// The frame of a correction in words (docs/decisions/023-correction-in-words.md): which operation the words ask for
// and the phrases it acts on. Only the frame is read here — "не X, а Y", "без X", "half the X", "на 50 г больше" —
// never a food or an amount: the phrases go to the meal-text engine (../meal-text/), as a meal description does.
import { NUMBER_WORDS, parseNumber } from "../quantity";
import { normaliseText } from "../text";

export type Frame =
  /** `old` names an item of the meal, `new` says what it was instead (a food, or only an amount). */
  | { op: "replace"; old: string; new: string }
  /** "вместо риса киноа", "instead of rice quinoa": where the old phrase ends is found by reading it. */
  | { op: "replace-run"; words: string }
  | { op: "remove"; what: string }
  | { op: "add"; what: string }
  /** "на 50 г больше", "50 g less rice": `amount` more or less of `what` (a named item, or the only one). */
  | { op: "relative"; what: string; amount: string; sign: 1 | -1 }
  | { op: "scale"; what: string; factor: number }
  /** Anything else: an amount, with or without the item it is of ("гречки было 150", "the rice was 150 g"). */
  | { op: "set"; what: string };

/** A number said in digits or words: "2", "1,5", "два", "полтора". */
function numberOf(word: string): number | undefined {
  return parseNumber(word) ?? NUMBER_WORDS[word];
}

/** Punctuation that ends or frames a remark, quotes, dashes read as commas, and spacing made single. */
export function normaliseCorrection(text: string): string {
  return (
    normaliseText(text)
      .replace(/[«»"“”„]/g, " ")
      .replace(/\s+[—–-]\s+/g, ", ")
      .replace(/[.!?…]+(\s|$)/g, " ")
      // A comma between digits is a decimal one ("0,5 л").
      .replace(/\s*,\s*/g, (comma, at: number, all: string) =>
        comma === "," && /\d/.test(all[at - 1] ?? "") && /\d/.test(all[at + 1] ?? "") ? "," : ", ",
      )
      .replace(/\s+/g, " ")
      .replace(/^[\s,]+|[\s,]+$/g, "")
      .replace(/^(?:(?:нет|no|nope|ой|oh|oops|sorry|wait|ну|поправка|correction)\s*[,:]\s*)+/, "")
      // "nah it was 1 slice", "неа, 2": a word that only says the reading was wrong, with or without a comma ("no"
      // without one is a removal: "no fries").
      .replace(/^(?:(?:nah|naw|nope|неа|не-а)\s*[,:]?\s+)+/, "")
      .replace(/^(?:на самом деле|вообще-то|actually)\s*,?\s+/, "")
  );
}

const RU_REMOVE =
  /^(?:(?:а|и) )?(?:без|убери(?:те)?|убрать|удали(?:те)?|удалить|вычеркни(?:те)?|не было|я не (?:ел|ела|пил|пила)|не (?:ел|ела|пил|пила|ели|пили)|не надо|минус)\s+(.+)$/;
const RU_REMOVE_AFTER = /^(.+?),? (?:не было|не (?:ел|ела|пил|пила)|не надо|лишн(?:ий|яя|ее|ие)|убери(?:те)?)$/;
const EN_REMOVE =
  /^(?:no|without|remove|delete|drop|minus|skip|take out|take off|leave out|hold the|there was no|there were no|there wasn't any|there was not any|i didn't (?:have|eat|drink)|i did not (?:have|eat|drink)|didn't (?:have|eat|drink)|did not (?:have|eat|drink)|no more)\s+(.+)$/;
const EN_REMOVE_AFTER = /^(.+?) (?:wasn't there|was not there|weren't there|were not there|shouldn't be there)$/;

const RU_ADD =
  /^(?:(?:а|и) )?(?:еще и|и еще|еще был[аио]?|еще|плюс|добавь(?:те)?|добавить|добавил[аи]?|также|тоже|и|со?|\+)\s+(.+)$/;
const EN_ADD =
  /^(?:and also|i also had|also had|and (?:another|one more)|and|plus|add|also|with|extra|one more|another|forgot(?: to add| to mention| about)?|\+)\s+(.+)$/;

/**
 * Scale phrases and their factors. Each is found anywhere in the remark, and what is left names the item (or
 * nothing: the whole meal). "в N раз" reads N as the engine's number words do.
 */
const SCALES: { pattern: RegExp; factor: (m: RegExpExecArray) => number | undefined }[] = [
  {
    pattern: /(?:^| )в (\S+) раза? (больше|меньше)(?= |,|$)/,
    factor: (m) => {
      const n = numberOf(m[1]!);
      return n && n > 0 ? (m[2] === "больше" ? n : 1 / n) : undefined;
    },
  },
  {
    pattern: /(?:^| )(вдвое|втрое|вчетверо) (больше|меньше)(?= |,|$)/,
    factor: (m) => {
      const n = { вдвое: 2, втрое: 3, вчетверо: 4 }[m[1] as "вдвое"];
      return m[2] === "больше" ? n : 1 / n;
    },
  },
  {
    pattern: /(?:^| )на (треть|четверть|половину|(\d+(?:[.,]\d+)?) ?%) (больше|меньше)(?= |,|$)/,
    factor: (m) => {
      const share = m[2] ? Number(m[2].replace(",", ".")) / 100 : NUMBER_WORDS[m[1]!];
      if (share === undefined || !(share > 0) || share >= 10) return undefined;
      return m[3] === "больше" ? 1 + share : Math.max(0, 1 - share);
    },
  },
  {
    pattern:
      /(?:^| )(\d+(?:[.,]\d+)?|two|three|four|five) times (?:as much|as many|more|bigger|less|smaller|fewer)(?= |,|$)/,
    factor: (m) => {
      const n = numberOf(m[1]!);
      if (!n || n <= 0) return undefined;
      return /less|smaller|fewer/.test(m[0]) ? 1 / n : n;
    },
  },
  {
    pattern: /(?:^| )(\d+(?:[.,]\d+)?) ?% (more|less|bigger|smaller)(?= |,|$)/,
    factor: (m) => {
      const share = Number(m[1]!.replace(",", ".")) / 100;
      if (!(share > 0) || share >= 10) return undefined;
      return m[2] === "more" || m[2] === "bigger" ? 1 + share : Math.max(0, 1 - share);
    },
  },
  { pattern: /(?:^| )half as (?:much|many)(?: of)?(?= |,|$)/, factor: () => 0.5 },
  {
    pattern: /(?:^| )(?:twice|double|two times)(?: as (?:much|many)| the amount| portion| more)?(?: of)?(?= |,|$)/,
    factor: () => 2,
  },
  { pattern: /(?:^| )(?:triple|thrice|three times)(?: as (?:much|many))?(?: of)?(?= |,|$)/, factor: () => 3 },
  {
    pattern:
      /(?:^| )(?:(?:only|just) )?(?:a )?half(?: a)?(?: portion| serving)?(?: of)?(?: (?:it|that|this|what i had))?(?= |,|$)/,
    factor: () => 0.5,
  },
  {
    pattern: /(?:^| )(?:(?:only|just) )?(?:a|one) (third|quarter)(?: of)?(?= |,|$)/,
    factor: (m) => (m[1] === "third" ? 1 / 3 : 0.25),
  },
  {
    pattern:
      /(?:^| )(?:(?:только|лишь) )?(?:половин(?:а|у|ка|ку|кой|ой)|пол ?порции|полпорции|пол)(?: порции| от (?:этого|того|нее|него))?(?= |,|$)/,
    factor: () => 0.5,
  },
  {
    pattern: /(?:^| )(?:(?:только|лишь) )?(треть|четверть|четвертинк[ау])(?: порции)?(?= |,|$)/,
    factor: (m) => NUMBER_WORDS[m[1]!],
  },
  { pattern: /(?:^| )двойн(?:ая|ую|ой) порци(?:я|ю|и)|(?:^| )в двойном размере/, factor: () => 2 },
  {
    pattern: /(?:^| )(?:[xх×*] ?(\d+(?:[.,]\d+)?)|(\d+(?:[.,]\d+)?) ?[xх×])(?= |,|$)/,
    factor: (m) => numberOf(m[1] ?? m[2]!),
  },
];

const RU_RELATIVE = /^(?:(.+?) )?на (.+?) (больше|меньше)(?: (.+))?$/;
const EN_RELATIVE = /^(?:(?:make it|it was|that's|its|it's) )?(.+?) (more|less|fewer)(?: (?:of )?(.+))?$/;
const MINUS = /^(?:минус|minus) (.+)$/;

/** Reads the frame of a normalised correction; undefined when nothing in it is a correction. */
type Rule = readonly [RegExp, (m: RegExpExecArray) => Frame | undefined];

const replace = (old: string, next: string): Frame => ({ op: "replace", old, new: next });

/** Frames in the order they are tried: replacements first, since "не X, а Y" would otherwise remove X. */
const RULES_BEFORE_SCALES: readonly Rule[] = [
  [/^(?:(?:это|там|то) )?(?:был[аио]? )?не (.+?)(?:, | )а (.+)$/, (m) => replace(m[1]!, m[2]!)],
  [/^(.+?),? а не (.+)$/, (m) => replace(m[2]!, m[1]!)],
  [/^вместо (.+)$/, (m) => ({ op: "replace-run", words: m[1]! })],
  [/^(.+?),? вместо (.+)$/, (m) => replace(m[2]!, m[1]!)],
  [/^(?:замени(?:те)?|заменить|поменяй(?:те)?|поменять|исправь(?:те)?) (.+?) на (.+)$/, (m) => replace(m[1]!, m[2]!)],
  [
    /^(?:(?:it was|it's|its|that was) )?not (.+?)(?:, (?:but |it was |it's )?| but )(.+)$/,
    (m) => replace(m[1]!, m[2]!),
  ],
  [/^instead of (.+)$/, (m) => ({ op: "replace-run", words: m[1]! })],
  [/^(?:(?:it was|it's|its) )?(.+?),? instead of (.+)$/, (m) => replace(m[2]!, m[1]!)],
  // "substitute quinoa for rice": quinoa is the new food.
  [/^substitute (.+?) for (.+)$/, (m) => replace(m[2]!, m[1]!)],
  [/^(?:replace|swap|change|switch) (.+?) (?:with|for|to|into|by) (.+)$/, (m) => replace(m[1]!, m[2]!)],
  [/^(?:(?:it was|it's|its) )?(.+?), not (.+)$/, (m) => replace(m[2]!, m[1]!)],
  // "минус 50 г": an amount less; "минус хлеб" removes it.
  [MINUS, (m) => (/\d/.test(m[1]!) ? { op: "relative", what: "", amount: m[1]!, sign: -1 } : undefined)],
  [RU_REMOVE, (m) => ({ op: "remove", what: m[1]! })],
  [EN_REMOVE, (m) => ({ op: "remove", what: m[1]! })],
  [RU_REMOVE_AFTER, (m) => ({ op: "remove", what: m[1]! })],
  [EN_REMOVE_AFTER, (m) => ({ op: "remove", what: m[1]! })],
  [RU_ADD, (m) => ({ op: "add", what: m[1]! })],
  [EN_ADD, (m) => ({ op: "add", what: m[1]! })],
  // "на треть меньше", "на 20% больше" scale (below); "на 50 г больше" adds an amount.
  [
    RU_RELATIVE,
    (m) =>
      /^(?:треть|четверть|половину|\d+(?:[.,]\d+)? ?%)$/.test(m[2]!)
        ? undefined
        : {
            op: "relative",
            what: [m[1], m[4]].filter(Boolean).join(" "),
            amount: m[2]!,
            sign: m[3] === "больше" ? 1 : -1,
          },
  ],
  // "it was quinoa not rice", "two eggs not one", "3 not 2": a "not" without a comma, after the frames above
  // have had "did not have", "was not there" and "not X, but Y".
  [
    /^(?:(?:it was|it's|its|that was|there (?:was|were)) )?(.+?) not (.+)$/,
    (m) =>
      /(?:^| )(?:did|do|does|was|were|is|are|had|have|has|could|should|would|can|i|it)$/.test(m[1]!)
        ? undefined
        : replace(m[2]!, m[1]!),
  ],
];

/**
 * "the burger was a double", "it was a double", "бургер был двойной": "double" said last, of what the item was, names
 * the item's double kind (a burger of two patties, a double espresso), not twice the portion ("double portion",
 * "двойная порция" scale it). It was read as a scale of "the burger was a" and refused (decision 023, "Readings left
 * open, a second round").
 */
const DOUBLE_KIND = /(?:^| )(?:a )?(?:double|двойн(?:ой|ая|ое|ую|ым))(?: one)?$/;

/** Reads the frame of a normalised correction; undefined when a scale in it is no number. */
export function frameOf(text: string): Frame | undefined {
  for (const [pattern, make] of RULES_BEFORE_SCALES) {
    const m = pattern.exec(text);
    const frame = m ? make(m) : undefined;
    if (frame) return frame;
  }
  if (DOUBLE_KIND.test(text)) return { op: "set", what: text };
  for (const { pattern, factor } of SCALES) {
    const found = pattern.exec(text);
    if (!found) continue;
    const f = factor(found);
    if (f === undefined || !Number.isFinite(f) || f <= 0) return undefined;
    const what = `${text.slice(0, found.index)} ${text.slice(found.index + found[0].length)}`;
    return { op: "scale", what, factor: f };
  }
  // "50 g more", "two slices less": an amount is needed; "a bit more" says none.
  const m = EN_RELATIVE.exec(text);
  if (m && /\d|\b(?:one|two|three)\b/.test(m[1]!)) {
    return { op: "relative", what: m[3] ?? "", amount: m[1]!, sign: m[2] === "more" ? 1 : -1 };
  }
  return { op: "set", what: text };
}
