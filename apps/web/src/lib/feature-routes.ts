import type { TLanguage } from "@tarelka/contracts";
import type { IconNode } from "lucide";
import type { ComponentType } from "react";

/**
 * An icon of the app's one icon library, Lucide (`import { Trophy } from "lucide"`): a list of SVG elements, drawn by
 * components/ui/icon.tsx; the build keeps only the icons named.
 */
export type NavIcon = IconNode;

/**
 * Where a screen is offered: "tab" in the bottom tab bar of every app screen, "more" in the list of further screens
 * on the profile. A screen reached only from inside its feature (the meal editor) has no entry.
 */
export type NavPlace = "tab" | "more";

export interface NavEntry {
  place: NavPlace;
  /** Position among the entries of the same place, lowest first. */
  order: number;
  icon: NavIcon;
  /**
   * The label in both languages, here rather than in the feature's catalogue: the tab bar shows every entry before
   * any of their screens (and so their strings) has loaded (decision 006), and a missing language is a type error.
   */
  label: Record<TLanguage, string>;
}

/**
 * One client route of a feature, declared in the feature's own `routes.ts` and found by the app's route table
 * (app/routes.tsx), so adding a screen edits no central list (docs/adding-a-feature.md §6).
 */
export interface FeatureRoute {
  /** The route path (wouter syntax); a screen linked from elsewhere takes it from lib/paths.ts. */
  path: string;
  /** The page module: a dynamic import, so each page stays a chunk of its own (decision 006). */
  load: () => Promise<{ default: ComponentType<object> }>;
  /** docs/product.md §2: preloaded about 1.2 s after start on a device that can spare it. */
  preloadWhenIdle?: boolean;
  /** "bare": no tab bar, for a screen that comes before the person has an account (onboarding). */
  frame?: "bare";
  /** Opens in an ordinary browser too, not only inside VK (the paywall, the privacy policy; docs/product.md §2). */
  outsideVk?: true;
  nav?: NavEntry;
}

/** The export every `features/<feature>/routes.ts` gives: its routes, typed. */
export const defineRoutes = (routes: FeatureRoute[]): FeatureRoute[] => routes;

/** A navigation entry with the path it opens. */
export type NavLink = NavEntry & { path: string };

let navLinks: NavLink[] = [];

/** Set once by the app's route table, from every feature's declarations. */
export function registerNavigation(routes: FeatureRoute[]): void {
  navLinks = routes.flatMap((r) => (r.nav ? [{ ...r.nav, path: r.path }] : []));
}

/** The entries of one place, in their declared order. */
export function navigationOf(place: NavPlace): NavLink[] {
  return navLinks.filter((l) => l.place === place).sort((a, b) => a.order - b.order);
}
