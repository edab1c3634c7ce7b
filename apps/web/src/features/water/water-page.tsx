import { useQueryClient } from "@tanstack/react-query";
import {
  type TWaterIntake,
  type TWaterIntakeInput,
  WATER_LIMITS,
  WATER_QUICK_AMOUNTS_ML,
  ZWaterIntakeInputSchema,
} from "@tarelka/contracts";
import type { TFunction } from "i18next";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { DayNav } from "../../components/day-nav";
import { Button } from "../../components/ui/button";
import { FIELD_CLASS } from "../../components/ui/field";
import { ScreenWithBack } from "../../components/ui/screen-with-back";
import { toast } from "../../components/ui/toast-store";
import { addRussianCatalogs } from "../../i18n";
import { water } from "../../i18n/locales/ru/water";
import { ApiError } from "../../lib/api-client";
import { errorMessage } from "../../lib/error-message";
import { useAppState } from "../../stores/app-store";
import { logWater, useDeleteWater, useLogWater, useUpdateWater, useWaterDay, WATER_KEY } from "./water-api";

// This screen's Russian strings load with it, not with the first route (issue 7).
addRussianCatalogs({ water });

type Failure = "log" | "update" | "delete";

/** Spec §8: a failed water call says which action failed, then why, in the person's language. */
function failureToast(t: TFunction, failure: Failure, error: unknown) {
  const dayFull = error instanceof ApiError && error.code === "WATER_DAY_LIMIT_REACHED";
  toast({
    type: "error",
    title: t(`water.errors.${failure}`),
    message: dayFull ? t("water.errors.dayFull") : errorMessage(t, error),
  });
}

/** Millilitres as typed; a decimal comma reads as a point, so "250,5" is refused as fractional rather than as text. */
const typedMl = (text: string) => Number(text.replace(",", "."));

/** The look of this screen's text fields. */

/** The first problem with a typed amount and note, checked by the shared contract, in the person's language. */
function inputProblem(t: TFunction, input: TWaterIntakeInput): string | null {
  const parsed = ZWaterIntakeInputSchema.safeParse(input);
  if (parsed.success) return null;
  return parsed.error.issues[0]?.path[0] === "notes"
    ? t("water.errors.notes", { max: WATER_LIMITS.notesMax })
    : t("water.errors.volume", { max: WATER_LIMITS.volumeMlMax });
}

/** Spec §2 /water-tracker: the selected day's water against the profile's goal, one-tap glasses, edits. */
export default function WaterPage() {
  const { t } = useTranslation();
  const date = useAppState((s) => s.selectedDate);
  const day = useWaterDay(date);
  const log = useLogWater();

  const add = (input: TWaterIntakeInput) =>
    log.mutateAsync(input).then(
      (entry) => {
        toast({ type: "success", title: t("water.added", { value: entry.volumeMl }) });
        return true;
      },
      (error: unknown) => {
        failureToast(t, "log", error);
        return false;
      },
    );

  return (
    <ScreenWithBack title={t("water.title")} gap="gap-5">
      <DayNav />

      <section className="flex flex-col gap-3 rounded-2xl bg-sky-50 p-4 dark:bg-slate-900" aria-live="polite">
        {day.isPending ? (
          <div className="h-16 animate-pulse rounded-xl bg-white/60 dark:bg-slate-800" aria-busy="true" />
        ) : day.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2">
            <p className="text-red-600">{t("water.loadFailed")}</p>
            <Button variant="secondary" onClick={() => void day.refetch()}>
              {t("water.retry")}
            </Button>
          </div>
        ) : (
          <Progress totalMl={day.data.totalMl} goalMl={day.data.goalMl} />
        )}
      </section>

      <section className="flex flex-col gap-2">
        <h2 className="font-semibold">{t("water.quickAdd")}</h2>
        <div className="grid grid-cols-4 gap-2">
          {WATER_QUICK_AMOUNTS_ML.map((volumeMl) => (
            <Button
              key={volumeMl}
              variant="secondary"
              className="px-2"
              disabled={log.isPending}
              onClick={() => void add({ volumeMl, source: "quick", date })}
              data-testid={`water-quick-${volumeMl}`}
            >
              {t("water.add", { value: volumeMl })}
            </Button>
          ))}
        </div>
      </section>

      <CustomAmount
        busy={log.isPending}
        onAdd={(volumeMl, notes) => add({ volumeMl, notes, source: "manual", date })}
      />

      <section className="flex flex-col gap-2">
        <h2 className="font-semibold">{t("water.entries")}</h2>
        {day.data && day.data.entries.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300" data-testid="water-empty">
            {t("water.emptyDay")}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {day.data?.entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </section>
    </ScreenWithBack>
  );
}

function Progress({ totalMl, goalMl }: { totalMl: number; goalMl: number | null }) {
  const { t } = useTranslation();
  if (goalMl === null || goalMl <= 0) {
    return (
      <>
        <p className="text-2xl font-semibold" data-testid="water-total" data-value={totalMl}>
          {t("water.drunk", { total: totalMl })}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("water.noGoal")}</p>
        <Link href="/profile-setup/edit" className="text-sm text-brand-700 underline dark:text-brand-500">
          {t("water.toProfile")}
        </Link>
      </>
    );
  }
  const pct = Math.min(100, Math.round((totalMl / goalMl) * 100));
  return (
    <>
      <p className="text-2xl font-semibold" data-testid="water-total" data-value={totalMl}>
        {t("water.drunkOfGoal", { total: totalMl, goal: goalMl })}
      </p>
      <div
        className="h-3 overflow-hidden rounded-full bg-white dark:bg-slate-800"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={goalMl}
        aria-valuenow={Math.min(totalMl, goalMl)}
        aria-label={t("water.title")}
      >
        <div className="h-full bg-sky-500" style={{ width: `${pct}%` }} />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="water-left">
        {totalMl >= goalMl ? t("water.reached") : t("water.left", { value: goalMl - totalMl })}
      </p>
    </>
  );
}

