import type { TMealType } from "@tarelka/contracts";
import { FAVOURITE_LIMITS, mealFavouriteKey, type TFavourite } from "@tarelka/contracts/favourites";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useCreateFavourite, useDeleteFavourite, useFavourites, useLogFavourite } from "../../lib/api/favourites";
import { useDeleteMeal } from "../../lib/api/meals-start-up";
import { ApiError } from "../../lib/api-client";
import { errorMessage } from "../../lib/error-message";
import { Button } from "../ui/button";
import { toast } from "../ui/toast-store";
import { logAgainWithUndo } from "./log-again";
import { MineBadge } from "./mine-badge";

/** The words of a failed star: the limit in this screen's own words, anything else as the shell says it. */
function starProblem(t: TFunction, error: unknown): string {
  return error instanceof ApiError && error.code === "FAVOURITES_LIMIT_REACHED"
    ? t("meals.favourites.limit", { max: FAVOURITE_LIMITS.perPersonMax })
    : errorMessage(t, error);
}

/** The star beside a logged food or meal: ☆ stars it, ★ unstars it (with an undo). */
export function StarButton({
  name,
  star,
  starred,
}: {
  name: string;
  /** What starring sends (contracts ZCreateFavouriteRequestSchema); a starred row needs none. */
  star?: Parameters<ReturnType<typeof useCreateFavourite>["mutateAsync"]>[0];
  starred: TFavourite | undefined;
}) {
  const { t } = useTranslation();
  const create = useCreateFavourite();
  const unstar = useUnstar();
  const busy = create.isPending;

  async function toggle() {
    if (starred) return unstar(starred);
    if (!star) return;
    try {
      await create.mutateAsync(star);
      toast({ type: "success", title: t("meals.favourites.starred", { name }) });
    } catch (error) {
      toast({ type: "error", title: t("meals.favourites.starFailed"), message: starProblem(t, error) });
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-pressed={starred !== undefined}
      aria-label={t(starred ? "meals.favourites.unstar" : "meals.favourites.star", { name })}
      data-testid="star"
      className={`flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-xl border border-slate-200 text-xl leading-none disabled:opacity-60 dark:border-slate-800 ${
        starred ? "text-amber-500" : "text-slate-500 dark:text-slate-400"
      }`}
    >
      <span aria-hidden="true">{starred ? "★" : "☆"}</span>
    </button>
  );
}

/**
 * Unstars with an undo that stars it again: a dish as it was, a meal from the meal it was starred from while that
 * meal is there (so its editor shows the star again), else from its dishes.
 */
function useUnstar(): (item: TFavourite) => Promise<void> {
  const { t } = useTranslation();
  const remove = useDeleteFavourite();
  const restore = useCreateFavourite();
  const undo = async (item: TFavourite) => {
    const dishes = item.dishes.map(({ nutrients: _nutrients, ...dish }) => dish);
    const [dish] = dishes;
    if (item.kind === "dish" && dish) return restore.mutateAsync({ dish });
    const mealId = /^meal:(\d+)$/.exec(item.key)?.[1];
    if (mealId) {
      try {
        return await restore.mutateAsync({ mealId: Number(mealId) });
      } catch {
        // The meal is gone: its dishes are kept here.
      }
    }
    return restore.mutateAsync({ name: item.name, mealType: item.mealType ?? "snack", dishes });
  };
  return async (item) => {
    try {
      await remove.mutateAsync(item.id);
    } catch (error) {
      toast({ type: "error", title: t("meals.favourites.unstarFailed"), message: errorMessage(t, error) });
      return;
    }
    toast({
      type: "info",
      title: t("meals.favourites.unstarred", { name: item.name }),
      action: {
        label: t("common.undo"),
        onClick: () => {
          undo(item).catch((error: unknown) =>
            toast({ type: "error", title: t("meals.shortcuts.undoFailed"), message: starProblem(t, error) }),
          );
        },
      },
    });
  };
}

/** The person's stars by key, for the star buttons beside their foods and meals. */
export function useStarsByKey(): Map<string, TFavourite> {
  const list = useFavourites();
  return new Map((list.data?.items ?? []).map((f) => [f.key, f]));
}

/**
 * Starred dishes and meals, first among the shortcuts: one tap logs one as a new meal of `mealType` on `date` (a
 * dish with the grams it was last logged with), with an undo. A read still pending or failed shows nothing here: the
 * recent foods below it say their own state, and a star is never the only way to log a food.
 */
export function FavouriteList({ date, mealType, max }: { date: string; mealType: TMealType; max: number }) {
  const { t } = useTranslation();
  const list = useFavourites();
  const log = useLogFavourite();
  const unlog = useDeleteMeal();
  const items = (list.data?.items ?? []).slice(0, max);
  if (items.length === 0) return null;

  function logIt(item: TFavourite) {
    return logAgainWithUndo(
      t,
      { name: item.name, mealType },
      () => log.mutateAsync({ id: item.id, body: { date, mealType } }),
      (mealId) => unlog.mutateAsync(mealId),
    );
  }

  return (
    <div className="flex flex-col gap-2" data-testid="favourite-foods">
      <h3 className="text-sm font-medium text-slate-600 dark:text-slate-400">{t("meals.favourites.title")}</h3>
      <ul className="flex flex-col gap-2">
        {items.map((item) => {
          const grams = item.dishes.reduce((sum, d) => sum + d.grams, 0);
          return (
            <li key={item.id} className="flex items-stretch gap-2" data-testid="favourite">
              <button
                type="button"
                onClick={() => logIt(item)}
                disabled={log.isPending}
                data-testid="favourite-log"
                aria-label={t("meals.shortcuts.addFood", {
                  name: item.name,
                  grams: Math.round(grams),
                  kcal: item.totals.calories,
                })}
                className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-xl border border-slate-200 px-3 py-2 text-left disabled:opacity-60 dark:border-slate-800"
              >
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="break-words">
                    {item.name}
                    {item.kind === "dish" && <MineBadge foodId={item.dishes[0]?.foodId} />}
                  </span>
                  <span className="text-sm text-slate-600 dark:text-slate-400">
                    {t("meals.shortcuts.portion", { grams: Math.round(grams), kcal: item.totals.calories })}
                  </span>
                </span>
                <span
                  aria-hidden="true"
                  className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg leading-none text-white"
                >
                  +
                </span>
              </button>
              <StarButton name={item.name} starred={item} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** "Add to favourites" for a logged meal (its editor): stars its dishes as a meal; pressed again, unstars it. */
export function StarMeal({ mealId, name }: { mealId: number; name: string }) {
  const { t } = useTranslation();
  const starred = useStarsByKey().get(mealFavouriteKey(mealId));
  const create = useCreateFavourite();
  const unstar = useUnstar();

  async function toggle() {
    if (starred) return unstar(starred);
    try {
      await create.mutateAsync({ mealId });
      toast({ type: "success", title: t("meals.favourites.starred", { name }) });
    } catch (error) {
      toast({ type: "error", title: t("meals.favourites.starFailed"), message: starProblem(t, error) });
    }
  }

  return (
    <Button
      variant="secondary"
      onClick={toggle}
      disabled={create.isPending}
      aria-pressed={starred !== undefined}
      data-testid="star-meal"
      className="gap-2"
    >
      <span aria-hidden="true" className={starred ? "text-amber-500" : "text-slate-500 dark:text-slate-400"}>
        {starred ? "★" : "☆"}
      </span>
      {starred ? t("meals.favourites.mealStarred") : t("meals.favourites.starMeal")}
    </Button>
  );
}
