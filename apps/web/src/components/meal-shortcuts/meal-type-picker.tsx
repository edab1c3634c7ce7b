import { MEAL_TYPES, type TMealType } from "@tarelka/contracts";
import { useTranslation } from "react-i18next";

/** The meal the shortcuts log to: four chips in one row, the chosen one pressed. */
export function MealTypePicker({ value, onChange }: { value: TMealType; onChange: (next: TMealType) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm text-slate-600 dark:text-slate-400">{t("meals.shortcuts.mealTypeLabel")}</legend>
      <div className="grid grid-cols-2 gap-2 min-[360px]:grid-cols-4">
        {MEAL_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            aria-pressed={value === type}
            onClick={() => onChange(type)}
            data-testid={`shortcut-meal-type-${type}`}
            className={`min-h-11 rounded-full border px-2 text-sm font-medium ${
              value === type
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-slate-300 text-slate-800 dark:border-slate-700 dark:text-slate-200"
            }`}
          >
            {t(`meals.mealTypes.${type}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
