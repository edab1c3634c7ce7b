import type { TMeal } from "@tarelka/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearch } from "wouter";
import { StarMeal } from "../../components/meal-shortcuts/favourites";
import { SaveAsMyMeal } from "../../components/meal-shortcuts/my-meals";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { LoadingScreen } from "../../components/ui/loading-screen";
import { PageColumn } from "../../components/ui/page-column";
import { ScreenWithBack } from "../../components/ui/screen-with-back";
import { SkeletonBlock } from "../../components/ui/skeleton";
import { TextLink } from "../../components/ui/text-link";
import { toast } from "../../components/ui/toast-store";
import { addRussianCatalogs } from "../../i18n";
import { meals } from "../../i18n/locales/ru/meals";
import { useCopyMeal, useCreateMeal, useDeleteMeal, useMeal, useUpdateMeal } from "../../lib/api/meals";
import { ApiError } from "../../lib/api-client";
import { PATHS } from "../../lib/paths";
import { useDeleteWithUndo } from "../../lib/use-delete-with-undo";
import { appStore, todayIso } from "../../stores/app-store";
import { MealEditor } from "./components/meal-editor";
import { draftFromMeal, type MealDraft, photoIdOf, toDishInputs } from "./meal-draft";
import { mealErrorMessage } from "./meal-errors";
import { useSavedPhoto } from "./use-saved-photo";

// The meal screens' Russian strings load with them; the meal words come with the first route (decision 006).
addRussianCatalogs({ meals });

/** The saved photo above the editor: a placeholder of the same size while it loads, a short note if it cannot. */
function SavedMealPhoto({ photoUrl }: { photoUrl: string | null }) {
  const { t } = useTranslation();
  const photo = useSavedPhoto(photoUrl);
  if (photo.state === "none") return null;
  if (photo.state === "failed") {
    return <p className="text-sm text-slate-500">{t("meals.editMeal.photoFailed")}</p>;
  }
  if (photo.state === "loading") {
    return <SkeletonBlock shape="photo" />;
  }
  return (
    <img
      src={photo.src}
      alt={t("meals.editMeal.photoAlt")}
      className="h-48 w-full rounded-2xl object-cover"
      data-testid="saved-photo"
    />
  );
}

/** docs/product.md §2 /edit-meal?id=: the confirmation editor for a saved meal, with delete and an undo toast. */
export default function EditMealPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const id = Number(new URLSearchParams(useSearch()).get("id"));
  const meal = useMeal(id);
  const [draft, setDraft] = useState<MealDraft | null>(null);
  const update = useUpdateMeal();
  const remove = useDeleteMeal();
  const recreate = useCreateMeal();
  const copy = useCopyMeal();
  // Undo puts the meal back as it was saved (the stored photo is kept on delete for this).
  const deleteWithUndo = useDeleteWithUndo<TMeal>({
    remove: (meal) => remove.mutateAsync(meal.id),
    restore: (meal) =>
      recreate.mutateAsync({
        date: meal.date,
        mealType: meal.mealType,
        source: meal.source,
        originalQuery: meal.originalQuery,
        photoId: photoIdOf(meal.photoUrl),
        dishes: toDishInputs(draftFromMeal(meal).dishes),
      }),
    deletedTitle: t("meals.editMeal.deleted"),
    onDeleteFailed: (error) =>
      toast({ type: "error", title: t("meals.errors.deleteFailed"), message: mealErrorMessage(t, error) }),
    onRestoreFailed: (error) =>
      toast({ type: "error", title: t("meals.errors.saveFailedTitle"), message: mealErrorMessage(t, error) }),
    onDeleted: () => navigate(PATHS.dashboard),
  });

  useEffect(() => {
    if (meal.data && !draft) setDraft(draftFromMeal(meal.data));
  }, [meal.data, draft]);

  // Only a 404 (or an address without an id) means there is no such meal; any other failure says what went wrong
  // and offers to read again (docs/code-style.md §7), since the meal may well be there.
  if (!Number.isInteger(id) || id <= 0 || (meal.error instanceof ApiError && meal.error.status === 404)) {
    return (
      <PageColumn>
        <p role="alert">{t("meals.editMeal.missing")}</p>
        <TextLink href={PATHS.dashboard}>{t("common.notFound.home")}</TextLink>
      </PageColumn>
    );
  }
  if (meal.isError) {
    return (
      <ScreenWithBack title={t("meals.editMeal.title")}>
        <Alert size="normal">{mealErrorMessage(t, meal.error)}</Alert>
        <Button
          variant="secondary"
          onClick={() => void meal.refetch()}
          disabled={meal.isFetching}
          aria-busy={meal.isFetching}
          data-testid="retry-meal"
        >
          {t("common.retry")}
        </Button>
      </ScreenWithBack>
    );
  }
  if (!meal.data || !draft) return <LoadingScreen />;
  const saved: TMeal = meal.data;

  async function save() {
    if (!draft) return;
    try {
      const updated = await update.mutateAsync({
        id,
        body: { date: draft.date, mealType: draft.mealType, dishes: toDishInputs(draft.dishes) },
      });
      appStore.set({ selectedDate: updated.date });
      toast({ type: "success", title: t("meals.editMeal.updated") });
      navigate(PATHS.dashboard);
    } catch {
      toast({ type: "error", title: t("meals.errors.saveFailedTitle"), message: t("meals.errors.saveFailed") });
    }
  }

  const destroy = () => deleteWithUndo(saved);

  // A meal of another day logged again today as it was saved (POST /api/meals/:id/copy), then shown on the dashboard.
  async function copyToToday() {
    const today = todayIso();
    try {
      await copy.mutateAsync({ id, body: { date: today, mealType: saved.mealType } });
      appStore.set({ selectedDate: today });
      toast({ type: "success", title: t("meals.editMeal.copied") });
      navigate(PATHS.dashboard);
    } catch (error) {
      toast({ type: "error", title: t("meals.editMeal.copyFailed"), message: mealErrorMessage(t, error) });
    }
  }

  return (
    <ScreenWithBack title={t("meals.editMeal.title")}>
      <SavedMealPhoto photoUrl={saved.photoUrl} />
      {saved.originalQuery && <p className="text-slate-600 italic dark:text-slate-400">«{saved.originalQuery}»</p>}
      <MealEditor draft={draft} onChange={setDraft} />
      <Button onClick={save} disabled={update.isPending || draft.dishes.length === 0} data-testid="save-meal">
        {update.isPending ? t("meals.confirmation.saving") : t("meals.confirmation.save")}
      </Button>
      {saved.date !== todayIso() && (
        <Button
          variant="secondary"
          onClick={copyToToday}
          disabled={copy.isPending}
          aria-busy={copy.isPending}
          data-testid="copy-meal-to-today"
        >
          {copy.isPending ? t("meals.editMeal.copying") : t("meals.editMeal.copyToToday")}
        </Button>
      )}
      <StarMeal mealId={saved.id} name={saved.dishes.map((d) => d.name).join(", ")} />
      <SaveAsMyMeal mealId={saved.id} mealType={saved.mealType} />
      <Button
        variant="ghost"
        onClick={destroy}
        disabled={remove.isPending}
        data-testid="delete-meal"
        className="text-red-600"
      >
        {t("meals.editMeal.delete")}
      </Button>
    </ScreenWithBack>
  );
}
