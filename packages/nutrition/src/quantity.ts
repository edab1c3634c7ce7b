// Quantities and units in meal descriptions (docs/product.md, Nutrition numbers): digits with a decimal comma or point, fractions (½, 1/2),
// ranges (2-3 → 2.5), number words in both languages, and household units.
import type { UnitKey } from "./catalog/types";
import { wordTable } from "./word-table";

/** A unit as written; mass and volume units convert directly, the others go through the food's portions. */
export type ParsedUnit =
  | { kind: "mass"; gramsPerUnit: number }
  /** `word`: the English measure word as FNDDS labels its household measures ("cup", "can"; src/fndds.ts). */
  | {
      kind: "volume";
      ml: number;
      unit?: UnitKey;
      word?: string;
      /** A plain "ложка", its size not said: a teaspoon of sugar, a tablespoon of anything else. */
      spoon?: true;
      /** A bottle or can: the food's own pack where it is sold in one ("бутылка кефира" 930 g), else `ml`. */
      container?: "bottle" | "can";
      /** A small container ("бутылочка"): the food's own pack only while it holds no more than `ml`. */
      small?: true;
      /** "стаканчик": of a food eaten from its own cup (ice cream, yogurt), that cup, its piece. */
      tub?: true;
      /** A Russian «кружка»: 300 ml of a drink whose catalog mug is only its usual serving (meal-text/portions.ts). */
      russianMug?: true;
    }
  /** `smallCarton`: a "коробочка", which of a drink is the small carton, not the litre pack (meal-text/portions.ts). */
  | { kind: "portion"; unit: UnitKey; word?: string; smallCarton?: true }
  /** "90 ккал", "a 100-calorie pack": the person's own figure for the item's calories, not an amount of food. */
  | { kind: "energy" };

export const NUMBER_WORDS: Record<string, number> = wordTable({
  один: 1,
  одна: 1,
  одно: 1,
  одну: 1,
  одного: 1,
  одной: 1,
  два: 2,
  две: 2,
  двух: 2,
  три: 3,
  трех: 3,
  четыре: 4,
  пять: 5,
  шесть: 6,
  семь: 7,
  восемь: 8,
  девять: 9,
  десять: 10,
  полтора: 1.5,
  полторы: 1.5,
  пол: 0.5,
  половина: 0.5,
  половину: 0.5,
  половинка: 0.5,
  половинку: 0.5,
  // "около половины торта", "больше половины пиццы", "половинки яблока": unread, the half was lost and the food's
  // usual portion stood.
  половины: 0.5,
  половинки: 0.5,
  четверть: 0.25,
  четверти: 0.25,
  четвертинка: 0.25,
  четвертинку: 0.25,
  треть: 1 / 3,
  трети: 1 / 3,
  пара: 2,
  пару: 2,
  парочка: 2,
  десяток: 10,
  // The other cases and the collective numerals, as they come after "с" or before a genitive: "с двумя ложками
  // сахара", "из трёх яиц", "полутора стаканов", "трое блинов".
  одним: 1,
  двумя: 2,
  двое: 2,
  трем: 3,
  тремя: 3,
  трое: 3,
  четырех: 4,
  четырем: 4,
  четырьмя: 4,
  четверо: 4,
  пяти: 5,
  пятью: 5,
  пятеро: 5,
  шести: 6,
  семи: 7,
  восьми: 8,
  девяти: 9,
  десяти: 10,
  полутора: 1.5,
  парой: 2,
  парочку: 2,
  парочкой: 2,
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  half: 0.5,
  halves: 0.5,
  quarter: 0.25,
  // "three quarters of a cup", "two thirds of a pizza": the count before multiplies.
  quarters: 0.25,
  third: 1 / 3,
  thirds: 1 / 3,
  couple: 2,
  dozen: 12,
  // "a few strawberries", "несколько печенек": three, as a guess the person sees and can change.
  few: 3,
  several: 3,
  несколько: 3,
  // Tens and hundreds, so "сто грамм водки" and "two hundred grams" are 100 and 200 g (compounds are summed in
  // meal-text/quantities.ts: "двести пятьдесят", "twenty five").
  одиннадцать: 11,
  двенадцать: 12,
  тринадцать: 13,
  четырнадцать: 14,
  пятнадцать: 15,
  шестнадцать: 16,
  семнадцать: 17,
  восемнадцать: 18,
  девятнадцать: 19,
  пяток: 5,
  двадцать: 20,
  тридцать: 30,
  сорок: 40,
  пятьдесят: 50,
  шестьдесят: 60,
  семьдесят: 70,
  восемьдесят: 80,
  девяносто: 90,
  сто: 100,
  ста: 100,
  двести: 200,
  двухсот: 200,
  триста: 300,
  трехсот: 300,
  четыреста: 400,
  пятьсот: 500,
  пятисот: 500,
  шестьсот: 600,
  семьсот: 700,
  восемьсот: 800,
  девятьсот: 900,
  тысяча: 1000,
  тысячу: 1000,
  eleven: 11,
  twelve: 12,
  // The teens said in full ("sixteen ounces of milk", "eighteen almonds"), as dictated text spells them; without
  // them the count was left unread and the unit taken once (28 g of milk for a pint).
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  thousand: 1000,
});

