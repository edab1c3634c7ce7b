/**
 * A store that keeps a person's data outside the database, as files: meal photos today (services/photo-store.ts).
 * Rows leave with the account through ON DELETE CASCADE; files have no foreign key, so every such store is named
 * once in the composition root's `personFiles` (app.ts createDeps) and account deletion empties all of them
 * (docs/product.md §2, deleting the account).
 */
export interface PersonFiles {
  /** Every file of the person: the account is being deleted. */
  removeAll(userId: number): Promise<void>;
}

/**
 * Removes the person's files from every store, after their rows are gone, so a failure here never leaves an
 * account half-deleted; every store is asked, and the first failure is thrown once all have answered.
 */
export async function removePersonFiles(stores: Readonly<Record<string, PersonFiles>>, userId: number): Promise<void> {
  const results = await Promise.allSettled(Object.values(stores).map((store) => store.removeAll(userId)));
  const failed = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failed) throw failed.reason;
}
