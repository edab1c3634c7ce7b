import { RECENT_FOODS_LIMITS, type TMealType, type TRecentFood } from "@tarelka/contracts";
import { dishFavouriteKey } from "@tarelka/contracts/favourites";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useRecentFoods } from "../../lib/api/meal-shortcuts";
import { useCreateMeal } from "../../lib/api/meals";
import { useDeleteMeal } from "../../lib/api/meals-start-up";
import { errorMessage } from "../../lib/error-message";
import { LoadFailed } from "../ui/section";
import { Skeleton } from "../ui/skeleton";
import { toast } from "../ui/toast-store";
import { FavouriteList, StarButton, useStarsByKey } from "./favourites";
import { MineBadge } from "./mine-badge";

/**
 * The person's starred dishes and meals first (favourites.tsx), then their frequent and recent foods for a meal (GET /api/meals/recent-foods), each logged again in one tap with
 * the grams it was last logged with, as a new meal of `mealType` on `date`, with an undo. Placed on the text screen
 * and, through this shared component, in the dashboard's meal sections.
 */
export function RecentFoods({
  date,
  mealType,
  max = RECENT_FOODS_LIMITS.itemsMax * 2,
}: {
  date: string;
  mealType: TMealType;
  /** At most this many foods, frequent ones first: a meal section of the dashboard shows a few. */
  max?: number;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const foods = useRecentFoods(mealType);
  const create = useCreateMeal();
  const remove = useDeleteMeal();
  const stars = useStarsByKey();
  // A starred food is listed once, among the stars above.
  const unstarred = (items: TRecentFood[]) => items.filter((food) => !stars.has(dishFavouriteKey(food)));

  async function log(food: TRecentFood) {
    let id: number;
    try {
      const meal = await create.mutateAsync({
        date,
        mealType,
        source: "manual",
        originalQuery: null,
        dishes: [
          {
            name: food.name,
            grams: food.grams,
            per100g: food.per100g,
            foodId: food.foodId,
            isEstimate: food.isEstimate,
          },
        ],
      });
      id = meal.id;
    } catch (error) {
      toast({ type: "error", title: t("meals.shortcuts.logFailed"), message: errorMessage(t, error) });
      return;
    }
    toast({
      type: "success",
      title: t("meals.shortcuts.logged", {
        name: food.name,
        grams: food.grams,
        mealType: t(`meals.mealTypes.${mealType}`),
      }),
      action: {
        label: t("common.undo"),
        onClick: () => {
          remove
            .mutateAsync(id)
            .catch((error: unknown) =>
              toast({ type: "error", title: t("meals.shortcuts.undoFailed"), message: errorMessage(t, error) }),
            );
        },
      },
    });
  }

  const list = (title: string, items: TRecentFood[], testId: string) =>
    items.length > 0 && (
      <div className="flex flex-col gap-2" data-testid={testId}>
        <h3 className="text-sm font-medium text-slate-600 dark:text-slate-400">{title}</h3>
        <ul className="flex flex-col gap-2">
          {items.map((food) => (
            <li key={`${food.foodId ?? ""}|${food.name}`} className="flex items-stretch gap-2">
              <button
                type="button"
                onClick={() => log(food)}
                disabled={create.isPending}
                data-testid="recent-food"
                aria-label={t("meals.shortcuts.addFood", {
                  name: food.name,
                  grams: food.grams,
                  kcal: food.nutrients.calories,
                })}
                className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-xl border border-slate-200 px-3 py-2 text-left disabled:opacity-60 dark:border-slate-800"
              >
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="break-words">
                    {food.name}
                    <MineBadge foodId={food.foodId} />
                  </span>
                  <span className="text-sm text-slate-600 dark:text-slate-400">
                    {t("meals.shortcuts.portion", { grams: food.grams, kcal: food.nutrients.calories })}
                  </span>
                </span>
                <span
                  aria-hidden="true"
                  className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg leading-none text-white"
                >
                  +
                </span>
              </button>
              <StarButton
                name={food.name}
                star={{
                  dish: {
                    name: food.name,
                    grams: food.grams,
                    per100g: food.per100g,
                    foodId: food.foodId,
                    isEstimate: food.isEstimate,
                  },
                }}
                starred={undefined}
              />
            </li>
          ))}
        </ul>
      </div>
    );

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3" data-testid="recent-foods">
      <h2 id={titleId} className="font-semibold">
        {t("meals.shortcuts.recentTitle")}
      </h2>
      <FavouriteList date={date} mealType={mealType} max={max} />
      {foods.isPending ? (
        <Skeleton cards={2} testId="recent-foods-loading" />
      ) : foods.isError ? (
        <LoadFailed
          message={`${t("meals.shortcuts.loadFailed")} ${errorMessage(t, foods.error)}`}
          onRetry={() => void foods.refetch()}
          retrying={foods.isFetching}
          testId="recent-foods-error"
        />
      ) : foods.data.frequent.length === 0 && foods.data.recent.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="recent-foods-empty">
          {t("meals.shortcuts.recentEmpty")}
        </p>
      ) : (
        <>
          {list(t("meals.shortcuts.frequent"), unstarred(foods.data.frequent).slice(0, max), "frequent-foods")}
          {list(
            t("meals.shortcuts.recent"),
            unstarred(foods.data.recent).slice(0, Math.max(0, max - unstarred(foods.data.frequent).length)),
            "recent-foods-list",
          )}
        </>
      )}
    </section>
  );
}
