import { useQueryClient } from "@tanstack/react-query";
import type { TMeal } from "@tarelka/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearch } from "wouter";
import { Button } from "../../components/ui/button";
import { LoadingScreen } from "../../components/ui/loading-screen";
import { ScreenWithBack } from "../../components/ui/screen-with-back";
import { toast } from "../../components/ui/toast-store";
import { MEALS_KEY, useMeal } from "../../lib/meals/meal-queries";
import { appStore } from "../../stores/app-store";
import { createMeal, useDeleteMeal, useUpdateMeal } from "./api/save-meal";
import { MealEditor } from "./components/meal-editor";
import { draftFromMeal, type MealDraft, photoIdOf, toDishInputs } from "./meal-draft";
import { mealErrorMessage } from "./meal-errors";
import { useSavedPhoto } from "./use-saved-photo";

/** The saved photo above the editor: a placeholder of the same size while it loads, a short note if it cannot. */
function SavedMealPhoto({ photoUrl }: { photoUrl: string | null }) {
  const { t } = useTranslation();
  const photo = useSavedPhoto(photoUrl);
  if (photo.state === "none") return null;
  if (photo.state === "failed") {
    return <p className="text-sm text-slate-500">{t("meals.editMeal.photoFailed")}</p>;
  }
  if (photo.state === "loading") {
    return <div className="h-48 animate-pulse rounded-2xl bg-slate-100 dark:bg-slate-800" aria-busy="true" />;
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

/** Spec §2 /edit-meal?id=: the confirmation editor for a saved meal, with delete and an undo toast. */
export default function EditMealPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const id = Number(new URLSearchParams(useSearch()).get("id"));
  const meal = useMeal(id);
  const [draft, setDraft] = useState<MealDraft | null>(null);
  const update = useUpdateMeal();
  const remove = useDeleteMeal();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (meal.data && !draft) setDraft(draftFromMeal(meal.data));
  }, [meal.data, draft]);

  if (meal.isError || !Number.isInteger(id) || id <= 0) {
    return (
      <main className="mx-auto flex min-h-dvh max-w-md flex-col gap-4 p-4">
        <p role="alert">{t("meals.editMeal.missing")}</p>
        <Link href="/" className="text-brand-700 underline">
          {t("common.notFound.home")}
        </Link>
      </main>
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
      navigate("/");
    } catch {
      toast({ type: "error", title: t("meals.errors.saveFailedTitle"), message: t("meals.errors.saveFailed") });
    }
  }

  async function destroy() {
    try {
      await remove.mutateAsync(id);
    } catch (error) {
      toast({ type: "error", title: t("meals.errors.deleteFailed"), message: mealErrorMessage(t, error) });
      return;
    }
    navigate("/");
    // Undo puts the meal back as it was saved (the stored photo is kept on delete for this).
    toast({
      type: "info",
      title: t("meals.editMeal.deleted"),
      action: {
        label: t("common.undo"),
        onClick: () => {
          createMeal({
            date: saved.date,
            mealType: saved.mealType,
            source: saved.source,
            originalQuery: saved.originalQuery,
            photoId: photoIdOf(saved.photoUrl),
            dishes: toDishInputs(draftFromMeal(saved).dishes),
          })
            .then(() => queryClient.invalidateQueries({ queryKey: MEALS_KEY }))
            .catch((error) =>
              toast({ type: "error", title: t("meals.errors.saveFailedTitle"), message: mealErrorMessage(t, error) }),
            );
        },
      },
    });
  }

  return (
    <ScreenWithBack title={t("meals.editMeal.title")}>
      <SavedMealPhoto photoUrl={saved.photoUrl} />
      {saved.originalQuery && <p className="text-slate-600 italic dark:text-slate-400">«{saved.originalQuery}»</p>}
      <MealEditor draft={draft} onChange={setDraft} />
      <Button onClick={save} disabled={update.isPending || draft.dishes.length === 0} data-testid="save-meal">
        {update.isPending ? t("meals.confirmation.saving") : t("meals.confirmation.save")}
      </Button>
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
