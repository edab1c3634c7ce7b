import { once } from "node:events";
import { Readable } from "node:stream";
import {
  DIARY_FILE_FORMAT,
  DIARY_FILE_VERSION,
  dishNutrients,
  MY_MEAL_LIMITS,
  type TDiaryFile,
  type TDiaryFileMeal,
  type TDiaryFileMyMeal,
  type TDiaryFileWater,
  type TDiaryImportResult,
  type TDishInput,
} from "@tarelka/contracts";
import { dishFavouriteKey, FAVOURITE_LIMITS, mealFavouriteKey } from "@tarelka/contracts/favourites";
import { MY_FOOD_LIMITS, myFoodId, type TMyFoodInputParsed } from "@tarelka/contracts/my-foods";
import { stringify } from "csv-stringify";
import type { UserRow } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { DiaryTransferRepository } from "../repositories/diary-transfer-repository";
import type { UsersRepository } from "../repositories/users-repository";
import { dishesFavouriteKey } from "./favourites-service";
import { applyProfileChange } from "./goals-service";

/** Meals read per query while a file streams out: memory stays bounded however long the diary is. */
const MEALS_PER_PAGE = 500;

/** The CSV's columns, one file for every kind of row (docs/product.md §2 /profile, Export and import). */
export const DIARY_CSV_COLUMNS = [
  "record",
  "date",
  "meal",
  "meal_type",
  "source",
  "name",
  "grams",
  "calories",
  "protein",
  "fat",
  "carbs",
  "amount",
  "unit",
  "notes",
  "barcode",
] as const;
type CsvRow = Partial<Record<(typeof DIARY_CSV_COLUMNS)[number], string | number | boolean | null>>;

/**
 * What makes two meals the same for an import: the day, the type, the source, the words and every dish. Numbers
 * pass Math.fround because the database keeps them as 4-byte reals, so a file's 82.3000001 and the stored 82.3
 * are one amount. Ids and times are left out: the file carries none of the first, and the second says nothing
 * about what was eaten.
 */
function mealKey(m: TDiaryFileMeal): string {
  return JSON.stringify([m.date, m.mealType, m.source, m.originalQuery, dishesKey(m.dishes)]);
}

/** Dishes as an import compares them: 4-byte reals, as mealKey explains. */
const dishesKey = (dishes: readonly TDishInput[]) =>
  dishes.map((d) => [
    d.name,
    Math.fround(d.grams),
    Math.fround(d.per100g.calories),
    Math.fround(d.per100g.protein),
    Math.fround(d.per100g.fat),
    Math.fround(d.per100g.carbs),
    d.foodId,
    d.isEstimate,
  ]);

/** What makes two own foods the same: everything the form keeps, numbers as 4-byte reals. */
const myFoodKey = (f: TMyFoodInputParsed) =>
  JSON.stringify([
    f.name,
    Math.fround(f.per100g.calories),
    Math.fround(f.per100g.protein),
    Math.fround(f.per100g.fat),
    Math.fround(f.per100g.carbs),
    f.portionGrams ? Math.fround(f.portionGrams) : null,
    f.portionGrams ? f.portionName || null : null,
    f.barcode ?? null,
  ]);

const myMealKey = (m: TDiaryFileMyMeal) => JSON.stringify([m.name, m.mealType, dishesKey(m.dishes)]);

const waterKey = (w: TDiaryFileWater) => JSON.stringify([w.date, w.volumeMl, w.notes, w.source]);

