import { DEVICE_BREAKPOINTS } from "@tarelka/contracts";

/** Device info of docs/product.md §3. */
export type DeviceType = "mobile" | "tablet" | "desktop";
export type OsName = "iOS" | "Android" | "Windows" | "macOS" | "Linux" | "Unknown";

export interface DeviceInfo {
  deviceType: DeviceType;
  os: OsName;
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  isIOS: boolean;
  isAndroid: boolean;
  userAgent: string;
}

/** docs/product.md §9 device tests: mobile up to 768 px, tablet 769–1024 px, desktop wider than 1024 px. */
export function deviceTypeForWidth(width: number): DeviceType {
  if (width <= DEVICE_BREAKPOINTS.mobileMax) return "mobile";
  if (width <= DEVICE_BREAKPOINTS.tabletMax) return "tablet";
  return "desktop";
}

/**
 * Order matters: Android user agents also say "Linux", and iPadOS 13+ introduces itself as a Mac, told apart
 * only by its touch points (a Mac has none).
 */
export function detectOs(userAgent: string, maxTouchPoints = 0): OsName {
  const ua = userAgent.toLowerCase();
  if (/iphone|ipad|ipod/.test(ua)) return "iOS";
  if (ua.includes("macintosh") && maxTouchPoints > 1) return "iOS";
  if (ua.includes("android")) return "Android";
  if (ua.includes("windows")) return "Windows";
  if (ua.includes("mac os") || ua.includes("macintosh")) return "macOS";
  if (ua.includes("linux") || ua.includes("x11") || ua.includes("cros")) return "Linux";
  return "Unknown";
}

export function detectDevice(input: { width: number; userAgent: string; maxTouchPoints?: number }): DeviceInfo {
  const deviceType = deviceTypeForWidth(input.width);
  const os = detectOs(input.userAgent, input.maxTouchPoints);
  return {
    deviceType,
    os,
    isMobile: deviceType === "mobile",
    isTablet: deviceType === "tablet",
    isDesktop: deviceType === "desktop",
    isIOS: os === "iOS",
    isAndroid: os === "Android",
    userAgent: input.userAgent,
  };
}

/** This browser's device info; the type follows the viewport width, as the spec's breakpoints do. */
export function currentDevice(): DeviceInfo {
  return detectDevice({
    width: window.innerWidth,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  });
}
