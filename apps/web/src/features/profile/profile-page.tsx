import { useQueryClient } from "@tanstack/react-query";
import type { TUser } from "@tarelka/contracts";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { LanguageSwitch } from "../../components/language-switch";
import { MoreScreens } from "../../components/more-screens";
import { Button } from "../../components/ui/button";
import { PageColumn } from "../../components/ui/page-column";
import { ScreenWithBack } from "../../components/ui/screen-with-back";
import { TextLink } from "../../components/ui/text-link";
import { toast } from "../../components/ui/toast-store";
import { VkActions } from "../../components/vk-actions";
import { addRussianCatalogs } from "../../i18n";
import { diaryTransfer } from "../../i18n/locales/ru/diary-transfer";
import { profile } from "../../i18n/locales/ru/profile";
import { vkActions } from "../../i18n/locales/ru/vk-actions";
import { useDeleteAccount } from "../../lib/api/users";
import { errorMessage } from "../../lib/error-message";
import { PATHS, profileSetupPath } from "../../lib/paths";
import { logout } from "../../lib/session";
import { useNumberFormat } from "../../lib/use-number-format";
import { useAppState } from "../../stores/app-store";
import { DiaryTransferSection } from "./diary-transfer-section";

// This screen's Russian strings load with it, not with the first route (decision 006).
addRussianCatalogs({ profile, vkActions, diaryTransfer });

