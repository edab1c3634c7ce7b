import { QueryClientProvider } from "@tanstack/react-query";
import type { AnyEndpoint, TApiError, TErrorCode, TUser } from "@tarelka/contracts";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { vi } from "vitest";
import { addRussianCatalogs } from "../i18n";
import type { FeatureStrings } from "../i18n/feature-strings";
import { ru } from "../i18n/locales/ru";
import { createQueryClient } from "../lib/query-client";
import { appStore } from "../stores/app-store";

/**
 * Component tests render a whole screen with the app's own query defaults and Russian strings, and answer its API
 * reads from a stub of fetch, so a screen's loading, empty and error states are each one small test.
 */
addRussianCatalogs(ru);
// The features' own Russian catalogues too (i18n/feature-catalogs.ts), so a part of a screen renders on its own. A
// page that holds its screen's strings registers them as it is imported: a test of one of its parts imports the page.
for (const catalogs of Object.values(import.meta.glob<object>("../features/*/strings/ru.ts", { eager: true }))) {
  addRussianCatalogs(catalogs);
}
for (const strings of Object.values(
  import.meta.glob<Record<string, FeatureStrings<object>>>("../features/*/strings.ts", { eager: true }),
)) {
  for (const [name, { ru: catalog }] of Object.entries(strings)) addRussianCatalogs({ [name]: catalog });
}

/**
 * How the stub answers an endpoint: never (the screen stays loading), a server error, this JSON reply, or this
 * error status with the server's error code (a 404 NOT_FOUND, say, which a screen may word apart from a 500).
 */
export type StubReply = "pending" | "error" | { json: unknown } | { status: number; code: TErrorCode };

/** A person with a complete profile, as the server would send them. */
export const TEST_USER: TUser = {
  id: 1,
  socialProvider: "vk",
  socialId: "1001",
  firstName: "Анна",
  lastName: "Петрова",
  isPremium: 0,
  premiumExpiresAt: null,
  profileData: {
    gender: "female",
    age: 30,
    heightCm: 165,
    weightKg: 72.5,
    targetWeightKg: 65,
    activityLevel: "moderate",
    weightLossPace: "comfortable",
    dailyCalorieGoal: 1750,
    proteinGoalG: 100,
    fatGoalG: 60,
    carbsGoalG: 200,
    waterGoalMl: 2000,
    language: "ru",
  },
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

/** The fixed part of an endpoint's path, up to its first parameter: what a request to it starts with. */
const prefixOf = (endpoint: AnyEndpoint) => endpoint.path.split(":")[0] ?? endpoint.path;

/** Answers each endpoint's requests as told; a request to any other endpoint never answers. */
export function stubApi(replies: [AnyEndpoint, StubReply][]): void {
  vi.stubGlobal("fetch", (input: string) => {
    const path = new URL(input, "http://localhost").pathname;
    const match = replies
      .filter(([endpoint]) => path.startsWith(prefixOf(endpoint)))
      .sort(([a], [b]) => prefixOf(b).length - prefixOf(a).length)[0];
    const reply = match?.[1] ?? "pending";
    if (reply === "pending") return new Promise(() => {});
    if (reply === "error") {
      // Typed as the server's error shape, so the stub can only send a code the server has.
      const body: TApiError = { error: { code: "INTERNAL", message: "Internal error" } };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 500 }));
    }
    if ("status" in reply) {
      const body: TApiError = { error: { code: reply.code, message: reply.code } };
      return Promise.resolve(new Response(JSON.stringify(body), { status: reply.status }));
    }
    return Promise.resolve(
      new Response(JSON.stringify(reply.json), { status: 200, headers: { "content-type": "application/json" } }),
    );
  });
}

/** Renders a screen for a signed-in person (`user: null` for none) inside a fresh query client. */
export function renderScreen(screen: ReactElement, options: { user?: TUser | null } = {}) {
  appStore.set({ currentUser: options.user === undefined ? TEST_USER : options.user });
  return render(<QueryClientProvider client={createQueryClient()}>{screen}</QueryClientProvider>);
}
