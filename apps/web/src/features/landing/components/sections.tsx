import type { TLandingVariant } from "@tarelka/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { DeviceInfo } from "../../../lib/device";
import { MiniAppCta } from "./mini-app-cta";

export interface VariantProps {
  variant: TLandingVariant;
  device: DeviceInfo;
}

export function Hero({ variant, device, children }: VariantProps & { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    // Tight on a phone so the call to action sits above the fold at 320 × 568 in every variant (e2e/landing.test.ts).
    <section className="mx-auto flex max-w-3xl flex-col items-center gap-5 px-5 pt-4 pb-10 text-center md:gap-6 md:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl md:text-5xl">
        {t(`landing.variants.${variant}.heroTitle`)}
      </h1>
      <p className="max-w-xl text-base text-slate-600 sm:text-lg dark:text-slate-300">
        {t(`landing.variants.${variant}.heroText`)}
      </p>
      {children}
      <MiniAppCta variant={variant} device={device} />
    </section>
  );
}

const CLAIMS = ["seconds", "accuracy", "byEye", "manual", "users"] as const;

/** docs/product.md §1 landing claims, labelled as claims with what is known against them (docs/peers.md). */
export function Claims() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="claims-title" className="mx-auto max-w-5xl px-6 py-10">
      <h2 id="claims-title" className="mb-6 text-center text-2xl font-semibold">
        {t("landing.claims.title")}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {CLAIMS.map((key) => (
          <li
            key={key}
            className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="text-xs uppercase tracking-wide text-slate-500">{t("landing.claims.badge")}</span>
            <p className="text-2xl font-bold text-brand-700 dark:text-brand-500">{t(`landing.claims.${key}.value`)}</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">{t(`landing.claims.${key}.label`)}</p>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-4 max-w-3xl text-center text-sm text-slate-500">{t("landing.claims.disclaimer")}</p>
    </section>
  );
}

const STEPS = ["photo", "check", "goal"] as const;

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-5xl px-6 py-10">
      <h2 id="how-title" className="mb-6 text-center text-2xl font-semibold">
        {t("landing.how.title")}
      </h2>
      <ol className="grid gap-4 md:grid-cols-3">
        {STEPS.map((key, index) => (
          <li key={key} className="rounded-2xl bg-brand-50 p-5 dark:bg-slate-900">
            <span className="text-sm font-semibold text-brand-700 dark:text-brand-500">{index + 1}</span>
            <h3 className="font-semibold">{t(`landing.how.${key}.title`)}</h3>
            <p className="text-sm text-slate-600 dark:text-slate-300">{t(`landing.how.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

const FEATURES = ["nutritionist", "water", "analytics", "achievements"] as const;

export function Features() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-5xl px-6 py-10">
      <h2 id="features-title" className="mb-6 text-center text-2xl font-semibold">
        {t("landing.features.title")}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {FEATURES.map((key) => (
          <li key={key} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            {t(`landing.features.${key}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

const COMPARE = [
  ["byEye", "byEyeText"],
  ["manual", "manualText"],
  ["tarelka", "tarelkaText"],
] as const;

export function Compare() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="compare-title" className="mx-auto max-w-4xl px-6 py-10">
      <h2 id="compare-title" className="mb-6 text-center text-2xl font-semibold">
        {t("landing.compare.title")}
      </h2>
      <dl className="grid gap-3 md:grid-cols-3">
        {COMPARE.map(([term, text]) => (
          <div
            key={term}
            className={`rounded-2xl p-5 ${term === "tarelka" ? "bg-brand-600 text-white" : "bg-slate-100 dark:bg-slate-900"}`}
          >
            <dt className="font-semibold">{t(`landing.compare.${term}`)}</dt>
            <dd>{t(`landing.compare.${text}`)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-center text-sm text-slate-500">{t("landing.compare.note")}</p>
    </section>
  );
}

/** The screenshots e2e/landing-screenshots.test.ts makes from the demo into apps/web/public/screens (README). */
const SCREENS = ["dashboard", "confirmation", "analytics"] as const;

/** Real screens of the mini-app, as it looks with a person's diary in it. */
export function Screens() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="screens-title" className="mx-auto max-w-5xl px-6 py-10">
      <h2 id="screens-title" className="mb-6 text-center text-2xl font-semibold">
        {t("landing.screens.title")}
      </h2>
      {/* Side by side at every width, so nothing scrolls sideways (a scroller would need its own keyboard stop). */}
      <ul className="grid grid-cols-3 gap-2 sm:gap-6">
        {SCREENS.map((key, i) => (
          <li key={key} className="flex flex-col items-center gap-2">
            {/* On a phone the first screenshot is in the first view and is the page's largest paint: it loads at
                once (index.html preloads it), the others when they come near (decision 006, LCP). */}
            <img
              src={`/screens/${key}.webp`}
              alt={t(`landing.screens.${key}`)}
              width={390}
              height={844}
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : "auto"}
              decoding="async"
              className="h-auto w-full max-w-56 rounded-xl border border-slate-200 shadow-sm sm:rounded-2xl dark:border-slate-800"
            />
            <p aria-hidden className="text-center text-xs text-slate-600 sm:text-sm dark:text-slate-300">
              {t(`landing.screens.${key}`)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
