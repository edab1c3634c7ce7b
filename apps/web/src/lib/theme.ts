import { type BridgeEvent, onBridgeEvent } from "./vk/bridge";

/**
 * VK theme (docs/product.md §4 Mini-app start-up step 5; docs/vk-platform.md §2.5, §5): the `vk-app` class, safe-area inset
 * variables, and light/dark from VKWebAppUpdateConfig. Tailwind's dark variant is the `dark` class on <html>.
 * Until VK reports a scheme — and outside VK (the landing, the demo tab), where it never does — the page follows
 * the system's `prefers-color-scheme` and its changes (followSystemAppearance).
 */
export type Appearance = "light" | "dark";
export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

const DARK_SCHEMES = new Set(["space_gray", "vkcom_dark"]);
/** vk-bridge-react's useInsets rule: a bottom inset over 150 px is the virtual keyboard, not a safe area. */
const KEYBOARD_INSET_PX = 150;

let lastAppearance: Appearance | null = null;
let lastInsets: Partial<Insets> | null = null;
let stopListening: (() => void) | null = null;
let followingSystem = false;

export function appearanceOf(config: Record<string, unknown> | undefined): Appearance | null {
  if (!config) return null;
  if (config.appearance === "dark" || config.appearance === "light") return config.appearance;
  if (typeof config.scheme === "string") return DARK_SCHEMES.has(config.scheme) ? "dark" : "light";
  return null;
}

export function applyAppearance(appearance: Appearance, root: HTMLElement = document.documentElement): void {
  root.classList.toggle("dark", appearance === "dark");
  root.style.colorScheme = appearance;
}

export function applyInsets(insets: Partial<Insets>, root: HTMLElement = document.documentElement): void {
  for (const side of ["top", "right", "bottom", "left"] as const) {
    const value = insets[side];
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0) continue;
    if (side === "bottom" && value > KEYBOARD_INSET_PX) continue;
    root.style.setProperty(`--safe-area-${side}`, `${value}px`);
  }
}

/**
 * Follows the device's light or dark setting, now and as it changes, for as long as VK has not said otherwise:
 * once VK reports its scheme, VK's choice holds (the person picked it in VK's settings). Idempotent.
 */
export function followSystemAppearance(root: HTMLElement = document.documentElement): void {
  if (followingSystem || typeof window.matchMedia !== "function") return;
  followingSystem = true;
  const dark = window.matchMedia("(prefers-color-scheme: dark)");
  const apply = () => {
    if (!lastAppearance) applyAppearance(dark.matches ? "dark" : "light", root);
  };
  apply();
  dark.addEventListener("change", apply);
}

function onConfig(event: BridgeEvent): void {
  if (event.type !== "VKWebAppUpdateConfig" && event.type !== "VKWebAppUpdateInsets") return;
  const appearance = appearanceOf(event.data);
  if (appearance) {
    lastAppearance = appearance;
    applyAppearance(appearance);
  }
  const insets = event.data?.insets as Partial<Insets> | undefined;
  if (insets && typeof insets === "object") {
    lastInsets = insets;
    if (document.documentElement.classList.contains("vk-app")) applyInsets(insets);
  }
}

/** Starts listening before VKWebAppInit, since VK sends its config right after init. Idempotent. */
export function listenForVkConfig(): void {
  if (!stopListening) stopListening = onBridgeEvent(onConfig);
}

/** Step 5: mark the page as a VK app and apply what VK told us so far. */
export function applyVkTheme(root: HTMLElement = document.documentElement): void {
  listenForVkConfig();
  root.classList.add("vk-app");
  if (lastAppearance) applyAppearance(lastAppearance, root);
  if (lastInsets) applyInsets(lastInsets, root);
}
