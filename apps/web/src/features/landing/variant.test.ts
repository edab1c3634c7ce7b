import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assignVariant, drawVariant, miniAppLink, parseVariant, readVariantCookie, variantCookie } from "./variant";

// docs/product.md §4 Landing variant assignment, §5 (ab only A, B, C), §9 (split and cookie).
describe("landing variant assignment", () => {
  it("accepts ab case-insensitively and rejects anything else", () => {
    expect(parseVariant("a")).toBe("A");
    expect(parseVariant(" C ")).toBe("C");
    expect(parseVariant("D")).toBeNull();
    expect(parseVariant("AB")).toBeNull();
    expect(parseVariant("")).toBeNull();
    expect(parseVariant(null)).toBeNull();
  });

  it("splits the draw 33.33 / 33.33 / 33.34", () => {
    expect(drawVariant(0)).toBe("A");
    expect(drawVariant(0.3332)).toBe("A");
    expect(drawVariant(0.3333)).toBe("B");
    expect(drawVariant(0.6665)).toBe("B");
    expect(drawVariant(0.6666)).toBe("C");
    expect(drawVariant(0.999999)).toBe("C");
  });

  it("draws close to the split over many visitors", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const counts = { A: 0, B: 0, C: 0 };
    for (let i = 0; i < 30_000; i++) counts[drawVariant(random())] += 1;
    for (const n of Object.values(counts)) expect(n / 30_000).toBeCloseTo(1 / 3, 1);
  });

  it("writes a 14-day, path /, SameSite Lax cookie and reads it back", () => {
    const cookie = variantCookie("B");
    expect(cookie).toBe("tarelka_ab=B; Max-Age=1209600; Path=/; SameSite=Lax");
    expect(readVariantCookie("x=1; tarelka_ab=B; y=2")).toBe("B");
    expect(readVariantCookie("tarelka_ab=Z")).toBeNull();
    expect(readVariantCookie("")).toBeNull();
  });

  it("lets ab override the cookie and saves it", () => {
    const result = assignVariant({ search: "?ab=c", cookie: "tarelka_ab=A", random: () => 0 });
    expect(result).toEqual({ variant: "C", source: "query", cookieToSet: variantCookie("C") });
  });

  it("keeps a valid cookie without drawing", () => {
    const result = assignVariant({
      search: "",
      cookie: "tarelka_ab=B",
      random: () => {
        throw new Error("must not draw");
      },
    });
    expect(result).toEqual({ variant: "B", source: "cookie", cookieToSet: null });
  });

  it("ignores an invalid ab and an invalid cookie, then draws and saves", () => {
    const result = assignVariant({ search: "?ab=x", cookie: "tarelka_ab=Q", random: () => 0.9 });
    expect(result).toEqual({ variant: "C", source: "random", cookieToSet: variantCookie("C") });
  });

  it("always lands on A, B or C whatever the inputs", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (ab, c, r) => {
          const { variant } = assignVariant({ search: `?ab=${encodeURIComponent(ab)}`, cookie: c, random: () => r });
          expect(["A", "B", "C"]).toContain(variant);
        },
      ),
    );
  });

  it("builds the mini-app link with the variant and utm parameters", () => {
    const url = new URL(miniAppLink("https://vk.com/app123", "B", "qr"));
    expect(url.origin + url.pathname).toBe("https://vk.com/app123");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      variant: "B",
      utm_source: "landing",
      utm_medium: "qr",
      utm_campaign: "landing_b",
    });
  });
});
