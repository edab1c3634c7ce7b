import { createOpenAiCompatibleClient, ModelCallError } from "../openai-compatible-client";

/** One turn of a chat-completions conversation. */
export interface ChatTurn {
  role: "system" | "user" | "assistant";
  content: string;
}

/** A configured chat model (docs/product.md, AI providers: text for chat). Fails with a ModelCallError. */
export interface ChatModel {
  complete(turns: readonly ChatTurn[]): Promise<string>;
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

/**
 * The nutritionist's chat through the same OpenAI-compatible client as photo recognition
 * (services/openai-compatible-client.ts). There is no retry: the offline nutritionist answers at once instead, which
 * beats making the person wait twice (decision 010).
 */
export function createOpenAiChatModel(options: OpenAiChatOptions): ChatModel {
  const client = createOpenAiCompatibleClient({ ...options, name: "Chat model" });
  return {
    async complete(turns) {
      const content = await client.complete({ messages: turns, temperature: 0.3, maxTokens: 600 });
      const text = content?.trim() ?? "";
      if (text.length === 0) throw new ModelCallError("bad_reply", "Chat model answered with no text");
      return text.slice(0, ANSWER_MAX_CHARS);
    },
  };
}
