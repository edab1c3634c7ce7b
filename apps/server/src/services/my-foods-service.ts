import {
  MY_FOOD_LIMITS,
  myFoodId,
  type TMyFood,
  type TMyFoodInputParsed,
  type TMyFoodList,
} from "@tarelka/contracts/my-foods";
import type { OwnFood } from "@tarelka/nutrition";
import { AppError } from "../errors/app-error";
import { defineFeature } from "../feature";
import {
  createMyFoodsRepository,
  type MyFoodsRepository,
  type OwnFoodColumns,
  per100gOf,
  toMyFoodDto,
} from "../repositories/my-foods-repository";
import { createPersonCache, type PersonCache, personChanged } from "./person-cache";

/** An own food as the nutrition engine reads it (@tarelka/nutrition own-foods.ts). */
function toOwnFood(row: OwnFoodColumns): OwnFood {
  return {
    id: myFoodId(row.id),
    name: row.name,
    per100g: per100gOf(row),
    portion: row.portionGrams ? { grams: row.portionGrams, name: row.portionName } : null,
  };
}

/** A signed-in person's account id and own foods, as the meal-text analysis and the food search read them. */
export interface OwnFoodsEntry {
  userId: number;
  foods: OwnFood[];
}

/** A person's own foods: at most MY_FOOD_LIMITS.perPersonMax, read by the meal-text analysis and the food search. */
export function createMyFoodsService(deps: {
  myFoods: MyFoodsRepository;
  cache?: PersonCache<OwnFoodsEntry>;
  /** Told whose foods this server changed, right after the change (person-cache.ts personChanged). */
  changed?: (userId: number) => void;
}) {
  const { myFoods, cache, changed = () => undefined } = deps;
  const loadOfVkUser = async (socialId: string): Promise<OwnFoodsEntry | null> => {
    const found = await myFoods.ownFoodsBySocial({ provider: "vk", socialId }, MY_FOOD_LIMITS.perPersonMax);
    return found && { userId: found.userId, foods: found.foods.map(toOwnFood) };
  };
  return {
    async list(userId: number): Promise<TMyFoodList> {
      const rows = await myFoods.list(userId, MY_FOOD_LIMITS.perPersonMax);
      return { items: rows.map(toMyFoodDto), limit: MY_FOOD_LIMITS.perPersonMax };
    },

    async create(userId: number, body: TMyFoodInputParsed): Promise<TMyFood> {
      const row = await myFoods.create(userId, body, MY_FOOD_LIMITS.perPersonMax);
      changed(userId);
      if (!row) {
        throw new AppError("MY_FOODS_LIMIT_REACHED", `At most ${MY_FOOD_LIMITS.perPersonMax} own foods per person`);
      }
      return toMyFoodDto(row);
    },

    async update(userId: number, id: number, body: TMyFoodInputParsed): Promise<TMyFood> {
      const row = await myFoods.update(userId, id, body);
      changed(userId);
      if (!row) throw AppError.notFound("Own food");
      return toMyFoodDto(row);
    },

    async delete(userId: number, id: number): Promise<void> {
      const deleted = await myFoods.delete(userId, id);
      changed(userId);
      if (!deleted) throw AppError.notFound("Own food");
    },

    /**
     * The signed-in VK person's account id and foods as the engine reads them (@tarelka/nutrition own-foods.ts),
     * from one statement or from this server's memory while that is known fresh (person-cache.ts); null without
     * an account (routes/food.ts analyzeText, which answers USER_NOT_FOUND then, as the account hook would).
     */
    async ownFoodsOfVkUser(socialId: string): Promise<OwnFoodsEntry | null> {
      return cache ? cache.read(socialId, () => loadOfVkUser(socialId)) : loadOfVkUser(socialId);
    },
  };
}

export type MyFoodsService = ReturnType<typeof createMyFoodsService>;

/** Own foods' service and its repository, built once per app by the composition root (feature.ts). */
export const myFoodsFeature = defineFeature("my-foods", ({ database }) =>
  createMyFoodsService({
    myFoods: createMyFoodsRepository(database.db),
    // A person's entry weighs one plus their foods: 20,000 is some megabytes at most.
    cache: createPersonCache<OwnFoodsEntry>({
      watch: database.watch,
      staleOn: ["foods", "account"],
      personOf: (entry) => entry.userId,
      weigh: (entry) => 1 + entry.foods.length,
      maxWeight: 20_000,
    }),
    changed: (userId) => personChanged(database, userId, "foods"),
  }),
);
