import { z } from "zod";

/** Custom analytics event of spec §7: the event, a timestamp, the page url and the user agent. */
export const ZEventNameSchema = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, "snake_case, at most 64 characters");

export const ZEventRequestSchema = z.object({
  event: ZEventNameSchema,
  timestamp: z.iso.datetime({ offset: true }),
  url: z.string().max(2048),
  userAgent: z.string().max(512),
  /** A few flat facts about the event (variant, device type); no nesting, so nothing large can hide in it. */
  properties: z
    .record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/), z.union([z.string().max(200), z.number(), z.boolean()]))
    .refine((p) => Object.keys(p).length <= 16, "at most 16 properties")
    .optional(),
});
export type TEventRequest = z.infer<typeof ZEventRequestSchema>;

export const ZEventReplySchema = z.object({ accepted: z.literal(true) });
export type TEventReply = z.infer<typeof ZEventReplySchema>;
