import { getLaunchParams, type LaunchParamsSource } from "./launch-params";
import { navigatorConnection } from "./network-info";

/** The diagnostics record of docs/product.md §3, shown under 'Детали отладки' on the mini-app error screen (docs/product.md §2). */
export interface DiagnosticsRecord {
  userAgent: string;
  isIframe: boolean;
  hasVKParams: boolean;
  vkParamsSource: LaunchParamsSource;
  launchParams: Record<string, string>;
  timestamp: string;
  screen: { width: number; height: number; pixelRatio: number };
  connection: { effectiveType: string | null; downlink: number | null };
}

function isInIframe(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent throws on access: that alone proves we are framed (VK desktop web).
    return true;
  }
}

/**
 * The signature is shortened: the record is meant to be read aloud or pasted into a support chat, and a full
 * signed launch string would let whoever reads it replay the session until vk_ts expires.
 */
export function redactLaunchParams(values: Record<string, string>): Record<string, string> {
  const copy = { ...values };
  if (copy.sign) copy.sign = `${copy.sign.slice(0, 6)}…`;
  return copy;
}

export function collectDiagnostics(now: Date = new Date()): DiagnosticsRecord {
  const launch = getLaunchParams();
  const connection = navigatorConnection();
  return {
    userAgent: navigator.userAgent,
    isIframe: isInIframe(),
    hasVKParams: launch !== null,
    vkParamsSource: launch?.source ?? "none",
    launchParams: launch ? redactLaunchParams(launch.values) : {},
    timestamp: now.toISOString(),
    screen: { width: window.screen.width, height: window.screen.height, pixelRatio: window.devicePixelRatio },
    connection: { effectiveType: connection?.effectiveType ?? null, downlink: connection?.downlink ?? null },
  };
}

/** Text for the collapsible 'Детали отладки' block; `extra` carries the failing step's detail. */
export function formatDiagnostics(record: DiagnosticsRecord, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ ...record, ...extra }, null, 2);
}