/**
 * "six inch", "десять см": a size said with its number in words, as its figure ("6 inch") for the readers that weigh
 * a sub by its length or a pizza by its diameter. "six inch tuna sub" was six subs (decision 024, the same meal typed
 * another way).
 */
export function sizeAsFigure(said: string): string {
  const word = /^(\p{L}+)(\s+\S.*)$/u.exec(said);
  const n = word ? NUMBER_WORDS[word[1]!.toLowerCase()] : undefined;
  return n === undefined ? said : `${n}${word![2]}`;
}

/** Number words that multiply what comes before them: "two hundred", "a thousand". */
export const MULTIPLIER_WORDS: ReadonlySet<string> = new Set(["hundred", "thousand"]);

const UNICODE_FRACTIONS: Record<string, number> = wordTable({ "½": 0.5, "⅓": 1 / 3, "⅔": 2 / 3, "¼": 0.25, "¾": 0.75 });

const mass = (g: number): ParsedUnit => ({ kind: "mass", gramsPerUnit: g });
const volume = (ml: number, unit?: UnitKey): ParsedUnit =>
  unit ? { kind: "volume", ml, unit } : { kind: "volume", ml };
const portion = (unit: UnitKey): ParsedUnit => ({ kind: "portion", unit });

/**
 * Unit words after lower-casing and ё→е. Volumes: a Russian стакан is 250 ml, a US cup 240 ml, a mug 300 ml,
 * a tablespoon 15 ml, a teaspoon 5 ml (common kitchen conventions).
 */
