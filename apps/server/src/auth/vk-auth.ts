import { VK_HEADERS } from "@tarelka/contracts";
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import type { Env } from "../config/env";
import { AppError } from "../errors/app-error";
import { createVerifiedLaunches, type VerifiedLaunches } from "./verified-launches";
import { launchAgeRefusal, type VkIdentity, verifyLaunchParams } from "./vk-launch-params";

declare module "fastify" {
  interface FastifyRequest {
    /** Set only by the auth hook, from launch parameters whose signature was verified. */
    vk: VkIdentity | null;
  }
}

/** Launch query strings are a few hundred bytes; anything far larger is not one. */
const MAX_LAUNCH_PARAMS_LENGTH = 8192;

/**
 * The other headers of docs/product.md §7 must agree with the signed parameters: they are conveniences for logs and
 * proxies, never a source of identity (docs/product.md, Identity and security).
 */
const CROSS_CHECKED: [header: string, param: string][] = [
  [VK_HEADERS.userId, "vk_user_id"],
  [VK_HEADERS.appId, "vk_app_id"],
  [VK_HEADERS.platform, "vk_platform"],
  [VK_HEADERS.ts, "vk_ts"],
  [VK_HEADERS.language, "vk_language"],
  [VK_HEADERS.sign, "sign"],
];

/**
 * How many verified launches each app keeps (verified-launches.ts): a launch is a session, so this is the sessions
 * of the last hours served without a signature check each. A launch header is about 1 KiB (refused past 8 KiB,
 * and only headers VK signed get in), so a few MB.
 */
export const MAX_VERIFIED_LAUNCHES = 4096;

/**
 * One cache per configuration: a launch verified with one secret, app id and age limit says nothing about another
 * (tests and the bench build several apps in one process).
 */
const verifiedLaunchesByEnv = new WeakMap<Env, VerifiedLaunches>();

function verifiedLaunchesOf(env: Env): VerifiedLaunches {
  let launches = verifiedLaunchesByEnv.get(env);
  if (!launches) {
    launches = createVerifiedLaunches(MAX_VERIFIED_LAUNCHES);
    verifiedLaunchesByEnv.set(env, launches);
  }
  return launches;
}

/**
 * The verified identity of a launch as the mini-app sends it (base64 of the signed query string); throws the
 * 401 the API answers otherwise. The first screen's replies (plugins/first-replies.ts) verify a page's launch here
 * too, so the page and the API refuse exactly the same launches.
 *
 * A header verified before is not verified again (verified-launches.ts): the same bytes carry the same signature,
 * so the check would answer the same. Only the launch's age changes with time, and it is asked on every request, so
 * a launch stops working at the same second it would without the cache (decision 003).
 */
export function verifyLaunchHeader(env: Env, encoded: unknown): VkIdentity {
  if (typeof encoded !== "string" || encoded.length === 0) {
    throw AppError.unauthorized("AUTH_MISSING", "X-VK-Launch-Params header is missing");
  }
  const launches = verifiedLaunchesOf(env);
  const known = launches.get(encoded);
  if (known) {
    const stale = launchAgeRefusal(known.ts, { maxAgeS: env.LAUNCH_PARAMS_MAX_AGE_S });
    if (!stale) return known;
    launches.forget(encoded);
    throw AppError.unauthorized(stale.code, stale.message);
  }
  if (encoded.length > MAX_LAUNCH_PARAMS_LENGTH || !/^[A-Za-z0-9+/_-]+=*$/.test(encoded)) {
    throw AppError.unauthorized("AUTH_MALFORMED", "X-VK-Launch-Params is not base64");
  }
  const query = Buffer.from(encoded, "base64").toString("utf8");
  const result = verifyLaunchParams(query, {
    secret: env.vkSecret,
    appId: env.VK_APP_ID,
    maxAgeS: env.LAUNCH_PARAMS_MAX_AGE_S,
  });
  if (!result.ok) throw AppError.unauthorized(result.code, result.message);
  // Frozen: the one object is every later request's `request.vk`, so no request may change what another reads.
  const identity = Object.freeze({ ...result.identity, params: Object.freeze({ ...result.identity.params }) });
  launches.remember(encoded, identity);
  return identity;
}

/** The launch's identity, or why it is refused; throws only AppErrors. */
function identityFromHeaders(env: Env, request: FastifyRequest): VkIdentity {
  const identity = verifyLaunchHeader(env, request.headers[VK_HEADERS.launchParams]);
  for (const [header, param] of CROSS_CHECKED) {
    const value = request.headers[header];
    if (value !== undefined && value !== (identity.params[param] ?? "")) {
      throw AppError.unauthorized("AUTH_HEADER_MISMATCH", `${header} does not match the signed ${param}`);
    }
  }
  return identity;
}

/**
 * The signature hook of every protected route (decision 003). A callback hook rather than an async one: it runs on
 * every API request and has nothing to wait for, so it goes on without a promise of its own.
 */
export function createVkAuthHook(env: Env) {
  return function vkAuth(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
    let identity: VkIdentity;
    try {
      identity = identityFromHeaders(env, request);
    } catch (error) {
      done(error as Error);
      return;
    }
    request.vk = identity;
    done();
  };
}

/** The verified identity of a request behind the auth hook. */
export function identityOf(request: FastifyRequest): VkIdentity {
  if (!request.vk) throw AppError.unauthorized("AUTH_MISSING", "Route is not behind the auth hook");
  return request.vk;
}
