import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { QuickReplies, QuickReply } from "./chat-bubbles";
import type { StepProps, VkName } from "./step-props";

/** First and last name, offered from VK when VK gave them. */
export function NameInput({ answers, onAnswer, vkName }: StepProps & { vkName: VkName | null }) {
  const { t } = useTranslation();
  const [firstName, setFirstName] = useState(answers.firstName ?? vkName?.firstName ?? "");
  const [lastName, setLastName] = useState(answers.lastName ?? vkName?.lastName ?? "");
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!firstName.trim()) setError(t("profile.validation.required"));
    else onAnswer({ firstName: firstName.trim(), lastName: lastName.trim() });
  };
  const field = "min-h-11 rounded-xl border border-slate-300 bg-white px-3 dark:border-slate-700 dark:bg-slate-900";
  return (
    <div className="flex flex-col gap-3">
      {vkName ? (
        <QuickReplies>
          <QuickReply onClick={() => onAnswer(vkName)}>
            {t("onboarding.nameFromVk", { name: `${vkName.firstName} ${vkName.lastName}`.trim() })}
          </QuickReply>
        </QuickReplies>
      ) : null}
      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <label className="flex flex-col gap-1 text-sm">
          {t("profile.fields.firstName")}
          <input
            // biome-ignore lint/a11y/noAutofocus: the chat's one input takes the focus as each question appears.
            autoFocus
            value={firstName}
            maxLength={100}
            autoComplete="given-name"
            onChange={(e) => setFirstName(e.target.value)}
            aria-invalid={error ? true : undefined}
            className={field}
          />
        </label>
        {error ? <Alert>{error}</Alert> : null}
        <label className="flex flex-col gap-1 text-sm">
          {t("profile.fields.lastName")}
          <input
            value={lastName}
            maxLength={100}
            autoComplete="family-name"
            onChange={(e) => setLastName(e.target.value)}
            className={field}
          />
        </label>
        <Button type="submit" className="self-end">
          {t("onboarding.next")}
        </Button>
      </form>
    </div>
  );
}
