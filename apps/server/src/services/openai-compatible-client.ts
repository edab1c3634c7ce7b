import { z } from "zod";

/** How a model call failed; each caller decides what a failure means to the person (a code, or a fallback). */
export type ModelFailure = "timeout" | "unreachable" | "rate_limited" | "status" | "bad_reply";

/**
 * The one error of a model call. The message is ours, written from the status or the error's kind: it never carries
 * the request's headers, so the key cannot reach a log through it.
 */
export class ModelCallError extends Error {
  constructor(
    readonly reason: ModelFailure,
    message: string,
  ) {
    super(message);
    this.name = "ModelCallError";
  }
}

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Per attempt. */
  timeoutMs: number;
  /** Who is called, for messages: "Vision provider", "Chat model". */
  name: string;
  fetchImpl?: typeof fetch;
}

/** A message of the chat-completions API: plain text, or parts (text and images) for a vision model. */
export interface CompletionMessage {
  role: "system" | "user" | "assistant";
  content: string | readonly ({ type: "text"; text: string } | { type: "image_url"; image_url: { url: string } })[];
}

export interface CompletionRequest {
  messages: readonly CompletionMessage[];
  temperature: number;
  maxTokens?: number;
  /** Asks for a JSON object (response_format), for a reply the caller parses. */
  json?: boolean;
  /** One more attempt after a 429 or a 5xx, for a caller that has nothing better to offer than waiting. */
  retryOnce?: boolean;
}

export interface OpenAiCompatibleClient {
  /** The first choice's text (null when the model sent none), or a ModelCallError. */
  complete(request: CompletionRequest): Promise<string | null>;
}

const ZCompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/**
 * Any OpenAI-compatible chat-completions endpoint (docs/product.md, AI providers: hosted services and local
 * servers such as Ollama or vLLM), for photo recognition and the nutritionist's chat alike (ARCHITECTURE.md,
 * apps/server): a time-out per attempt, the key only in the Authorization header, a zod-parsed reply, and one error
 * type whose reason tells a slow, busy, failing or confused provider apart.
 */
export function createOpenAiCompatibleClient(options: OpenAiCompatibleOptions): OpenAiCompatibleClient {
  const doFetch = options.fetchImpl ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const { name } = options;

  async function attempt(body: string): Promise<Response> {
    try {
      return await doFetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
        throw new ModelCallError("timeout", `${name} did not answer in ${options.timeoutMs} ms`);
      }
      const kind = error instanceof Error ? (error.cause as { code?: string } | undefined)?.code : undefined;
      throw new ModelCallError("unreachable", `${name} unreachable${kind ? ` (${kind})` : ""}`);
    }
  }

  return {
    async complete(request) {
      const body = JSON.stringify({
        model: options.model,
        temperature: request.temperature,
        ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
        ...(request.json ? { response_format: { type: "json_object" } } : {}),
        messages: request.messages,
      });
      let response = await attempt(body);
      if (request.retryOnce && (response.status === 429 || response.status >= 500)) {
        await response.body?.cancel();
        response = await attempt(body);
      }
      if (!response.ok) {
        await response.body?.cancel();
        if (response.status === 429) throw new ModelCallError("rate_limited", `${name} is rate limiting us`);
        throw new ModelCallError("status", `${name} answered ${response.status}`);
      }
      try {
        return ZCompletionSchema.parse(await response.json()).choices[0]?.message.content ?? null;
      } catch {
        throw new ModelCallError("bad_reply", `${name} reply is not a chat completion`);
      }
    },
  };
}
