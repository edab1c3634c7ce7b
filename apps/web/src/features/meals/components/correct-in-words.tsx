import type { TCorrectAnalysisResponse, TCorrectionChange } from "@tarelka/contracts/meal-correction";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { FIELD_CLASS } from "../../../components/ui/field";
import { correctDishes, dishesAfter, itemsOf } from "../correction";
import type { DraftDish } from "../meal-draft";

type Outcome =
  | { kind: "changed"; changes: TCorrectionChange[]; unmatched: string[] }
  | { kind: "refused"; reply: Extract<TCorrectAnalysisResponse, { understood: false }> }
  | { kind: "undone" }
  | { kind: "error" };

const grams = (n: number) => Math.round(n);

/**
 * "Поправить словами" on the confirmation screen (docs/decisions/023-correction-in-words.md): a remark typed in
 * words changes the dishes shown, the screen says what changed, and each correction can be undone in turn. A remark
 * the server cannot read changes nothing and says why.
 */
export function CorrectInWords({
  dishes,
  onChange,
}: {
  dishes: readonly DraftDish[];
  onChange: (dishes: DraftDish[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The dishes before each applied correction, newest last.
  const [history, setHistory] = useState<DraftDish[][]>([]);

  const lineOf = (c: TCorrectionChange) => {
    switch (c.kind) {
      case "grams":
        return t("mealCorrection.grams", { name: c.name, from: grams(c.from), to: grams(c.to) });
      case "removed":
        return t("mealCorrection.removed", { name: c.name });
      case "added":
        return t("mealCorrection.added", { name: c.name, grams: grams(c.grams) });
      case "replaced":
        return t("mealCorrection.replaced", { name: c.name, to: c.to, grams: grams(c.grams) });
    }
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const correction = text.trim();
    if (!correction || busy || dishes.length === 0) return;
    setBusy(true);
    try {
      const reply = await correctDishes({
        items: itemsOf(dishes),
        correction,
        lang: i18n.language === "en" ? "en" : "ru",
      });
      if (reply.understood) {
        setHistory((h) => [...h, [...dishes]]);
        onChange(dishesAfter(dishes, reply));
        setOutcome({ kind: "changed", changes: reply.changes, unmatched: reply.unmatched });
        setText("");
      } else {
        setOutcome({ kind: "refused", reply });
      }
    } catch {
      setOutcome({ kind: "error" });
    } finally {
      setBusy(false);
    }
  }

  function undo() {
    const previous = history[history.length - 1];
    if (!previous) return;
    setHistory((h) => h.slice(0, -1));
    onChange(previous);
    setOutcome({ kind: "undone" });
  }

  return (
    <section className="flex flex-col gap-2" data-testid="correct-in-words">
      <form onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor={inputId} className="font-medium">
          {t("mealCorrection.label")}
        </label>
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {t("mealCorrection.hint")}
        </p>
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            type="text"
            value={text}
            maxLength={300}
            onChange={(e) => setText(e.target.value)}
            placeholder={t("mealCorrection.placeholder")}
            aria-describedby={hintId}
            autoComplete="off"
            enterKeyHint="done"
            data-testid="correction-input"
            className={`${FIELD_CLASS} min-w-0 flex-[1_1_12rem]`}
          />
          <Button
            type="submit"
            variant="secondary"
            disabled={busy || text.trim().length === 0 || dishes.length === 0}
            data-testid="correction-apply"
            className="flex-[1_0_auto]"
          >
            {busy ? t("mealCorrection.applying") : t("mealCorrection.apply")}
          </Button>
        </div>
      </form>
      <div aria-live="polite" data-testid="correction-outcome">
        {outcome?.kind === "changed" && (
          <div className="rounded-xl bg-brand-50 p-3 text-sm dark:bg-slate-900">
            <p className="font-medium">{t("mealCorrection.changesTitle")}</p>
            <ul className="list-disc pl-5" data-testid="correction-changes">
              {outcome.changes.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a correction's lines are shown once, never reordered.
                <li key={i}>{lineOf(c)}</li>
              ))}
            </ul>
            {outcome.unmatched.length > 0 && (
              <p className="mt-1 text-amber-900 dark:text-amber-300">
                {t("mealCorrection.unmatched", { items: outcome.unmatched.join(", ") })}
              </p>
            )}
          </div>
        )}
        {outcome?.kind === "refused" && (
          <p
            className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200"
            data-testid="correction-refused"
          >
            {t(`mealCorrection.failed.${outcome.reply.reason}`, { words: outcome.reply.words })}
          </p>
        )}
        {outcome?.kind === "undone" && (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("mealCorrection.undone")}</p>
        )}
        {outcome?.kind === "error" && (
          <p className="rounded-xl bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200" role="alert">
            {t("mealCorrection.error")}
          </p>
        )}
      </div>
      {history.length > 0 && (
        <Button variant="ghost" onClick={undo} data-testid="correction-undo" className="self-start">
          {t("mealCorrection.undo")}
        </Button>
      )}
    </section>
  );
}
