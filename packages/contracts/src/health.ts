import { z } from "zod";

export const ZHealthReplySchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  version: z.string(),
  uptimeS: z.number(),
});
export type THealthReply = z.infer<typeof ZHealthReplySchema>;
