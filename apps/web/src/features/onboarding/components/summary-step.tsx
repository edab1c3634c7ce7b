import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { currentLanguage } from "../../../i18n";
import { getCurrentUser, useCreateUser, usePreviewGoals } from "../../../lib/api/users";
import { ApiError } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";
import { completeOnboarding } from "../../../lib/session";
import { goalInputs, type OnboardingAnswers } from "../onboarding-steps";
import { BotBubble } from "./chat-bubbles";
import { GoalSummary } from "./goal-summary";

/** The computed goal and the button that creates the account (docs/product.md §4 Authentication step 3). */
export function SummaryStep({ answers, onCreated }: { answers: OnboardingAnswers; onCreated: () => void }) {
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
          completeOnboarding(await getCurrentUser());
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
      {failure ? <Alert>{failure}</Alert> : null}
      <Button onClick={start} disabled={create.isPending} className="self-end">
        {create.isPending ? t("onboarding.summary.creating") : t("onboarding.summary.start")}
      </Button>
    </div>
  );
}