export const UNIT_WORDS: Record<string, ParsedUnit> = wordTable({});
/** The US cup USDA weighs a food's "cup" by, and the Russian tea cup. */
export const US_CUP_ML = 240;
const RUSSIAN_CUP_ML = 200;
function defineUnit(unit: ParsedUnit, ...spellings: string[]): void {
  for (const s of spellings) UNIT_WORDS[s] = unit;
}
defineUnit(mass(1), "г", "гр", "грамм", "грамма", "граммов", "граммах", "g", "gr", "gram", "grams", "gramm", "grammes");
defineUnit(mass(1000), "кг", "килограмм", "килограмма", "кило", "kg", "kilo", "kilos", "kilogram", "kilograms");
// Spellings typed in a hurry: "колбаса 1кгр", "сыр 200грм", "гречки 300 грамов" (glued on, "200грм" was no amount).
defineUnit(mass(1), "грм", "грам", "грама", "грамов");
defineUnit(mass(1000), "кгр", "килограм", "килограма", "килограммов", "килограмов");
defineUnit(mass(28.35), "oz", "ounce", "ounces", "унция", "унции");
defineUnit(mass(453.6), "lb", "lbs", "pound", "pounds", "фунт", "фунта");
defineUnit(volume(1), "мл", "миллилитр", "миллилитров", "ml", "milliliter", "milliliters", "millilitre");
defineUnit(volume(1000), "л", "литр", "литра", "литров", "l", "liter", "liters", "litre", "litres");
// US liquid measures, as FNDDS weighs drinks (16 and 32 fl oz of 29.6 ml): "a pint of beer", "a quart of milk".
defineUnit(volume(473), "pint", "pints");
defineUnit(volume(946), "quart", "quarts");
// A Russian bar pours its "пинта" as half a litre, as its menus list it ("пинта 0,5 л"); "полпинты" is half of it.
defineUnit(volume(500), "пинта", "пинты", "пинту", "пинт", "пинтой", "пинтами");
// "half a gallon of ice cream", "a gallon of milk": unread, the gallon was one serving (40 g of ice cream for half).
defineUnit(volume(3785), "gallon", "gallons");
defineUnit(volume(250, "glass"), "стакан", "стакана", "стаканов", "стаканом", "стаканами", "glass", "glasses");
defineUnit(volume(US_CUP_ML, "cup"), "cup", "cups");
// A Russian чашка is a tea or coffee cup of 200 ml, not the US cup of 240 ml, as the typed-meals set's household
// measures weigh «чашка кофе» (decision 024); a food's own cup (USDA's, of 240 ml) is scaled to it (portions.ts).
defineUnit(
  volume(RUSSIAN_CUP_ML, "cup"),
  "чашка",
  "чашки",
  "чашку",
  "чашек",
  "чашкой",
  "чашечка",
  "чашечки",
  "чашечку",
);
defineUnit(volume(300, "mug"), "mug", "mugs");
defineUnit(
  { kind: "volume", ml: 300, unit: "mug", russianMug: true },
  "кружка",
  "кружки",
  "кружку",
  "кружек",
  "кружкой",
  "кружечка",
  "кружечку",
);
// A soup ladle; a wine glass and a shot, as Russian tables measure them.
defineUnit(volume(150), "половник", "половника", "половников", "половником", "половничек", "черпак", "черпака");
defineUnit(
  volume(150, "glass"),
  "бокал",
  "бокала",
  "бокалов",
  "бокалом",
  "бокальчик",
  "бокальчика",
  "фужер",
  "фужера",
  "фужеров",
);
defineUnit(
  volume(50),
  "рюмка",
  "рюмки",
  "рюмку",
  "рюмок",
  "стопка",
  "стопки",
  "стопку",
  "стопок",
  "шот",
  "шота",
  "шоты",
  "шотов",
  // Said fondly ("рюмочка коньяка", "стопарик водки"): unread, it was the drink's glass of 150 ml.
  "рюмочка",
  "рюмочки",
  "рюмочку",
  "рюмочек",
  "стопочка",
  "стопочки",
  "стопочку",
  "стопочек",
  "стопарик",
  "стопарика",
  "стопариков",
  "стопарь",
);
// An American shot or jigger of a spirit, 1.5 fl oz (FNDDS's "1 shot" of vodka, rum or whiskey, 42 g).
defineUnit(volume(44), "shot", "shots", "jigger", "jiggers");
defineUnit(volume(15, "tbsp"), "tbsp", "tablespoon", "tablespoons", "tbs");
defineUnit(volume(5, "tsp"), "tsp", "teaspoon", "teaspoons");
// A bottle or can is not a glass ("бутылка вина" is no 150 ml): the food's pack as sold where it has one, else these.
defineUnit({ kind: "volume", ml: 500, container: "bottle" }, "бутылка", "бутылки", "бутылку", "bottle", "bottles");
// "бутылочка": a small bottle, the food's own pack where that is small ("бутылочка питьевого йогурта" 270 g), else
// half a litre, as water, soft drinks and kefir are sold in one ("бутылочка кефира" is no 930 g carton).
defineUnit(
  { kind: "volume", ml: 500, container: "bottle", small: true },
  "бутылочка",
  "бутылочки",
  "бутылочку",
  "бутылочек",
  "бутылочкой",
);
// "полторашка": a drink's 1.5 l bottle, whatever the food's own pack ("полторашка пива", "полторашку колы").
defineUnit(
  volume(1500),
  "полторашка",
  "полторашки",
  "полторашку",
  "полторашек",
  "полторашкой",
  "полуторалитровка",
  "полуторалитровки",
  "полуторалитровку",
  // The plastic bottle beer is sold in by the litre and a half.
  "баклажка",
  "баклажки",
  "баклажку",
  "баклажек",
);
// The other bottles named by their size: a quarter litre of vodka, half a litre, a litre, two litres. Unread, each
// was the drink's own glass or can ("чекушка водки" 150 ml, "двухлитровка колы" 330 ml).
defineUnit(volume(250), "чекушка", "чекушки", "чекушку", "чекушек");
defineUnit(volume(500), "поллитровка", "поллитровки", "поллитровку", "поллитровок");
defineUnit(volume(1000), "литровка", "литровки", "литровку", "литровок", "литрушка", "литрушки", "литрушку");
defineUnit(volume(2000), "двухлитровка", "двухлитровки", "двухлитровку", "двухлитровок");
// A jug poured at the table: a Russian bar's "кувшин пива" is a litre; an American pitcher of beer is 60 fl oz.
defineUnit(volume(1000), "кувшин", "кувшина", "кувшином", "кувшинов", "кувшинчик", "кувшинчика");
defineUnit(volume(1774), "pitcher", "pitchers");
// A British tin is an American can ("a tin of beans", "tin of soup").
defineUnit({ kind: "volume", ml: 330, container: "can" }, "банка", "банки", "банку", "can", "cans", "tin", "tins");
defineUnit(
  portion("piece"),
  "шт",
  "штука",
  "штуки",
  "штук",
  "штуку",
  "кусок",
  "куска",
  "кусков",
  "кусочек",
  "кусочка",
  "кусочков",
  "куском",
  "кусками",
  "кусочком",
  "кусочками",
  // "чай с сахаром 2 кубика": a lump of sugar counted as a cube (meal-text/sweetened.ts); "кубиками" and "кубиком" say
  // how a food is cut ("сыр кубиками"), so stay words.
  "кубик",
  "кубика",
  "кубиков",
  "кубики",
  "lump",
  "lumps",
  "штуками",
  // The diminutive a diary says it in: "сырнички 3 штучки", "пять штучек".
  "штучка",
  "штучки",
  "штучек",
  "штучку",
  "штучками",
  // "хлеб 2 кус.", "сыр 3 кус": the abbreviation a diary writes a piece in.
  "кус",
  "piece",
  "pieces",
  "pc",
  "pcs",
  // "nuggets 12 count", "12 ct": the count of items a chain's menu and a box print; "count" was left unread.
  "count",
  "ct",
  // A yogurt or pudding pot: one item, weighed by the food's piece.
  "container",
  "containers",
  "square",
  "squares",
  "stalk",
  "stalks",
  // "asparagus 6 spears": a spear is one stalk of asparagus, its piece.
  "spear",
  "spears",
  "ear",
  "ears",
  // "кукуруза 2 початка": an ear of corn, as "ear" in English.
  "початок",
  "початка",
  "початку",
  "початки",
  "початков",
  "початочек",
);
// "баночка йогурта", "2 баночки агуши": a small jar or pot, one item, weighed by the food's piece; a food with no piece
// of its own is its jar as sold ("баночка икры" is the 140 g jar, portions.ts).
defineUnit({ kind: "portion", unit: "piece", word: "jar" }, "баночка", "баночки", "баночку", "баночек");
// A bar of chocolate as sold, "плитка": the whole bar ("плитка молочного шоколада", "2 плитки горького").
defineUnit(portion("whole"), "плитка", "плитки", "плитку", "плиток", "плиткой", "плиточка", "плиточку");
// A loaf of bread as sold, "буханка": the whole loaf ("буханка бородинского", "полбуханки хлеба").
defineUnit(portion("whole"), "буханка", "буханки", "буханку", "буханок", "буханочка", "буханочку");
// A rack of ribs, as a BBQ menu sells them whole and by the half: the whole ("half rack of ribs" was half of one
// 200 g serving).
defineUnit(portion("whole"), "rack", "racks");
// A sausage's link and a bacon's strip: one item, weighed by FNDDS's link or strip where it has one.
defineUnit(portion("piece"), "link", "links", "strip", "strips");
// Fillets counted after a fish: items, weighed by FNDDS's fillet where it has one ("fried catfish 2 fillets" lost the
// word). One "fillet of chicken" stays the catalog's name of a breast.
defineUnit(portion("piece"), "fillets", "filets");
// A patty is how a sausage, a hash brown or a burger's meat is shaped and how FNDDS weighs them ("1 patty": 35 g of
// pork sausage, 55 g of hash brown): "2 sausage patties" were a sausage and two Russian cutlets.
defineUnit(portion("piece"), "patty", "patties");
// "бекон 3 полоски": a strip of bacon is its slice. "Полосками" and "кольцами" say how a food was cut ("перец
// полосками", "лук кольцами"), no amount, so they are no unit.
defineUnit(portion("slice"), "полоска", "полоски", "полоску", "полосок", "полосочка", "полосочки");
// A ring cut across a round fruit ("2 кольца ананаса", "колечко лимона") is its slice; unread, "ананас 2 кольца" was
// two whole pineapples.
defineUnit(portion("slice"), "кольцо", "кольца", "колец", "колечко", "колечка", "колечек");
// A skewer of shashlik is one serving of it.
defineUnit(portion("serving"), "шампур", "шампура", "шампуров", "шампуром", "шампурчик", "skewer", "skewers");
defineUnit(portion("slice"), "ломтик", "ломтика", "ломтиков", "ломтиком", "ломтиками", "ломоть", "slice", "slices");
// A round slice of a sausage, a cucumber or a lemon: "три кружочка огурца" were three whole cucumbers.
defineUnit(
  portion("slice"),
  "кружочек",
  "кружочка",
  "кружочков",
  "кружочком",
  "кружочками",
  "кружок",
  "кружков",
  "кружком",
  "кружками",
);
// A segment of a thing eaten in parts: an orange's or a mandarin's, a clove of garlic, a square of a chocolate bar,
// a wedge of a lemon or a melon (meal-text/portions.ts, segmentGrams).
defineUnit(
  { kind: "portion", unit: "slice", word: "segment" },
  "долька",
  "дольки",
  "дольку",
  "долек",
  "долькой",
  "дольками",
  "долечка",
  "долечки",
  "долечку",
  "segment",
  "segments",
);
defineUnit(
  portion("plate"),
  "тарелка",
  "тарелки",
  "тарелку",
  "тарелок",
  "тарелкой",
  "тарелочка",
  "тарелочки",
  "тарелочку",
  "plate",
  "plates",
);
defineUnit(portion("bowl"), "миска", "миски", "миску", "миской", "пиала", "bowl", "bowls");
// A bowl in its other cases and as people fondly call it ("пиалу супа", "пиалка плова", "мисочка гречки"): unread,
// the bowl was the food's assumed portion, and "мисочка" a bowl of miso soup by its spelling.
defineUnit(
  portion("bowl"),
  "мисок",
  "мисочка",
  "мисочки",
  "мисочку",
  "мисочкой",
  "мисочек",
  "пиалу",
  "пиалы",
  "пиалой",
  "пиал",
  "пиалка",
  "пиалки",
  "пиалку",
  "пиалкой",
  "пиалок",
  "пиалочка",
  "пиалочку",
  "пиалочки",
);
defineUnit(
  portion("serving"),
  "порция",
  "порции",
  "порцию",
  "порций",
  "порцией",
  "порцайка",
  // "пельмени 2п", "борщ 1п": the portion cut to its first letter after a figure; "п" was left unread and the figure
  // counted pieces (two 12 g pelmeni for two plates).
  "п",
  "порц",
  "serving",
  "servings",
  "portion",
  "portions",
);
// A pack as sold in Russia; its weight is the food's own (творог 180 г, пельмени 900 г, молоко 1 л). English "pack"
// stays a word: "a 100-calorie pack of chips" gives the calories, not a weight.
defineUnit(
  portion("pack"),
  "пачка",
  "пачки",
  "пачку",
  "пачек",
  "упаковка",
  "упаковки",
  "упаковку",
  "упаковок",
  "уп",
  // "молоко 1 пак", "сок 1 пак 1л": the pack cut short, as "уп" is; it was left unread and the litre with it.
  "пак",
  "пакет",
  "пакета",
  "пакетов",
  // "коробка конфет", "коробка сока": a box is how sweets and juice are sold.
  "коробка",
  "коробки",
  "коробку",
  "коробок",
  // "роллы 2 сета", "5 сетов": sets of rolls are sold boxed, each the food's pack (a delivery set of rolls); the word
  // was left unread and the figure counted pieces. "сет" itself stays a word of a name ("суши сет 24 шт").
  "сета",
  "сетов",
  "сетом",
);
// "стаканчик" is a small glass of a drink, and of ice cream or yogurt the cup it is sold in (meal-text/portions.ts).
defineUnit(
  { kind: "volume", ml: 250, unit: "glass", tub: true },
  "стаканчик",
  "стаканчика",
  "стаканчиком",
  "стаканчики",
  "стаканчиков",
);
defineUnit({ kind: "portion", unit: "pack", smallCarton: true }, "коробочка", "коробочку", "коробочки", "коробочек");
// "a bag of chips", "a whole bag of popcorn": the food's FNDDS bag where it has one (a single-serving or microwave
// bag), else its pack as sold.
defineUnit(portion("pack"), "bag", "bags");
// "a pouch of fruit snacks", "a pouch of capri sun": the pouch the food is sold in, FNDDS's pouch of it where it lists
// one, else its pack as sold (a pouch was no measure and left one 14 g fruit roll-up).
defineUnit(portion("pack"), "pouch", "pouches");
// "tofu 1/2 block", "egg whites 1 carton", "a carton of milk": the food's pack as sold.
defineUnit(portion("pack"), "block", "blocks", "carton", "cartons");
// "a medium order of fries", "a scoop of ice cream": a serving, weighed by the food's FNDDS measure of that name.
defineUnit(portion("serving"), "order", "orders", "scoop", "scoops", "packet", "packets");
// "a side of mashed potatoes", "with a side of bacon": a side dish ordered with a meal is one serving of it, FNDDS's
// unspecified amount in English (decision 024).
defineUnit(portion("serving"), "side", "sides");
// A sachet or tea bag is one serving of what is in it: "два пакетика кофе 3 в 1", "пакетик чая".
defineUnit(portion("serving"), "пакетик", "пакетика", "пакетиков", "пакетиком", "саше");
// "ведёрко крыльев", "полведёрка пломбира": a chain's bucket or an ice-cream tub, the food's own (portions.ts).
defineUnit(
  portion("bucket"),
  "ведро",
  "ведра",
  "ведёрко",
  "ведерко",
  "ведёрка",
  "ведерка",
  "ведёрком",
  "ведерком",
  "ведёрочко",
  "ведерочко",
);
// "сковородка картошки", "пожарили сковородку картошки с грибами на двоих": a frying pan of a dish, the food's own
// where the catalog gives one, else several plates (portions.ts). Unread, the pan was one plate.
defineUnit(
  portion("pan"),
  "сковородка",
  "сковородки",
  "сковородку",
  "сковородкой",
  "сковородок",
  "сковорода",
  "сковороды",
  "сковороду",
  "сковородой",
  "сковородочка",
  "сковородочку",
);
// "handfull", "handfulls": the doubled l is the way the word is often typed (decision 024, the forty-fifth batch); unread,
// "3 handfulls of chips" counted three 1.3 g chips.
defineUnit(
  portion("handful"),
  "горсть",
  "горсти",
  "горстку",
  "горсточка",
  "handful",
  "handfuls",
  "handfull",
  "handfulls",
);
// "coffee w/ a splash of milk": what is poured into a mug, the 30 ml of milk a coffee takes (catalog ADDED_TO_DRINKS).
// Unread, the milk beside it was a 250 ml glass.
defineUnit(volume(30), "splash", "splashes");
// "капелька молока", "a drop of milk" (meal-text/elements.ts: before "of" only, "egg drop soup" is a name): a
// teaspoon's worth, less than a splash; unread, it was a glass.
defineUnit(volume(5), "капля", "капли", "каплю", "каплей", "капель", "капелька", "капельку", "капельки", "капелькой");
// "2 pumps of vanilla syrup": a coffee bar's syrup pump, 1/4 fl oz (7.4 ml); "2 pumps" were left unread.
defineUnit(volume(7.4), "pump", "pumps");
// A pinch, what three fingers hold: about 1 g of salt, sugar or a spice (⅛ teaspoon, as cookery books measure it).
// Unread, "щепотка сахара" was a teaspoon of sugar, 5 g, and "щепотка корицы" a teaspoon of cinnamon.
defineUnit(
  mass(1),
  "щепотка",
  "щепотки",
  "щепотку",
  "щепоткой",
  "щепоток",
  "щепоточка",
  "щепоточку",
  "pinch",
  "pinches",
);

