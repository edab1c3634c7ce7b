import { useQueryClient } from "@tanstack/react-query";
import { ZUserSchema } from "@tarelka/contracts";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Redirect, useLocation } from "wouter";
import { LanguageSwitch } from "../../components/language-switch";
import { Button } from "../../components/ui/button";
import { addRussianCatalogs, currentLanguage } from "../../i18n";
import { onboarding } from "../../i18n/locales/ru/onboarding";
import { profile } from "../../i18n/locales/ru/profile";
import { ApiError, apiRequest } from "../../lib/api-client";
import { errorMessage } from "../../lib/error-message";
import { usePreviewGoals } from "../../lib/preview-goals";
import { type FieldError, type NumericProfileField, validateNumber } from "../../lib/profile-validation";
import { completeOnboarding, ONBOARDING_PROGRESS_KEY } from "../../lib/session";
import { useAppState } from "../../stores/app-store";
import { useCreateUser } from "./api/create-user";
import { AnswerBubble, BotBubble, QuickReplies, QuickReply } from "./chat-bubbles";
import { GoalSummary } from "./goal-summary";
import {
  activeSteps,
  goalInputs,
  nextStep,
  type OnboardingAnswers,
  type OnboardingProgress,
  parseProgress,
  previousStep,
  type StepId,
} from "./onboarding-steps";
import { fetchVkName } from "./vk-user-info";

// This screen's Russian strings load with it, not with the first route (issue 7).
addRussianCatalogs({ onboarding, profile });

const NUMERIC_STEPS = [
  "age",
  "heightCm",
  "weightKg",
  "targetWeightKg",
] as const satisfies readonly NumericProfileField[];
type NumericStep = (typeof NUMERIC_STEPS)[number];
const isNumericStep = (step: StepId): step is NumericStep => (NUMERIC_STEPS as readonly string[]).includes(step);

function loadProgress(): OnboardingProgress {
  try {
    return parseProgress(localStorage.getItem(ONBOARDING_PROGRESS_KEY)) ?? { version: 1, answers: {}, step: "gender" };
  } catch {
    return { version: 1, answers: {}, step: "gender" };
  }
}

function saveProgress(progress: OnboardingProgress): void {
  try {
    localStorage.setItem(ONBOARDING_PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    // Without storage the conversation still works; it just cannot resume after leaving.
  }
}

/**
 * Spec §2 /onboarding: a chatbot-style conversation, one question at a time, with quick replies and typed
 * input. Progress is saved after every answer (issue 5: leaving half-way and returning resumes).
 */
export default function OnboardingPage() {
  const { t } = useTranslation();
  const user = useAppState((s) => s.currentUser);
  const [progress, setProgress] = useState(loadProgress);
  const [vkName, setVkName] = useState<{ firstName: string; lastName: string } | null>(null);
  const [, navigate] = useLocation();
  const bottom = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let alive = true;
    void fetchVkName().then((name) => {
      if (alive) setVkName(name);
    });
    return () => {
      alive = false;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the question changes.
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: "end" });
  }, [progress.step]);

  if (user) return <Redirect to="/" />;

  const { answers, step } = progress;
  const steps = activeSteps(answers);
  const update = (next: OnboardingProgress) => {
    setProgress(next);
    saveProgress(next);
  };
  const answer = (patch: OnboardingAnswers) => {
    const merged = { ...answers, ...patch };
    update({ version: 1, answers: merged, step: nextStep(step, merged) });
  };
  const goTo = (target: StepId) => update({ ...progress, step: target });
  const back = previousStep(step, answers);
  const done = steps.slice(0, steps.indexOf(step));

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col gap-4 p-4 pt-[calc(var(--safe-area-top,0px)+1rem)]">
      <header className="flex items-center justify-between gap-2">
        <div>
          <h1 className="text-xl font-semibold">{t("onboarding.title")}</h1>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {t("onboarding.progress", { step: steps.indexOf(step) + 1, total: steps.length })}
          </p>
        </div>
        <LanguageSwitch />
      </header>

      <section aria-live="polite" className="flex flex-1 flex-col gap-3">
        <BotBubble>{t("onboarding.hello")}</BotBubble>
        {done.map((id) => (
          <div key={id} className="flex flex-col gap-3">
            <BotBubble>{t(`onboarding.questions.${id}`)}</BotBubble>
            <AnswerBubble onChange={() => goTo(id)} changeLabel={t("onboarding.change")}>
              <AnswerText step={id} answers={answers} />
            </AnswerBubble>
          </div>
        ))}
        <BotBubble>
          <span data-testid="onboarding-question">{t(`onboarding.questions.${step}`)}</span>
        </BotBubble>
        <CurrentStep
          key={step}
          step={step}
          answers={answers}
          vkName={vkName}
          onAnswer={answer}
          onCreated={() => navigate("/")}
        />
        <div ref={bottom} />
      </section>

      <footer className="flex items-center justify-between">
        {back ? (
          <Button variant="ghost" onClick={() => goTo(back)}>
            ← {t("onboarding.back")}
          </Button>
        ) : (
          <span />
        )}
        <Link href="/profile-setup/create" className="text-sm text-brand-700 underline dark:text-brand-500">
          {t("onboarding.form")}
        </Link>
      </footer>
    </main>
  );
}

