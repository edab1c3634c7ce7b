import type { TLanguage, TNutrientIntake, TSupplementNutrient } from "@tarelka/contracts";
import { listOf, num, plural, pluralForms } from "../nutritionist/format";
import { NUTRIENT_DECIMALS } from "./references";

/**
 * The words of a supplement suggestion (contracts ZSupplementRecommendationSchema: name, dosage, reason, benefits)
 * in Russian or English. Doses are common conservative adult doses, each below the US tolerable upper intake
 * (NIH ODS fact sheets: vitamin D 100 µg, vitamin C 2000 mg, folic acid 1000 µg, calcium 2000–2500 mg, magnesium
 * from supplements 350 mg, zinc 40 mg; EFSA 2012: EPA + DHA up to 5 g; vitamin B12 has none). Iron is never
 * self-dosed (too much is harmful and a low intake is not a deficiency: a blood test decides), and potassium gets no
 * supplement at all (pills are dangerous with kidney disease and some heart and blood-pressure medicines). Every
 * dosage tells the person to check with a doctor, especially in pregnancy or with medication.
 */

export interface SupplementTexts {
  name: string;
  dosage: string;
  reason: string;
  benefits: string;
}

/** A food of the database that covers the gap, named as the database names it in each language. */
export interface RichFood {
  id: string;
  ru: string;
  en: string;
}

const food = (id: string, ru: string, en: string): RichFood => ({ id, ru, en });

/**
 * Two or three everyday foods of the catalog rich in each nutrient (checked against the database by a unit test:
 * each qualifies at least as a "source of" it per 100 g under the EU claim rules).
 */
export const RICH_FOODS: Record<TSupplementNutrient, readonly RichFood[]> = {
  vitaminD: [
    food("salmon", "лосось", "salmon"),
    food("trout", "форель", "trout"),
    food("egg-yolk", "яичный желток", "egg yolk"),
  ],
  vitaminB12: [
    food("beef-liver", "говяжья печень", "beef liver"),
    food("mackerel", "скумбрия", "mackerel"),
    food("herring", "сельдь", "herring"),
  ],
  vitaminC: [
    food("bell-pepper", "болгарский перец", "bell pepper"),
    food("currants", "чёрная смородина", "blackcurrant"),
    food("kiwi", "киви", "kiwi"),
  ],
  folateDfe: [
    food("chicken-liver", "куриная печень", "chicken liver"),
    food("lentils", "чечевица", "lentils"),
    food("spinach", "шпинат", "spinach"),
  ],
  iron: [
    food("beef", "говядина", "beef"),
    food("beef-liver", "говяжья печень", "beef liver"),
    food("lentils", "чечевица", "lentils"),
  ],
  calcium: [food("cheese", "сыр", "cheese"), food("kefir", "кефир", "kefir"), food("almonds", "миндаль", "almonds")],
  magnesium: [
    food("pumpkin-seeds", "тыквенные семечки", "pumpkin seeds"),
    food("almonds", "миндаль", "almonds"),
    food("spinach", "шпинат", "spinach"),
  ],
  zinc: [
    food("beef", "говядина", "beef"),
    food("pumpkin-seeds", "тыквенные семечки", "pumpkin seeds"),
    food("cashews", "кешью", "cashews"),
  ],
  potassium: [
    food("potato-baked", "печёная картошка", "baked potato"),
    food("beans", "фасоль", "beans"),
    food("dried-apricots", "курага", "dried apricots"),
  ],
  epaDha: [
    food("herring", "сельдь", "herring"),
    food("mackerel", "скумбрия", "mackerel"),
    food("salmon", "лосось", "salmon"),
  ],
  protein: [
    food("chicken-breast", "куриная грудка", "chicken breast"),
    food("tvorog", "творог", "cottage cheese"),
    food("egg", "яйца", "eggs"),
  ],
};

const CHECK_WITH_DOCTOR: Record<TLanguage, string> = {
  ru: "Перед приёмом посоветуйтесь с врачом, особенно при беременности или если принимаете лекарства.",
  en: "Check with your doctor before you start, especially in pregnancy or if you take medication.",
};

