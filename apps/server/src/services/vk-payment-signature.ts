import crypto from "node:crypto";

/**
 * The `sig` of a VK payments notification (docs/vk-platform.md §3.2): every parameter but `sig`, sorted by key,
 * joined as `key=value` with no separator, the protected key appended, MD5 as lowercase hex. Values are the
 * form-decoded ones.
 */
export function paymentSignature(params: Record<string, string>, secret: string): string {
  const base = Object.keys(params)
    .filter((key) => key !== "sig")
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join("");
  return crypto
    .createHash("md5")
    .update(base + secret, "utf8")
    .digest("hex");
}

/** Constant-time check, so the comparison leaks nothing about how much of a forged sig was right. */
export function verifyPaymentSignature(params: Record<string, string>, secret: string): boolean {
  const given = params.sig;
  if (typeof given !== "string" || !/^[0-9a-f]{32}$/i.test(given)) return false;
  const expected = Buffer.from(paymentSignature(params, secret), "utf8");
  return crypto.timingSafeEqual(expected, Buffer.from(given.toLowerCase(), "utf8"));
}