function CurrentStep(
  props: StepProps & { vkName: { firstName: string; lastName: string } | null; onCreated: () => void },
) {
  if (props.step === "summary") return <Summary answers={props.answers} onCreated={props.onCreated} />;
  if (props.step === "name") return <NameInput {...props} />;
  if (isNumericStep(props.step)) return <NumberInput {...props} step={props.step} />;
  return <ChoiceInput {...props} />;
}

function useNumberFormat() {
  const { i18n } = useTranslation();
  return (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value);
}

function AnswerText({ step, answers }: { step: StepId; answers: OnboardingAnswers }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  switch (step) {
    case "gender":
      return <>{answers.gender ? t(`profile.gender.${answers.gender}`) : ""}</>;
    case "activityLevel":
      return <>{answers.activityLevel ? t(`profile.activity.${answers.activityLevel}`) : ""}</>;
    case "weightLossPace":
      return <>{answers.weightLossPace ? t(`profile.pace.${answers.weightLossPace}`) : ""}</>;
    case "name":
      return <>{[answers.firstName, answers.lastName].filter(Boolean).join(" ")}</>;
    case "summary":
      return null;
    default: {
      const value = answers[step];
      return <>{value === undefined ? "" : t(`onboarding.answers.${step}`, { value: n(value) })}</>;
    }
  }
}

interface StepProps {
  step: StepId;
  answers: OnboardingAnswers;
  onAnswer: (patch: OnboardingAnswers) => void;
}

function useChoices(step: StepId): { value: string; label: string; hint?: string }[] {
  const { t } = useTranslation();
  if (step === "gender") {
    return (["female", "male"] as const).map((g) => ({ value: g, label: t(`profile.gender.${g}`) }));
  }
  if (step === "activityLevel") {
    return (["low", "moderate", "high"] as const).map((a) => ({
      value: a,
      label: t(`profile.activity.${a}`),
      hint: t(`profile.activity.${a}Hint`),
    }));
  }
  return (["comfortable", "moderate", "intensive"] as const).map((p) => ({ value: p, label: t(`profile.pace.${p}`) }));
}

/** Quick replies; a typed answer is matched to the option it starts (e.g. "жен", "male", "умер"). */
function ChoiceInput({ step, onAnswer }: StepProps) {
  const { t } = useTranslation();
  const choices = useChoices(step);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const pick = (value: string) => onAnswer({ [step]: value } as OnboardingAnswers);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim().toLowerCase();
    const match = typed ? choices.find((c) => c.label.toLowerCase().startsWith(typed) || c.value === typed) : undefined;
    if (match) pick(match.value);
    else setError(t("onboarding.unknownChoice"));
  };
  return (
    <div className="flex flex-col gap-3">
      <QuickReplies>
        {choices.map((c) => (
          <QuickReply key={c.value} onClick={() => pick(c.value)} hint={c.hint}>
            {c.label}
          </QuickReply>
        ))}
      </QuickReplies>
      <TypedInput value={text} onChange={setText} onSubmit={submit} error={error} inputMode="text" />
    </div>
  );
}

