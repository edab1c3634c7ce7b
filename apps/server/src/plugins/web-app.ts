import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { AppError } from "../errors/app-error";
import { firstScreenReplies, withFirstReplies } from "./first-replies";

/** What the public pages need to know of this deployment, decided at start rather than baked into the build. */
export interface PublicWebConfig {
  /** The VK app the landing links to; null while no VK_APP_ID is configured (never the placeholder app 1). */
  vkAppId: number | null;
  contactEmail: string | null;
  contactVkGroup: string | null;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The configuration as `<meta name="tarelka:…">` tags in the page's head (read by apps/web/src/lib/public-config.ts):
 * one build serves any deployment, and the landing's mini-app link and QR code follow this server's VK_APP_ID.
 */
export function withPublicConfig(html: string, config: PublicWebConfig): string {
  const tags = [
    ["tarelka:vk-app-id", config.vkAppId === null ? null : String(config.vkAppId)],
    ["tarelka:contact-email", config.contactEmail],
    ["tarelka:contact-vk", config.contactVkGroup],
  ]
    .filter((tag): tag is [string, string] => tag[1] !== null)
    .map(([name, content]) => `<meta name="${name}" content="${escapeAttribute(content)}" />`)
    .join("");
  return html.includes("</head>") ? html.replace("</head>", `${tags}</head>`) : html;
}

/**
 * Serves the built SPA. Hashed assets are cached for a year; index.html never is, so a deploy is seen at once.
 * Any other GET that is not an API call or a file gets index.html, and the client router decides (docs/product.md §2).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  publicConfig: PublicWebConfig,
): Promise<void> {
  const indexPath = path.join(distDir, "index.html");
  const built = fs.existsSync(indexPath);
  const indexPage = built ? withPublicConfig(fs.readFileSync(indexPath, "utf8"), publicConfig) : null;
  // The same page with the mini-app's first chunks hinted instead of the landing's (apps/web/build/preload-routes.ts).
  const appPath = path.join(distDir, "app.html");
  // Read once: each signed launch gets its own copy with its first replies (first-replies.ts).
  const appPage = fs.existsSync(appPath) ? withPublicConfig(fs.readFileSync(appPath, "utf8"), publicConfig) : null;
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      // The build writes .br/.gz twins of its assets (apps/web/build/precompress.ts); send them when accepted.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  } else {
    app.log.warn(`web app is not built (${indexPath} missing): run "npm run build"`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    if (url.startsWith("/api/") || url === "/api") throw AppError.notFound("API route");
    const looksLikeFile = path.extname(url) !== "";
    if (request.method !== "GET" || looksLikeFile) throw AppError.notFound("File");
    if (indexPage === null) {
      return reply.code(503).type("text/plain; charset=utf-8").send('Web app is not built. Run "npm run build".');
    }
    const query = request.query as Record<string, unknown>;
    const vkLaunch = typeof query.sign === "string" && typeof query.vk_user_id === "string";
    if (vkLaunch && appPage !== null) {
      let replies: string | null = null;
      try {
        // Only the dashboard's route reads them at start (apps/web/src/lib/early-requests.ts).
        if (url === "/") replies = await firstScreenReplies(app, request, query);
      } catch (error) {
        // The page still works without them: the client asks for each read itself.
        request.log.warn({ err: error }, "first replies failed");
      }
      // A page with a person's data in it is theirs alone: never stored by a cache.
      return reply
        .header("cache-control", replies ? "private, no-store" : "no-cache")
        .type("text/html; charset=utf-8")
        .send(replies ? withFirstReplies(appPage, replies) : appPage);
    }
    return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(indexPage);
  });
}
