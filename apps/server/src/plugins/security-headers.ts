import type { FastifyInstance } from "fastify";

/**
 * VK shows the app inside a cross-site iframe on vk.com / vk.ru and m.vk.com (vk-platform.md §4.2), so framing
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

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("content-security-policy", CONTENT_SECURITY_POLICY);
    reply.header("referrer-policy", "no-referrer");
    reply.header("x-content-type-options", "nosniff");
    reply.header("cross-origin-opener-policy", "same-origin-allow-popups");
    reply.header("permissions-policy", "camera=(self), microphone=(), geolocation=()");
    reply.removeHeader("x-frame-options");
  });
}
