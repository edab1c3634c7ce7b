import { describe, expect, it } from "vitest";
import { detectDevice, detectOs, deviceTypeForWidth } from "./device";

const UA = {
  iphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
  ipadOs: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15",
  android: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36",
  windows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36",
  linux: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36",
};

// docs/product.md §9 device tests: mobile up to 768, tablet 769–1024, desktop wider than 1024; docs/product.md §3 device info.
describe("device detection", () => {
  it("uses the spec's breakpoints at their edges", () => {
    expect(deviceTypeForWidth(320)).toBe("mobile");
    expect(deviceTypeForWidth(768)).toBe("mobile");
    expect(deviceTypeForWidth(769)).toBe("tablet");
    expect(deviceTypeForWidth(1024)).toBe("tablet");
    expect(deviceTypeForWidth(1025)).toBe("desktop");
  });

  it("names the operating system", () => {
    expect(detectOs(UA.iphone)).toBe("iOS");
    expect(detectOs(UA.android)).toBe("Android");
    expect(detectOs(UA.windows)).toBe("Windows");
    expect(detectOs(UA.linux)).toBe("Linux");
    expect(detectOs(UA.ipadOs, 0)).toBe("macOS");
    expect(detectOs("curl/8.0")).toBe("Unknown");
  });

  it("tells an iPad in desktop mode by its touch points", () => {
    expect(detectOs(UA.ipadOs, 5)).toBe("iOS");
  });

  it("sets the flags consistently", () => {
    expect(detectDevice({ width: 390, userAgent: UA.android })).toEqual({
      deviceType: "mobile",
      os: "Android",
      isMobile: true,
      isTablet: false,
      isDesktop: false,
      isIOS: false,
      isAndroid: true,
      userAgent: UA.android,
    });
    const desktop = detectDevice({ width: 1280, userAgent: UA.windows });
    expect([desktop.isMobile, desktop.isTablet, desktop.isDesktop]).toEqual([false, false, true]);
  });
});
