/**
 * This deployment's public configuration, which the server writes into the page's head as `<meta name="tarelka:…">`
 * tags (apps/server/src/plugins/web-app.ts, README configuration): the VK app the landing and the paywall link to,
 * and the contact the landing and the privacy policy name. One build serves every deployment, and a page never links
 * to a placeholder app: without a configured app id there is no mini-app link at all.
 */
export interface PublicConfig {
  vkAppId: number | null;
  contactEmail: string | null;
  /** A VK community's short name or id: vk.com/<name>. */
  contactVkGroup: string | null;
}

/** The configuration from the tags' contents (`meta("vk-app-id")` is `<meta name="tarelka:vk-app-id">`'s). */
export function parsePublicConfig(meta: (name: string) => string | null | undefined): PublicConfig {
  const appId = Number(meta("vk-app-id")?.trim() || Number.NaN);
  const email = meta("contact-email")?.trim();
  const group = meta("contact-vk")?.trim();
  return {
    vkAppId: Number.isInteger(appId) && appId > 0 ? appId : null,
    contactEmail: email && /^[^\s@<>"]+@[^\s@<>"]+$/.test(email) ? email : null,
    contactVkGroup: group && /^[A-Za-z0-9_.]{2,64}$/.test(group) ? group : null,
  };
}

export function readPublicConfig(): PublicConfig {
  return parsePublicConfig((name) => document.querySelector<HTMLMetaElement>(`meta[name="tarelka:${name}"]`)?.content);
}

/** The mini-app's address inside VK (docs/product.md §2 Landing page), or null when no app id is configured. */
export function miniAppUrl(config: PublicConfig = readPublicConfig()): string | null {
  return config.vkAppId === null ? null : `https://vk.com/app${config.vkAppId}`;
}

export const vkGroupUrl = (group: string) => `https://vk.com/${group}`;
