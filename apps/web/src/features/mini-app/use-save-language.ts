import type { TLanguage, TUser } from "@tarelka/contracts";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../components/ui/toast-store";
import { isLanguage } from "../../i18n";
import { updateCurrentUser } from "../../lib/api/users-start-up";
import { errorMessage } from "../../lib/error-message";

/**
 * docs/product.md §4 Language on the server too: the language the person picks is saved in profileData.language, whichever
 * switch changed it (dashboard, profile), so it follows them to another device and the server's own words (the
 * nutritionist's suggestions and day analysis) come in it.
 */
export function useSaveLanguage(user: TUser | null) {
  const { t, i18n } = useTranslation();
  const saving = useRef(false);
  const language = i18n.language;
  useEffect(() => {
    if (!user || !isLanguage(language) || user.profileData.language === language || saving.current) return;
    saving.current = true;
    updateCurrentUser({ profileData: { language: language as TLanguage } })
      .catch((error: unknown) =>
        toast({ type: "warning", title: t("miniApp.languageSaveFailed"), message: errorMessage(t, error) }),
      )
      .finally(() => {
        saving.current = false;
      });
  }, [language, user, t]);
}
