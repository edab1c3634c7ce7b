import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ZUserSchema } from "@tarelka/contracts";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Redirect, useLocation, useParams } from "wouter";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { addRussianCatalogs, currentLanguage } from "../../i18n";
import { profile } from "../../i18n/locales/ru/profile";
import { apiRequest } from "../../lib/api-client";
import { errorMessage } from "../../lib/error-message";
import { usePreviewGoals } from "../../lib/preview-goals";
import type { FieldError, NumericProfileField } from "../../lib/profile-validation";
import { completeOnboarding, updateCurrentUser } from "../../lib/session";
import { useAppState } from "../../stores/app-store";
import {
  type FormErrors,
  type FormField,
  formFromUser,
  formGoalInputs,
  PROFILE_SETUP_MODES,
  type ProfileFormState,
  type ProfileSetupMode,
  validateProfileForm,
} from "./profile-form-state";

// This screen's Russian strings load with it, not with the first route (issue 7).
addRussianCatalogs({ profile });

const inputClass =
  "min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900";

/** Spec §2 /profile-setup and /profile-setup/:mode: every profile field (spec §3 Profile) and the goals. */
export default function ProfileSetupPage() {
  const params = useParams<{ mode?: string }>();
  const user = useAppState((s) => s.currentUser);
  const requested = params.mode;
  if (requested !== undefined && !(PROFILE_SETUP_MODES as readonly string[]).includes(requested)) {
    return <Redirect to="/profile-setup" replace />;
  }
  // Without a mode the page picks the one that fits: create for a newcomer, edit for an account.
  const mode: ProfileSetupMode = (requested as ProfileSetupMode | undefined) ?? (user ? "edit" : "create");
  if (mode === "create" && user) return <Redirect to="/profile-setup/edit" replace />;
  if (mode !== "create" && !user) return <Redirect to="/onboarding" replace />;
  return <ProfileForm key={mode} mode={mode} />;
}