defineUnit(
  { kind: "energy" },
  "ккал",
  "кал",
  "калорий",
  "калории",
  "калория",
  "kcal",
  "cal",
  "cals",
  "calorie",
  "calories",
);

/**
 * English measure words that FNDDS labels household measures with: the unit keeps the word, so "a slice of pepperoni
 * pizza" or "a medium order of fries" is weighed by the food's own FNDDS measure where it has one (src/fndds.ts).
 */
const FNDDS_MEASURE_SPELLINGS: Record<string, string> = wordTable({
  slice: "slice",
  slices: "slice",
  piece: "piece",
  pieces: "piece",
  pc: "piece",
  pcs: "piece",
  cup: "cup",
  cups: "cup",
  can: "can",
  cans: "can",
  bottle: "bottle",
  bottles: "bottle",
  container: "container",
  containers: "container",
  order: "order",
  orders: "order",
  scoop: "scoop",
  scoops: "scoop",
  packet: "packet",
  packets: "packet",
  bag: "bag",
  bags: "bag",
  link: "link",
  links: "link",
  patty: "patty",
  patties: "patty",
  strip: "strip",
  strips: "strip",
  fillets: "fillet",
  filets: "fillet",
  shot: "shot",
  shots: "shot",
  jigger: "shot",
  jiggers: "shot",
});
for (const [spelling, word] of Object.entries(FNDDS_MEASURE_SPELLINGS)) {
  const unit = UNIT_WORDS[spelling];
  if (unit?.kind === "portion" || unit?.kind === "volume") UNIT_WORDS[spelling] = { ...unit, word };
}

