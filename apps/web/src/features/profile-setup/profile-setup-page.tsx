import { Redirect, useParams } from "wouter";
import { addRussianCatalogs } from "../../i18n";
import { profile } from "../../i18n/locales/ru/profile";
import { PATHS, profileSetupPath } from "../../lib/paths";
import { useAppState } from "../../stores/app-store";
import { ProfileForm } from "./profile-form";
import { PROFILE_SETUP_MODES, type ProfileSetupMode } from "./profile-form-state";

// This screen's Russian strings load with it, not with the first route (decision 006).
addRussianCatalogs({ profile });

/** docs/product.md §2 /profile-setup and /profile-setup/:mode: every profile field (docs/product.md §3 Profile) and the goals. */
export default function ProfileSetupPage() {
  const params = useParams<{ mode?: string }>();
  const user = useAppState((s) => s.currentUser);
  const requested = params.mode;
  if (requested !== undefined && !(PROFILE_SETUP_MODES as readonly string[]).includes(requested)) {
    return <Redirect to={PATHS.profileSetup} replace />;
  }
  // Without a mode the page picks the one that fits: create for a newcomer, edit for an account.
  const mode: ProfileSetupMode = (requested as ProfileSetupMode | undefined) ?? (user ? "edit" : "create");
  if (mode === "create" && user) return <Redirect to={profileSetupPath("edit")} replace />;
  if (mode !== "create" && !user) return <Redirect to={PATHS.onboarding} replace />;
  return <ProfileForm key={mode} mode={mode} />;
}
