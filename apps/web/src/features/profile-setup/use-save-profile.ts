import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { toast } from "../../components/ui/toast-store";
import { currentLanguage } from "../../i18n";
import { createUser, updateCurrentUser } from "../../lib/api/users";
import { errorMessage } from "../../lib/error-message";
import { PATHS } from "../../lib/paths";
import { completeOnboarding } from "../../lib/session";
import type { ProfileSetupMode, validateProfileForm } from "./profile-form-state";

/**
 * Saves the form: creates the account (mode create) or updates it, then refreshes every read, says so and leaves
 * for the dashboard or the profile.
 */
export function useSaveProfile(mode: ProfileSetupMode) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (valid: ReturnType<typeof validateProfileForm>) => {
      if (mode === "create") {
        const created = await createUser({
          firstName: valid.firstName,
          lastName: valid.lastName,
          profileData: {
            ...valid.profileData,
            language: currentLanguage(),
            timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          },
        });
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
      navigate(mode === "create" ? PATHS.dashboard : PATHS.profile);
    },
    onError: (error) => toast({ type: "error", title: t("profile.setup.saveFailed"), message: errorMessage(t, error) }),
  });
}