/** Two-word units: "ст. л.", "столовая ложка", "чайная ложка". Keys are the two words joined by a space. */
export const UNIT_PAIRS: Record<string, ParsedUnit> = wordTable({});
const SPOON_FORMS = ["л", "ложка", "ложки", "ложку", "ложек", "ложкой", "ложками"];
for (const first of ["ст", "стол", "столовая", "столовой", "столовые", "столовых", "столовую", "столовыми"]) {
  for (const second of SPOON_FORMS) UNIT_PAIRS[`${first} ${second}`] = volume(15, "tbsp");
}
for (const first of ["ч", "чайная", "чайной", "чайные", "чайных", "чайную", "чайными"]) {
  for (const second of SPOON_FORMS) UNIT_PAIRS[`${first} ${second}`] = volume(5, "tsp");
}
UNIT_PAIRS["fl oz"] = volume(29.6);
// "a tall boy of bud light": the US 16 fl oz can of beer; unread, "tall" was a coffee chain's small and the can 12 oz.
UNIT_PAIRS["tall boy"] = volume(473);
UNIT_PAIRS["tall boys"] = volume(473);
// "a tall can of beer", "2 tall cans": the same 16 fl oz can said so.
UNIT_PAIRS["tall can"] = volume(473);
UNIT_PAIRS["tall cans"] = volume(473);
defineUnit(volume(473), "tallboy", "tallboys");
// "мерная ложка протеина", "2 скупа гейнера", "мерка смеси": the scoop packed in a tin of powder, one serving of
// what is in it as the tin's label weighs it (protein 30 g), as an English "scoop" is; never a 15 ml kitchen spoon
// (6 g of powder).
const SCOOP: ParsedUnit = { kind: "portion", unit: "serving", word: "scoop" };
for (const first of ["мерная", "мерной", "мерные", "мерных", "мерную", "мерными"]) {
  for (const second of SPOON_FORMS) UNIT_PAIRS[`${first} ${second}`] = SCOOP;
}
defineUnit(SCOOP, "скуп", "скупа", "скупы", "скупов", "скупом", "мерка", "мерки", "мерку", "мерок", "меркой");
// A bare "ложка" is a tablespoon in everyday Russian, except of sugar (portions.ts, SPOONED_BY_TEASPOON); a
// "ложечка" is a teaspoon.
defineUnit(
  { kind: "volume", ml: 15, unit: "tbsp", spoon: true },
  "ложка",
  "ложки",
  "ложку",
  "ложек",
  "ложкой",
  "ложками",
);
defineUnit(volume(15, "tbsp"), "ст.л", "стл");
// "a few spoonfuls of ice cream", "a spoonful of peanut butter": a spoonful is the plain spoon, a tablespoon, as a bare
// "ложка" is. Unread, "spoonfuls" counted whole servings: three 240 g helpings of ice cream for "a few".
defineUnit(
  { kind: "volume", ml: 15, unit: "tbsp", spoon: true },
  "spoonful",
  "spoonfuls",
  "spoonsful",
  "spoon",
  "spoons",
);
/**
 * A bite or a taste of someone else's food ("два укуса бургера", "a bite of cheesecake"): about what a tablespoon
 * holds, 15 g, the mouthful adults take of a solid food. Unread, a bite was the cake's whole slice and "two bites of a
 * burger" two burgers: a share that multiplied. English "bite" is one only before "of" (meal-text/elements.ts), as
 * "pizza bites" and "energy bites" are foods.
 */
