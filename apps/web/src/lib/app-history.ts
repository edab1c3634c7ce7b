/**
 * How many screens of this app lie behind the current one in the browser's history, so "back" can behave as in VK:
 * one step back inside the app, or to the dashboard when the app was opened on this screen (a deep link, a reload
 * of the first entry), never out of the app to whatever page came before it.
 *
 * The depth is kept in each history entry's state, so a reload or a step back and forward reads it again. wouter
 * announces its own pushState and replaceState calls as window events of those names; a replaceState keeps the
 * depth the entry had.
 */
import { setSwipeBack } from "./vk/bridge";

const DEPTH_KEY = "tarelkaDepth";

let depth = 0;
let started = false;

function depthInState(state: unknown): number | null {
  const value = (state as Record<string, unknown> | null)?.[DEPTH_KEY];
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null;
}

function mark(value: number): void {
  // docs/vk-platform.md: an iOS edge swipe closes the mini-app unless VK is told the app has a history of its own;
  // told so only while there is one, the swipe steps back in it and, on the first screen, still closes the app.
  if (value > 0 !== depth > 0 || !started) void setSwipeBack(value > 0);
  depth = value;
  if (depthInState(history.state) !== value) {
    const state = history.state && typeof history.state === "object" ? history.state : {};
    history.replaceState({ ...state, [DEPTH_KEY]: value }, "");
  }
}

/**
 * Starts following the app's navigations, once; the first module that asks about the history starts it. Started
 * late, it can only count fewer steps than there were, so "back" then goes to the dashboard, never out of the app.
 */
export function trackAppHistory(): void {
  if (started) return;
  mark(depthInState(history.state) ?? 0);
  started = true;
  addEventListener("pushState", () => mark(depth + 1));
  addEventListener("replaceState", () => {
    if (depthInState(history.state) === null) mark(depth);
  });
  addEventListener("popstate", () => mark(depthInState(history.state) ?? 0));
}

/** True when a step back stays inside the app. */
export function canGoBackInApp(): boolean {
  trackAppHistory();
  return depth > 0;
}
