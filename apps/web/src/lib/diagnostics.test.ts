import { afterEach, describe, expect, it, vi } from "vitest";
import { collectDiagnostics, formatDiagnostics, redactLaunchParams } from "./diagnostics";

// docs/product.md §3 diagnostics record, shown under 'Детали отладки' (docs/product.md §2 Mini-app wrapper).
describe("diagnostics record", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shortens the signature and keeps the other launch parameters", () => {
    expect(redactLaunchParams({ vk_user_id: "5", sign: "abcdefghijklmnop" })).toEqual({
      vk_user_id: "5",
      sign: "abcdef…",
    });
  });

  it("has every field of docs/product.md §3", () => {
    vi.stubGlobal("navigator", { userAgent: "UA", connection: { effectiveType: "4g", downlink: 7.5 } });
    const win = { screen: { width: 390, height: 844 }, devicePixelRatio: 3, location: { search: "", hash: "" } };
    vi.stubGlobal("window", { ...win, self: win, top: win });
    vi.stubGlobal("sessionStorage", { getItem: () => null, setItem: () => {} });
    const record = collectDiagnostics(new Date("2026-11-21T10:00:00Z"));
    expect(record).toEqual({
      userAgent: "UA",
      isIframe: false,
      hasVKParams: false,
      vkParamsSource: "none",
      launchParams: {},
      timestamp: "2026-11-21T10:00:00.000Z",
      screen: { width: 390, height: 844, pixelRatio: 3 },
      connection: { effectiveType: "4g", downlink: 7.5 },
    });
    expect(JSON.parse(formatDiagnostics(record, { detail: "VK init timeout" })).detail).toBe("VK init timeout");
  });
});
