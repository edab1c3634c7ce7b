import { FREE_PHOTO_ANALYSES_PER_MONTH, PREMIUM_PRODUCT } from "@tarelka/contracts";
import { useTranslation } from "react-i18next";
import { usePhotoUsage } from "../../lib/api/photo-usage";
import { useNumberFormat } from "../../lib/use-number-format";

/** VK's iOS clients sell nothing inside a mini-app (docs/vk-platform.md, payments): said plainly, with the way round. */
export function IosPurchaseNote() {
  const { t } = useTranslation();
  return (
    <p
      data-testid="paywall-ios"
      className="rounded-xl border border-slate-300 bg-white p-4 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      {t("premium.paywall.ios")}
    </p>
  );
}

const ROWS = ["photos", "ads", "rest"] as const;

/** Free against premium, row by row: only what premium really changes (docs/product.md §6), the rest stays free. */
/**
 * Inside VK the server says whether photos are recognised; unlimited photo analysis is promised only then
 * (docs/product.md, AI providers). Outside VK there is no signed launch to ask with, so it is not promised there.
 */
export function PlanComparisonInVk() {
  return <PlanComparison recognition={usePhotoUsage().data?.recognition === true} />;
}

export function PlanComparison({ recognition }: { recognition: boolean }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const rows = recognition ? ROWS : ROWS.filter((row) => row !== "photos");
  // Fixed columns that wrap long words: the table holds at 320 px (e2e/layout.test.ts).
  const cell =
    "border-t border-slate-200 px-1.5 py-2 align-top hyphens-auto [overflow-wrap:anywhere] dark:border-slate-700";
  return (
    <table className="w-full table-fixed border-collapse text-left text-sm">
      <caption className="sr-only">{t("premium.paywall.compareCaption")}</caption>
      <thead>
        <tr>
          <td className="w-[38%] px-1.5 py-2" />
          <th scope="col" className="px-1.5 py-2 font-semibold">
            {t("premium.paywall.free")}
          </th>
          <th scope="col" className="px-1.5 py-2 font-semibold text-brand-700 dark:text-brand-500">
            {t("premium.paywall.premium")}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row}>
            <th scope="row" className={`${cell} font-medium`}>
              {t(`premium.paywall.rows.${row}.name`)}
            </th>
            <td className={cell}>{t(`premium.paywall.rows.${row}.free`, { n: n(FREE_PHOTO_ANALYSES_PER_MONTH) })}</td>
            <td className={`${cell} font-medium`}>{t(`premium.paywall.rows.${row}.premium`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The price and how it is charged: votes, every period, cancellable. */
export function PriceLine() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xl font-semibold" data-testid="paywall-price">
        {t("premium.price", { count: PREMIUM_PRODUCT.priceVotes, days: PREMIUM_PRODUCT.periodDays })}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t("premium.paywall.billing", { days: PREMIUM_PRODUCT.periodDays })}
      </p>
    </div>
  );
}
