import { z } from "zod";

/** One turn of a chat-completions conversation. */
export interface ChatTurn {
  role: "system" | "user" | "assistant";
  content: string;
}

/** A configured chat model (product-decisions.md, AI providers: text for chat). */
export interface ChatModel {
  complete(turns: readonly ChatTurn[]): Promise<string>;
}

/**
 * Why a model call failed. The message is ours, written from the status or the error's kind: it never carries the
 * request's headers, so the key cannot reach a log through it.
 */
export class ChatModelError extends Error {
  constructor(
    readonly reason: "timeout" | "unreachable" | "status" | "bad_reply",
    message: string,
  ) {
    super(message);
    this.name = "ChatModelError";
  }
}

export interface OpenAiChatOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

const ZCompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/** A chat answer is a few sentences; a runaway reply is cut here rather than stored whole. */
export const ANSWER_MAX_CHARS = 4000;

/**
 * Any OpenAI-compatible chat-completions endpoint (hosted services, Ollama, vLLM), shaped like the vision provider
 * (services/vision-provider.ts): a time-out per call, a zod-parsed reply, the key only in the Authorization header.
 * There is no retry: the offline nutritionist answers at once instead, which beats making the person wait twice.
 */
export function createOpenAiChatModel(options: OpenAiChatOptions): ChatModel {
  const doFetch = options.fetchImpl ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;

  return {
    async complete(turns) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: options.model, temperature: 0.3, max_tokens: 600, messages: turns }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
          throw new ChatModelError("timeout", `Chat model did not answer in ${options.timeoutMs} ms`);
        }
        const kind = error instanceof Error ? (error.cause as { code?: string } | undefined)?.code : undefined;
        throw new ChatModelError("unreachable", `Chat model unreachable${kind ? ` (${kind})` : ""}`);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new ChatModelError("status", `Chat model answered ${response.status}`);
      }
      let content: string | null | undefined;
      try {
        content = ZCompletionSchema.parse(await response.json()).choices[0]?.message.content;
      } catch {
        throw new ChatModelError("bad_reply", "Chat model reply is not a chat completion");
      }
      const text = content?.trim() ?? "";
      if (text.length === 0) throw new ChatModelError("bad_reply", "Chat model answered with no text");
      return text.slice(0, ANSWER_MAX_CHARS);
    },
  };
}
