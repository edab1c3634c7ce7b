import type { TErrorCode } from "@tarelka/contracts";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { common as enCommon } from "../i18n/locales/en/common";
import { common as ruCommon } from "../i18n/locales/ru/common";
import { ApiError } from "./api-client";
import { errorMessage, limitOf } from "./error-message";

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

  it("says how many entries a full day holds for any entity's LIMIT_REACHED, in both languages", async () => {
    const body = JSON.stringify({
      error: { code: "LIMIT_REACHED", message: "full", limit: { of: "sleep", per: "day", max: 10 } },
    });
    const full = new ApiError(409, body, "LIMIT_REACHED");
    expect(limitOf(full)).toEqual({ of: "sleep", per: "day", max: 10 });
    expect(errorMessage(await translator("en"), full)).toBe(
      "This day already holds the most entries it can: 10. Delete one to add another.",
    );
    expect(errorMessage(await translator("ru"), full)).toContain("записей: 10");
    // A limit the reply does not describe still reads as a limit, never as an empty message.
    const bare = new ApiError(409, '{"error":{"code":"LIMIT_REACHED","message":"full"}}', "LIMIT_REACHED");
    expect(limitOf(bare)).toBeNull();
    expect(errorMessage(await translator("en"), bare)).toBe(enCommon.errors.limitReached);
    expect(limitOf(new ApiError(409, body, "WATER_DAY_LIMIT_REACHED"))).toBeNull();
  });
});
