import { describe, expect, it } from "vitest";
import { miniAppUrl, parsePublicConfig } from "./public-config";

const docWith = (metas: Record<string, string>) => (name: string) => metas[`tarelka:${name}`];

describe("the deployment's public configuration", () => {
  it("reads the app id and contacts the server wrote into the page", () => {
    const config = parsePublicConfig(
      docWith({
        "tarelka:vk-app-id": "51234567",
        "tarelka:contact-email": "help@tarelka.example",
        "tarelka:contact-vk": "tarelka_app",
      }),
    );
    expect(config).toEqual({ vkAppId: 51234567, contactEmail: "help@tarelka.example", contactVkGroup: "tarelka_app" });
    expect(miniAppUrl(config)).toBe("https://vk.com/app51234567");
  });

  it("has no mini-app link at all without a configured id, and ignores malformed values", () => {
    const none = parsePublicConfig(docWith({}));
    expect(none).toEqual({ vkAppId: null, contactEmail: null, contactVkGroup: null });
    expect(miniAppUrl(none)).toBeNull();
    const bad = parsePublicConfig(
      docWith({ "tarelka:vk-app-id": "app1", "tarelka:contact-email": "nobody", "tarelka:contact-vk": "a/b" }),
    );
    expect(bad).toEqual({ vkAppId: null, contactEmail: null, contactVkGroup: null });
  });
});
