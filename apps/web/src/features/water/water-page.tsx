import { type TWaterIntakeInput, WATER_LIMITS, WATER_QUICK_AMOUNTS_ML } from "@tarelka/contracts";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { DayNav } from "../../components/day-nav";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FIELD_CLASS } from "../../components/ui/field";
import { ScreenWithBack } from "../../components/ui/screen-with-back";
import { SkeletonBlock } from "../../components/ui/skeleton";
import { TextLink } from "../../components/ui/text-link";
import { toast } from "../../components/ui/toast-store";
import { addFeatureStrings } from "../../i18n/add-feature-strings";
import { profileSetupPath } from "../../lib/paths";
import { useAppState } from "../../stores/app-store";
import { water } from "./strings";
import { useLogWater, useWaterDay } from "./water-api";

// This screen's strings load with it, not with the first route (decision 006).
addFeatureStrings({ water });

import { EntryRow } from "./entry-row";
import { HydrationAnalysis } from "./hydration-analysis";
import { failureToast, inputProblem, typedMl } from "./water-feedback";

/** docs/product.md §2 /water-tracker: the selected day's water against the profile's goal, one-tap glasses, edits. */
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
          <SkeletonBlock shape="tinted" />
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

      <HydrationAnalysis date={date} />

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
        <TextLink href={profileSetupPath("edit")} size="small">
          {t("water.toProfile")}
        </TextLink>
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
      <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2">
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
      {problem && <Alert testId="water-problem">{problem}</Alert>}
      <Button type="submit" disabled={busy} data-testid="water-add">
        {t("water.addCustom")}
      </Button>
    </form>
  );
}
