import { z } from "zod";
import { AppError } from "../errors/app-error";

/** A dish as a vision model sees it; its own numbers are kept only as a last-resort estimate. */
export interface VisionDish {
  name: string;
  grams: number;
  confidence: number | null;
  per100g: { calories: number; protein: number; fat: number; carbs: number } | null;
}

/** Recognises the dishes on a meal photo. One implementation today; the interface keeps the service testable. */
export interface VisionProvider {
  recognize(jpeg: Buffer, lang: "ru" | "en"): Promise<VisionDish[]>;
}

export interface OpenAiVisionOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Per attempt; issue 4 asks for 20 s. */
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

const num = z.coerce.number().finite().min(0);
const ZReplyDishSchema = z.object({
  name: z.string().trim().min(1).max(200),
  grams: num.max(5000),
  confidence: num.max(1).nullish(),
  calories_per_100g: num.max(900).nullish(),
  protein_per_100g: num.max(100).nullish(),
  fat_per_100g: num.max(100).nullish(),
  carbs_per_100g: num.max(100).nullish(),
});
const ZReplySchema = z.object({ dishes: z.array(ZReplyDishSchema).max(30) });
const ZCompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const PROMPT: Record<"ru" | "en", string> = {
  ru: "Назови блюда на фото по-русски, простыми названиями, как в базе продуктов (например «гречка варёная», «котлета куриная»).",
  en: "Name the dishes on the photo in English with plain food names as in a food database (e.g. 'boiled buckwheat', 'chicken cutlet').",
};

const INSTRUCTIONS =
  "You are a food recognition service. Answer with JSON only, no prose: " +
  '{"dishes":[{"name":string,"grams":number,"confidence":number 0..1,"calories_per_100g":number,' +
  '"protein_per_100g":number,"fat_per_100g":number,"carbs_per_100g":number}]}. ' +
  'One entry per separate food, grams as eaten. If there is no food on the photo, answer {"dishes":[]}.';

/** Models like to wrap JSON in a Markdown fence; take what is inside. */
function unfence(text: string): string {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  return (fenced?.[1] ?? text).trim();
}

/**
 * Any OpenAI-compatible chat-completions endpoint (product-decisions.md, AI provider: hosted services and local
 * servers such as Ollama or vLLM). Time-out per attempt, one retry on 429 and 5xx, and a distinct error code
 * for each way it can fail, so the client can tell a busy provider from a broken reply.
 */
export function createOpenAiVisionProvider(options: OpenAiVisionOptions): VisionProvider {
  const doFetch = options.fetchImpl ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;

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
        throw new AppError("VISION_TIMEOUT", 504, `Vision provider did not answer in ${options.timeoutMs} ms`);
      }
      throw new AppError("VISION_UNAVAILABLE", 502, `Vision provider unreachable: ${String(error)}`);
    }
  }

  return {
    async recognize(jpeg, lang) {
      const body = JSON.stringify({
        model: options.model,
        temperature: 0,
        response_format: { type: "json_object" },
        messages: [
          { role: "system", content: INSTRUCTIONS },
          {
            role: "user",
            content: [
              { type: "text", text: PROMPT[lang] },
              { type: "image_url", image_url: { url: `data:image/jpeg;base64,${jpeg.toString("base64")}` } },
            ],
          },
        ],
      });

      let response = await attempt(body);
      if (response.status === 429 || response.status >= 500) {
        await response.body?.cancel();
        response = await attempt(body);
      }
      if (response.status === 429) {
        throw new AppError("VISION_RATE_LIMITED", 503, "Vision provider is rate limiting us");
      }
      if (!response.ok) {
        throw new AppError("VISION_UNAVAILABLE", 502, `Vision provider answered ${response.status}`);
      }

      let content: string | null;
      try {
        content = ZCompletionSchema.parse(await response.json()).choices[0]?.message.content ?? null;
      } catch {
        throw new AppError("VISION_BAD_REPLY", 502, "Vision provider reply is not a chat completion");
      }
      let parsed: z.infer<typeof ZReplySchema>;
      try {
        parsed = ZReplySchema.parse(JSON.parse(unfence(content ?? "")));
      } catch {
        throw new AppError("VISION_BAD_REPLY", 502, "Vision provider reply is not the dish list we asked for");
      }
      return parsed.dishes.map((d) => {
        const hasNumbers =
          d.calories_per_100g != null &&
          d.protein_per_100g != null &&
          d.fat_per_100g != null &&
          d.carbs_per_100g != null;
        return {
          name: d.name,
          grams: d.grams,
          confidence: d.confidence ?? null,
          per100g: hasNumbers
            ? {
                calories: d.calories_per_100g as number,
                protein: d.protein_per_100g as number,
                fat: d.fat_per_100g as number,
                carbs: d.carbs_per_100g as number,
              }
            : null,
        };
      });
    },
  };
}
