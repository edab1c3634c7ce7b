import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";

/** The chat's one text box with its send button and the answer's problem under it. */
export function TypedInput(props: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  error: string | null;
  inputMode: "text" | "decimal";
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={props.onSubmit} className="flex flex-col gap-1" noValidate>
      <div className="flex gap-2">
        <input
          // biome-ignore lint/a11y/noAutofocus: the chat's one input takes the focus as each question appears.
          autoFocus
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          inputMode={props.inputMode}
          aria-label={props.label ?? t("onboarding.typeAnswer")}
          aria-invalid={props.error ? true : undefined}
          placeholder={t("onboarding.typeAnswer")}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 dark:border-slate-700 dark:bg-slate-900"
        />
        <Button type="submit">{t("onboarding.send")}</Button>
      </div>
      {props.error ? <Alert>{props.error}</Alert> : null}
    </form>
  );
}
