/** docs/product.md §9 landing split and cookie. */
export const LANDING_VARIANTS = ["A", "B", "C"] as const;
export type TLandingVariant = (typeof LANDING_VARIANTS)[number];
export const LANDING_VARIANT_WEIGHTS = { A: 0.3333, B: 0.3333, C: 0.3334 } as const;
export const LANDING_VARIANT_COOKIE = { name: "tarelka_ab", maxAgeDays: 14, path: "/", sameSite: "Lax" } as const;
