import type { TLandingVariant } from "@tarelka/contracts";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { trackAppLaunched } from "../../../lib/analytics";
import type { DeviceInfo } from "../../../lib/device";
import { miniAppUrl } from "../../../lib/public-config";
import { miniAppLink } from "../variant";

// Only desktops draw the code, so phones never download the encoder.
const QrCode = lazy(() => import("./qr-code"));

interface MiniAppCtaProps {
  variant: TLandingVariant;
  device: DeviceInfo;
}

/**
 * docs/product.md §2: the mini-app link opens in a new window with the variant and utm parameters; on a desktop a QR code
 * takes its place, since the mini-app is made for the phone in your pocket.
 */
export function MiniAppCta({ variant, device }: MiniAppCtaProps) {
  const { t } = useTranslation();
  // The deployment's own VK app (lib/public-config.ts); with none configured there is nothing to link to yet.
  const base = miniAppUrl();
  if (base === null) {
    return (
      <p data-testid="mini-app-soon" className="max-w-sm text-slate-700 dark:text-slate-200">
        {t("landing.soon")}
      </p>
    );
  }
  if (device.isDesktop) {
    return (
      <div className="flex flex-col items-center gap-3" data-testid="mini-app-qr">
        <p className="font-semibold">{t("landing.qr.title")}</p>
        <Suspense fallback={<div className="size-44 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />}>
          <QrCode value={miniAppLink(base, variant, "qr")} label={t("landing.qr.alt")} />
        </Suspense>
        <p className="max-w-xs text-center text-sm text-slate-600 dark:text-slate-300">{t("landing.qr.text")}</p>
      </div>
    );
  }
  const href = miniAppLink(base, variant, "button");
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="mini-app-link"
      onClick={() => trackAppLaunched({ variant, device_type: device.deviceType, url: href })}
      className="inline-flex min-h-12 items-center justify-center rounded-xl bg-brand-600 px-6 text-lg font-semibold text-white hover:bg-brand-700"
    >
      {t(`landing.variants.${variant}.cta`)}
      <span className="sr-only"> {t("landing.newWindow")}</span>
    </a>
  );
}
