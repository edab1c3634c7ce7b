import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Redirect, useLocation } from "wouter";
import { LanguageSwitch } from "../../components/language-switch";
import { Button } from "../../components/ui/button";
import { PageColumn } from "../../components/ui/page-column";
import { TextLink } from "../../components/ui/text-link";
import { addRussianCatalogs } from "../../i18n";
import { onboarding } from "../../i18n/locales/ru/onboarding";
import { profile } from "../../i18n/locales/ru/profile";
import { PATHS, profileSetupPath } from "../../lib/paths";
import { useAppState } from "../../stores/app-store";
import { AnswerText } from "./components/answer-text";
import { AnswerBubble, BotBubble } from "./components/chat-bubbles";
import { CurrentStep } from "./components/current-step";
import { loadProgress, saveProgress } from "./components/progress-storage";
import type { VkName } from "./components/step-props";
import {
  activeSteps,
  nextStep,
  type OnboardingAnswers,
  type OnboardingProgress,
  previousStep,
  type StepId,
} from "./onboarding-steps";
import { fetchVkName } from "./vk-user-info";

// This screen's Russian strings load with it, not with the first route (decision 006).
addRussianCatalogs({ onboarding, profile });

/**
 * docs/product.md §2 /onboarding: a chatbot-style conversation, one question at a time, with quick replies and typed
 * input. Progress is saved after every answer (docs/product.md §2: leaving half-way and returning resumes).
 */
export default function OnboardingPage() {
  const { t } = useTranslation();
  const user = useAppState((s) => s.currentUser);
  const [progress, setProgress] = useState(loadProgress);
  const [vkName, setVkName] = useState<VkName | null>(null);
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

  if (user) return <Redirect to={PATHS.dashboard} />;

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
    <PageColumn>
      <header className="flex flex-wrap items-center justify-between gap-2">
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
          onCreated={() => navigate(PATHS.dashboard)}
        />
        <div ref={bottom} />
      </section>

      <footer className="flex flex-wrap items-center justify-between gap-2">
        {back ? (
          <Button variant="ghost" onClick={() => goTo(back)}>
            ← {t("onboarding.back")}
          </Button>
        ) : (
          <span />
        )}
        <TextLink href={profileSetupPath("create")} size="small">
          {t("onboarding.form")}
        </TextLink>
      </footer>
    </PageColumn>
  );
}
