import { dishNutrients, MEAL_TYPES, type TFoodSearchItem, type TMealType } from "@tarelka/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MineBadge } from "../../../components/meal-shortcuts/mine-badge";
import { Button } from "../../../components/ui/button";
import { FIELD_CLASS } from "../../../components/ui/field";
import { Hint, TooltipGroup } from "../../../components/ui/tooltip";
import { barcodeSourceOf, type DraftDish, draftTotals, type MealDraft, newKey } from "../meal-draft";
import { FoodSearch } from "./food-search";
import { GramStepper } from "./gram-stepper";

const fromFood = (food: TFoodSearchItem) => ({
  name: food.name,
  per100g: {
    calories: Math.min(900, food.kcal),
    protein: Math.min(100, food.protein),
    fat: Math.min(100, food.fat),
    carbs: Math.min(100, food.carbs),
  },
  foodId: food.id,
  isEstimate: false,
  confidence: null,
});

function DishRow({
  dish,
  onChange,
  onRemove,
}: {
  dish: DraftDish;
  onChange: (d: DraftDish) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const n = dishNutrients(dish);
  return (
    <li
      data-testid="dish-row"
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 p-3 dark:border-slate-800"
    >
      <div className="flex items-start justify-between gap-2">
        <button
          type="button"
          className="min-h-11 min-w-11 text-left font-medium underline decoration-dotted underline-offset-4"
          onClick={() => setRenaming((v) => !v)}
          data-testid="dish-name"
        >
          {/* The action in words before the name, so the button's name holds all its visible text (its badges too). */}
          <span className="sr-only">{t("meals.confirmation.rename")}: </span>
          {dish.name}
          <MineBadge foodId={dish.foodId} />
          {dish.isEstimate && (
            <Hint text={t("meals.confirmation.estimateHint")}>
              <span className="ml-2 rounded bg-amber-100 px-1 text-xs text-amber-800" data-testid="dish-estimate">
                {t("meals.confirmation.estimate")}
              </span>
            </Hint>
          )}
          {dish.portionAssumed && (
            <NoteBadge
              hint={t("meals.confirmation.portionAssumedHint")}
              label={t("meals.confirmation.portionAssumed")}
              testId="dish-portion-assumed"
            />
          )}
          {dish.caloriesStated && (
            <NoteBadge
              hint={t("meals.confirmation.caloriesStatedHint")}
              label={t("meals.confirmation.caloriesStated")}
              testId="dish-calories-stated"
            />
          )}
        </button>
        <Hint text={t("meals.confirmation.removeDish", { name: dish.name })}>
          <button
            type="button"
            onClick={onRemove}
            aria-label={t("meals.confirmation.removeDish", { name: dish.name })}
            data-testid="dish-remove"
            className="min-h-11 min-w-11 rounded-lg text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            ✕
          </button>
        </Hint>
      </div>
      {renaming && (
        <FoodSearch
          autoFocus
          onPick={(food) => {
            const { caloriesStated: _stated, ...rest } = dish;
            onChange({ ...rest, ...fromFood(food) });
            setRenaming(false);
          }}
        />
      )}
      <GramStepper
        grams={dish.grams}
        onChange={(grams) => {
          // Other grams carry other calories: the figure is no longer the one typed.
          const { caloriesStated: _stated, ...rest } = dish;
          onChange({ ...rest, grams });
        }}
      />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t("meals.kcal", { value: n.calories })} · {t("meals.macroShort", n)}
      </p>
      {/* A scanned product's values are Open Food Facts' (ODbL), named wherever they show (decision 015). */}
      {barcodeSourceOf(dish.foodId) && (
        <p className="text-xs text-slate-500" data-testid="dish-source">
          {t("meals.barcode.source", { source: barcodeSourceOf(dish.foodId) })}
        </p>
      )}
    </li>
  );
}

/**
 * The one meal editor of /confirmation and /edit-meal (docs/product.md §2): every dish renamable via the food
 * search, grams by stepper, slider or exact number, remove and add, meal type, date and live totals.
 */
export function MealEditor({ draft, onChange }: { draft: MealDraft; onChange: (d: MealDraft) => void }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const totals = draftTotals(draft.dishes);
  const setDish = (key: string, next: DraftDish | null) =>
    onChange({
      ...draft,
      dishes: next ? draft.dishes.map((d) => (d.key === key ? next : d)) : draft.dishes.filter((d) => d.key !== key),
    });

  return (
    <TooltipGroup>
      <div className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-3">
          <label className="flex flex-col gap-1 text-sm">
            {t("meals.confirmation.mealType")}
            <select
              value={draft.mealType}
              onChange={(e) => onChange({ ...draft, mealType: e.target.value as TMealType })}
              data-testid="meal-type"
              className={FIELD_CLASS}
            >
              {MEAL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`meals.mealTypes.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t("meals.confirmation.date")}
            <input
              type="date"
              value={draft.date}
              onChange={(e) => e.target.value && onChange({ ...draft, date: e.target.value })}
              data-testid="meal-date"
              className={FIELD_CLASS}
            />
          </label>
        </div>

        {draft.dishes.length === 0 ? (
          <p className="rounded-2xl bg-slate-50 p-4 text-slate-600 dark:bg-slate-900 dark:text-slate-300">
            {t("meals.confirmation.empty")}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {draft.dishes.map((dish) => (
              <DishRow
                key={dish.key}
                dish={dish}
                onChange={(next) => setDish(dish.key, next)}
                onRemove={() => setDish(dish.key, null)}
              />
            ))}
          </ul>
        )}

        {adding ? (
          <FoodSearch
            autoFocus
            onPick={(food) => {
              onChange({
                ...draft,
                dishes: [...draft.dishes, { key: newKey(), grams: food.portion.grams || 100, ...fromFood(food) }],
              });
              setAdding(false);
            }}
          />
        ) : (
          <Button variant="secondary" onClick={() => setAdding(true)} data-testid="add-dish">
            {t("meals.confirmation.addDish")}
          </Button>
        )}

        <div className="rounded-2xl bg-brand-50 p-4 dark:bg-slate-900" aria-live="polite">
          <p className="font-semibold">
            {t("meals.confirmation.total")}: <span data-testid="draft-total-calories">{totals.calories}</span>{" "}
            {t("common.units.kcal")}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("meals.macroShort", totals)}</p>
        </div>
      </div>
    </TooltipGroup>
  );
}

/** A grey note beside a dish's name (a usual portion, the person's own figure), explained by its hint. */
function NoteBadge({ hint, label, testId }: { hint: string; label: string; testId: string }) {
  return (
    <Hint text={hint}>
      <span
        className="ml-2 rounded bg-slate-100 px-1 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300"
        data-testid={testId}
      >
        {label}
      </span>
    </Hint>
  );
}
