import { CHAT_LIMITS, type TChatExchange, type TChatHistory, type TChatMessage } from "@tarelka/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  appendExchange,
  composerState,
  localDay,
  questionLength,
  sendFailureOf,
  sendsOnKey,
  sourceLabelOf,
  withDayBreaks,
} from "./chat-logic";

const message = (id: number, overrides: Partial<TChatMessage> = {}): TChatMessage => ({
  id,
  role: id % 2 === 1 ? "user" : "assistant",
  content: `message ${id}`,
  source: id % 2 === 1 ? null : "offline",
  createdAt: "2026-11-21T09:30:00.000Z",
  ...overrides,
});

const historyOf = (ids: number[]): TChatHistory => ({ chatId: 7, messages: ids.map((id) => message(id)) });

describe("the composer (contracts CHAT_LIMITS.messageMax)", () => {
  it("counts what the server counts: the question without the spaces around it", () => {
    expect(questionLength("  как дела?\n\n")).toBe(9);
    expect(composerState("   \n ", false)).toMatchObject({ length: 0, canSend: false });
  });

  it("sends a question up to the limit, and not one past it", () => {
    expect(composerState("а".repeat(CHAT_LIMITS.messageMax), false)).toMatchObject({
      tooLong: false,
      canSend: true,
      showCounter: true,
    });
    expect(composerState(`${"а".repeat(CHAT_LIMITS.messageMax + 1)}`, false)).toMatchObject({
      tooLong: true,
      canSend: false,
    });
    // Spaces at the ends do not count against it, as the contract trims first.
    expect(composerState(` ${"а".repeat(CHAT_LIMITS.messageMax)}\n`, false).canSend).toBe(true);
  });

  it("shows the counter only as the question nears the limit", () => {
    expect(composerState("Что съесть на ужин?", false).showCounter).toBe(false);
    expect(composerState("а".repeat(CHAT_LIMITS.messageMax * 0.8 - 1), false).showCounter).toBe(false);
    expect(composerState("а".repeat(CHAT_LIMITS.messageMax * 0.8), false).showCounter).toBe(true);
  });

  it("sends nothing while a question is on its way", () => {
    expect(composerState("ещё вопрос", true).canSend).toBe(false);
  });

  it("sends exactly when the server would accept the question's length", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: CHAT_LIMITS.messageMax + 50 }), (text) => {
        const trimmed = text.trim();
        expect(composerState(text, false).canSend).toBe(
          trimmed.length >= 1 && trimmed.length <= CHAT_LIMITS.messageMax,
        );
      }),
    );
  });
});

describe("the Enter key (the brief: Enter sends, Shift+Enter makes a new line)", () => {
  it("sends on Enter alone", () => {
    expect(sendsOnKey({ key: "Enter", shiftKey: false, isComposing: false })).toBe(true);
  });

  it("keeps Shift+Enter, an input method's Enter and other keys for typing", () => {
    expect(sendsOnKey({ key: "Enter", shiftKey: true, isComposing: false })).toBe(false);
    expect(sendsOnKey({ key: "Enter", shiftKey: false, isComposing: true })).toBe(false);
    expect(sendsOnKey({ key: "a", shiftKey: false, isComposing: false })).toBe(false);
  });
});

describe("a question that failed", () => {
  it("tells the daily limit and a refused length apart from everything else", () => {
    expect(sendFailureOf("CHAT_DAILY_LIMIT_REACHED")).toBe("dailyLimit");
    expect(sendFailureOf("VALIDATION_FAILED")).toBe("tooLong");
    expect(sendFailureOf("INTERNAL")).toBe("other");
    expect(sendFailureOf("RATE_LIMITED")).toBe("other");
    expect(sendFailureOf(null)).toBe("other");
  });
});

describe("the history after a sent question (contracts ZChatHistorySchema: oldest first)", () => {
  const exchange = (q: number, a: number): TChatExchange => ({ question: message(q), answer: message(a) });

  it("adds the question and its answer at the end", () => {
    const next = appendExchange(historyOf([1, 2]), exchange(3, 4));
    expect(next.chatId).toBe(7);
    expect(next.messages.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it("adds nothing twice when a read that landed meanwhile already holds the question", () => {
    expect(appendExchange(historyOf([1, 2, 3]), exchange(3, 4)).messages.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(appendExchange(historyOf([1, 2, 3, 4]), exchange(3, 4)).messages.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it("keeps the newest CHAT_LIMITS.historyMax, as the server's read would", () => {
    const full = historyOf(Array.from({ length: CHAT_LIMITS.historyMax }, (_, i) => i + 1));
    const next = appendExchange(full, exchange(CHAT_LIMITS.historyMax + 1, CHAT_LIMITS.historyMax + 2));
    expect(next.messages).toHaveLength(CHAT_LIMITS.historyMax);
    expect(next.messages[0]?.id).toBe(3);
    expect(next.messages.at(-1)?.id).toBe(CHAT_LIMITS.historyMax + 2);
  });
});

describe("who wrote an answer (contracts ANSWER_SOURCES)", () => {
  it("names the writer only when it is not the chat's usual one", () => {
    expect(sourceLabelOf(message(2, { source: "offline" }), "offline")).toBeNull();
    expect(sourceLabelOf(message(2, { source: "offline" }), "model")).toBe("offline");
    expect(sourceLabelOf(message(2, { source: "model" }), "offline")).toBe("model");
  });

  it("never names a writer for the person's own messages", () => {
    expect(sourceLabelOf(message(1, { source: null }), "model")).toBeNull();
    expect(sourceLabelOf(message(1, { role: "user", source: "offline" }), "model")).toBeNull();
  });
});

describe("days in the conversation", () => {
  it("reads an instant as the day it falls on in the time zone", () => {
    expect(localDay("2026-11-21T22:30:00.000Z", "UTC")).toBe("2026-11-21");
    expect(localDay("2026-11-21T22:30:00.000Z", "Europe/Moscow")).toBe("2026-11-22");
    expect(localDay("not a date", "UTC")).toBeNull();
  });

  it("marks the first message of each day, and only that one", () => {
    const messages = [
      message(1, { createdAt: "2026-11-20T10:00:00.000Z" }),
      message(2, { createdAt: "2026-11-20T10:00:05.000Z" }),
      message(3, { createdAt: "2026-11-21T08:00:00.000Z" }),
      message(4, { createdAt: "garbage" }),
      message(5, { createdAt: "2026-11-21T09:00:00.000Z" }),
    ];
    expect(withDayBreaks(messages, "UTC").map((m) => m.opensDay)).toEqual([
      "2026-11-20",
      null,
      "2026-11-21",
      null,
      null,
    ]);
  });

  it("moves a message after midnight in Moscow to the next day", () => {
    const messages = [
      message(1, { createdAt: "2026-11-21T20:00:00.000Z" }),
      message(2, { createdAt: "2026-11-21T21:30:00.000Z" }),
    ];
    expect(withDayBreaks(messages, "UTC").map((m) => m.opensDay)).toEqual(["2026-11-21", null]);
    expect(withDayBreaks(messages, "Europe/Moscow").map((m) => m.opensDay)).toEqual(["2026-11-21", "2026-11-22"]);
  });
});
