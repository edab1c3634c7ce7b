import bridge from "@vkontakte/vk-bridge";
import { withTimeout } from "../../lib/with-timeout";

/**
 * docs/product.md §4 Authentication step 2 and §8: VK user info gets 3 s. Onboarding only offers the name from it, so a
 * time-out (always the case in an ordinary browser tab, the local demo) simply means the person types it.
 */
export async function fetchVkName(): Promise<{ firstName: string; lastName: string } | null> {
  try {
    const info = await withTimeout(bridge.send("VKWebAppGetUserInfo"), 3000, "VK user info timeout");
    return info.first_name ? { firstName: info.first_name, lastName: info.last_name ?? "" } : null;
  } catch {
    return null;
  }
}
