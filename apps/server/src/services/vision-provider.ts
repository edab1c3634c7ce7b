import type { TErrorCode, TLanguage } from "@tarelka/contracts";
import { z } from "zod";
import { AppError } from "../errors/app-error";
import { createOpenAiCompatibleClient, ModelCallError, type ModelFailure } from "./openai-compatible-client";

/** A dish as a vision model sees it; its own numbers are kept only as a last-resort estimate. */
export interface VisionDish {
  name: string;
  grams: number;
  confidence: number | null;
  per100g: { calories: number; protein: number; fat: number; carbs: number } | null;
}

/** Recognises the dishes on a meal photo. One implementation today; the interface keeps the service testable. */
export interface VisionProvider {
  recognize(jpeg: Buffer, lang: TLanguage): Promise<VisionDish[]>;
}

export interface OpenAiVisionOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Per attempt; docs/product.md §2 asks for 20 s. */
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
const PROMPT: Record<TLanguage, string> = {
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

/** Each way the provider can fail has its own code, so the client can tell a busy provider from a broken reply. */
const FAILURE_CODES: Record<ModelFailure, TErrorCode> = {
  timeout: "VISION_TIMEOUT",
  unreachable: "VISION_UNAVAILABLE",
  rate_limited: "VISION_RATE_LIMITED",
  status: "VISION_UNAVAILABLE",
  bad_reply: "VISION_BAD_REPLY",
};

/**
 * Photo recognition by an OpenAI-compatible vision model (services/openai-compatible-client.ts). A time-out per
 * attempt, one retry on 429 and 5xx (docs/product.md §2: the person is waiting for this answer and has no other), and the
 * model's dish list checked before anything of it is used.
 */
export function createOpenAiVisionProvider(options: OpenAiVisionOptions): VisionProvider {
  const client = createOpenAiCompatibleClient({ ...options, name: "Vision provider" });

  async function dishes(jpeg: Buffer, lang: TLanguage): Promise<z.infer<typeof ZReplySchema>["dishes"]> {
    const content = await client.complete({
      temperature: 0,
      json: true,
      retryOnce: true,
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
    try {
      return ZReplySchema.parse(JSON.parse(unfence(content ?? ""))).dishes;
    } catch {
      throw new ModelCallError("bad_reply", "Vision provider reply is not the dish list we asked for");
    }
  }

  return {
    async recognize(jpeg, lang) {
      let found: z.infer<typeof ZReplySchema>["dishes"];
      try {
        found = await dishes(jpeg, lang);
      } catch (error) {
        if (!(error instanceof ModelCallError)) throw error;
        throw new AppError(FAILURE_CODES[error.reason], error.message);
      }
      return found.map((d) => {
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
