import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DELETE_ACCOUNT_KEY, readsSettled } from "../../lib/api/account-deletion";
import { renderScreen } from "../../test-support/render-screen";
import AchievementNotifier from "./achievement-notifier";

afterEach(() => vi.unstubAllGlobals());

/** Counts the reads of the list, each answered with an empty one. */
function countListReads(): () => number {
  let reads = 0;
  vi.stubGlobal("fetch", (input: string) => {
    if (new URL(input, "http://localhost").pathname === "/api/achievements/me") reads++;
    return Promise.resolve(new Response("[]", { status: 200, headers: { "content-type": "application/json" } }));
  });
  return () => reads;
}

function renderNotifier(): QueryClient {
  let client: QueryClient | undefined;
  function Probe() {
    client = useQueryClient();
    return null;
  }
  renderScreen(
    <>
      <Probe />
      <AchievementNotifier />
    </>,
  );
  return client!;
}

/** A change the person saved, as any feature's mutation saves it. */
async function save(client: QueryClient, options: { mutationKey?: readonly string[] } = {}) {
  await client
    .getMutationCache()
    .build(client, { ...options, mutationFn: async () => "saved" })
    .execute(undefined);
}

describe("the achievement notifier", () => {
  it("reads the list again a moment after a change is saved", async () => {
    const reads = countListReads();
    const client = renderNotifier();
    await vi.waitFor(() => expect(reads()).toBe(1));
    await save(client);
    await vi.waitFor(() => expect(reads()).toBe(2), { timeout: 3000 });
  });

  it("reads nothing while the account is being deleted: the server would refuse the read (404)", async () => {
    const reads = countListReads();
    const client = renderNotifier();
    await vi.waitFor(() => expect(reads()).toBe(1));
    await save(client);
    // The deletion is on its way when the moment after the change has passed.
    const deleting = client.getMutationCache().build(client, {
      mutationKey: DELETE_ACCOUNT_KEY,
      mutationFn: () => new Promise(() => {}),
    });
    void deleting.execute(undefined);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(reads()).toBe(1);
  });
});

describe("readsSettled", () => {
  it("waits for a read on its way before the account's deletion goes", async () => {
    let answer: (value: string) => void = () => {};
    const client = renderNotifier();
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    void client.fetchQuery({ queryKey: ["slow"], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    let settled = false;
    void readsSettled(client).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toBe(false);
    answer("done");
    await vi.waitFor(() => expect(settled).toBe(true));
  });
});