interface NutrientWords {
  name: string;
  /** The dose without the doctor's caution, which is added to every one but those that carry their own. */
  dose: string;
  /** True when `dose` already sends the person to a doctor in its own words. */
  ownCaution?: true;
  /** What it does, before the foods. */
  does: string;
}

const WORDS: Record<TLanguage, Record<TSupplementNutrient, NutrientWords>> = {
  ru: {
    vitaminD: {
      name: "Витамин D3",
      dose: "15–25 мкг (600–1000 МЕ) в день, во время еды.",
      does: "Витамин D нужен для крепких костей и мышц и для иммунитета; в тёмные месяцы его часто не хватает.",
    },
    vitaminB12: {
      name: "Витамин B12",
      dose: "25–100 мкг в день или поливитамины с B12.",
      does: "Витамин B12 нужен для крови и нервной системы; его почти нет в растительной еде.",
    },
    vitaminC: {
      name: "Витамин C",
      dose: "100–200 мг в день.",
      does: "Витамин C поддерживает иммунитет, кожу и сосуды и помогает усваивать железо.",
    },
    folateDfe: {
      name: "Фолиевая кислота",
      dose: "400 мкг в день.",
      does: "Фолат нужен для крови и деления клеток, особенно при планировании беременности.",
    },
    iron: {
      name: "Железо",
      dose: "Не принимайте железо сами: только после анализа крови и в дозе, которую назначит врач, — избыток железа вреден, а при беременности нужна своя доза.",
      ownCaution: true,
      does: "Железо переносит кислород в крови; при нехватке — слабость и усталость.",
    },
    calcium: {
      name: "Кальций",
      dose: "500 мг в день во время еды, не больше 500 мг за один приём.",
      does: "Кальций нужен для костей и зубов, мышц и сердца.",
    },
    magnesium: {
      name: "Магний",
      dose: "150–300 мг в день; из добавок — не больше 350 мг в день.",
      does: "Магний нужен мышцам и нервной системе, сну и ровному давлению.",
    },
    zinc: {
      name: "Цинк",
      dose: "8–15 мг в день.",
      does: "Цинк поддерживает иммунитет, заживление ран, кожу и волосы.",
    },
    potassium: {
      name: "Калий",
      dose: "Без добавки: калий лучше получать из еды. Таблетки калия — только по назначению врача: они опасны при болезнях почек и с некоторыми лекарствами от давления и для сердца, а также требуют осторожности при беременности.",
      ownCaution: true,
      does: "Калий нужен сердцу и мышцам и помогает держать давление в норме.",
    },
    epaDha: {
      name: "Омега-3 (EPA и DHA)",
      dose: "250–500 мг EPA + DHA в день (рыбий жир или масло водорослей).",
      does: "Омега-3 жирные кислоты EPA и DHA нужны сердцу, сосудам и мозгу.",
    },
    protein: {
      name: "Протеин",
      dose: "Порция протеина (20–25 г) в день или больше белковой еды.",
      does: "Белок нужен мышцам и сытости, особенно когда вы худеете.",
    },
  },
  en: {
    vitaminD: {
      name: "Vitamin D3",
      dose: "15–25 µg (600–1000 IU) a day, with a meal.",
      does: "Vitamin D keeps bones and muscles strong and supports immunity; in the darker months it often runs short.",
    },
    vitaminB12: {
      name: "Vitamin B12",
      dose: "25–100 µg a day, or a multivitamin with B12.",
      does: "Vitamin B12 is needed for blood and nerves; plant foods carry almost none.",
    },
    vitaminC: {
      name: "Vitamin C",
      dose: "100–200 mg a day.",
      does: "Vitamin C supports immunity, skin and blood vessels and helps you absorb iron.",
    },
    folateDfe: {
      name: "Folic acid",
      dose: "400 µg a day.",
      does: "Folate is needed for blood and cell growth, above all when planning a pregnancy.",
    },
    iron: {
      name: "Iron",
      dose: "Do not take iron on your own: only after a blood test, at the dose your doctor prescribes — too much iron is harmful, and pregnancy needs its own dose.",
      ownCaution: true,
      does: "Iron carries oxygen in the blood; too little leaves you weak and tired.",
    },
    calcium: {
      name: "Calcium",
      dose: "500 mg a day with a meal, no more than 500 mg at a time.",
      does: "Calcium is needed for bones and teeth, muscles and the heart.",
    },
    magnesium: {
      name: "Magnesium",
      dose: "150–300 mg a day; no more than 350 mg a day from supplements.",
      does: "Magnesium is needed by muscles and nerves, for sleep and steady blood pressure.",
    },
    zinc: {
      name: "Zinc",
      dose: "8–15 mg a day.",
      does: "Zinc supports immunity, wound healing, skin and hair.",
    },
    potassium: {
      name: "Potassium",
      dose: "No supplement: potassium is best taken from food. Potassium pills only as your doctor prescribes: they are dangerous with kidney disease and with some blood-pressure and heart medicines, and need care in pregnancy.",
      ownCaution: true,
      does: "Potassium is needed by the heart and muscles and helps keep blood pressure normal.",
    },
    epaDha: {
      name: "Omega-3 (EPA and DHA)",
      dose: "250–500 mg of EPA + DHA a day (fish oil or algae oil).",
      does: "The omega-3 fats EPA and DHA are good for the heart, blood vessels and brain.",
    },
    protein: {
      name: "Protein",
      dose: "A scoop of protein powder (20–25 g) a day, or more protein foods.",
      does: "Protein keeps muscles and keeps you full, above all while losing weight.",
    },
  },
};

