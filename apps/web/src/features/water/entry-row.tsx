import type { TWaterIntake } from "@tarelka/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { useDeleteWithUndo } from "../../lib/use-delete-with-undo";
import { EntryEditForm } from "./entry-edit-form";
import { useDeleteWater, useLogWater } from "./water-api";
import { failureToast } from "./water-feedback";

/** One entry: its time, amount and note; edited in place, deleted with an undo that logs it again. */
export function EntryRow({ entry }: { entry: TWaterIntake }) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteWater();
  const relog = useLogWater();
  const [editing, setEditing] = useState(false);
  const time = new Date(entry.createdAt).toLocaleTimeString(i18n.language, { hour: "2-digit", minute: "2-digit" });
  const deleteWithUndo = useDeleteWithUndo<TWaterIntake>({
    remove: (intake) => remove.mutateAsync(intake.id),
    restore: (intake) =>
      relog.mutateAsync({
        volumeMl: intake.volumeMl,
        notes: intake.notes ?? undefined,
        source: intake.source,
        date: intake.date,
      }),
    deletedTitle: t("water.deleted"),
    onDeleteFailed: (error) => failureToast(t, "delete", error),
    onRestoreFailed: (error) => failureToast(t, "log", error),
  });
  const destroy = () => deleteWithUndo(entry);

  if (editing) {
    return (
      <li className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
        <EntryEditForm entry={entry} onDone={() => setEditing(false)} />
      </li>
    );
  }

  return (
    <li
      className="flex items-center gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
      data-testid="water-entry"
    >
      <span className="text-sm text-slate-500 tabular-nums">{time}</span>
      <span className="min-w-0 flex-1">
        <span className="font-medium whitespace-nowrap">{t("water.entry", { value: entry.volumeMl })}</span>
        {entry.notes && <span className="block text-sm text-slate-600 dark:text-slate-400">{entry.notes}</span>}
      </span>
      <Button variant="ghost" className="px-2!" onClick={() => setEditing(true)} data-testid="water-edit">
        {t("water.edit")}
      </Button>
      <button
        type="button"
        onClick={() => void destroy()}
        disabled={remove.isPending}
        aria-label={t("water.remove", { value: entry.volumeMl })}
        data-testid="water-remove"
        className="min-h-11 min-w-11 rounded-lg text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        ✕
      </button>
    </li>
  );
}