export const BITE: ParsedUnit = mass(15);
defineUnit(BITE, "укус", "укуса", "укусов", "кусь");
// A sip of a drink ("пару глотков сока", "a sip of wine"): about 20 ml, one swallow. Unread, a sip was a glass and
// "два глотка" two of them.
defineUnit(
  volume(20),
  "глоток",
  "глотка",
  "глотков",
  "глоточек",
  "глоточка",
  "глоточков",
  "sip",
  "sips",
  "swig",
  "swigs",
);
defineUnit(volume(5, "tsp"), "ч.л", "чл", "ложечка", "ложечки", "ложечку", "ложечкой", "ложечками", "ложечек");

/** "1,5" → 1.5, "1/2" → 0.5, "½" → 0.5, "1½" → 1.5, "2-3" → 2.5, "2-3/4" → 2.75; undefined if not a number. */
export function parseNumber(token: string): number | undefined {
  const t = token.replace(/,/g, ".");
  const mixedFraction = /^(\d+)[-\s](\d+)\/(\d+)$/.exec(t);
  if (mixedFraction) {
    const den = Number(mixedFraction[3]);
    return den > 0 ? Number(mixedFraction[1]) + Number(mixedFraction[2]) / den : undefined;
  }
  const range = /^(\d+(?:\.\d+)?)[-–—](\d+(?:\.\d+)?)$/.exec(t);
  if (range) return (Number(range[1]) + Number(range[2])) / 2;
  const frac = /^(\d+)\/(\d+)$/.exec(t);
  if (frac) return Number(frac[2]) > 0 ? Number(frac[1]) / Number(frac[2]) : undefined;
  const mixed = /^(\d*)([½⅓⅔¼¾])$/.exec(t);
  if (mixed) return Number(mixed[1] || 0) + (UNICODE_FRACTIONS[mixed[2]!] ?? 0);
  if (/^\d+(?:\.\d+)?$/.test(t)) return Number(t);
  return undefined;
}
