import type { TLanguage, TProfileData, TUser } from "@tarelka/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type UserRow, users } from "../db/schema";

export interface SocialIdentity {
  provider: string;
  socialId: string;
}

/**
 * SQL for users; every method takes an optional transaction (docs/code-style.md §4). `changed` is told the id of a
 * person whose row this server changed, right after the statement: accounts are kept in memory (auth/account.ts),
 * and the database's own announcement of the change reaches this server only a moment later (decision 031).
 */
export function createUsersRepository(db: Database, changed: (userId: number) => void = () => undefined) {
  const bySocial = (tx: Database) =>
    tx
      .select()
      .from(users)
      .where(
        and(eq(users.socialProvider, sql.placeholder("provider")), eq(users.socialId, sql.placeholder("socialId"))),
      )
      .limit(1);
  // Every signed-in request looks its person up here (auth/account.ts), so its SQL is built once, not per request.
  // Unnamed (""): a named server-side statement would not survive PgBouncer's transaction mode (docs/deploy.md),
  // where the next statement may reach another connection (docs/decisions/022-request-cost-and-embedded-upkeep.md).
  const bySocialPrepared = bySocial(db).prepare("");

  return {
    async findBySocial(identity: SocialIdentity, tx: Database = db): Promise<UserRow | null> {
      const params = { provider: identity.provider, socialId: identity.socialId };
      const rows = await (tx === db ? bySocialPrepared : bySocial(tx)).execute(params);
      return rows[0] ?? null;
    },

    /** Inserts the user; answers null when the identity already has one (unique index). */
    async create(
      identity: SocialIdentity,
      data: { firstName: string; lastName: string; profileData: TProfileData; language: string },
      tx: Database = db,
    ): Promise<UserRow | null> {
      const rows = await tx
        .insert(users)
        .values({ socialProvider: identity.provider, socialId: identity.socialId, ...data })
        .onConflictDoNothing()
        .returning();
      return rows[0] ?? null;
    },

    async update(
      id: number,
      patch: Partial<Pick<UserRow, "firstName" | "lastName" | "profileData" | "language">>,
      tx: Database = db,
    ): Promise<UserRow | null> {
      const rows = await tx
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      changed(id);
      return rows[0] ?? null;
    },

    /** Deletes the user; rows of other features go with it through their ON DELETE CASCADE foreign keys. */
    async deleteBySocial(identity: SocialIdentity, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .delete(users)
        .where(and(eq(users.socialProvider, identity.provider), eq(users.socialId, identity.socialId)))
        .returning({ id: users.id });
      for (const row of rows) changed(row.id);
      return rows.length > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

export function toUserDto(row: UserRow): TUser {
  return {
    id: row.id,
    socialProvider: row.socialProvider,
    socialId: row.socialId,
    firstName: row.firstName,
    lastName: row.lastName,
    // Premium is honoured only until its paid time ends: VK never announces an expiry (docs/vk-platform.md §3.3).
    isPremium: row.isPremium === 1 && (!row.premiumExpiresAt || row.premiumExpiresAt > new Date()) ? 1 : 0,
    premiumExpiresAt: row.premiumExpiresAt?.toISOString() ?? null,
    profileData: { ...row.profileData, language: row.profileData.language ?? (row.language as TLanguage) },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
