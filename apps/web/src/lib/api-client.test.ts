import { FIRST_ROUTE_ENDPOINTS, foodEndpoints, mealEndpoints, waterEndpoints } from "@tarelka/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { todayIso } from "../stores/app-store";
import { ApiError, call, UnexpectedReplyError } from "./api-client";
import { startFirstScreenReads, takeEarly } from "./early-requests";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const entry = {
  id: 5,
  date: "2026-01-31",
  volumeMl: 250,
  notes: null,
  source: "quick",
  createdAt: "2026-01-31T08:00:00.000Z",
};

let fetch: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
beforeEach(() => {
  vi.stubGlobal("window", { location: { search: "?vk_user_id=42&vk_app_id=1&sign=abc", hash: "", pathname: "/" } });
  vi.stubGlobal("sessionStorage", { getItem: () => null, setItem: () => {} });
  fetch = vi.fn(async () => json(entry));
  vi.stubGlobal("fetch", fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe("call", () => {
  it("builds the URL from the endpoint, sends the JSON body and answers the parsed reply", async () => {
    fetch.mockResolvedValueOnce(json({ ...entry, extra: "dropped by the contract" }, 200));
    const reply = await call(waterEndpoints.update, { params: { id: 5 }, body: { volumeMl: 250 } });
    expect(reply).toEqual(entry);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/water-intake/5");
    expect(init.method).toBe("PUT");
    expect(init.body).toBe(JSON.stringify({ volumeMl: 250 }));
    expect((init.headers as Record<string, string>)["content-type"]).toBe("application/json");
  });

  it("puts the query in the URL and answers undefined for a 204", async () => {
    fetch.mockResolvedValueOnce(new Response(null, { status: 204 }));
    expect(await call(mealEndpoints.remove, { params: { id: 9 } })).toBeUndefined();
    fetch.mockResolvedValueOnce(json({ items: [] }));
    await call(foodEndpoints.search, { query: { q: "суп", lang: "ru", limit: 8 } });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      "/api/meals/9",
      "/api/food/search?q=%D1%81%D1%83%D0%BF&lang=ru&limit=8",
    ]);
  });

  it("sends a multipart body as the FormData itself, without a JSON content type", async () => {
    fetch.mockResolvedValueOnce(json({ error: { code: "VISION_UNAVAILABLE", message: "down" } }, 502));
    const form = new FormData();
    form.append("lang", "ru");
    await expect(call(foodEndpoints.analyzePhoto, { body: form })).rejects.toMatchObject({
      status: 502,
      code: "VISION_UNAVAILABLE",
    });
    const init = fetch.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)["content-type"]).toBeUndefined();
  });

  it("throws ApiError with the server's code for an error reply", async () => {
    fetch.mockResolvedValueOnce(json({ error: { code: "WATER_DAY_LIMIT_REACHED", message: "full" } }, 409));
    const failure = call(waterEndpoints.log, { body: { volumeMl: 250 } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 409, code: "WATER_DAY_LIMIT_REACHED" });
  });

  it("refuses a 2xx reply outside the contract, loudly in development", async () => {
    const loud = vi.spyOn(console, "error").mockImplementation(() => {});
    fetch.mockResolvedValueOnce(json({ ...entry, volumeMl: "a glass" }, 200));
    await expect(call(waterEndpoints.update, { params: { id: 5 }, body: { volumeMl: 250 } })).rejects.toBeInstanceOf(
      UnexpectedReplyError,
    );
    // A success status the endpoint does not declare is outside the contract too.
    fetch.mockResolvedValueOnce(json(entry, 200));
    await expect(call(waterEndpoints.log, { body: { volumeMl: 250 } })).rejects.toBeInstanceOf(UnexpectedReplyError);
    expect(loud).toHaveBeenCalledTimes(2);
    expect(String(loud.mock.calls[0]?.[0])).toContain("PUT /api/water-intake/:id");
  });

  it("through a first-route ref: the same request, the early reply taken, the reply not parsed (decision 006)", async () => {
    startFirstScreenReads(async () => json({ from: "early" }), "/", {});
    expect(await call(FIRST_ROUTE_ENDPOINTS.daySummary, { query: { date: todayIso() } })).toEqual({ from: "early" });
    expect(fetch).not.toHaveBeenCalled();
    takeEarly(`/api/users/exists?provider=vk&socialId=42`);
  });
});
