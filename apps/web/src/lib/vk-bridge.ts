import bridge from "@vkontakte/vk-bridge";
import { withTimeout } from "./with-timeout";

/**
 * Spec §4 Authentication step 1 and §8: the bridge gets 2 s to initialise; after that the app goes on with the
 * launch parameters from the URL or session storage. In an ordinary browser tab the bridge never answers
 * (vk-platform.md §2.2), which is exactly the local demo's path.
 */
export async function initBridge(): Promise<boolean> {
  try {
    await withTimeout(bridge.send("VKWebAppInit"), 2000, "VKWebAppInit timeout");
    return true;
  } catch {
    return false;
  }
}
