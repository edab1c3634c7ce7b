import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "../../components/ui/button";
import { PageColumn } from "../../components/ui/page-column";
import { TextLink } from "../../components/ui/text-link";
import { toast } from "../../components/ui/toast-store";
import { currentLanguage } from "../../i18n";
import { usePreviewGoals } from "../../lib/api/users";
import { PATHS } from "../../lib/paths";
import type { FieldError } from "../../lib/profile-validation";
import { useAppState } from "../../stores/app-store";
import { BodyFields } from "./body-fields";
import type { FormBinding } from "./form-controls";
import { GoalFields } from "./goal-fields";
import {
  type FormErrors,
  type FormField,
  formFromUser,
  formGoalInputs,
  ownGoalBelowFloor,
  type ProfileFormState,
  type ProfileSetupMode,
  validateProfileForm,
} from "./profile-form-state";
import { useSaveProfile } from "./use-save-profile";

/** Every profile field (docs/product.md §3 Profile) and the goals, in the mode the page chose. */
export function ProfileForm({ mode }: { mode: ProfileSetupMode }) {
  const { t } = useTranslation();
  const user = useAppState((s) => s.currentUser);
  const [form, setForm] = useState<ProfileFormState>(() => formFromUser(user, currentLanguage()));
  const [errors, setErrors] = useState<FormErrors>({});
  const inputs = formGoalInputs(
    mode === "goals" ? formFromUser(user, currentLanguage()) : form, // goals mode computes from the stored body data
  );
  const preview = usePreviewGoals(inputs);

  const save = useSaveProfile(mode);
  const floor = ownGoalBelowFloor(form);
  const [floorConfirmed, setFloorConfirmed] = useState(false);
  const set = <K extends FormField>(field: K, value: ProfileFormState[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    // A confirmation is for the goal it was given to: changing the goal or the sex asks again.
    if (field === "dailyCalorieGoal" || field === "gender" || field === "calorieGoalOverridden")
      setFloorConfirmed(false);
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
    if (floor !== null && !floorConfirmed) {
      toast({ type: "warning", title: t("profile.setup.floorConfirmNeeded") });
      document.getElementById("field-floorConfirmed")?.focus();
      return;
    }
    save.mutate(valid);
  };
  const message = (field: FormField) => {
    const e: FieldError | undefined = errors[field];
    return e ? t(`profile.validation.${e.message}`, e.params) : null;
  };
  const binding: FormBinding = { form, errors, set, message };

  const title = {
    create: t("profile.setup.titleCreate"),
    edit: t("profile.setup.titleEdit"),
    goals: t("profile.setup.titleGoals"),
  }[mode];

  return (
    <PageColumn>
      <header className="flex items-center gap-2">
        {/* The same 44 px, one-line way back as components/ui/screen-with-back.tsx. */}
        <Link
          href={mode === "create" ? PATHS.onboarding : PATHS.profile}
          className="-ml-2 inline-flex min-h-11 shrink-0 items-center whitespace-nowrap px-2 text-brand-700 dark:text-brand-500"
        >
          ← {t("common.back")}
        </Link>
        <h1 className="min-w-0 text-xl font-semibold [overflow-wrap:anywhere]">{title}</h1>
      </header>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        {mode !== "goals" ? <BodyFields binding={binding} /> : null}

        <GoalFields
          binding={binding}
          computedGoal={preview.data?.dailyCalorieGoal ?? null}
          floorConfirmation={{ floor, confirmed: floorConfirmed, setConfirmed: setFloorConfirmed }}
        />

        <Button type="submit" disabled={save.isPending}>
          {mode === "create" ? t("profile.setup.create") : t("common.save")}
        </Button>
        {mode === "create" ? (
          <TextLink href={PATHS.onboarding} size="small" className="text-center">
            {t("profile.setup.toChat")}
          </TextLink>
        ) : null}
      </form>
    </PageColumn>
  );
}
