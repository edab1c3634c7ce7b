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
    /** The HTTP status of a "status" failure: a 400 to a request with tools means the endpoint has no tools. */
    readonly status?: number,
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

/** A function the model may call (the chat-completions `tools`), described by a JSON schema of its arguments. */
export interface ToolDefinition {
  type: "function";
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

/** A call the model asked for; `arguments` is the model's JSON text, to be parsed and checked by the caller. */
export interface ToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

/** The turns of a conversation with tools: the model's tool calls and the tools' results go back to it. */
export type ConversationMessage =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: readonly ToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };

export interface ConversationRequest {
  messages: readonly ConversationMessage[];
  temperature: number;
  maxTokens?: number;
  /** Omitted: no tools offered (an endpoint without function calling). */
  tools?: readonly ToolDefinition[];
  /** "none" on the last round, so the model has to answer in words. */
  toolChoice?: "auto" | "none";
  /** This call's own time-out, when it is shorter than the client's (what is left of an answer's budget). */
  timeoutMs?: number;
}

export interface ConversationReply {
  content: string | null;
  toolCalls: ToolCall[];
}

export interface OpenAiCompatibleClient {
  /** The first choice's text (null when the model sent none), or a ModelCallError. */
  complete(request: CompletionRequest): Promise<string | null>;
  /** The first choice's text and tool calls, or a ModelCallError (a reply of neither is a "bad_reply"). */
  converse(request: ConversationRequest): Promise<ConversationReply>;
}

const ZCompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const ZToolCallSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.literal("function").default("function"),
  function: z.object({ name: z.string().max(100), arguments: z.string().max(10_000) }),
});

const ZConversationSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z.array(ZToolCallSchema).nullish(),
        }),
      }),
    )
    .min(1),
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

  async function attempt(body: string, timeoutMs = options.timeoutMs): Promise<Response> {
    try {
      return await doFetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
        throw new ModelCallError("timeout", `${name} did not answer in ${timeoutMs} ms`);
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
      await failUnlessOk(response);
      try {
        return ZCompletionSchema.parse(await response.json()).choices[0]?.message.content ?? null;
      } catch {
        throw new ModelCallError("bad_reply", `${name} reply is not a chat completion`);
      }
    },

    async converse(request) {
      const body = JSON.stringify({
        model: options.model,
        temperature: request.temperature,
        ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
        messages: request.messages,
        ...(request.tools && request.tools.length > 0
          ? { tools: request.tools, tool_choice: request.toolChoice ?? "auto" }
          : {}),
      });
      const timeoutMs = Math.max(1, Math.min(options.timeoutMs, request.timeoutMs ?? options.timeoutMs));
      const response = await attempt(body, timeoutMs);
      await failUnlessOk(response);
      let message: z.infer<typeof ZConversationSchema>["choices"][number]["message"] | undefined;
      try {
        message = ZConversationSchema.parse(await response.json()).choices[0]?.message;
      } catch {
        throw new ModelCallError("bad_reply", `${name} reply is not a chat completion`);
      }
      const content = message?.content ?? null;
      const toolCalls = message?.tool_calls ?? [];
      if ((content === null || content.trim() === "") && toolCalls.length === 0) {
        throw new ModelCallError("bad_reply", `${name} answered with neither text nor tool calls`);
      }
      return { content, toolCalls };
    },
  };

  async function failUnlessOk(response: Response): Promise<void> {
    if (response.ok) return;
    await response.body?.cancel();
    if (response.status === 429) throw new ModelCallError("rate_limited", `${name} is rate limiting us`);
    throw new ModelCallError("status", `${name} answered ${response.status}`, response.status);
  }
}
