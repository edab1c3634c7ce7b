import { MY_FOOD_LIMITS, type TMyFood, type TMyFoodInput } from "@tarelka/contracts/my-foods";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearch } from "wouter";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { ScreenWithBack } from "../../components/ui/screen-with-back";
import { LoadFailed } from "../../components/ui/section";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/toast-store";
import { addRussianCatalogs } from "../../i18n";
import { ApiError } from "../../lib/api-client";
import { errorMessage } from "../../lib/error-message";
import { PATHS } from "../../lib/paths";
import { appStore } from "../../stores/app-store";
import { MyFoodForm, valuesOf } from "./my-food-form";
import { useCreateMyFood, useDeleteMyFood, useMyFoods, useUpdateMyFood } from "./my-foods-api";
import { myFoods } from "./strings/ru";

// This screen's Russian strings load with it, not with the first route (decision 006).
addRussianCatalogs({ myFoods });

/** A refused save in words: the limit in this screen's own, anything else as the shell says it. */
function saveProblem(t: TFunction, error: unknown): string {
  return error instanceof ApiError && error.code === "MY_FOODS_LIMIT_REACHED"
    ? t("myFoods.limit", { max: MY_FOOD_LIMITS.perPersonMax })
    : errorMessage(t, error);
}

const inputOfFood = (food: TMyFood): TMyFoodInput => ({
  name: food.name,
  per100g: food.per100g,
  portionGrams: food.portionGrams,
  portionName: food.portionName,
  barcode: food.barcode,
});

function FoodRow({ food, onEdit }: { food: TMyFood; onEdit: () => void }) {
  const { t } = useTranslation();
  const { per100g } = food;
  return (
    <li className="flex items-stretch gap-2" data-testid="my-food">
      <div className="flex min-w-0 flex-1 flex-col rounded-xl border border-slate-200 px-3 py-2 dark:border-slate-800">
        <span className="break-words font-medium">{food.name}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {t("myFoods.per100g", {
            kcal: per100g.calories,
            macros: t("meals.macroShort", { protein: per100g.protein, fat: per100g.fat, carbs: per100g.carbs }),
          })}
        </span>
        {food.portionGrams !== null && (
          <span className="text-sm text-slate-600 dark:text-slate-400">
            {food.portionName
              ? t("myFoods.portion", { name: food.portionName, grams: food.portionGrams })
              : t("myFoods.portionGramsOnly", { grams: food.portionGrams })}
          </span>
        )}
        {food.barcode && (
          <span className="break-all text-xs text-slate-500">{t("myFoods.barcode", { code: food.barcode })}</span>
        )}
      </div>
      <button
        type="button"
        onClick={onEdit}
        aria-label={t("myFoods.editLabel", { name: food.name })}
        data-testid="my-food-edit"
        className="min-h-11 min-w-11 rounded-xl border border-slate-200 px-2 text-slate-700 dark:border-slate-800 dark:text-slate-300"
      >
        <span aria-hidden="true">✎</span>
      </button>
    </li>
  );
}

/**
 * The person's own foods (ours, contracts my-foods.ts): copied from a pack label, edited, deleted with an undo. Opened
 * with `?barcode=` (a scanned code the open database lacks) it starts with the new food's form, the code filled in,
 * and after saving goes back to the meal text with the food's name typed, so the scan still ends in a meal.
 */
export default function MyFoodsPage() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const barcode = new URLSearchParams(useSearch()).get("barcode") ?? undefined;
  const list = useMyFoods();
  const create = useCreateMyFood();
  const update = useUpdateMyFood();
  const remove = useDeleteMyFood();
  const restore = useCreateMyFood();
  // null: no form; "new": the new food's; a number: that food's.
  const [editing, setEditing] = useState<"new" | number | null>(barcode ? "new" : null);
  // Deleted at once, with an undo that creates it again from its values (docs/product.md §2/§9, as in
  // lib/use-delete-with-undo.ts, whose title is fixed per row); dishes logged from it keep their own values.
  async function destroy(food: TMyFood) {
    try {
      await remove.mutateAsync(food.id);
    } catch (error) {
      toast({ type: "error", title: t("myFoods.deleteFailed"), message: errorMessage(t, error) });
      return;
    }
    setEditing(null);
    toast({
      type: "info",
      title: t("myFoods.deleted", { name: food.name }),
      action: {
        label: t("common.undo"),
        onClick: () => {
          restore
            .mutateAsync(inputOfFood(food))
            .catch((error: unknown) =>
              toast({ type: "error", title: t("myFoods.undoFailed"), message: saveProblem(t, error) }),
            );
        },
      },
    });
  }

  async function save(input: TMyFoodInput, id?: number) {
    try {
      const saved = id === undefined ? await create.mutateAsync(input) : await update.mutateAsync({ id, body: input });
      toast({
        type: "success",
        title: t(id === undefined ? "myFoods.created" : "myFoods.updated", { name: saved.name }),
      });
      setEditing(null);
      if (barcode && id === undefined) {
        appStore.set({ originalQuery: saved.name });
        navigate(PATHS.textInput);
      }
    } catch (error) {
      toast({ type: "error", title: t("myFoods.saveFailed"), message: saveProblem(t, error) });
    }
  }

  const items = list.data?.items ?? [];
  const full = items.length >= MY_FOOD_LIMITS.perPersonMax;

  return (
    <ScreenWithBack title={t("myFoods.title")}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("myFoods.intro")}</p>
      {editing === "new" ? (
        <MyFoodForm
          initial={valuesOf(null, i18n.language, barcode)}
          title={t("myFoods.form.newTitle")}
          {...(barcode ? { note: t("myFoods.form.fromBarcode") } : {})}
          onSave={(input) => save(input)}
          onCancel={() => setEditing(null)}
          saving={create.isPending}
        />
      ) : (
        list.isSuccess && (
          <div className="flex flex-col gap-2">
            <Button onClick={() => setEditing("new")} disabled={full} data-testid="my-food-add">
              {t("myFoods.add")}
            </Button>
            {full && <Alert testId="my-foods-full">{t("myFoods.limit", { max: MY_FOOD_LIMITS.perPersonMax })}</Alert>}
          </div>
        )
      )}
      <section className="flex flex-col gap-3" aria-label={t("myFoods.title")} data-testid="my-foods">
        {list.isPending ? (
          <Skeleton cards={2} testId="my-foods-loading" />
        ) : list.isError ? (
          <LoadFailed
            message={`${t("myFoods.loadFailed")} ${errorMessage(t, list.error)}`}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
            testId="my-foods-error"
          />
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="my-foods-empty">
            {t("myFoods.empty")}
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-500" data-testid="my-foods-count">
              {t("myFoods.count", { count: items.length, max: list.data.limit })}
            </p>
            <ul className="flex flex-col gap-2">
              {items.map((food) =>
                editing === food.id ? (
                  <li key={food.id}>
                    <MyFoodForm
                      initial={valuesOf(food, i18n.language)}
                      title={t("myFoods.form.editTitle")}
                      onSave={(input) => save(input, food.id)}
                      onCancel={() => setEditing(null)}
                      onDelete={() => void destroy(food)}
                      saving={update.isPending}
                    />
                  </li>
                ) : (
                  <FoodRow key={food.id} food={food} onEdit={() => setEditing(food.id)} />
                ),
              )}
            </ul>
          </>
        )}
      </section>
    </ScreenWithBack>
  );
}