function ProfileForm({ mode }: { mode: ProfileSetupMode }) {
  const { t } = useTranslation();
  const user = useAppState((s) => s.currentUser);
  const [form, setForm] = useState<ProfileFormState>(() => formFromUser(user));
  const [errors, setErrors] = useState<FormErrors>({});
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const inputs = formGoalInputs(
    mode === "goals" ? formFromUser(user) : form, // goals mode computes from the stored body data
  );
  const preview = usePreviewGoals(inputs);

  const save = useMutation({
    mutationFn: async (valid: ReturnType<typeof validateProfileForm>) => {
      if (mode === "create") {
        const created = ZUserSchema.parse(
          await apiRequest("POST", "/api/users", {
            firstName: valid.firstName,
            lastName: valid.lastName,
            profileData: {
              ...valid.profileData,
              language: currentLanguage(),
              timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
            },
          }),
        );
        completeOnboarding(created);
        return created;
      }
      return updateCurrentUser(
        mode === "goals"
          ? { profileData: valid.profileData }
          : { firstName: valid.firstName, lastName: valid.lastName, profileData: valid.profileData },
      );
    },
    onSuccess: () => {
      void queryClient.invalidateQueries();
      toast({ type: "success", title: t("profile.setup.saved") });
      navigate(mode === "create" ? "/" : "/profile");
    },
    onError: (error) => toast({ type: "error", title: t("profile.setup.saveFailed"), message: errorMessage(t, error) }),
  });

  const set = <K extends FormField>(field: K, value: ProfileFormState[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = validateProfileForm(form, mode);
    const bad = Object.entries(valid.errors).filter(([, e]) => e);
    setErrors(valid.errors);
    if (bad.length > 0) {
      toast({ type: "error", title: t("profile.setup.fixErrors") });
      document.getElementById(`field-${bad[0]?.[0]}`)?.focus();
      return;
    }
    save.mutate(valid);
  };
  const message = (field: FormField) => {
    const e: FieldError | undefined = errors[field];
    return e ? t(`profile.validation.${e.message}`, e.params) : null;
  };
  const numberField = (field: NumericProfileField) => (
    <Field id={field} label={t(`profile.fields.${field}`)} error={message(field)}>
      <input
        id={`field-${field}`}
        inputMode="decimal"
        value={form[field]}
        onChange={(e) => set(field, e.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `error-${field}` : undefined}
        className={inputClass}
      />
    </Field>
  );

  const title = {
    create: t("profile.setup.titleCreate"),
    edit: t("profile.setup.titleEdit"),
    goals: t("profile.setup.titleGoals"),
  }[mode];

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col gap-4 p-4 pt-[calc(var(--safe-area-top,0px)+1rem)]">
      <header className="flex items-center gap-2">
        <Link href={mode === "create" ? "/onboarding" : "/profile"} className="text-brand-700 dark:text-brand-500">
          ← {t("common.back")}
        </Link>
        <h1 className="text-xl font-semibold">{title}</h1>
      </header>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        {mode !== "goals" ? (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-lg font-medium">{t("profile.setup.body")}</legend>
            <Field id="firstName" label={t("profile.fields.firstName")} error={message("firstName")}>
              <input
                id="field-firstName"
                value={form.firstName}
                maxLength={100}
                autoComplete="given-name"
                onChange={(e) => set("firstName", e.target.value)}
                aria-invalid={errors.firstName ? true : undefined}
                className={inputClass}
              />
            </Field>
            <Field id="lastName" label={t("profile.fields.lastName")} error={null}>
              <input
                id="field-lastName"
                value={form.lastName}
                maxLength={100}
                autoComplete="family-name"
                onChange={(e) => set("lastName", e.target.value)}
                className={inputClass}
              />
            </Field>
            <Choice
              id="gender"
              label={t("profile.fields.gender")}
              error={message("gender")}
              value={form.gender}
              onChange={(v) => set("gender", v as ProfileFormState["gender"])}
              options={(["female", "male"] as const).map((g) => ({ value: g, label: t(`profile.gender.${g}`) }))}
            />
            {numberField("age")}
            {numberField("heightCm")}
            {numberField("weightKg")}
            {numberField("targetWeightKg")}
            <Choice
              id="activityLevel"
              label={t("profile.fields.activityLevel")}
              error={message("activityLevel")}
              value={form.activityLevel}
              onChange={(v) => set("activityLevel", v as ProfileFormState["activityLevel"])}
              options={(["low", "moderate", "high"] as const).map((a) => ({
                value: a,
                label: t(`profile.activity.${a}`),
                hint: t(`profile.activity.${a}Hint`),
              }))}
            />
            <Choice
              id="weightLossPace"
              label={t("profile.fields.weightLossPace")}
              error={null}
              value={form.weightLossPace}
              onChange={(v) => set("weightLossPace", v as ProfileFormState["weightLossPace"])}
              options={(["comfortable", "moderate", "intensive"] as const).map((p) => ({
                value: p,
                label: t(`profile.pace.${p}`),
              }))}
            />
          </fieldset>
        ) : null}

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-medium">{t("profile.setup.goals")}</legend>
          <p data-testid="computed-goal" className="rounded-xl bg-brand-50 p-3 text-brand-700 dark:bg-slate-900">
            {preview.data
              ? t("profile.setup.computedGoal", { goal: preview.data.dailyCalorieGoal })
              : t("profile.setup.computedHint")}
          </p>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={form.calorieGoalOverridden}
              onChange={(e) => set("calorieGoalOverridden", e.target.checked)}
              className="size-5 accent-brand-600"
            />
            {t("profile.setup.override")}
          </label>
          {form.calorieGoalOverridden ? numberField("dailyCalorieGoal") : null}
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={form.macroGoalsOverridden}
              onChange={(e) => set("macroGoalsOverridden", e.target.checked)}
              className="size-5 accent-brand-600"
            />
            {t("profile.setup.overrideMacros")}
          </label>
          {form.macroGoalsOverridden ? (
            <div className="grid grid-cols-3 gap-2">
              {numberField("proteinGoalG")}
              {numberField("fatGoalG")}
              {numberField("carbsGoalG")}
            </div>
          ) : null}
        </fieldset>

        <Button type="submit" disabled={save.isPending}>
          {mode === "create" ? t("profile.setup.create") : t("common.save")}
        </Button>
        {mode === "create" ? (
          <Link href="/onboarding" className="text-center text-sm text-brand-700 underline dark:text-brand-500">
            {t("profile.setup.toChat")}
          </Link>
        ) : null}
      </form>
    </main>
  );
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`field-${id}`} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`error-${id}`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Choice(props: {
  id: string;
  label: string;
  error: string | null;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string; hint?: string }[];
}) {
  return (
    <fieldset className="flex flex-col gap-1" id={`field-${props.id}`} tabIndex={-1}>
      <legend className="mb-1 text-sm font-medium">{props.label}</legend>
      <div className="flex flex-wrap gap-2">
        {props.options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:has-[:checked]:bg-slate-900"
          >
            <input
              type="radio"
              name={props.id}
              value={o.value}
              checked={props.value === o.value}
              onChange={() => props.onChange(o.value)}
              className="accent-brand-600"
            />
            <span>
              {o.label}
              {o.hint ? <span className="block text-xs text-slate-500 dark:text-slate-400">{o.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {props.error ? (
        <p role="alert" className="text-sm text-red-600">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
