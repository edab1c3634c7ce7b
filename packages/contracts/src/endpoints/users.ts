import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { signedErrors } from "../endpoint-errors";
import {
  ZCreateUserRequestSchema,
  ZGoalBreakdownSchema,
  ZGoalInputsSchema,
  ZUpdateUserRequestSchema,
  ZUserExistsQuerySchema,
  ZUserExistsReplySchema,
  ZUserSchema,
} from "../user";

/** The person's account (docs/product.md §4 Authentication, Settings restore; docs/product.md §7 /api/users calls). */
export const userEndpoints = {
  /** Whether the caller has an account. 403 FORBIDDEN: it answers only for the caller's own id. */
  exists: defineEndpoint({
    method: "GET",
    path: "/api/users/exists",
    query: ZUserExistsQuerySchema,
    responses: { 200: ZUserExistsReplySchema, ...signedErrors(403) },
  }),
  /** Onboarding's last step. 409 USER_ALREADY_EXISTS: finished on another device meanwhile. */
  create: defineEndpoint({
    method: "POST",
    path: "/api/users",
    body: ZCreateUserRequestSchema,
    responses: { 201: ZUserSchema, ...signedErrors(409) },
  }),
  me: defineEndpoint({
    method: "GET",
    path: "/api/users/me",
    responses: { 200: ZUserSchema, ...signedErrors(404) },
  }),
  /** Profile fields merge into the stored ones. */
  update: defineEndpoint({
    method: "PUT",
    path: "/api/users/me",
    body: ZUpdateUserRequestSchema,
    responses: { 200: ZUserSchema, ...signedErrors(404) },
  }),
  /** Deletes the account and everything of it (docs/product.md §2). */
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/users/me",
    responses: { 204: z.void(), ...signedErrors(404) },
  }),
  /** The goal a profile would get, with its steps, before the account exists (onboarding's summary). */
  previewGoals: defineEndpoint({
    method: "POST",
    path: "/api/users/goals/preview",
    body: ZGoalInputsSchema,
    responses: { 200: ZGoalBreakdownSchema, ...signedErrors() },
  }),
};
