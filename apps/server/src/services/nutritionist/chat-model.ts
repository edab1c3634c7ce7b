import {
  type ConversationMessage,
  type ConversationReply,
  createOpenAiCompatibleClient,
  ModelCallError,
  type ToolDefinition,
} from "../openai-compatible-client";

/** One turn of a chat-completions conversation. */
export interface ChatTurn {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface ConverseOptions {
  /** Offered to the model; omitted for an endpoint without function calling (decision 019). */
  tools?: readonly ToolDefinition[];
  /** "none" makes the model answer in words: the last round of tools. */
  toolChoice?: "auto" | "none";
  /** What is left of the answer's time budget. */
  timeoutMs: number;
}

/** A configured chat model (docs/product.md, AI providers: text for chat). Fails with a ModelCallError. */
export interface ChatModel {
  complete(turns: readonly ChatTurn[]): Promise<string>;
  /** One round of a conversation with tools: the model's words, or the tools it wants called first. */
  converse(messages: readonly ConversationMessage[], options: ConverseOptions): Promise<ConversationReply>;
}

export interface OpenAiChatOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

/** A chat answer is a few sentences; a runaway reply is cut here rather than stored whole. */
export const ANSWER_MAX_CHARS = 4000;

const TEMPERATURE = 0.3;
const MAX_TOKENS = 600;

/**
 * The nutritionist's chat through the same OpenAI-compatible client as photo recognition
 * (services/openai-compatible-client.ts). There is no retry: the offline nutritionist answers at once instead, which
 * beats making the person wait twice (decision 010).
 */
export function createOpenAiChatModel(options: OpenAiChatOptions): ChatModel {
  const client = createOpenAiCompatibleClient({ ...options, name: "Chat model" });
  return {
    async complete(turns) {
      const content = await client.complete({ messages: turns, temperature: TEMPERATURE, maxTokens: MAX_TOKENS });
      const text = content?.trim() ?? "";
      if (text.length === 0) throw new ModelCallError("bad_reply", "Chat model answered with no text");
      return text.slice(0, ANSWER_MAX_CHARS);
    },
    async converse(messages, { tools, toolChoice, timeoutMs }) {
      const reply = await client.converse({
        messages,
        temperature: TEMPERATURE,
        maxTokens: MAX_TOKENS,
        ...(tools ? { tools, toolChoice } : {}),
        timeoutMs,
      });
      return { content: reply.content?.trim().slice(0, ANSWER_MAX_CHARS) ?? null, toolCalls: reply.toolCalls };
    },
  };
}
