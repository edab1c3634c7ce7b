import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers";

/** A built web app in miniature: the two documents apps/web/build/preload-routes.ts writes, and one asset. */
function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-dist-"));
  fs.writeFileSync(path.join(dir, "index.html"), "<html><!-- landing hints --></html>");
  fs.writeFileSync(path.join(dir, "app.html"), "<html><!-- mini-app hints --></html>");
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "assets", "entry-abc123.js"), "console.log(1)");
  return dir;
}

describe("serving the web app (spec §2 routes, issue 7 first-route hints)", () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    t = await createTestApp("pglite", { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("sends the landing document to a browser and to any client route", async () => {
    for (const url of ["/", "/?ab=B", "/profile", "/?vk_user_id=1"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("landing hints");
    }
  });

  it("sends the mini-app document to a signed VK launch", async () => {
    const res = await t.app.inject({ url: "/?vk_user_id=1&vk_app_id=2&vk_ts=3&sign=abc" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("mini-app hints");
  });

  it("caches hashed assets for a year and 404s a missing file", async () => {
    const asset = await t.app.inject({ url: "/assets/entry-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect((await t.app.inject({ url: "/assets/missing.js" })).statusCode).toBe(404);
  });
});
