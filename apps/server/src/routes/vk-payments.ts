import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { VK_PAYMENT_ERRORS, type VkPaymentsReply } from "../services/premium-service";
import { serializeVkReply } from "../services/vk-payment-params";

/** VK's notifications are a few hundred bytes of form fields. */
const MAX_FORM_BYTES = 16_384;

/**
 * `POST /api/vk/payments/callback` (docs/vk-platform.md §3): VK's servers call it, so it carries no launch
 * parameters; the MD5 `sig` authenticates it instead (checked in the service before anything else).
 * It always answers 200 with VK's JSON reply shape, since VK reads the body, not the status.
 */
export const vkPaymentsRoutes: FastifyPluginAsync = async (app) => {
  // Encapsulated: only this plugin accepts form bodies (no @fastify/formbody dependency for one route).
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: MAX_FORM_BYTES },
    (_request, body, done) => {
      const params: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(body as string)) params[key] = value;
      done(null, params);
    },
  );

  // Written as text: ids stay exact at any size (serializeVkReply).
  const send = (reply: FastifyReply, answer: VkPaymentsReply) =>
    reply.code(200).type("application/json; charset=utf-8").send(serializeVkReply(answer));

  app.post("/vk/payments/callback", async (request, reply) => {
    const body = request.body;
    const params: Record<string, string> = {};
    if (body && typeof body === "object") {
      for (const [key, value] of Object.entries(body)) if (typeof value === "string") params[key] = value;
    }
    try {
      const answer = await app.deps.services.premium.handleNotification(params);
      if ("error" in answer) {
        request.log.warn({ code: answer.error.error_code, type: params.notification_type }, answer.error.error_msg);
      }
      return send(reply, answer);
    } catch (error) {
      // A database failure: error 2 with critical=false makes VK retry later (docs/vk-platform.md §3.4).
      request.log.error({ err: error }, "payments notification failed");
      return send(reply, {
        error: { error_code: VK_PAYMENT_ERRORS.temporary, error_msg: "Temporary database error", critical: false },
      });
    }
  });
};
