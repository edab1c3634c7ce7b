import { useTranslation } from "react-i18next";
import { formatNumber } from "./format-core";

/** `formatNumber` in the screen's current language, re-rendering with it (lib/format.ts). One decimal by default. */
export function useNumberFormat(): (value: number, fractionDigits?: number) => string {
  const { i18n } = useTranslation();
  return (value, fractionDigits = 1) => formatNumber(i18n.language, value, fractionDigits);
}