function NumberInput({ step, answers, onAnswer }: StepProps & { step: NumericStep }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const current = answers[step];
  const [text, setText] = useState(current === undefined ? "" : String(current));
  const [error, setError] = useState<FieldError | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateNumber(step, text, { required: true });
    if (result.error || result.value === null) setError(result.error);
    else onAnswer({ [step]: result.value });
  };
  return (
    <div className="flex flex-col gap-3">
      {step === "targetWeightKg" && answers.weightKg !== undefined ? (
        <QuickReplies>
          <QuickReply onClick={() => onAnswer({ targetWeightKg: answers.weightKg })}>
            {t("onboarding.answers.keepWeight", { value: n(answers.weightKg) })}
          </QuickReply>
        </QuickReplies>
      ) : null}
      <TypedInput
        value={text}
        onChange={setText}
        onSubmit={submit}
        error={error ? t(`profile.validation.${error.message}`, error.params) : null}
        inputMode="decimal"
        label={t(`profile.fields.${step}`)}
      />
    </div>
  );
}

function TypedInput(props: {
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
          className="min-h-11 flex-1 rounded-xl border border-slate-300 bg-white px-3 dark:border-slate-700 dark:bg-slate-900"
        />
        <Button type="submit">{t("onboarding.send")}</Button>
      </div>
      {props.error ? (
        <p role="alert" className="text-sm text-red-600">
          {props.error}
        </p>
      ) : null}
    </form>
  );
}

function NameInput({
  answers,
  onAnswer,
  vkName,
}: StepProps & { vkName: { firstName: string; lastName: string } | null }) {
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
        {error ? (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : null}
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

function Summary({ answers, onCreated }: { answers: OnboardingAnswers; onCreated: () => void }) {
  const { t } = useTranslation();
  const inputs = goalInputs(answers);
  const preview = usePreviewGoals(inputs);
  const create = useCreateUser();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);

  // Runs after completeOnboarding (the hook's onSuccess), even though the page redirects as the user appears.
  const finish = () => {
    void queryClient.invalidateQueries();
    onCreated();
  };

  const start = () => {
    if (!inputs) return;
    setFailure(null);
    create
      .mutateAsync({
        firstName: answers.firstName ?? "",
        lastName: answers.lastName ?? "",
        profileData: {
          ...inputs,
          language: currentLanguage(),
          timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
      })
      .then(finish, async (error: unknown) => {
        // Finished on another device or tab meanwhile: the account exists, so carry on with it.
        if (error instanceof ApiError && error.code === "USER_ALREADY_EXISTS") {
          completeOnboarding(ZUserSchema.parse(await apiRequest("GET", "/api/users/me")));
          finish();
          return;
        }
        setFailure(`${t("onboarding.summary.createFailed")}: ${errorMessage(t, error)}`);
      });
  };

  if (!inputs) return null;
  if (preview.isPending) {
    return (
      <p role="status" className="text-slate-500">
        {t("onboarding.summary.computing")}
      </p>
    );
  }
  if (preview.isError) {
    return (
      <div role="alert" className="flex flex-col gap-2">
        <p>
          {t("onboarding.summary.failed")}: {errorMessage(t, preview.error)}
        </p>
        <Button variant="secondary" onClick={() => void preview.refetch()}>
          {t("common.retry")}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <BotBubble>
        <GoalSummary breakdown={preview.data} />
      </BotBubble>
      {failure ? (
        <p role="alert" className="text-sm text-red-600">
          {failure}
        </p>
      ) : null}
      <Button onClick={start} disabled={create.isPending} className="self-end">
        {create.isPending ? t("onboarding.summary.creating") : t("onboarding.summary.start")}
      </Button>
    </div>
  );
}
