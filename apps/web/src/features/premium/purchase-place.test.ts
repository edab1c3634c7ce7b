import { describe, expect, it } from "vitest";
import type { LaunchParams } from "../../lib/launch-params";
import { purchasePlace } from "./purchase-place";

const launch = (platform: string): LaunchParams => ({
  raw: "",
  values: { vk_user_id: "1", sign: "s", vk_platform: platform },
  source: "query",
});

describe("where premium can be bought (docs/vk-platform.md, payments)", () => {
  it("offers VK's dialog on Android and the web versions of VK", () => {
    for (const p of ["mobile_android", "mobile_android_messenger", "mobile_web", "desktop_web"]) {
      expect(purchasePlace(launch(p))).toBe("vk");
    }
  });

  it("offers no purchase in VK's iOS clients", () => {
    for (const p of ["mobile_iphone", "mobile_iphone_messenger", "mobile_ipad"])
      expect(purchasePlace(launch(p))).toBe("ios");
  });

  it("points outside VK to the mini-app", () => {
    expect(purchasePlace(null)).toBe("outside");
  });
});
