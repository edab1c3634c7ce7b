import {
  CHAT_LIMITS,
  type TChat,
  type TChatExchange,
  type TChatHistory,
  type TChatMessage,
  type TErrorCode,
} from "@tarelka/contracts";

/**
 * What the chat decides on its own: whether a question may go, what a failure means, how the history grows and
 * where a new day starts. Pure, so the tests pin it. Only types and constants come from the contracts: zod stays
 * off this screen's chunk, so the limits are checked here by hand the way ZChatMessageRequestSchema checks them.
 */

/** The length the server judges: ZChatMessageRequestSchema trims before it counts. */
export const questionLength = (text: string): number => text.trim().length;

export interface ComposerState {
  length: number;
  /** Past CHAT_LIMITS.messageMax: the server would refuse it, so the screen says so before sending. */
  tooLong: boolean;
  /** The counter shows once the question nears the limit, so a short question reads without a number beside it. */
  showCounter: boolean;
  canSend: boolean;
}

/** From this share of the limit on, the counter is shown. */
export const COUNTER_FROM = 0.8;

export function composerState(text: string, busy: boolean): ComposerState {
  const length = questionLength(text);
  const tooLong = length > CHAT_LIMITS.messageMax;
  return {
    length,
    tooLong,
    showCounter: length >= CHAT_LIMITS.messageMax * COUNTER_FROM,
    canSend: !busy && length > 0 && !tooLong,
  };
}

/**
 * Enter sends, Shift+Enter starts a new line (the brief). A key pressed while an input method is composing a word
 * (Japanese, Chinese, some Android keyboards) only confirms the word, so it never sends half a question.
 */
export function sendsOnKey(key: { key: string; shiftKey: boolean; isComposing: boolean }): boolean {
  return key.key === "Enter" && !key.shiftKey && !key.isComposing;
}

/** What went wrong with a question: each has its own sentence on screen. */
export type SendFailure = "dailyLimit" | "tooLong" | "other";

export function sendFailureOf(code: TErrorCode | null | undefined): SendFailure {
  if (code === "CHAT_DAILY_LIMIT_REACHED") return "dailyLimit";
  // The only field of the request is the message, so a refused body can only mean it is too long or empty.
  if (code === "VALIDATION_FAILED") return "tooLong";
  return "other";
}

/**
 * The history after a sent question: the stored question and its answer at the end, oldest first, as the server
 * answers it (contracts ZChatHistorySchema). A refetch that landed while the question was on its way may hold the
 * question already, so messages are added once by id; the list stays within CHAT_LIMITS.historyMax, as a fresh
 * read would.
 */
export function appendExchange(history: TChatHistory, exchange: TChatExchange): TChatHistory {
  const known = new Set(history.messages.map((m) => m.id));
  const added = [exchange.question, exchange.answer].filter((m) => !known.has(m.id));
  const messages = [...history.messages, ...added].slice(-CHAT_LIMITS.historyMax);
  return { ...history, messages };
}

/**
 * Whether an answer wears a label of its own writer: only when it is not the chat's usual one (the model failed
 * and the built-in nutritionist answered instead, or the configuration changed since). The person's own
 * messages have no writer to name.
 */
export function sourceLabelOf(message: TChatMessage, answeredBy: TChat["answeredBy"]): TChatMessage["source"] {
  if (message.role !== "assistant" || message.source === null || message.source === answeredBy) return null;
  return message.source;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone (the device's when none is given). */
export function localDay(instant: string, timeZone?: string): string | null {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  // en-CA writes dates as YYYY-MM-DD.
  return date.toLocaleDateString("en-CA", { timeZone });
}

/**
 * Each message with the day it opens, if it opens one: a conversation over several days reads with the day above
 * its first message, as in a messenger. An unreadable timestamp opens nothing.
 */
export function withDayBreaks<M extends Pick<TChatMessage, "createdAt">>(
  messages: readonly M[],
  timeZone?: string,
): { message: M; opensDay: string | null }[] {
  let previous: string | null = null;
  return messages.map((message) => {
    const day = localDay(message.createdAt, timeZone);
    const opensDay = day !== null && day !== previous ? day : null;
    if (day !== null) previous = day;
    return { message, opensDay };
  });
}