const UNIT_WORDS: Record<TLanguage, Record<TNutrientIntake["unit"], string>> = {
  ru: { µg: "мкг", mg: "мг", g: "г" },
  en: { µg: "µg", mg: "mg", g: "g" },
};

/** The sentences around a suggestion's numbers; both languages are typed by the Russian one, key for key. */
const DAYS_RU = pluralForms({ one: "день", few: "дня", many: "дней" });
const DAYS_EN = pluralForms({ one: "day", other: "days" });

const SENTENCES_RU = {
  days: DAYS_RU,
  reason: (average: string, reference: string, pct: string, days: number) =>
    `В среднем ${average} в день из нормы ${reference} (${pct}) — за ${days} ${plural(days, "ru", DAYS_RU)} в дневнике.`,
  benefits: (does: string, foods: string) => `${does} Восполнить нехватку помогут: ${foods}.`,
};

export const SUPPLEMENT_SENTENCES: Record<TLanguage, typeof SENTENCES_RU> = {
  ru: SENTENCES_RU,
  en: {
    days: DAYS_EN,
    reason: (average, reference, pct, days) =>
      `You average ${average} of ${reference} a day (${pct}) over ${days} logged ${plural(days, "en", DAYS_EN)}.`,
    benefits: (does, foods) => `${does} Foods that close the gap: ${foods}.`,
  },
};

/** "3,1 мкг" / "3.1 µg": an amount as the language writes it, to the nutrient's decimals. */
export function amount(nutrient: TSupplementNutrient, value: number, unit: TNutrientIntake["unit"], lang: TLanguage) {
  return `${num(value, lang, NUTRIENT_DECIMALS[nutrient])} ${UNIT_WORDS[lang][unit]}`;
}

/** The texts of one suggestion, written from the person's own average over `loggedDays` judged days. */
export function supplementTexts(intake: TNutrientIntake, loggedDays: number, lang: TLanguage): SupplementTexts {
  const words = WORDS[lang][intake.nutrient];
  const avg = amount(intake.nutrient, intake.average, intake.unit, lang);
  const ref = amount(intake.nutrient, intake.reference, intake.unit, lang);
  const pct = `${num(intake.coverage * 100, lang)}%`;
  const foods = listOf(
    RICH_FOODS[intake.nutrient].map((f) => f[lang]),
    lang,
  );
  const sentences = SUPPLEMENT_SENTENCES[lang];
  return {
    name: words.name,
    dosage: words.ownCaution ? words.dose : `${words.dose} ${CHECK_WITH_DOCTOR[lang]}`,
    reason: sentences.reason(avg, ref, pct, loggedDays),
    benefits: sentences.benefits(words.does, foods),
  };
}
