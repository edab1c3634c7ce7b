import {
  PROFILE_RANGES,
  type TWeightEntry,
  type TWeightLogInput,
  WEIGHT_LOG_LIMITS,
  ZWeightLogInputSchema,
} from "@tarelka/contracts";
import type { TFunction } from "i18next";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FIELD_CLASS } from "../../components/ui/field";
import { toast } from "../../components/ui/toast-store";
import { currentLanguage } from "../../i18n";
import { ApiError } from "../../lib/api-client";
import { errorMessage } from "../../lib/error-message";
import { parseDecimal } from "../../lib/format";
import { todayIso } from "../../stores/app-store";
import { useLogWeight } from "./analytics-api";
import { formatKg, formatNumber, formatShortDate } from "./format";

/** The look of this screen's text fields (the water screen's). */

/** docs/product.md §8: a failed weight call says which action failed, then why, in the person's language. */
export function weightFailureToast(t: TFunction, action: "log" | "delete", error: unknown): void {
  const full = error instanceof ApiError && error.code === "WEIGHT_LOG_LIMIT_REACHED";
  toast({
    type: "error",
    title: t(`analytics.weight.errors.${action}`),
    message: full
      ? t("analytics.weight.errors.full", { max: formatNumber(currentLanguage(), WEIGHT_LOG_LIMITS.entriesMax) })
      : errorMessage(t, error),
  });
}

/** The first problem with a typed weigh-in, found by the shared contract, in the person's language. */
function inputProblem(t: TFunction, input: TWeightLogInput): string | null {
  const parsed = ZWeightLogInputSchema.safeParse(input);
  if (parsed.success) return null;
  switch (parsed.error.issues[0]?.path[0]) {
    case "notes":
      return t("analytics.weight.errors.notes", { max: WEIGHT_LOG_LIMITS.notesMax });
    case "date":
      return t("analytics.weight.errors.date");
    default:
      return t("analytics.weight.errors.weight", {
        min: PROFILE_RANGES.weightKg.min,
        max: PROFILE_RANGES.weightKg.max,
      });
  }
}

/**
 * Today's weigh-in, or another day's. The contract keeps one weigh-in per date and a second replaces the first,
 * so the form says so, and names the weight it would replace when the period shows one on the chosen date.
 */
export function WeightForm({ entries }: { entries: readonly TWeightEntry[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const log = useLogWeight();
  const [weight, setWeight] = useState("");
  const [date, setDate] = useState(todayIso);
  const [notes, setNotes] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const replaced = entries.find((e) => e.date === date);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Unreadable text becomes NaN, which the contract refuses with the weight message like any other bad number.
    const input: TWeightLogInput = {
      weightKg: parseDecimal(weight) ?? Number.NaN,
      // An emptied date field means today, as the contract's own default.
      date: date || undefined,
      notes: notes.trim() || undefined,
    };
    const found = inputProblem(t, input);
    setProblem(found);
    if (found) return;
    try {
      const entry = await log.mutateAsync(input);
      const value = formatKg(lang, entry.weightKg);
      toast({
        type: "success",
        title: replaced
          ? t("analytics.weight.replaced", { date: formatShortDate(lang, entry.date), value })
          : t("analytics.weight.saved", { value }),
      });
      setWeight("");
      setNotes("");
      setDate(todayIso());
    } catch (error) {
      weightFailureToast(t, "log", error);
    }
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 dark:bg-slate-900"
      noValidate
      data-testid="weight-form"
    >
      <h3 className="text-sm font-semibold">{t("analytics.weight.formTitle")}</h3>
      <div className="grid grid-cols-2 gap-2">
        <label className="flex flex-col gap-1 text-sm">
          {t("analytics.weight.weightLabel")}
          <input
            inputMode="decimal"
            autoComplete="off"
            value={weight}
            onChange={(e) => setWeight(e.target.value)}
            placeholder={t("analytics.weight.weightPlaceholder")}
            aria-invalid={problem !== null}
            data-testid="weight-input"
            className={FIELD_CLASS}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("analytics.weight.dateLabel")}
          <input
            type="date"
            value={date}
            max={todayIso()}
            onChange={(e) => setDate(e.target.value)}
            data-testid="weight-date"
            className={FIELD_CLASS}
          />
        </label>
      </div>
      <label className="flex flex-col gap-1 text-sm">
        {t("analytics.weight.notesLabel")}
        <input
          value={notes}
          maxLength={WEIGHT_LOG_LIMITS.notesMax + 1}
          onChange={(e) => setNotes(e.target.value)}
          placeholder={t("analytics.weight.notesPlaceholder")}
          data-testid="weight-notes"
          className={FIELD_CLASS}
        />
      </label>
      <p className="text-xs text-slate-600 dark:text-slate-300" data-testid="weight-hint">
        {replaced
          ? t("analytics.weight.replacesHint", {
              date: formatShortDate(lang, replaced.date),
              value: formatKg(lang, replaced.weightKg),
            })
          : t("analytics.weight.sameDateHint")}
      </p>
      {problem && <Alert testId="weight-problem">{problem}</Alert>}
      <Button type="submit" disabled={log.isPending} data-testid="weight-submit">
        {t("analytics.weight.submit")}
      </Button>
    </form>
  );
}
