import { z } from "zod";
import { ZInstantSchema, zText } from "./input";

/** Custom analytics event of docs/product.md §7: the event, a timestamp, the page url and the user agent. */
export const ZEventNameSchema = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, "snake_case, at most 64 characters");

export const ZEventRequestSchema = z.object({
  event: ZEventNameSchema,
  timestamp: ZInstantSchema,
  url: zText({ max: 2048 }),
  userAgent: zText({ max: 512 }),
  /** A few flat facts about the event (variant, device type); no nesting, so nothing large can hide in it. */
  properties: z
    .record(
      z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
      z.union([zText({ max: 200 }), z.number().finite(), z.boolean()]),
    )
    .refine((p) => Object.keys(p).length <= 16, "at most 16 properties")
    .optional(),
});
export type TEventRequest = z.infer<typeof ZEventRequestSchema>;

export const ZEventReplySchema = z.object({ accepted: z.literal(true) });
export type TEventReply = z.infer<typeof ZEventReplySchema>;