/** Any amount, with an optional note; the typed values stay when saving fails. */
function CustomAmount({
  busy,
  onAdd,
}: {
  busy: boolean;
  onAdd: (volumeMl: number, notes?: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [volume, setVolume] = useState("");
  const [notes, setNotes] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // An empty field reads as 0 ml, which the contract refuses with the volume message.
    const volumeMl = typedMl(volume);
    const input = { volumeMl, notes: notes.trim() || undefined };
    const found = inputProblem(t, input);
    setProblem(found);
    if (found) return;
    if (await onAdd(volumeMl, input.notes)) {
      setVolume("");
      setNotes("");
    }
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 p-3 dark:border-slate-800"
      noValidate
    >
      <h2 className="font-semibold">{t("water.customTitle")}</h2>
      <div className="grid grid-cols-[7rem_1fr] gap-2">
        <label className="flex flex-col gap-1 text-sm">
          {t("water.volumeLabel")}
          <input
            inputMode="numeric"
            value={volume}
            onChange={(e) => setVolume(e.target.value)}
            aria-invalid={problem !== null}
            data-testid="water-volume"
            className={FIELD_CLASS}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("water.notesLabel")}
          <input
            value={notes}
            maxLength={WATER_LIMITS.notesMax + 1}
            onChange={(e) => setNotes(e.target.value)}
            placeholder={t("water.notesPlaceholder")}
            data-testid="water-notes"
            className={FIELD_CLASS}
          />
        </label>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-600" data-testid="water-problem">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={busy} data-testid="water-add">
        {t("water.addCustom")}
      </Button>
    </form>
  );
}

/** One entry: its time, amount and note; edited in place, deleted with an undo that logs it again. */
function EntryRow({ entry }: { entry: TWaterIntake }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateWater();
  const remove = useDeleteWater();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [volume, setVolume] = useState(String(entry.volumeMl));
  const [notes, setNotes] = useState(entry.notes ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const time = new Date(entry.createdAt).toLocaleTimeString(i18n.language, { hour: "2-digit", minute: "2-digit" });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const volumeMl = typedMl(volume);
    const found = inputProblem(t, { volumeMl, notes });
    setProblem(found);
    if (found) return;
    try {
      await update.mutateAsync({ id: entry.id, patch: { volumeMl, notes: notes.trim() || null } });
      setEditing(false);
      toast({ type: "success", title: t("water.updated") });
    } catch (error) {
      failureToast(t, "update", error);
    }
  };

  const destroy = async () => {
    try {
      await remove.mutateAsync(entry.id);
    } catch (error) {
      failureToast(t, "delete", error);
      return;
    }
    toast({
      type: "info",
      title: t("water.deleted"),
      action: {
        label: t("common.undo"),
        onClick: () => {
          // The row is gone by now; the query client outlives it and refreshes the day.
          logWater({
            volumeMl: entry.volumeMl,
            notes: entry.notes ?? undefined,
            source: entry.source,
            date: entry.date,
          })
            .then(() => queryClient.invalidateQueries({ queryKey: WATER_KEY }))
            .catch((error: unknown) => failureToast(t, "log", error));
        },
      },
    });
  };

  if (editing) {
    return (
      <li className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
        <form onSubmit={save} className="flex flex-col gap-2" noValidate>
          <div className="grid grid-cols-[7rem_1fr] gap-2">
            <input
              inputMode="numeric"
              value={volume}
              onChange={(e) => setVolume(e.target.value)}
              aria-label={t("water.volumeLabel")}
              data-testid="water-edit-volume"
              className={FIELD_CLASS}
            />
            <input
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              aria-label={t("water.notesLabel")}
              data-testid="water-edit-notes"
              className={FIELD_CLASS}
            />
          </div>
          {problem && (
            <p role="alert" className="text-sm text-red-600">
              {problem}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit" disabled={update.isPending} data-testid="water-edit-save">
              {t("water.save")}
            </Button>
            <Button variant="ghost" onClick={() => setEditing(false)}>
              {t("water.cancel")}
            </Button>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li
      className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
      data-testid="water-entry"
    >
      <span className="text-sm text-slate-500 tabular-nums">{time}</span>
      <span className="flex-1">
        <span className="font-medium">{t("water.entry", { value: entry.volumeMl })}</span>
        {entry.notes && <span className="block text-sm text-slate-600 dark:text-slate-400">{entry.notes}</span>}
      </span>
      <Button variant="ghost" className="px-3" onClick={() => setEditing(true)} data-testid="water-edit">
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
