import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The AI nutritionist's chat (docs/product.md §7 /api/ai-nutritionist/chat calls). A person has one chat: the unique user id
 * lets the first GET create it with ON CONFLICT DO NOTHING, so two first visits at once still make one.
 */
export const aiChats = pgTable("ai_chats", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  userId: integer("user_id")
    .notNull()
    .unique("ai_chats_user_id_unique")
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * One message of a chat: the person's question (role user, source null) or an answer (role assistant) with who
 * wrote it (contracts ANSWER_SOURCES). History reads the newest by id, hence the (chat_id, id) index. The daily
 * question limit counts today's user messages of a chat (ai-nutritionist-repository addQuestion); the
 * (chat_id, role, created_at) index lets that count read only today's rows instead of the whole history.
 */
export const aiChatMessages = pgTable(
  "ai_chat_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    chatId: integer("chat_id")
      .notNull()
      .references(() => aiChats.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    content: text("content").notNull(),
    source: text("source"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("ai_chat_messages_chat_id_idx").on(t.chatId, t.id),
    index("ai_chat_messages_chat_role_created_idx").on(t.chatId, t.role, t.createdAt),
  ],
);

/**
 * A recommendation drawn from one diary day (docs/product.md §3 AI recommendation: priority, read state). A day holds one per
 * topic: re-analysing the day upserts on (user_id, date, topic), so a topic still present keeps its id and read
 * state. The list reads a person's newest first, hence the (user_id, created_at) index.
 */
export const aiRecommendations = pgTable(
  "ai_recommendations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    topic: text("topic").notNull(),
    priority: text("priority").notNull(),
    title: text("title").notNull(),
    text: text("text").notNull(),
    read: boolean("read").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("ai_recommendations_user_created_idx").on(t.userId, t.createdAt),
    uniqueIndex("ai_recommendations_user_date_topic_idx").on(t.userId, t.date, t.topic),
  ],
);

export type AiChatRow = typeof aiChats.$inferSelect;
export type AiChatMessageRow = typeof aiChatMessages.$inferSelect;
export type AiRecommendationRow = typeof aiRecommendations.$inferSelect;