/** docs/product.md §2 /profile: the profile and goals, premium status, language, logout and account deletion. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useAppState((s) => s.currentUser);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();

  if (!user) {
    return (
      <PageColumn centered>
        <h1 className="text-xl font-semibold">{t("profile.page.noUser")}</h1>
        <TextLink href={PATHS.onboarding}>{t("profile.page.startOnboarding")}</TextLink>
      </PageColumn>
    );
  }

  const onLogout = () => {
    logout();
    queryClient.clear();
    navigate(PATHS.landing);
  };

  return (
    <ScreenWithBack title={t("profile.page.title")} gap="gap-5">
      <section className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
        <h2 data-testid="profile-name" className="text-lg font-semibold">
          {[user.firstName, user.lastName].filter(Boolean).join(" ")}
        </h2>
        <ProfileFacts user={user} />
        <Link
          href={profileSetupPath("edit")}
          className="mt-3 inline-flex min-h-11 items-center text-brand-700 underline dark:text-brand-500"
        >
          {t("profile.page.edit")}
        </Link>
      </section>

      <section className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
        <h2 className="text-lg font-semibold">{t("profile.page.goals")}</h2>
        <GoalFacts user={user} />
        <Link
          href={profileSetupPath("goals")}
          className="mt-3 inline-flex min-h-11 items-center text-brand-700 underline dark:text-brand-500"
        >
          {t("profile.page.editGoals")}
        </Link>
      </section>

      <section className="flex items-center justify-between rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
        <div>
          <h2 className="text-lg font-semibold">{t("profile.page.premium")}</h2>
          <PremiumStatus user={user} />
        </div>
        <TextLink href={user.isPremium === 1 ? PATHS.subscription : PATHS.premium}>
          {user.isPremium === 1 ? t("profile.page.manageSubscription") : t("profile.page.aboutPremium")}
        </TextLink>
      </section>

      <MoreScreens />

      <section className="flex items-center justify-between rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
        <h2 className="font-medium">{t("profile.page.language")}</h2>
        <LanguageSwitch />
      </section>

      <DiaryTransferSection />

      <VkActions />

      <div className="flex flex-col gap-3">
        <Button variant="secondary" onClick={onLogout}>
          {t("profile.page.logout")}
        </Button>
        <DeleteAccount />
      </div>
    </ScreenWithBack>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-3 border-b border-slate-100 py-1.5 last:border-0 dark:border-slate-800">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd data-testid={testId} className="text-right font-medium">
        {value}
      </dd>
    </div>
  );
}

function ProfileFacts({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const p = user.profileData;
  const none = t("profile.page.notSet");
  return (
    <dl className="mt-2 text-sm">
      <Fact label={t("profile.fields.gender")} value={p.gender ? t(`profile.gender.${p.gender}`) : none} />
      <Fact label={t("profile.fields.age")} value={p.age != null ? n(p.age) : none} />
      <Fact label={t("profile.fields.heightCm")} value={p.heightCm != null ? n(p.heightCm) : none} />
      <Fact label={t("profile.fields.weightKg")} value={p.weightKg != null ? n(p.weightKg) : none} />
      <Fact label={t("profile.fields.targetWeightKg")} value={p.targetWeightKg != null ? n(p.targetWeightKg) : none} />
      <Fact
        label={t("profile.fields.activityLevel")}
        value={p.activityLevel ? t(`profile.activity.${p.activityLevel}`) : none}
      />
      <Fact
        label={t("profile.fields.weightLossPace")}
        value={p.weightLossPace ? t(`profile.pace.${p.weightLossPace}`) : none}
      />
    </dl>
  );
}

function GoalFacts({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const p = user.profileData;
  const none = t("profile.page.notSet");
  const calories =
    p.dailyCalorieGoal != null
      ? `${n(p.dailyCalorieGoal)} (${p.calorieGoalOverridden ? t("profile.page.overridden") : t("profile.page.computed")})`
      : none;
  return (
    <dl className="mt-2 text-sm">
      <Fact label={t("profile.fields.dailyCalorieGoal")} value={calories} testId="profile-calorie-goal" />
      <Fact label={t("profile.fields.proteinGoalG")} value={p.proteinGoalG != null ? n(p.proteinGoalG) : none} />
      <Fact label={t("profile.fields.fatGoalG")} value={p.fatGoalG != null ? n(p.fatGoalG) : none} />
      <Fact label={t("profile.fields.carbsGoalG")} value={p.carbsGoalG != null ? n(p.carbsGoalG) : none} />
      <Fact label={t("profile.fields.waterGoalMl")} value={p.waterGoalMl != null ? n(p.waterGoalMl) : none} />
    </dl>
  );
}

function PremiumStatus({ user }: { user: TUser }) {
  const { t, i18n } = useTranslation();
  if (user.isPremium !== 1)
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t("profile.page.free")}</p>;
  const until = user.premiumExpiresAt ? new Date(user.premiumExpiresAt) : null;
  return (
    <p className="text-sm font-medium text-brand-700 dark:text-brand-500">
      {until
        ? t("profile.page.premiumUntil", { date: until.toLocaleDateString(i18n.language) })
        : t("profile.page.premiumActive")}
    </p>
  );
}

/** Deleting the account is confirmed twice (docs/product.md §2): it removes every row of the person and cannot be undone. */
function DeleteAccount() {
  const { t } = useTranslation();
  const [stage, setStage] = useState<"closed" | "first" | "final">("closed");
  const [, navigate] = useLocation();
  const remove = useDeleteAccount({
    onDeleted: () => {
      toast({ type: "success", title: t("profile.page.deleted") });
      navigate(PATHS.onboarding);
    },
    onError: (error) => {
      setStage("closed");
      toast({ type: "error", title: t("profile.page.deleteFailed"), message: errorMessage(t, error) });
    },
  });

  const dialog = (open: boolean, title: string, text: string, action: string, onAction: () => void) => (
    <AlertDialog.Root open={open} onOpenChange={(o) => !o && setStage("closed")}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[90vw] max-w-sm -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-2xl bg-white p-5 dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-600 dark:text-slate-300">
            {text}
          </AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{t("common.cancel")}</Button>
            </AlertDialog.Cancel>
            <button
              type="button"
              className="inline-flex min-h-11 items-center justify-center rounded-xl bg-red-600 px-5 font-medium text-white hover:bg-red-700 disabled:bg-slate-300"
              disabled={remove.isPending}
              onClick={onAction}
            >
              {action}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );

  return (
    <>
      <Button variant="ghost" className="text-red-600" onClick={() => setStage("first")}>
        {t("profile.page.deleteAccount")}
      </Button>
      {dialog(
        stage === "first",
        t("profile.page.deleteTitle"),
        t("profile.page.deleteText"),
        t("profile.page.deleteContinue"),
        () => setStage("final"),
      )}
      {dialog(
        stage === "final",
        t("profile.page.deleteFinalTitle"),
        t("profile.page.deleteFinalText"),
        t("profile.page.deleteConfirm"),
        () => remove.mutate(),
      )}
    </>
  );
}
