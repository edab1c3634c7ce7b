import http from "node:http";
import { listenLocally } from "./stand-ins";

/**
 * A real HTTP server speaking the OpenAI chat-completions protocol, tool calls included, standing in for the
 * configured chat model (docs/decisions/019-nutritionist-model-tools.md). Each test scripts what it answers: the
 * script sees the request as sent (messages, tools) and returns a reply. It refuses a request without the right key
 * or model as a real service would (401 / 404), and records every request.
 */

export interface StandInMessage {
  role: "system" | "user" | "assistant" | "tool";
  content: string | null;
  tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

export interface StandInRequest {
  authorization: string | undefined;
  model: unknown;
  messages: StandInMessage[];
  tools: { type: string; function: { name: string } }[] | undefined;
  toolChoice: unknown;
}

export type StandInReply =
  | { text: string }
  | { toolCalls: { name: string; arguments: unknown }[]; text?: string }
  | { status: number; body?: unknown }
  | { raw: string }
  | { hang: true };

export type Script = (request: StandInRequest, index: number) => StandInReply | Promise<StandInReply>;

export interface ChatStandIn {
  url: string;
  requests: StandInRequest[];
  /** What the next requests get; `index` counts the requests since the script was set. */
  script: Script;
  /** 1 = answers any request carrying `tools` with 400, as an endpoint without function calling does. */
  noTools: boolean;
  close(): Promise<void>;
}

export const STAND_IN_KEY = "sk-chat-test-9d41c07be2f35a68";
export const STAND_IN_MODEL = "stand-in-chat";

/** The last tool result the model was sent for a call, parsed. */
export function toolResults(request: StandInRequest): { name: string; result: unknown }[] {
  const names = new Map<string, string>();
  for (const m of request.messages) for (const c of m.tool_calls ?? []) names.set(c.id, c.function.name);
  return request.messages
    .filter((m) => m.role === "tool")
    .map((m) => ({ name: names.get(m.tool_call_id ?? "") ?? "", result: JSON.parse(m.content ?? "null") }));
}

export async function startChatStandIn(): Promise<ChatStandIn> {
  let counter = 0;
  let calls = 0;
  const state: ChatStandIn = {
    url: "",
    requests: [],
    script: () => ({ text: "Готово." }),
    noTools: false,
    close: async () => {},
  };
  let script = state.script;
  Object.defineProperty(state, "script", {
    get: () => script,
    set: (next: Script) => {
      script = next;
      counter = 0;
    },
  });
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => {
      raw += c;
    });
    req.on("end", async () => {
      const reply = (status: number, payload: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(typeof payload === "string" ? payload : JSON.stringify(payload));
      };
      const body = JSON.parse(raw) as {
        model?: unknown;
        messages?: StandInMessage[];
        tools?: StandInRequest["tools"];
        tool_choice?: unknown;
      };
      const request: StandInRequest = {
        authorization: req.headers.authorization,
        model: body.model,
        messages: body.messages ?? [],
        tools: body.tools,
        toolChoice: body.tool_choice,
      };
      state.requests.push(request);
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") return reply(404, { error: "no such route" });
      if (req.headers.authorization !== `Bearer ${STAND_IN_KEY}`) return reply(401, { error: { message: "bad key" } });
      if (body.model !== STAND_IN_MODEL) return reply(404, { error: { message: "no such model" } });
      if (state.noTools && body.tools) {
        return reply(400, {
          error: { message: "tools is not supported for this model", type: "invalid_request_error" },
        });
      }
      const answer = await script(request, counter++);
      if ("hang" in answer) return; // never answers; the client's time-out must fire
      if ("status" in answer) return reply(answer.status, answer.body ?? { error: { message: "failure" } });
      if ("raw" in answer) return reply(200, answer.raw);
      const message =
        "toolCalls" in answer
          ? {
              role: "assistant",
              content: answer.text ?? null,
              tool_calls: answer.toolCalls.map((c) => ({
                id: `call_${++calls}`,
                type: "function",
                function: {
                  name: c.name,
                  arguments: typeof c.arguments === "string" ? c.arguments : JSON.stringify(c.arguments),
                },
              })),
            }
          : { role: "assistant", content: answer.text };
      return reply(200, {
        id: `chatcmpl-${calls}`,
        object: "chat.completion",
        choices: [{ index: 0, message, finish_reason: "toolCalls" in answer ? "tool_calls" : "stop" }],
      });
    });
  });
  const { origin, close } = await listenLocally(server);
  state.url = `${origin}/v1`;
  state.close = close;
  return state;
}
