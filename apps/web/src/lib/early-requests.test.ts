import { FIRST_SCREEN_PATHS } from "@tarelka/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore, shiftDay, todayIso } from "../stores/app-store";
import { apiRequest } from "./api-client";
import { EARLY_REPLY_TTL_MS, readFirstReplies, startEarly, startFirstScreenReads, takeEarly } from "./early-requests";

const { userExists: userExistsPath, userMe: USER_ME_PATH, daySummary: daySummaryPath } = FIRST_SCREEN_PATHS;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

// A signed launch on the dashboard's route (the server checks the signature; the client only carries it).
beforeEach(() => {
  vi.stubGlobal("window", { location: { search: "?vk_user_id=42&vk_app_id=1&sign=abc", hash: "", pathname: "/" } });
  vi.stubGlobal("sessionStorage", { getItem: () => null, setItem: () => {} });
});
afterEach(() => vi.unstubAllGlobals());

describe("early replies", () => {
  it("hands a reply out once, to the first taker", async () => {
    startEarly("/a", async () => json({ n: 1 }), 1_000);
    const first = takeEarly("/a", 1_500);
    expect(first).not.toBeNull();
    expect(await (await (first as Promise<Response>)).json()).toEqual({ n: 1 });
    expect(takeEarly("/a", 1_600)).toBeNull();
  });

  it("does not hand out a reply older than the time-to-live", () => {
    startEarly("/b", async () => json({}), 1_000);
    expect(takeEarly("/b", 1_000 + EARLY_REPLY_TTL_MS + 1)).toBeNull();
  });

  it("a failed early request nobody takes is not an unhandled rejection", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    startEarly("/c", () => Promise.reject(new Error("offline")));
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off("unhandledRejection", unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe("first-screen reads", () => {
  const DAYS = [daySummaryPath(todayIso()), daySummaryPath(shiftDay(todayIso(), -1))];

  it("on the dashboard's route, asks for the user and the summaries of today and yesterday", () => {
    const send = vi.fn(async (_path: string) => json({}));
    startFirstScreenReads(send, "/", {});
    expect(send.mock.calls.map(([path]) => path)).toEqual([userExistsPath("42"), ...DAYS]);
    takeEarly(userExistsPath("42"));
    for (const day of DAYS) takeEarly(day);
  });

  it("with a cached person, asks for their fresh record instead of whether they exist", () => {
    vi.stubGlobal("localStorage", { getItem: () => null, setItem: () => {}, removeItem: () => {} });
    appStore.set({ currentUser: { id: 1 } as never });
    const send = vi.fn(async (_path: string) => json({}));
    startFirstScreenReads(send, "/", {});
    appStore.set({ currentUser: null });
    expect(send.mock.calls.map(([path]) => path)).toEqual([USER_ME_PATH, ...DAYS]);
    takeEarly(USER_ME_PATH);
    for (const day of DAYS) takeEarly(day);
  });

  it("asks nothing on other routes", () => {
    const send = vi.fn(async (_path: string) => json({}));
    startFirstScreenReads(send, "/profile", {});
    expect(send).not.toHaveBeenCalled();
  });

  it("apiRequest takes the early reply instead of asking again", async () => {
    const fetch = vi.fn(async () => json({ from: "network" }));
    vi.stubGlobal("fetch", fetch);
    startFirstScreenReads(async () => json({ from: "early" }), "/", {});
    expect(await apiRequest("GET", daySummaryPath(todayIso()))).toEqual({ from: "early" });
    expect(fetch).not.toHaveBeenCalled();
    // Taken once: the next read goes to the network.
    expect(await apiRequest("GET", daySummaryPath(todayIso()))).toEqual({ from: "network" });
    takeEarly(userExistsPath("42"));
    takeEarly(daySummaryPath(shiftDay(todayIso(), -1)));
  });

  it("apiRequest asks again when the early read failed, so an old 401 is never reused", async () => {
    const fetch = vi.fn(async () => json({ exists: true }));
    vi.stubGlobal("fetch", fetch);
    startFirstScreenReads(async () => json({ error: { code: "UNAUTHORIZED" } }, 401), "/", {});
    expect(await apiRequest("GET", userExistsPath("42"))).toEqual({ exists: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    for (const day of DAYS) takeEarly(day);
  });

  it("takes the replies the server put in the page instead of asking", async () => {
    const fetch = vi.fn(async () => json({ from: "network" }));
    vi.stubGlobal("fetch", fetch);
    const send = vi.fn(async (_path: string) => json({ from: "early request" }));
    const known = { exists: true, user: { id: 1 } };
    startFirstScreenReads(send, "/", { [userExistsPath("42")]: known });
    // The user's read came with the page; the summaries did not, so they alone are asked for.
    expect(send.mock.calls.map(([path]) => path)).toEqual(DAYS);
    expect(await apiRequest("GET", userExistsPath("42"))).toEqual(known);
    expect(fetch).not.toHaveBeenCalled();
    for (const day of DAYS) takeEarly(day);
  });

  it("asks for no summary when the page says the person has no account (it would only be refused)", async () => {
    const send = vi.fn(async (_path: string) => json({}));
    startFirstScreenReads(send, "/", { [userExistsPath("42")]: { exists: false, user: null } });
    expect(send).not.toHaveBeenCalled();
    takeEarly(userExistsPath("42"));
  });
});

describe("replies in the page", () => {
  const page = (text: string | null) => ({
    getElementById: (id: string) => (id === "first-replies" && text !== null ? { textContent: text } : null),
  });

  it("reads the JSON the server embedded", () => {
    expect(readFirstReplies(page('{"/api/users/me":{"id":1}}') as Document)).toEqual({ "/api/users/me": { id: 1 } });
  });

  it("treats a missing or broken element as no replies", () => {
    expect(readFirstReplies(page(null) as Document)).toEqual({});
    expect(readFirstReplies(page("{not json") as Document)).toEqual({});
    expect(readFirstReplies(page("null") as Document)).toEqual({});
  });
});
