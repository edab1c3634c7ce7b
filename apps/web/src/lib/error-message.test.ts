import type { TErrorCode } from "@tarelka/contracts";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { common as enCommon } from "../i18n/locales/en/common";
import { common as ruCommon } from "../i18n/locales/ru/common";
import { ApiError } from "./api-client";
import { errorMessage } from "./error-message";

async function translator(language: "ru" | "en") {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: false,
    resources: { ru: { translation: { common: ruCommon } }, en: { translation: { common: enCommon } } },
  });
  return i18n.t;
}

// A code a newer server may send that this build's map does not have (the wire does not keep the type's promise).
const unknownCode = "SOMETHING_NEW_ON_THE_SERVER" as TErrorCode;

describe("errorMessage", () => {
  it.each([
    ["ru", ruCommon.errors.generic],
    ["en", enCommon.errors.generic],
  ] as const)("reads an unknown error code as the generic message in %s, never as a blank one", async (lang, text) => {
    const t = await translator(lang);
    const message = errorMessage(t, new ApiError(500, '{"error":{"code":"SOMETHING_NEW_ON_THE_SERVER"}}', unknownCode));
    expect(message).toBe(text);
    expect(message.trim()).not.toBe("");
  });

  it("still reads a known code by its own message, a reply without a code as generic and a lost network as such", async () => {
    const t = await translator("en");
    expect(errorMessage(t, new ApiError(404, "", "NOT_FOUND"))).toBe(enCommon.errors.notFound);
    expect(errorMessage(t, new ApiError(502, "", null))).toBe(enCommon.errors.generic);
    expect(errorMessage(t, new TypeError("Failed to fetch"))).toBe(enCommon.errors.network);
  });

  it("reads any entity's LIMIT_REACHED as the limit message in both languages", async () => {
    const body = JSON.stringify({
      error: { code: "LIMIT_REACHED", message: "full", limit: { of: "sleep", per: "day", max: 10 } },
    });
    expect(errorMessage(await translator("en"), new ApiError(409, body, "LIMIT_REACHED"))).toBe(
      enCommon.errors.limitReached,
    );
    expect(errorMessage(await translator("ru"), new ApiError(409, body, "LIMIT_REACHED"))).toBe(
      ruCommon.errors.limitReached,
    );
  });
});
