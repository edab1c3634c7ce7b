import { MY_MEAL_LIMITS, type TMealType, type TMyMeal, ZRenameMyMealRequestSchema } from "@tarelka/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDeleteMeal } from "../../lib/api/meals-start-up";
import { useCreateMyMeal, useDeleteMyMeal, useLogMyMeal, useMyMeals, useRenameMyMeal } from "../../lib/api/my-meals";
import { errorMessage } from "../../lib/error-message";
import { useDeleteWithUndo } from "../../lib/use-delete-with-undo";
import { Button } from "../ui/button";
import { FIELD_CLASS } from "../ui/field";
import { LoadFailed } from "../ui/section";
import { Skeleton } from "../ui/skeleton";
import { toast } from "../ui/toast-store";
import { logAgainWithUndo } from "./log-again";

/** One saved meal: logged in one tap; "edit" opens its rename field and delete. */
function MyMealRow({ item, date, mealType }: { item: TMyMeal; date: string; mealType: TMealType }) {
  const { t } = useTranslation();
  const id = useId();
  const log = useLogMyMeal();
  const unlog = useDeleteMeal();
  const rename = useRenameMyMeal();
  const remove = useDeleteMyMeal();
  const restore = useCreateMyMeal();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(item.name);
  const [problem, setProblem] = useState<string | null>(null);
  const deleteWithUndo = useDeleteWithUndo<TMyMeal>({
    remove: (m) => remove.mutateAsync(m.id),
    restore: (m) =>
      restore.mutateAsync({
        name: m.name,
        mealType: m.mealType,
        dishes: m.dishes.map(({ id: _id, nutrients: _nutrients, ...dish }) => dish),
      }),
    deletedTitle: t("meals.myMeals.deleted", { name: item.name }),
    onDeleteFailed: (error) =>
      toast({ type: "error", title: t("meals.myMeals.deleteFailed"), message: errorMessage(t, error) }),
    onRestoreFailed: (error) =>
      toast({ type: "error", title: t("meals.shortcuts.undoFailed"), message: errorMessage(t, error) }),
  });

  function logIt() {
    return logAgainWithUndo(
      t,
      { name: item.name, mealType },
      () => log.mutateAsync({ id: item.id, body: { date, mealType } }),
      (mealId) => unlog.mutateAsync(mealId),
    );
  }

  async function saveName(e: React.FormEvent) {
    e.preventDefault();
    const parsed = ZRenameMyMealRequestSchema.safeParse({ name });
    if (!parsed.success) {
      setProblem(t("meals.myMeals.nameRule", { max: MY_MEAL_LIMITS.nameMax }));
      return;
    }
    setProblem(null);
    try {
      await rename.mutateAsync({ id: item.id, name: parsed.data.name });
      setEditing(false);
    } catch (error) {
      toast({ type: "error", title: t("meals.myMeals.renameFailed"), message: errorMessage(t, error) });
    }
  }

  return (
    <li className="flex flex-col gap-2" data-testid="my-meal">
      <div className="flex items-stretch gap-2">
        <button
          type="button"
          onClick={logIt}
          disabled={log.isPending}
          data-testid="my-meal-log"
          aria-label={t("meals.myMeals.logLabel", { name: item.name, kcal: item.totals.calories })}
          className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-xl border border-slate-200 px-3 py-2 text-left disabled:opacity-60 dark:border-slate-800"
        >
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="break-words font-medium">{item.name}</span>
            <span className="line-clamp-2 text-sm text-slate-600 dark:text-slate-400">
              {t("meals.myMeals.summary", {
                kcal: item.totals.calories,
                dishes: item.dishes.map((d) => d.name).join(", "),
              })}
            </span>
          </span>
          <span
            aria-hidden="true"
            className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg leading-none text-white"
          >
            +
          </span>
        </button>
        <button
          type="button"
          onClick={() => setEditing((v) => !v)}
          aria-expanded={editing}
          aria-controls={`${id}-edit`}
          aria-label={t("meals.myMeals.editLabel", { name: item.name })}
          data-testid="my-meal-edit"
          className="min-h-11 min-w-11 rounded-xl border border-slate-200 px-2 text-slate-700 dark:border-slate-800 dark:text-slate-300"
        >
          ✎
        </button>
      </div>
      {editing && (
        <form id={`${id}-edit`} onSubmit={saveName} noValidate className="flex flex-col gap-2">
          <label htmlFor={`${id}-name`} className="text-sm text-slate-600 dark:text-slate-400">
            {t("meals.myMeals.nameLabel")}
          </label>
          <input
            id={`${id}-name`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={MY_MEAL_LIMITS.nameMax}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-problem` : undefined}
            data-testid="my-meal-name"
            className={FIELD_CLASS}
          />
          {problem && (
            <p id={`${id}-problem`} role="alert" className="text-sm text-red-600">
              {problem}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={rename.isPending} data-testid="my-meal-rename">
              {t("meals.myMeals.rename")}
            </Button>
            <button
              type="button"
              onClick={() => deleteWithUndo(item)}
              disabled={remove.isPending}
              data-testid="my-meal-delete"
              className="inline-flex min-h-11 items-center rounded-xl px-5 font-medium text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-slate-900"
            >
              {t("meals.myMeals.delete")}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}

/**
 * The person's saved meals (GET /api/my-meals), each logged again in one tap as a new meal of `mealType` on
 * `date`, with an undo; renamed and deleted (with an undo) in place.
 */
export function MyMeals({ date, mealType }: { date: string; mealType: TMealType }) {
  const { t } = useTranslation();
  const titleId = useId();
  const list = useMyMeals();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3" data-testid="my-meals">
      <h2 id={titleId} className="font-semibold">
        {t("meals.myMeals.title")}
      </h2>
      {list.isPending ? (
        <Skeleton cards={1} testId="my-meals-loading" />
      ) : list.isError ? (
        <LoadFailed
          message={`${t("meals.myMeals.loadFailed")} ${errorMessage(t, list.error)}`}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
          testId="my-meals-error"
        />
      ) : list.data.items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="my-meals-empty">
          {t("meals.myMeals.empty")}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.data.items.map((item) => (
            <MyMealRow key={item.id} item={item} date={date} mealType={mealType} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * "Save as my meal" for a logged meal (POST /api/my-meals with its id): a name field, filled with the meal type's
 * "my …" name, and a save button. The 201st is refused with its own words (MY_MEALS_LIMIT_REACHED).
 */
export function SaveAsMyMeal({ mealId, mealType }: { mealId: number; mealType: TMealType }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useCreateMyMeal();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(() => t(`meals.myMeals.defaultName.${mealType}`));
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = ZRenameMyMealRequestSchema.safeParse({ name });
    if (!parsed.success) {
      setProblem(t("meals.myMeals.nameRule", { max: MY_MEAL_LIMITS.nameMax }));
      return;
    }
    setProblem(null);
    try {
      await save.mutateAsync({ name: parsed.data.name, mealId });
    } catch (error) {
      setProblem(errorMessage(t, error));
      return;
    }
    setOpen(false);
    toast({ type: "success", title: t("meals.myMeals.saved", { name: parsed.data.name }) });
  }

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="save-as-my-meal">
        {t("meals.myMeals.saveAs")}
      </Button>
    );
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 p-3 dark:border-slate-800"
      data-testid="save-as-my-meal-form"
    >
      <label htmlFor={`${id}-name`} className="text-sm text-slate-600 dark:text-slate-400">
        {t("meals.myMeals.newNameLabel")}
      </label>
      <input
        id={`${id}-name`}
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={MY_MEAL_LIMITS.nameMax}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-problem` : undefined}
        data-testid="my-meal-new-name"
        className={FIELD_CLASS}
      />
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-600" data-testid="save-as-my-meal-problem">
          {problem}
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={save.isPending} data-testid="save-as-my-meal-submit">
        {save.isPending ? t("meals.myMeals.saving") : t("meals.myMeals.saveAs")}
      </Button>
    </form>
  );
}
