import { PROFILE_RANGES } from "@tarelka/contracts";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { FIELD_CLASS } from "../../components/ui/field";
import { toast } from "../../components/ui/toast-store";
import { addRussianCatalogs } from "../../i18n";
import { weighIn } from "../../i18n/locales/ru/weigh-in";
import { useLogWeighIn } from "../../lib/api/weight-start-up";
import { errorMessage } from "../../lib/error-message";
import { formatInputNumber, parseDecimal } from "../../lib/format";

// This form's Russian strings load with it (decision 006).
addRussianCatalogs({ weighIn });

const { min, max } = PROFILE_RANGES.weightKg;

/**
 * Today's weigh-in from the dashboard. The server makes it the profile's weight and recomputes a calorie goal
 * the person did not type (docs/product.md, Calorie goal); the toast says what the goal became, old → new.
 */
export default function WeighInForm({ initialKg, onDone }: { initialKg: number | null; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(formatInputNumber(i18n.language, initialKg));
  const [problem, setProblem] = useState(false);
  const log = useLogWeighIn();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const weightKg = parseDecimal(text);
    if (weightKg === null || weightKg < min || weightKg > max) {
      setProblem(true);
      return;
    }
    setProblem(false);
    try {
      const reply = await log.mutateAsync({ weightKg });
      const before = reply.profile?.previousCalorieGoal ?? null;
      const after = reply.profile?.user.profileData.dailyCalorieGoal ?? null;
      const overridden = reply.profile?.user.profileData.calorieGoalOverridden === true;
      toast({
        type: "success",
        title: t("weighIn.saved", { value: reply.weightKg }),
        message:
          after === null
            ? undefined
            : overridden
              ? t("weighIn.goalKept", { goal: after })
              : before !== null && before !== after
                ? t("weighIn.goalChanged", { from: before, to: after })
                : undefined,
      });
      onDone();
    } catch (error) {
      toast({ type: "error", title: t("weighIn.failed"), message: errorMessage(t, error) });
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <label className="flex flex-col gap-1 text-sm">
        {t("weighIn.field")}
        <input
          // The form opens on a tap that asked for it, so the field takes the focus at once.
          // biome-ignore lint/a11y/noAutofocus: opened by the person's own tap on "Weigh in"
          autoFocus
          inputMode="decimal"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={problem}
          aria-describedby={problem ? "weigh-in-problem" : undefined}
          data-testid="weigh-in-value"
          className={FIELD_CLASS}
        />
      </label>
      {problem && (
        <p id="weigh-in-problem" role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t("weighIn.problem", { min, max })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={log.isPending} aria-busy={log.isPending} data-testid="weigh-in-save">
          {t("weighIn.save")}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t("weighIn.cancel")}
        </Button>
      </div>
    </form>
  );
}
