import type { LaunchParams } from "../../lib/launch-params";

/**
 * Where a purchase can happen (docs/vk-platform.md, payments): VK's subscription dialog exists on Android, the mobile
 * web and the desktop web, but not in VK's iOS clients, whose rules forbid selling digital goods there, so no
 * purchase is offered on an iPhone or iPad. Outside VK there is no dialog at all: the page points to the mini-app.
 */
export type PurchasePlace = "vk" | "ios" | "outside";

const IOS_PLATFORMS = new Set(["mobile_iphone", "mobile_iphone_messenger", "mobile_ipad"]);

export function purchasePlace(launch: LaunchParams | null): PurchasePlace {
  if (!launch) return "outside";
  return IOS_PLATFORMS.has(launch.values.vk_platform ?? "") ? "ios" : "vk";
}
