import {
  LANDING_VARIANT_COOKIE,
  LANDING_VARIANT_WEIGHTS,
  LANDING_VARIANTS,
  type TLandingVariant,
} from "@tarelka/contracts";

/** docs/product.md §5: ab values only A, B or C; docs/product.md §4 makes the query parameter case-insensitive. */
export function parseVariant(value: string | null | undefined): TLandingVariant | null {
  const upper = value?.trim().toUpperCase();
  return (LANDING_VARIANTS as readonly string[]).includes(upper ?? "") ? (upper as TLandingVariant) : null;
}

/** docs/product.md §9 split A 33.33 %, B 33.33 %, C 33.34 %; `random` is a draw in [0, 1). */
export function drawVariant(random: number): TLandingVariant {
  let edge = 0;
  for (const variant of LANDING_VARIANTS) {
    edge += LANDING_VARIANT_WEIGHTS[variant];
    if (random < edge) return variant;
  }
  // Rounding of the summed weights can leave a sliver just under 1: it belongs to the last variant.
  return LANDING_VARIANTS[LANDING_VARIANTS.length - 1] as TLandingVariant;
}

export function readVariantCookie(cookieHeader: string): TLandingVariant | null {
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === LANDING_VARIANT_COOKIE.name) return parseVariant(decodeURIComponent(rest.join("=")));
  }
  return null;
}

/** docs/product.md §9: the cookie lasts 14 days, path /, SameSite Lax. */
export function variantCookie(variant: TLandingVariant): string {
  const maxAge = LANDING_VARIANT_COOKIE.maxAgeDays * 24 * 60 * 60;
  return `${LANDING_VARIANT_COOKIE.name}=${variant}; Max-Age=${maxAge}; Path=${LANDING_VARIANT_COOKIE.path}; SameSite=${LANDING_VARIANT_COOKIE.sameSite}`;
}

export type VariantSource = "query" | "cookie" | "random";

export interface VariantAssignment {
  variant: TLandingVariant;
  source: VariantSource;
  /** The cookie to write, or null when the existing one already says the same. */
  cookieToSet: string | null;
}

/**
 * docs/product.md §4 Landing variant assignment: the ab query parameter overrides and is saved; otherwise a valid
 * existing cookie is used; otherwise a random variant is drawn and saved. An invalid ab value is ignored.
 */
export function assignVariant(input: { search: string; cookie: string; random: () => number }): VariantAssignment {
  const fromQuery = parseVariant(new URLSearchParams(input.search).get("ab"));
  const fromCookie = readVariantCookie(input.cookie);
  if (fromQuery) {
    return { variant: fromQuery, source: "query", cookieToSet: variantCookie(fromQuery) };
  }
  if (fromCookie) return { variant: fromCookie, source: "cookie", cookieToSet: null };
  const drawn = drawVariant(input.random());
  return { variant: drawn, source: "random", cookieToSet: variantCookie(drawn) };
}

/** Runs the assignment against this page and saves the cookie. */
export function assignVariantForPage(): VariantAssignment {
  const assignment = assignVariant({ search: window.location.search, cookie: document.cookie, random: Math.random });
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
  if (assignment.cookieToSet) document.cookie = assignment.cookieToSet;
  return assignment;
}

/** docs/product.md §2: the mini-app link carries the variant and utm_source / utm_medium / utm_campaign. */
export function miniAppLink(base: string, variant: TLandingVariant, medium: "button" | "qr"): string {
  const url = new URL(base);
  url.searchParams.set("variant", variant);
  url.searchParams.set("utm_source", "landing");
  url.searchParams.set("utm_medium", medium);
  url.searchParams.set("utm_campaign", `landing_${variant.toLowerCase()}`);
  return url.toString();
}
