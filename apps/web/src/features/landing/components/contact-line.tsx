import { useTranslation } from "react-i18next";
import { readPublicConfig, vkGroupUrl } from "../../../lib/public-config";

/**
 * How to reach the people behind Tarelka: the e-mail and VK community this deployment configured
 * (CONTACT_EMAIL, CONTACT_VK_GROUP; README, The public pages). With neither set, the line is left out rather than invented.
 */
export function ContactLine({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const { contactEmail, contactVkGroup } = readPublicConfig();
  if (!contactEmail && !contactVkGroup) return null;
  const link = "inline-flex min-h-11 items-center text-brand-700 underline dark:text-brand-500";
  return (
    <p className={`flex flex-wrap items-center justify-center gap-x-3 ${className}`} data-testid="contact">
      <span>{t("landing.contact.title")}</span>
      {contactEmail ? (
        <a className={link} href={`mailto:${contactEmail}`}>
          {contactEmail}
        </a>
      ) : null}
      {contactVkGroup ? (
        <a className={link} href={vkGroupUrl(contactVkGroup)} target="_blank" rel="noopener noreferrer">
          {t("landing.contact.vk")}
          <span className="sr-only"> {t("landing.newWindow")}</span>
        </a>
      ) : null}
    </p>
  );
}
