import {
  BARCODE_MY_FOOD_SOURCE,
  DISH_LIMITS,
  parseBarcode,
  type TBarcodeProduct,
  type TLanguage,
} from "@tarelka/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { Button } from "../../../components/ui/button";
import { FIELD_CLASS } from "../../../components/ui/field";
import { ApiError } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";
import { newMyFoodPath, PATHS } from "../../../lib/paths";
import { isBridgeReady } from "../../../lib/vk/bridge";
import { openCodeReader } from "../../../lib/vk/bridge-dialogs";
import { appStore } from "../../../stores/app-store";
import { useBarcodeProduct } from "../foods-api";
import { analysisFromBarcode } from "../meal-draft";

function ProductCard({ product }: { product: TBarcodeProduct }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [grams, setGrams] = useState(Math.round(product.servingGrams ?? 100));
  const { per100g, derived } = product;
  const missing = Object.values(per100g).some((v) => v === null);
  const value = (v: number | null, key: "kcal" | "grams") =>
    v === null ? t("meals.barcode.missing") : t(`meals.${key}`, { value: v });
  const name = product.name ?? t("meals.barcode.unnamed", { code: product.code });

  function add() {
    appStore.set({ currentAnalysis: analysisFromBarcode(product, grams, name), originalQuery: null });
    navigate(PATHS.confirmation);
  }

  return (
    <section
      data-testid="barcode-product"
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 p-3 dark:border-slate-800"
    >
      <p className="font-medium">
        {product.brand && <span className="text-slate-600 dark:text-slate-400">{product.brand} · </span>}
        {name}
      </p>
      <dl className="grid grid-cols-2 gap-x-3 text-sm" aria-label={t("meals.barcode.per100g")}>
        <dt>{t("meals.nutrients.calories")}</dt>
        <dd data-testid="barcode-kcal">{value(per100g.calories, "kcal")}</dd>
        <dt>{t("meals.nutrients.protein")}</dt>
        <dd data-testid="barcode-protein">{value(per100g.protein, "grams")}</dd>
        <dt>{t("meals.nutrients.fat")}</dt>
        <dd data-testid="barcode-fat">{value(per100g.fat, "grams")}</dd>
        <dt>{t("meals.nutrients.carbs")}</dt>
        <dd data-testid="barcode-carbs">{value(per100g.carbs, "grams")}</dd>
      </dl>
      <p className="text-xs text-slate-500">{t("meals.barcode.per100g")}</p>
      {derived.caloriesFromKj && <p className="text-xs text-slate-500">{t("meals.barcode.fromKj")}</p>}
      {derived.fromServing && <p className="text-xs text-slate-500">{t("meals.barcode.fromServing")}</p>}
      {missing && <p className="text-xs text-amber-800 dark:text-amber-300">{t("meals.barcode.missingNote")}</p>}
      {per100g.calories === null ? (
        <p className="text-sm text-amber-800 dark:text-amber-300" data-testid="barcode-no-calories">
          {t("meals.barcode.noCalories")}
        </p>
      ) : (
        <div className="flex items-center gap-3">
          <label htmlFor="barcode-grams" className="text-sm">
            {t("meals.barcode.gramsLabel")}
          </label>
          <input
            id="barcode-grams"
            type="number"
            inputMode="decimal"
            min={1}
            max={DISH_LIMITS.gramsMax}
            value={grams}
            onChange={(e) => {
              const next = Number(e.target.value);
              if (Number.isFinite(next) && next > 0) setGrams(Math.min(next, DISH_LIMITS.gramsMax));
            }}
            data-testid="barcode-grams"
            className="min-h-11 w-24 rounded-lg border border-slate-300 px-2 text-right dark:border-slate-700 dark:bg-slate-900"
          />
          <Button onClick={add} data-testid="barcode-add">
            {t("meals.barcode.add")}
          </Button>
        </div>
      )}
      <p className="text-xs text-slate-500" data-testid="barcode-source">
        {product.source === BARCODE_MY_FOOD_SOURCE
          ? t("meals.barcode.myFood")
          : t("meals.barcode.source", { source: product.source })}
      </p>
    </section>
  );
}