/** How many of each key there are: two identical snacks on one day are two meals, not one. */
function tally(keys: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** Takes one of `key` from the tally; answers whether there was one to take. */
function take(counts: Map<string, number>, key: string): boolean {
  const left = counts.get(key) ?? 0;
  if (left === 0) return false;
  counts.set(key, left - 1);
  return true;
}

/**
 * Export and import of a person's whole diary (docs/product.md §2 /profile, Export and import). Exports stream
 * page by page; an import is one transaction under the owner's row lock that adds, for each kind of entry, only
 * what the diary does not already hold as many times as the file does, so importing a file twice adds nothing
 * and importing it into an empty account gives back the same diary. Photos stay out: a file never carries one.
 */
export function createDiaryTransferService(deps: { transfer: DiaryTransferRepository; users: UsersRepository }) {
  const { transfer, users } = deps;

  async function* allMeals(userId: number): AsyncGenerator<TDiaryFileMeal> {
    let afterId = 0;
    for (;;) {
      const page = await transfer.mealsPage(userId, afterId, MEALS_PER_PAGE);
      if (page.meals.length === 0) return;
      yield* page.meals;
      afterId = page.lastId;
    }
  }

  function profileOf(user: UserRow): TDiaryFile["profile"] {
    return { firstName: user.firstName, lastName: user.lastName, profileData: user.profileData };
  }

  async function* jsonChunks(user: UserRow): AsyncGenerator<string> {
    const head = { format: DIARY_FILE_FORMAT, version: DIARY_FILE_VERSION, exportedAt: new Date().toISOString() };
    yield `${JSON.stringify(head).slice(0, -1)},"profile":${JSON.stringify(profileOf(user))},"meals":[`;
    let first = true;
    for await (const meal of allMeals(user.id)) {
      yield `${first ? "" : ","}\n${JSON.stringify(meal)}`;
      first = false;
    }
    yield `\n],"water":${JSON.stringify(await transfer.water(user.id))}`;
    yield `,"weight":${JSON.stringify(await transfer.weight(user.id))}`;
    yield `,"myFoods":${JSON.stringify(await transfer.myFoods(user.id))}`;
    // A star's key stays out: it may name a meal id, which means nothing in another account.
    const stars = (await transfer.favourites(user.id)).map(({ key: _key, ...star }) => star);
    yield `,"favourites":${JSON.stringify(stars)}`;
    yield `,"myMeals":${JSON.stringify(await transfer.myMeals(user.id))}}\n`;
  }

  async function* csvRows(user: UserRow): AsyncGenerator<CsvRow> {
    for (const [field, value] of Object.entries({
      firstName: user.firstName,
      lastName: user.lastName,
      ...user.profileData,
    })) {
      yield { record: "profile", name: field, amount: value === null ? "" : String(value) };
    }
    let number = 0;
    for await (const meal of allMeals(user.id)) {
      number += 1;
      for (const dish of meal.dishes) {
        const n = dishNutrients(dish);
        yield {
          record: "dish",
          date: meal.date,
          meal: number,
          meal_type: meal.mealType,
          source: meal.source,
          name: dish.name,
          grams: dish.grams,
          calories: n.calories,
          protein: n.protein,
          fat: n.fat,
          carbs: n.carbs,
          notes: meal.originalQuery,
        };
      }
    }
    for (const w of await transfer.water(user.id)) {
      yield { record: "water", date: w.date, source: w.source, amount: w.volumeMl, unit: "ml", notes: w.notes };
    }
    for (const w of await transfer.weight(user.id)) {
      yield { record: "weight", date: w.date, amount: w.weightKg, unit: "kg", notes: w.notes };
    }
    // An own food is a pack label: its figures per 100 g (grams 100), its portion as amount and unit.
    for (const { food } of await transfer.myFoods(user.id)) {
      yield {
        record: "my_food",
        name: food.name,
        grams: 100,
        calories: food.per100g.calories,
        protein: food.per100g.protein,
        fat: food.per100g.fat,
        carbs: food.per100g.carbs,
        amount: food.portionGrams ?? null,
        unit: food.portionGrams ? "g" : null,
        notes: food.portionName ?? null,
        barcode: food.barcode ?? null,
      };
    }
    // Favourites and my meals as their dishes, numbered like meals, with their own name in notes.
    const lists = [
      ["favourite", (await transfer.favourites(user.id)).map((f) => ({ ...f, source: f.kind }))],
      ["my_meal", (await transfer.myMeals(user.id)).map((m) => ({ ...m, source: null }))],
    ] as const;
    for (const [record, entries] of lists) {
      for (const [index, entry] of entries.entries()) {
        for (const dish of entry.dishes) {
          yield {
            record,
            meal: index + 1,
            meal_type: entry.mealType,
            source: entry.source,
            name: dish.name,
            grams: dish.grams,
            ...dishNutrients(dish),
            notes: entry.name,
          };
        }
      }
    }
  }

  return {
    /** The diary as the JSON file POST /api/diary/import reads, streamed. */
    exportJson(user: UserRow): Readable {
      return Readable.from(jsonChunks(user));
    },

    /** The diary as CSV, streamed through csv-stringify, which quotes commas, quotes and line breaks. */
    exportCsv(user: UserRow): Readable {
      const out = stringify({ header: true, columns: [...DIARY_CSV_COLUMNS], bom: true });
      void (async () => {
        for await (const row of csvRows(user)) {
          if (!out.write(row)) await once(out, "drain");
        }
        out.end();
      })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
      return out;
    },

    async importDiary(user: UserRow, file: TDiaryFile): Promise<TDiaryImportResult> {
      return transfer.inTransaction(user.id, async (tx) => {
        const stored: TDiaryFileMeal[] = [];
        const storedIds: number[] = [];
        let afterId = 0;
        for (;;) {
          const page = await transfer.mealsPage(user.id, afterId, MEALS_PER_PAGE, tx);
          if (page.meals.length === 0) break;
          stored.push(...page.meals);
          storedIds.push(...page.ids);
          afterId = page.lastId;
        }
        // Own foods first: their new ids are what the file's dishes, stars and saved meals are rewritten to.
        const foodsStored = await transfer.myFoods(user.id, tx);
        const foodsHeld = new Map<string, string[]>();
        for (const f of foodsStored)
          foodsHeld.set(myFoodKey(f.food), [...(foodsHeld.get(myFoodKey(f.food)) ?? []), f.ref]);
        const refs = new Map<string, string>();
        const newFoods: TDiaryFile["myFoods"] = [];
        for (const f of file.myFoods) {
          const same = foodsHeld.get(myFoodKey(f.food))?.shift();
          if (same) refs.set(f.ref, same);
          else newFoods.push(f);
        }
        if (foodsStored.length + newFoods.length > MY_FOOD_LIMITS.perPersonMax) {
          throw new AppError(
            "MY_FOODS_LIMIT_REACHED",
            `The file would leave more than ${MY_FOOD_LIMITS.perPersonMax} own foods; nothing was imported`,
          );
        }
        const foodIds = await transfer.addMyFoods(user.id, newFoods, tx);
        newFoods.forEach((f, i) => {
          refs.set(f.ref, myFoodId(foodIds[i] as number));
        });
        const remap = (dishes: readonly TDishInput[]): TDishInput[] =>
          dishes.map((d) =>
            d.foodId !== null && refs.has(d.foodId) ? { ...d, foodId: refs.get(d.foodId) ?? null } : d,
          );

        const mealsHeld = tally(stored.map(mealKey));
        const newMeals = file.meals
          .map((meal) => ({ ...meal, dishes: remap(meal.dishes) }))
          .filter((meal) => !take(mealsHeld, mealKey(meal)));
        const addedIds = await transfer.addMeals(user.id, newMeals, tx);
        const mealsAdded = newMeals.length;
        // The latest logged meal holding each set of dishes, so a starred meal of the file is starred on it again.
        const mealIdOf = new Map<string, number>();
        for (const [list, ids] of [
          [stored, storedIds],
          [newMeals, addedIds],
        ] as const) {
          list.forEach((meal, i) => {
            mealIdOf.set(dishesFavouriteKey(meal.dishes), ids[i] as number);
          });
        }

        const waterHeld = tally((await transfer.water(user.id, tx)).map(waterKey));
        const newWater = file.water.filter((w) => !take(waterHeld, waterKey(w)));
        await transfer.addWater(user.id, newWater, tx);

        const weightAdded = await transfer.addWeight(user.id, file.weight, tx);

        // A star is the same as one the person has when its key is: a dish's food, or a meal's dishes. A starred
        // meal's key names a meal id of the exporting account, so a file's is made from what it holds.
        const starsStored = await transfer.favourites(user.id, tx);
        const starKeys = new Set(starsStored.map((f) => f.key));
        for (const f of starsStored) if (f.kind === "meal") starKeys.add(dishesFavouriteKey(f.dishes));
        const newStars: Parameters<typeof transfer.addFavourites>[1][number][] = [];
        for (const f of file.favourites) {
          const dishes = remap(f.dishes);
          const first = dishes[0];
          const byContent = dishesFavouriteKey(dishes);
          const meal = mealIdOf.get(byContent);
          const key =
            f.kind === "dish" && first
              ? dishFavouriteKey(first)
              : meal !== undefined
                ? mealFavouriteKey(meal)
                : byContent;
          if (starKeys.has(key) || (f.kind === "meal" && starKeys.has(byContent))) continue;
          starKeys.add(key);
          if (f.kind === "meal") starKeys.add(byContent);
          newStars.push({ ...f, dishes, key });
        }
        if (starsStored.length + newStars.length > FAVOURITE_LIMITS.perPersonMax) {
          throw new AppError(
            "FAVOURITES_LIMIT_REACHED",
            `The file would leave more than ${FAVOURITE_LIMITS.perPersonMax} favourites; nothing was imported`,
          );
        }
        const starsAdded = await transfer.addFavourites(user.id, newStars, tx);

        const savedStored = await transfer.myMeals(user.id, tx);
        const savedHeld = tally(savedStored.map(myMealKey));
        const newSaved = file.myMeals
          .map((m) => ({ ...m, dishes: remap(m.dishes) }))
          .filter((m) => !take(savedHeld, myMealKey(m)));
        if (savedStored.length + newSaved.length > MY_MEAL_LIMITS.perPersonMax) {
          throw new AppError(
            "MY_MEALS_LIMIT_REACHED",
            `The file would leave more than ${MY_MEAL_LIMITS.perPersonMax} saved meals; nothing was imported`,
          );
        }
        await transfer.addMyMeals(user.id, newSaved, tx);

        // The profile comes back as it was exported; goals are recomputed from it as any profile change does.
        await users.update(
          user.id,
          {
            firstName: file.profile.firstName,
            lastName: file.profile.lastName,
            profileData: applyProfileChange({}, file.profile.profileData),
            ...(file.profile.profileData.language ? { language: file.profile.profileData.language } : {}),
          },
          tx,
        );

        return {
          added: {
            meals: mealsAdded,
            water: newWater.length,
            weight: weightAdded,
            myFoods: newFoods.length,
            favourites: starsAdded,
            myMeals: newSaved.length,
          },
          alreadyThere: {
            meals: file.meals.length - mealsAdded,
            water: file.water.length - newWater.length,
            weight: file.weight.length - weightAdded,
            myFoods: file.myFoods.length - newFoods.length,
            favourites: file.favourites.length - starsAdded,
            myMeals: file.myMeals.length - newSaved.length,
          },
        };
      });
    },
  };
}

export type DiaryTransferService = ReturnType<typeof createDiaryTransferService>;
