import type { TFoodSearchItem } from "@tarelka/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MineBadge } from "../../../components/meal-shortcuts/mine-badge";
import { useFoodSearch } from "../foods-api";

/** Food search for renaming or adding a dish (docs/product.md §2): picking a food brings its database numbers. */
export function FoodSearch({ onPick, autoFocus }: { onPick: (food: TFoodSearchItem) => void; autoFocus?: boolean }) {
  const { t, i18n } = useTranslation();
  const [q, setQ] = useState("");
  const lang = i18n.language === "en" ? "en" : "ru";
  const search = useFoodSearch(q, lang);
  return (
    <div className="flex flex-col gap-2">
      <input
        type="search"
        value={q}
        // biome-ignore lint/a11y/noAutofocus: the search opens on the person's own tap, so focus belongs here
        autoFocus={autoFocus}
        onChange={(e) => setQ(e.target.value)}
        placeholder={t("meals.confirmation.searchPlaceholder")}
        aria-label={t("meals.confirmation.searchPlaceholder")}
        data-testid="food-search-input"
        className="min-h-11 rounded-xl border border-slate-300 px-3 dark:border-slate-700 dark:bg-slate-900"
      />
      {q.trim() && search.isFetching && <p className="text-sm text-slate-500">{t("common.loading")}</p>}
      {q.trim() && search.data && search.data.items.length === 0 && (
        <p className="text-sm text-slate-500">{t("meals.confirmation.searchEmpty")}</p>
      )}
      <ul className="flex flex-col gap-1">
        {search.data?.items.map((food) => (
          <li key={food.id}>
            <button
              type="button"
              onClick={() => onPick(food)}
              data-testid="food-search-result"
              className="flex w-full justify-between rounded-lg px-3 py-2 text-left hover:bg-brand-50 dark:hover:bg-slate-800"
            >
              <span>
                {food.name}
                <MineBadge foodId={food.id} />
              </span>
              <span className="text-sm text-slate-500">{t("meals.kcalPer100g", { value: Math.round(food.kcal) })}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
