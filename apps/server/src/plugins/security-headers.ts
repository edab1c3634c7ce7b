import type { FastifyInstance } from "fastify";

/**
 * VK shows the app inside a cross-site iframe on vk.com / vk.ru and m.vk.com (docs/vk-platform.md §4.2), so framing
 * is allowed for exactly those origins and X-Frame-Options is never sent. Launch parameters travel in the URL,
 * so no Referer may carry them to third parties.
 */
const VK_FRAME_ANCESTORS = "'self' https://vk.com https://*.vk.com https://vk.ru https://*.vk.ru";

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // wasm-unsafe-eval: the loading animation player is WebAssembly; nothing else is evaluated.
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  `frame-ancestors ${VK_FRAME_ANCESTORS}`,
].join("; ");

/**
 * A year, without includeSubDomains or preload: those bind every other site on the operator's domain, which is
 * theirs to decide.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

export function registerSecurityHeaders(app: FastifyInstance): void {
  // HTTPS is known either from the public address or from the request itself; behind a TLS proxy the request's
  // protocol is believed only from a proxy TRUST_PROXY names (README, Configuration), so a forged
  // X-Forwarded-Proto cannot make a plain-HTTP answer claim HSTS, and browsers ignore it over HTTP anyway.
  const publicHttps = app.deps.env.PUBLIC_URL?.startsWith("https:") ?? false;
  const always = {
    "content-security-policy": CONTENT_SECURITY_POLICY,
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
    "cross-origin-opener-policy": "same-origin-allow-popups",
    "permissions-policy": "camera=(self), microphone=(), geolocation=()",
  };
  // A callback hook rather than an async one: it runs on every reply, and has nothing to wait for.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (publicHttps || request.protocol === "https") {
      reply.header("strict-transport-security", STRICT_TRANSPORT_SECURITY);
    }
    reply.headers(always);
    reply.removeHeader("x-frame-options");
    done(null, payload);
  });
}
