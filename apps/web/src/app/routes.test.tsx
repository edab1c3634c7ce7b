import { describe, expect, it } from "vitest";
import { navigationOf } from "../lib/feature-routes";
import { APP_ROUTES, FEATURE_ROUTES, loadLandingPage, loadNotFoundPage } from "./routes";

/** Every page module of every feature, by file. */
const PAGE_FILES = import.meta.glob<{ default: unknown }>("../features/**/*-page.tsx");

describe("the route table built from the features' own declarations", () => {
  it("reaches every page of every feature", { timeout: 60_000 }, async () => {
    const routed = new Set<unknown>();
    for (const load of [...FEATURE_ROUTES.map((r) => r.load), loadLandingPage, loadNotFoundPage]) {
      routed.add((await load()).default);
    }
    const unreachable: string[] = [];
    for (const [file, load] of Object.entries(PAGE_FILES)) {
      if (!routed.has((await load()).default)) unreachable.push(file);
    }
    // A page no route loads is a screen nobody can open (docs/adding-a-feature.md §6).
    expect(unreachable).toEqual([]);
    expect(Object.keys(PAGE_FILES).length).toBeGreaterThan(10);
  });

  it("declares each path once", () => {
    const paths = APP_ROUTES.map((r) => r.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it("gives the tab bar the five screens of the app frame, in order, and the profile's list the rest", () => {
    expect(navigationOf("tab").map((l) => l.path)).toEqual([
      "/",
      "/analytics",
      "/camera",
      "/ai-nutritionist",
      "/profile",
    ]);
    // The profile's list holds these in this order; a new feature's screen joins it by its own `order`
    // (docs/adding-a-feature.md §6), without an edit here.
    const more = navigationOf("more").map((l) => l.path);
    expect(more.filter((p) => ["/my-foods", "/achievements", "/supplements"].includes(p))).toEqual([
      "/my-foods",
      "/achievements",
      "/supplements",
    ]);
    expect(more.filter((p) => navigationOf("tab").some((l) => l.path === p))).toEqual([]);
    for (const link of [...navigationOf("tab"), ...navigationOf("more")]) {
      expect(link.label.ru.trim(), link.path).not.toBe("");
      expect(link.label.en.trim(), link.path).not.toBe("");
    }
  });

  it("keeps the tab bar off the screens before an account exists", () => {
    expect(APP_ROUTES.filter((r) => r.frame === "bare").map((r) => r.path)).toEqual(["/onboarding"]);
  });
});
