import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, createTestApp, type TestApp } from "./helpers";

describe.each(BACKENDS)("users API on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (userId: number, body: object = { firstName: "Анна", lastName: "Петрова" }) =>
    t.app.inject({ method: "POST", url: "/api/users", headers: t.headersFor(userId), payload: body });

  it("reports a new person as not existing, then creates them on onboarding completion", async () => {
    const before = await t.app.inject({
      url: "/api/users/exists?provider=vk&socialId=1001",
      headers: t.headersFor(1001),
    });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ exists: false, user: null });

    const created = await create(1001, {
      firstName: "Анна",
      lastName: "Петрова",
      profileData: { dailyCalorieGoal: 1800 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      socialProvider: "vk",
      socialId: "1001",
      firstName: "Анна",
      isPremium: 0,
      premiumExpiresAt: null,
      profileData: { dailyCalorieGoal: 1800, language: "ru" },
    });

    const after = await t.app.inject({
      url: "/api/users/exists?provider=vk&socialId=1001",
      headers: t.headersFor(1001),
    });
    expect(after.json()).toMatchObject({
      exists: true,
      user: { socialId: "1001", profileData: { dailyCalorieGoal: 1800 } },
    });
  });

  it("refuses a second account for the same VK user", async () => {
    await create(1002);
    const again = await create(1002);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("USER_ALREADY_EXISTS");
  });

  it("answers the exists check only for the caller's own id", async () => {
    await create(1003);
    const probe = await t.app.inject({
      url: "/api/users/exists?provider=vk&socialId=1003",
      headers: t.headersFor(1004),
    });
    expect(probe.statusCode).toBe(403);
    expect(probe.json().error.code).toBe("FORBIDDEN");
  });

  it("reads and updates only the caller's own user, merging profile fields", async () => {
    await create(1005, {
      firstName: "Иван",
      lastName: "Иванов",
      profileData: { weightKg: 80, dailyCalorieGoal: 2000 },
    });
    await create(1006, { firstName: "Олег", lastName: "Сидоров" });

    const updated = await t.app.inject({
      method: "PUT",
      url: "/api/users/me",
      headers: t.headersFor(1005),
      payload: { lastName: "Смирнов", profileData: { dailyCalorieGoal: 2100, language: "en" } },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      firstName: "Иван",
      lastName: "Смирнов",
      profileData: { weightKg: 80, dailyCalorieGoal: 2100, language: "en" },
    });

    const other = await t.app.inject({ url: "/api/users/me", headers: t.headersFor(1006) });
    expect(other.json()).toMatchObject({ firstName: "Олег", lastName: "Сидоров" });
  });

  it("answers USER_NOT_FOUND for a verified person without an account", async () => {
    const me = await t.app.inject({ url: "/api/users/me", headers: t.headersFor(1999) });
    expect(me.statusCode).toBe(404);
    expect(me.json().error.code).toBe("USER_NOT_FOUND");
  });

  it("rejects out-of-range profile values and unknown fields with field issues, changing nothing", async () => {
    await create(1007, { firstName: "Мария", lastName: "К", profileData: { age: 30 } });
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/users/me",
      headers: t.headersFor(1007),
      payload: { profileData: { age: 7, heightCm: 400 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("VALIDATION_FAILED");
    expect(bad.json().error.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(["body.profileData.age", "body.profileData.heightCm"]),
    );
    const unknown = await t.app.inject({
      method: "PUT",
      url: "/api/users/me",
      headers: t.headersFor(1007),
      payload: { isPremium: 1 },
    });
    expect(unknown.statusCode).toBe(400);
    const me = await t.app.inject({ url: "/api/users/me", headers: t.headersFor(1007) });
    expect(me.json()).toMatchObject({ isPremium: 0, profileData: { age: 30 } });
  });
});
