import { DISH_LIMITS } from "@tarelka/contracts";
import { Minus, Plus } from "lucide";
import { type CSSProperties, type KeyboardEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/icon";
import { formatInputNumber, parseDecimal } from "../../../lib/format";
import { gramStep, nudgeGrams, sliderMaxFor } from "./gram-steps";

/**
 * A dish's weight (docs/product.md §2 /confirmation and /edit-meal): −/+ buttons that move by a step that suits the
 * amount (gram-steps.ts), the typed value in the screen's language ("12,5" in Russian, read with either separator)
 * and a slider for everyday portions, all named by one visible label. Every target is 44 px (WCAG 2.5.5); the
 * field answers the arrow keys like a native spin button, and the slider is a native range.
 */
export function GramStepper({ grams, onChange }: { grams: number; onChange: (grams: number) => void }) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const fieldId = useId();
  const shown = formatInputNumber(i18n.language, grams);
  // What is typed stays as typed ("72," on its way to "72,5") until it is a weight; then it is the weight.
  const [text, setText] = useState(shown);
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (!editing) setText(shown);
  }, [shown, editing]);
  const set = (value: number) => onChange(Math.min(DISH_LIMITS.gramsMax, Math.max(1, value)));
  const sliderMax = sliderMaxFor(grams);
  const step = gramStep(grams);
  const valueText = t("meals.grams", { value: grams });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 };
    const by = moves[event.key];
    if (by === undefined) return;
    event.preventDefault();
    let next = grams;
    for (let i = 0; i < Math.abs(by); i++) next = nudgeGrams(next, Math.sign(by) as 1 | -1);
    setEditing(false);
    set(next);
  };

  const button =
    "inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-slate-300 text-slate-900 hover:bg-slate-50 disabled:opacity-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-900";
  return (
    <div className="flex flex-col gap-1" data-testid="gram-stepper">
      <div className="flex items-center gap-2">
        <label id={labelId} htmlFor={fieldId} className="mr-auto text-sm text-slate-600 dark:text-slate-400">
          {t("meals.confirmation.gramsLabel")}
        </label>
        <button
          type="button"
          className={button}
          onClick={() => set(nudgeGrams(grams, -1))}
          disabled={grams <= 1}
          aria-label={t("meals.confirmation.gramsLess", { step })}
          data-testid="grams-less"
        >
          <Icon node={Minus} className="size-5" />
        </button>
        <input
          id={fieldId}
          type="text"
          inputMode="decimal"
          role="spinbutton"
          aria-valuenow={grams}
          aria-valuemin={1}
          aria-valuemax={DISH_LIMITS.gramsMax}
          aria-valuetext={valueText}
          autoComplete="off"
          value={editing ? text : shown}
          onFocus={() => {
            setText(shown);
            setEditing(true);
          }}
          onBlur={() => setEditing(false)}
          onChange={(e) => {
            setText(e.target.value);
            const value = parseDecimal(e.target.value);
            if (value !== null && value > 0) set(value);
          }}
          onKeyDown={onKeyDown}
          data-testid="dish-grams"
          className="min-h-11 w-20 rounded-xl border border-slate-300 px-2 text-center tabular-nums dark:border-slate-700 dark:bg-slate-900"
        />
        <button
          type="button"
          className={button}
          onClick={() => set(nudgeGrams(grams, 1))}
          disabled={grams >= DISH_LIMITS.gramsMax}
          aria-label={t("meals.confirmation.gramsMore", { step })}
          data-testid="grams-more"
        >
          <Icon node={Plus} className="size-5" />
        </button>
      </div>
      <input
        type="range"
        min={1}
        max={sliderMax}
        step={5}
        value={Math.min(grams, sliderMax)}
        onChange={(e) => {
          setEditing(false);
          set(Number(e.target.value));
        }}
        aria-labelledby={labelId}
        aria-valuetext={valueText}
        className="gram-slider"
        style={{ "--fill": `${(Math.min(grams, sliderMax) / sliderMax) * 100}%` } as CSSProperties}
        data-testid="grams-slider"
      />
    </div>
  );
}
