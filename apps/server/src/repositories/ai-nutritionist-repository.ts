import type { TChatMessage, TRecommendation } from "@tarelka/contracts";
import { and, asc, count, desc, eq, gte, notInArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  type AiChatMessageRow,
  type AiChatRow,
  type AiRecommendationRow,
  aiChatMessages,
  aiChats,
  aiRecommendations,
  users,
} from "../db/schema";

export type TAnswerSource = NonNullable<TChatMessage["source"]>;
export type TRecommendationTopic = TRecommendation["topic"];
export type TRecommendationPriority = TRecommendation["priority"];

export interface NewRecommendation {
  topic: TRecommendationTopic;
  priority: TRecommendationPriority;
  title: string;
  text: string;
}

/** Most urgent first among recommendations stored at the same moment (one analysis). */
const PRIORITY_RANK = sql`case ${aiRecommendations.priority} when 'high' then 3 when 'medium' then 2 else 1 end`;

/**
 * SQL of the AI nutritionist: chats, their messages and the recommendations of analysed days. Every read and write
 * names the owner (a chat through its user id), so another person's chat or recommendation is simply not found
 * (docs/product.md, Identity and security: 404, not 403). Methods take an optional transaction (docs/code-style.md §4).
 */
export function createAiNutritionistRepository(db: Database) {
  return {
    /** The person's one chat, created on first use; concurrent first uses create it once (unique user id). */
    async chatOf(userId: number, tx: Database = db): Promise<AiChatRow> {
      const [created] = await tx.insert(aiChats).values({ userId }).onConflictDoNothing().returning();
      if (created) return created;
      const [existing] = await tx.select().from(aiChats).where(eq(aiChats.userId, userId));
      if (!existing) throw new Error("chat neither inserted nor found");
      return existing;
    },

    /** The chat when it is the person's; null for another person's or a missing id. */
    async findOwnedChat(userId: number, chatId: number, tx: Database = db): Promise<AiChatRow | null> {
      const [row] = await tx
        .select()
        .from(aiChats)
        .where(and(eq(aiChats.id, chatId), eq(aiChats.userId, userId)));
      return row ?? null;
    },

    /** The newest `limit` messages of the chat, oldest first. */
    async recentMessages(chatId: number, limit: number, tx: Database = db): Promise<AiChatMessageRow[]> {
      const rows = await tx
        .select()
        .from(aiChatMessages)
        .where(eq(aiChatMessages.chatId, chatId))
        .orderBy(desc(aiChatMessages.id))
        .limit(limit);
      return rows.reverse();
    },

    /**
     * Stores the person's question unless they have already sent `dayMax` since `dayStart` (the start of their
     * calendar day); answers null then. The owner's user row is locked first, as water and weight do, so
     * concurrent sends of one person queue up and cannot both take the last place.
     */
    async addQuestion(
      userId: number,
      chatId: number,
      content: string,
      dayStart: Date,
      dayMax: number,
      tx: Database = db,
    ): Promise<AiChatMessageRow | null> {
      return tx.transaction(async (t) => {
        await t.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
        const [sent] = await t
          .select({ n: count() })
          .from(aiChatMessages)
          .where(
            and(
              eq(aiChatMessages.chatId, chatId),
              eq(aiChatMessages.role, "user"),
              gte(aiChatMessages.createdAt, dayStart),
            ),
          );
        if ((sent?.n ?? 0) >= dayMax) return null;
        const [row] = await t.insert(aiChatMessages).values({ chatId, role: "user", content }).returning();
        if (!row) throw new Error("chat question insert returned nothing");
        return row;
      });
    },

    async addAnswer(
      chatId: number,
      content: string,
      source: TAnswerSource,
      tx: Database = db,
    ): Promise<AiChatMessageRow> {
      const [row] = await tx.insert(aiChatMessages).values({ chatId, role: "assistant", content, source }).returning();
      if (!row) throw new Error("chat answer insert returned nothing");
      return row;
    },

    /**
     * Replaces the day's recommendations with `next` (contracts ZDayAnalysisSchema): topics no longer drawn are
     * removed, topics still drawn are updated in place, so they keep their id and read state, and get the new
     * time, since they now carry the new numbers. Under the owner's row lock, so two analyses of one day at once
     * leave one consistent set. Answers the day's rows, most urgent first.
     */
    async replaceDay(
      userId: number,
      date: string,
      next: readonly NewRecommendation[],
      tx: Database = db,
    ): Promise<AiRecommendationRow[]> {
      return tx.transaction(async (t) => {
        await t.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
        const sameDay = and(eq(aiRecommendations.userId, userId), eq(aiRecommendations.date, date));
        const topics = next.map((r) => r.topic);
        await t
          .delete(aiRecommendations)
          .where(topics.length > 0 ? and(sameDay, notInArray(aiRecommendations.topic, topics)) : sameDay);
        if (next.length > 0) {
          await t
            .insert(aiRecommendations)
            .values(next.map((r) => ({ userId, date, ...r })))
            .onConflictDoUpdate({
              target: [aiRecommendations.userId, aiRecommendations.date, aiRecommendations.topic],
              set: {
                priority: sql`excluded.priority`,
                title: sql`excluded.title`,
                text: sql`excluded.text`,
                createdAt: sql`now()`,
              },
            });
        }
        return t
          .select()
          .from(aiRecommendations)
          .where(sameDay)
          .orderBy(desc(PRIORITY_RANK), asc(aiRecommendations.id));
      });
    },

    /** The person's newest recommendations first (docs/product.md §7: limit, optional priority). */
    async listRecommendations(
      userId: number,
      limit: number,
      priority?: TRecommendationPriority,
      tx: Database = db,
    ): Promise<AiRecommendationRow[]> {
      return tx
        .select()
        .from(aiRecommendations)
        .where(
          priority
            ? and(eq(aiRecommendations.userId, userId), eq(aiRecommendations.priority, priority))
            : eq(aiRecommendations.userId, userId),
        )
        .orderBy(
          desc(aiRecommendations.createdAt),
          desc(aiRecommendations.date),
          desc(PRIORITY_RANK),
          asc(aiRecommendations.id),
        )
        .limit(limit);
    },

    /** Marks the recommendation read; null when it is not the person's. */
    async markRead(userId: number, id: number, tx: Database = db): Promise<AiRecommendationRow | null> {
      const [row] = await tx
        .update(aiRecommendations)
        .set({ read: true })
        .where(and(eq(aiRecommendations.id, id), eq(aiRecommendations.userId, userId)))
        .returning();
      return row ?? null;
    },
  };
}

export type AiNutritionistRepository = ReturnType<typeof createAiNutritionistRepository>;

export function toChatMessageDto(row: AiChatMessageRow): TChatMessage {
  return {
    id: row.id,
    role: row.role as TChatMessage["role"],
    content: row.content,
    source: row.role === "user" ? null : ((row.source ?? "offline") as TAnswerSource),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toRecommendationDto(row: AiRecommendationRow): TRecommendation {
  return {
    id: row.id,
    date: row.date,
    topic: row.topic as TRecommendationTopic,
    priority: row.priority as TRecommendationPriority,
    title: row.title,
    text: row.text,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}
