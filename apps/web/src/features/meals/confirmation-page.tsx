import type { TMealAnalysis } from "@tarelka/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { Button } from "../../components/ui/button";
import { PageColumn } from "../../components/ui/page-column";
import { ScreenWithBack } from "../../components/ui/screen-with-back";
import { TextLink } from "../../components/ui/text-link";
import { toast } from "../../components/ui/toast-store";
import { addRussianCatalogs } from "../../i18n";
import { meals } from "../../i18n/locales/ru/meals";
import { useCreateMeal } from "../../lib/api/meals";
import { PATHS } from "../../lib/paths";
import { appStore, todayIso, useAppState } from "../../stores/app-store";
import { CorrectInWords } from "./components/correct-in-words";
import { MealEditor } from "./components/meal-editor";
import { draftDishes, type MealDraft, toDishInputs } from "./meal-draft";
import { mealCorrection } from "./strings/ru";

// The meal screens' Russian strings load with them; the meal words come with the first route (decision 006).
addRussianCatalogs({ meals, mealCorrection });

/** docs/product.md §2 /confirmation: the analysis (docs/product.md §3 currentAnalysis) made editable, then saved as a meal. */
export default function ConfirmationPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const analysis = useAppState((s) => s.currentAnalysis as TMealAnalysis | null);
  const photo = useAppState((s) => s.capturedPhoto);
  const selectedDate = useAppState((s) => s.selectedDate);
  const selectedMealType = useAppState((s) => s.selectedMealType);
  // The draft lives here, so a failed save keeps every edit (docs/product.md §2).
  const [draft, setDraft] = useState<MealDraft | null>(() =>
    analysis
      ? { dishes: draftDishes(analysis.dishes), mealType: selectedMealType, date: selectedDate || todayIso() }
      : null,
  );
  const create = useCreateMeal();

  if (!analysis || !draft) {
    return (
      <PageColumn>
        <p>{t("meals.confirmation.noAnalysis")}</p>
        <TextLink href={PATHS.textInput}>{t("common.nav.textInput")}</TextLink>
        <TextLink href={PATHS.camera}>{t("common.nav.camera")}</TextLink>
      </PageColumn>
    );
  }

  async function save() {
    if (!analysis || !draft || draft.dishes.length === 0) return;
    try {
      const meal = await create.mutateAsync({
        date: draft.date,
        mealType: draft.mealType,
        source: analysis.source,
        originalQuery: analysis.originalQuery,
        photoId: analysis.photoId,
        dishes: toDishInputs(draft.dishes),
      });
      appStore.clearAnalysis();
      appStore.set({ selectedDate: meal.date });
      toast({ type: "success", title: t("meals.confirmation.saved") });
      navigate(PATHS.dashboard);
    } catch {
      // docs/product.md §8: 'Save Failed — Unable to save your meal. Please try again.'; the draft stays as it was.
      toast({ type: "error", title: t("meals.errors.saveFailedTitle"), message: t("meals.errors.saveFailed") });
    }
  }

  return (
    <ScreenWithBack title={t("meals.confirmation.title")}>
      {photo && <img src={photo} alt="" className="max-h-56 w-full rounded-2xl object-cover" />}
      {analysis.originalQuery && (
        <p className="text-slate-600 italic dark:text-slate-400">«{analysis.originalQuery}»</p>
      )}
      {analysis.unmatched.length > 0 && (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900" data-testid="unmatched">
          {t("meals.confirmation.unmatched", { items: analysis.unmatched.join(", ") })}
        </p>
      )}
      <MealEditor draft={draft} onChange={setDraft} />
      {/* docs/decisions/023-correction-in-words.md: the dishes shown, corrected by a remark in words. */}
      <CorrectInWords dishes={draft.dishes} onChange={(dishes) => setDraft((d) => d && { ...d, dishes })} />
      <Button onClick={save} disabled={create.isPending || draft.dishes.length === 0} data-testid="save-meal">
        {create.isPending ? t("meals.confirmation.saving") : t("meals.confirmation.save")}
      </Button>
    </ScreenWithBack>
  );
}
