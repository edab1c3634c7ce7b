import { MEAL_TYPES, mealTypeAt, type TMealType } from "@tarelka/contracts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearch } from "wouter";
import { MealTypePicker } from "../../components/meal-shortcuts/meal-type-picker";
import { MyMeals } from "../../components/meal-shortcuts/my-meals";
import { QuickAdd } from "../../components/meal-shortcuts/quick-add";
import { RecentFoods } from "../../components/meal-shortcuts/recent-foods";
import { Button } from "../../components/ui/button";
import { ScreenWithBack } from "../../components/ui/screen-with-back";
import { TextLink } from "../../components/ui/text-link";
import { toast } from "../../components/ui/toast-store";
import { addRussianCatalogs } from "../../i18n";
import { meals } from "../../i18n/locales/ru/meals";
import { ApiError } from "../../lib/api-client";
import { PATHS } from "../../lib/paths";
import { appStore, useAppState } from "../../stores/app-store";
import { BarcodeScan } from "./components/barcode-scan";
import { useAnalyzeText } from "./foods-api";
import { analysisFromText } from "./meal-draft";
import { mealErrorMessage } from "./meal-errors";

// The meal screens' Russian strings load with them; the meal words come with the first route (decision 006).
addRussianCatalogs({ meals });

/** The meal a `?mealType=` names (a meal section's "+"), otherwise the one of this hour. */
function initialMealType(search: string): TMealType {
  const asked = new URLSearchParams(search).get("mealType");
  return MEAL_TYPES.find((type) => type === asked) ?? mealTypeAt(new Date());
}

/**
 * docs/product.md §2 /text-input: a description becomes an analysis to confirm; the query is kept (docs/product.md §3
 * originalQuery). Above it, the shortcuts of the daily loop: recent foods in one tap, and calories without a food.
 */
export default function TextInputPage() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const photo = useAppState((s) => s.capturedPhoto);
  const previous = useAppState((s) => s.currentAnalysis as { photoId?: string | null; recognized?: boolean } | null);
  const [text, setText] = useState(useAppState((s) => s.originalQuery) ?? "");
  const date = useAppState((s) => s.selectedDate);
  const search = useSearch();
  const [mealType, setMealType] = useState(() => initialMealType(search));
  // The confirmation screen saves a described meal to the meal shown here.
  useEffect(() => appStore.set({ selectedMealType: mealType }), [mealType]);
  const [invalid, setInvalid] = useState(false);
  const analyze = useAnalyzeText();
  const textArea = useRef<HTMLTextAreaElement>(null);
  // A photo the server kept but could not recognise: the words describe it, the photo stays with the meal.
  const keptPhotoId = previous?.recognized === false ? (previous.photoId ?? null) : null;

  const inputRequired = () => {
    setInvalid(true);
    toast({ type: "error", title: t("meals.errors.inputRequiredTitle"), message: t("meals.errors.inputRequired") });
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    // docs/product.md §5: text analysis requires a non-empty description.
    if (text.trim().length === 0) return inputRequired();
    setInvalid(false);
    try {
      const reply = await analyze.mutateAsync({ text, lang: i18n.language === "en" ? "en" : "ru" });
      appStore.set({ currentAnalysis: analysisFromText(text, reply, keptPhotoId), originalQuery: text });
      navigate(PATHS.confirmation);
    } catch (error) {
      if (error instanceof ApiError && error.code === "INPUT_REQUIRED") return inputRequired();
      toast({ type: "error", title: t("meals.errors.analyzeText"), message: mealErrorMessage(t, error) });
    }
  }

  return (
    <ScreenWithBack title={t("meals.textInput.title")}>
      {keptPhotoId && (
        <div className="flex gap-3 rounded-2xl bg-amber-50 p-3 text-amber-900">
          {photo && <img src={photo} alt="" className="h-16 w-16 rounded-lg object-cover" />}
          <p className="text-sm">{t("meals.textInput.photoKept")}</p>
        </div>
      )}
      {!keptPhotoId && (
        <>
          <MealTypePicker value={mealType} onChange={setMealType} />
          <RecentFoods date={date} mealType={mealType} />
          <MyMeals date={date} mealType={mealType} />
        </>
      )}
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <label htmlFor="meal-text" className="text-sm text-slate-600 dark:text-slate-400">
          {t("meals.textInput.label")}
        </label>
        <textarea
          ref={textArea}
          id="meal-text"
          data-testid="meal-text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={5}
          maxLength={2000}
          aria-invalid={invalid}
          aria-describedby="meal-text-hint"
          placeholder={t("meals.textInput.hint")}
          className={`rounded-2xl border p-3 dark:bg-slate-900 ${invalid ? "border-red-500" : "border-slate-300 dark:border-slate-700"}`}
        />
        <p
          id="meal-text-hint"
          className={`text-sm ${invalid ? "text-red-600" : "text-slate-500"}`}
          role={invalid ? "alert" : undefined}
        >
          {invalid
            ? `${t("meals.errors.inputRequiredTitle")} — ${t("meals.errors.inputRequired")}`
            : t("meals.textInput.hint")}
        </p>
        <Button type="submit" disabled={analyze.isPending} data-testid="analyze-text">
          {analyze.isPending ? t("meals.textInput.analyzing") : t("meals.textInput.analyze")}
        </Button>
      </form>
      {!keptPhotoId && <QuickAdd date={date} mealType={mealType} />}
      <BarcodeScan onDescribe={() => textArea.current?.focus()} />
      <TextLink href={PATHS.myFoods} size="small">
        {t("meals.myFoodsLink")}
      </TextLink>
    </ScreenWithBack>
  );
}
