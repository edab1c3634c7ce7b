/**
 * Paths of the reads the mini-app makes at start-up, built in one place so the early requests of `main.tsx`
 * and the screens that use the replies ask for exactly the same URL (lib/early-requests.ts).
 */
export const userExistsPath = (socialId: string) =>
  `/api/users/exists?provider=vk&socialId=${encodeURIComponent(socialId)}`;

/** The signed-in person's own record; start-up re-reads it for a cached user (spec §4 Settings restore). */
export const USER_ME_PATH = "/api/users/me";

export const daySummaryPath = (date: string) => `/api/meals/summary?date=${encodeURIComponent(date)}`;

/** YYYY-MM-DD of the device's own day: the dashboard's default date (spec §3 selectedDate). */
export function todayIso(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, "0");
  const d = String(now.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}
