import type { TLandingVariant } from "@tarelka/contracts";
import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../../components/language-switch";
import { TextLink } from "../../components/ui/text-link";
import { addRussianCatalogs } from "../../i18n";
import { landing } from "../../i18n/locales/ru/landing";
import { trackEvent } from "../../lib/analytics";
import { currentDevice, type DeviceInfo } from "../../lib/device";
import { PATHS } from "../../lib/paths";
import { ContactLine } from "./components/contact-line";
import type { VariantProps } from "./components/sections";
import { pageVariant, VARIANT_LOADERS } from "./variant-loader";

addRussianCatalogs({ landing });

const VARIANTS: Record<TLandingVariant, ComponentType<VariantProps>> = {
  A: lazy(VARIANT_LOADERS.A),
  B: lazy(VARIANT_LOADERS.B),
  C: lazy(VARIANT_LOADERS.C),
};

function setMetaDescription(content: string) {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = "description";
    document.head.append(meta);
  }
  meta.content = content;
}

function useDevice(): DeviceInfo {
  const [device, setDevice] = useState(currentDevice);
  useEffect(() => {
    const onResize = () =>
      setDevice((previous) => {
        const next = currentDevice();
        return next.deviceType === previous.deviceType ? previous : next;
      });
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
  return device;
}

function LandingSpinner() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex flex-col items-center gap-3 py-24"
      data-testid="landing-loading"
    >
      <div className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
      <p className="text-slate-600 dark:text-slate-300">{t("common.loadingPage")}</p>
    </div>
  );
}

/** docs/product.md §2 Landing page, shown outside VK; docs/product.md §4 Landing variant assignment picks A, B or C once per load. */
export default function LandingPage() {
  const { t, i18n } = useTranslation();
  const [assignment] = useState(pageVariant);
  const device = useDevice();
  const { variant } = assignment;
  const Variant = VARIANTS[variant];

  // Title = hero title + product name; meta description = hero description; follows the language (docs/product.md §2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: i18n.language re-runs it after a language switch.
  useEffect(() => {
    document.title = `${t(`landing.variants.${variant}.heroTitle`)} — ${t("common.productName")}`;
    setMetaDescription(t(`landing.variants.${variant}.heroText`));
  }, [t, variant, i18n.language]);

  useEffect(() => {
    document.body.dataset.variant = variant;
    document.body.dataset.deviceType = device.deviceType;
    return () => {
      delete document.body.dataset.variant;
      delete document.body.dataset.deviceType;
    };
  }, [variant, device.deviceType]);

  useEffect(() => {
    trackEvent("landing_view", { variant, source: assignment.source, device_type: currentDevice().deviceType });
  }, [variant, assignment.source]);

  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
      <header className="mx-auto flex max-w-5xl items-center justify-between p-4">
        <span className="text-xl font-bold text-brand-700 dark:text-brand-500">{t("common.productName")}</span>
        <LanguageSwitch />
      </header>
      <main>
        <Suspense fallback={<LandingSpinner />}>
          <Variant variant={variant} device={device} />
        </Suspense>
      </main>
      <footer className="mx-auto flex max-w-5xl flex-col items-center gap-1 px-6 py-10 text-center text-sm text-slate-600 dark:text-slate-300">
        <p>{t("landing.footer")}</p>
        <ContactLine />
        <TextLink href={PATHS.privacy} size="small">
          {t("landing.privacyLink")}
        </TextLink>
      </footer>
    </div>
  );
}
