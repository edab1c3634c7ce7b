// What the account's deletion and the reads of the account's data agree on, in a module of its own so the achievement
// notifier, which every launch loads, takes no endpoint schemas with it (decision 006).
import type { QueryClient } from "@tanstack/react-query";

/** The account's deletion, which reads of the account's data wait out (the achievement notifier). */
export const DELETE_ACCOUNT_KEY = ["delete-account"] as const;

/** Longest the deletion waits for reads already on their way; a read that never answers does not hold it. */
const READS_SETTLE_MS = 3000;

/**
 * Resolves once no read is on its way, or after READS_SETTLE_MS. A read the server takes after the account's deletion
 * is refused (404), which the browser reports as an error of the page: the deletion goes after the reads instead.
 */
export async function readsSettled(queryClient: QueryClient): Promise<void> {
  const until = Date.now() + READS_SETTLE_MS;
  while (queryClient.isFetching() > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
}