/**
 * "Scan barcode" on the text-input screen (docs/decisions/015-barcodes.md). Inside VK the code reader opens
 * (docs/vk-platform.md §2.4, mobile clients only); on the desktop, outside VK or when the reader fails, the digits
 * are typed. The check digit is checked here first with the server's own rule, so a slip is said at once.
 */
export function BarcodeScan({ onDescribe }: { onDescribe: () => void }) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const lang: TLanguage = i18n.language === "en" ? "en" : "ru";
  const [typing, setTyping] = useState(false);
  const [typed, setTyped] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  const product = useBarcodeProduct(code, lang);

  function look(input: string) {
    const parsed = parseBarcode(input);
    setInvalid(parsed === null);
    setCode(parsed);
  }

  async function scan() {
    if (isBridgeReady()) {
      try {
        const scanned = await openCodeReader();
        setTyped(scanned);
        look(scanned);
        return;
      } catch {
        // Not a mobile client, or the person closed the reader: typing the digits still works.
      }
    }
    setTyping(true);
  }

  const notFound = product.error instanceof ApiError && product.error.code === "BARCODE_NOT_FOUND";

  return (
    <div className="flex flex-col gap-3" data-testid="barcode-scan">
      <Button variant="secondary" onClick={scan} data-testid="barcode-scan-button">
        {t("meals.barcode.scan")}
      </Button>
      {(typing || invalid) && (
        <form
          className="flex flex-col gap-1"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            look(typed);
          }}
        >
          <label htmlFor="barcode-code" className="text-sm text-slate-600 dark:text-slate-400">
            {t("meals.barcode.typeLabel")}
          </label>
          <div className="flex gap-2">
            <input
              id="barcode-code"
              data-testid="barcode-code"
              inputMode="numeric"
              autoComplete="off"
              maxLength={32}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              aria-invalid={invalid}
              aria-describedby="barcode-code-hint"
              className={`${FIELD_CLASS} flex-1`}
            />
            <Button type="submit" data-testid="barcode-find">
              {t("meals.barcode.find")}
            </Button>
          </div>
          <p
            id="barcode-code-hint"
            className={`text-sm ${invalid ? "text-red-600" : "text-slate-500"}`}
            role={invalid ? "alert" : undefined}
          >
            {invalid ? t("meals.barcode.invalid") : t("meals.barcode.typeHint")}
          </p>
        </form>
      )}
      {code !== null && product.isFetching && (
        <p role="status" data-testid="barcode-loading" className="text-sm text-slate-600 dark:text-slate-400">
          {t("meals.barcode.looking")}
        </p>
      )}
      {notFound && (
        <div
          role="alert"
          data-testid="barcode-not-found"
          className="flex flex-col gap-2 rounded-2xl bg-amber-50 p-3 text-amber-900"
        >
          <p>{t("meals.barcode.notFound")}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={onDescribe} data-testid="barcode-describe">
              {t("meals.barcode.describe")}
            </Button>
            <Button
              variant="secondary"
              // The own-foods form, the code filled in: copied from the pack once, found by its name after.
              onClick={() => code !== null && navigate(newMyFoodPath(code))}
              data-testid="barcode-add-own"
            >
              {t("meals.barcode.addOwn")}
            </Button>
          </div>
        </div>
      )}
      {product.isError && !notFound && !product.isFetching && (
        <div
          role="alert"
          data-testid="barcode-error"
          className="flex flex-col gap-2 rounded-2xl bg-red-50 p-3 text-red-900"
        >
          <p className="font-medium">{t("meals.barcode.failed")}</p>
          <p className="text-sm">{errorMessage(t, product.error)}</p>
          <Button variant="secondary" onClick={() => product.refetch()} data-testid="barcode-retry">
            {t("meals.barcode.retry")}
          </Button>
        </div>
      )}
      {product.data && !product.isFetching && <ProductCard key={product.data.code} product={product.data} />}
    </div>
  );
}
