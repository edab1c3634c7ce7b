import { mealTypeAt, type TMealType, type TUser } from "@tarelka/contracts";
import { useSyncExternalStore } from "react";

/** Client state of docs/product.md §3. Only currentUser survives a reload, under one app storage key. */
export interface AppState {
  currentUser: TUser | null;
  /** The analysis being confirmed; its shape belongs to the meal-logging feature. */
  currentAnalysis: unknown | null;
  /** The captured photo as a data URL or object URL. */
  capturedPhoto: string | null;
  originalQuery: string | null;
  /** YYYY-MM-DD in the person's time zone. */
  selectedDate: string;
  selectedMealType: TMealType;
}

export const APP_STORAGE_KEY = "tarelka.app-state";

/** YYYY-MM-DD of the device's own day: the dashboard's default date. */
/** Moves a YYYY-MM-DD calendar day by whole days, without time-zone drift (noon UTC never crosses a date). */
export function shiftDay(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function todayIso(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, "0");
  const d = String(now.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

function readPersistedUser(): TUser | null {
  try {
    const raw = localStorage.getItem(APP_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as { currentUser?: TUser | null }) : null;
    return parsed?.currentUser ?? null;
  } catch {
    return null;
  }
}

function initialState(): AppState {
  return {
    currentUser: readPersistedUser(),
    currentAnalysis: null,
    capturedPhoto: null,
    originalQuery: null,
    selectedDate: todayIso(),
    selectedMealType: mealTypeAt(new Date()),
  };
}

let state: AppState = initialState();
const listeners = new Set<() => void>();

function persist(): void {
  try {
    if (state.currentUser) localStorage.setItem(APP_STORAGE_KEY, JSON.stringify({ currentUser: state.currentUser }));
    else localStorage.removeItem(APP_STORAGE_KEY);
  } catch {
    // Storage may be full or blocked; the in-memory state still works for this session.
  }
}

export const appStore = {
  get: (): AppState => state,
  set(patch: Partial<AppState>): void {
    const userChanged = "currentUser" in patch && patch.currentUser !== state.currentUser;
    state = { ...state, ...patch };
    if (userChanged) persist();
    for (const listener of listeners) listener();
  },
  /** docs/product.md §4 Settings restore: clearing the analysis resets analysis, photo and query together. */
  clearAnalysis(): void {
    appStore.set({ currentAnalysis: null, capturedPhoto: null, originalQuery: null });
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** For tests: start again as on a fresh page load. */
  reset(): void {
    state = initialState();
    for (const listener of listeners) listener();
  },
};

export function useAppState<T>(select: (s: AppState) => T): T {
  return useSyncExternalStore(appStore.subscribe, () => select(state));
}
