import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { removeToast, useCurrentToast } from "../../components/ui/toast-store";
import { Toaster } from "../../components/ui/toaster";
import { appStore } from "../../stores/app-store";
import { renderScreen, TEST_USER } from "../../test-support/render-screen";
import DashboardPage from "./dashboard-page";

const TODAY = "2026-03-03";
const zero = { calories: 0, protein: 0, fat: 0, carbs: 0 };
const TYPES = ["breakfast", "lunch", "dinner", "snack"] as const;

/** A day with one lunch of `calories` (and these macros), the day's water and streak. */
function dayWith(calories: number, macros = { protein: 30, fat: 20, carbs: 36 }, waterMl = 500, streakDays = 3) {
  const totals = { calories, ...macros };
  const meal = {
    id: 5,
    date: TODAY,
    mealType: "lunch",
    source: "text",
    originalQuery: null,
    photoUrl: null,
    dishes: [{ id: 50, name: "Плов", grams: 300, nutrients: totals }],
    totals,
    totalGrams: 300,
    createdAt: `${TODAY}T12:00:00.000Z`,
    updatedAt: `${TODAY}T12:00:00.000Z`,
  };
  return {
    date: TODAY,
    totals,
    goals: { calories: 1750, protein: 100, fat: 60, carbs: 200 },
    byMealType: TYPES.map((mealType) =>
      mealType === "lunch" ? { mealType, totals, meals: [meal] } : { mealType, totals: zero, meals: [] },
    ),
    water: { totalMl: waterMl, goalMl: 2000 },
    streakDays,
  };
}

type Request = { method: string; path: string; body: unknown };

/** The dashboard's API as a small diary: the day's water grows with each glass and shrinks with an undo. */
function stubDay(day: ReturnType<typeof dayWith>, weighIn?: (body: { weightKg: number }) => unknown) {
  const requests: Request[] = [];
  let water = day.water.totalMl;
  const json = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
  vi.stubGlobal("fetch", (input: string, init?: RequestInit) => {
    const url = new URL(input, "http://localhost");
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : null;
    requests.push({ method, path: url.pathname, body });
    if (url.pathname === "/api/meals/summary") return json({ ...day, water: { ...day.water, totalMl: water } });
    if (method === "POST" && url.pathname === "/api/water-intake/log") {
      water += body.volumeMl;
      return json({ id: 9, date: TODAY, volumeMl: body.volumeMl, notes: null, source: "quick", createdAt: "" }, 201);
    }
    if (method === "DELETE" && url.pathname === "/api/water-intake/9") {
      water -= 250;
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    if (method === "POST" && url.pathname === "/api/analytics/weight" && weighIn) return json(weighIn(body), 201);
    return new Promise(() => {});
  });
  return requests;
}

function ToastProbe() {
  const item = useCurrentToast();
  return item ? <output data-testid="toast-probe" data-title={item.title} data-message={item.message ?? ""} /> : null;
}

function renderDashboard() {
  appStore.set({ selectedDate: TODAY });
  return renderScreen(
    <>
      <DashboardPage />
      <Toaster />
      <ToastProbe />
    </>,
  );
}

const plain = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ");

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    for (let id = 1; id < 100; id++) removeToast(id);
  });
});

describe("dashboard at a glance", () => {
  it("rings the calories left in the centre, with a text alternative, and macros against their targets", async () => {
    stubDay(dayWith(600));
    renderDashboard();
    const ring = await screen.findByTestId("calorie-ring");
    expect(ring.getAttribute("role")).toBe("img");
    expect(plain(ring.getAttribute("aria-label"))).toBe("Съедено 600 из 1 750 ккал, осталось 1 150 ккал");
    expect(plain(ring.textContent)).toBe("1 150ккалосталось");
    expect(ring.getAttribute("data-over")).toBe("false");
    expect(plain(screen.getByTestId("day-protein").textContent)).toBe("Белки30 / 100 г");
  });

  it("says in words, not only in colour, that the day is over its goal", async () => {
    stubDay(dayWith(2000, { protein: 30, fat: 75.5, carbs: 36 }));
    renderDashboard();
    const ring = await screen.findByTestId("calorie-ring");
    expect(ring.getAttribute("data-over")).toBe("true");
    expect(plain(ring.textContent)).toBe("+250ккалсверх цели");
    expect(plain(ring.getAttribute("aria-label"))).toBe("Съедено 2 000 из 1 750 ккал, больше цели на 250 ккал");
    expect(plain(screen.getByTestId("day-fat").textContent)).toBe("Жиры75,5 / 60 г, +15,5");
  });

  it("shows the day's water, the streak and the weight", async () => {
    stubDay(dayWith(600, undefined, 1500, 5));
    renderDashboard();
    expect(plain((await screen.findByTestId("dashboard-water")).textContent)).toBe("1 500 из 2 000 мл");
    expect(screen.getByTestId("dashboard-streak").textContent).toBe("5 дней подряд");
    expect(screen.getByTestId("dashboard-weight").textContent).toBe("72,5 кг");
  });

  it("invites a first meal when there is no streak", async () => {
    stubDay(dayWith(600, undefined, 0, 0));
    renderDashboard();
    expect((await screen.findByTestId("dashboard-streak")).textContent).toBe("Запишите еду, чтобы начать");
  });

  it("adds a glass in one tap, and the toast's undo takes it back", async () => {
    const requests = stubDay(dayWith(600, undefined, 500));
    renderDashboard();
    fireEvent.click(await screen.findByTestId("dashboard-add-glass"));
    await waitFor(() => expect(plain(screen.getByTestId("dashboard-water").textContent)).toBe("750 из 2 000 мл"));
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({ volumeMl: 250, source: "quick", date: TODAY });
    expect(screen.getByTestId("toast-probe").getAttribute("data-title")).toBe("Добавлен стакан, 250 мл");

    fireEvent.click(screen.getByRole("button", { name: "Отменить" }));
    await waitFor(() => expect(plain(screen.getByTestId("dashboard-water").textContent)).toBe("500 из 2 000 мл"));
    expect(requests.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual(["/api/water-intake/9"]);
  });

  it("opens adding for a meal section's own meal type", async () => {
    stubDay(dayWith(600));
    renderDashboard();
    const add = await screen.findByTestId("add-to-dinner");
    expect(add.getAttribute("aria-label")).toBe("Добавить: Ужин");
    expect(add.getAttribute("href")).toBe("/text-input");
    appStore.set({ selectedMealType: "breakfast" });
    fireEvent.click(add);
    expect(appStore.get().selectedMealType).toBe("dinner");
  });

  it("logs a weigh-in, takes the new profile and says how the goal changed", async () => {
    const user = { ...TEST_USER, profileData: { ...TEST_USER.profileData, dailyCalorieGoal: 1680, weightKg: 70 } };
    const requests = stubDay(dayWith(600), (body) => ({
      id: 3,
      date: TODAY,
      weightKg: body.weightKg,
      notes: null,
      createdAt: `${TODAY}T07:00:00.000Z`,
      profile: { user, previousWeightKg: 72.5, previousCalorieGoal: 1750 },
    }));
    renderDashboard();
    fireEvent.click(await screen.findByTestId("dashboard-weigh-in"));
    const field = await screen.findByTestId("weigh-in-value");
    expect((field as HTMLInputElement).value).toBe("72,5");

    fireEvent.change(field, { target: { value: "7" } });
    fireEvent.click(screen.getByTestId("weigh-in-save"));
    expect((await screen.findByRole("alert")).textContent).toBe("Введите вес от 30 до 300 кг");
    expect(requests.some((r) => r.path === "/api/analytics/weight")).toBe(false);

    fireEvent.change(field, { target: { value: "70,0" } });
    fireEvent.click(screen.getByTestId("weigh-in-save"));
    await waitFor(() => expect(screen.getByTestId("dashboard-weight").textContent).toBe("70 кг"));
    expect(requests.find((r) => r.path === "/api/analytics/weight")?.body).toEqual({ weightKg: 70 });
    const toast = screen.getByTestId("toast-probe");
    expect(toast.getAttribute("data-title")).toBe("Вес записан: 70 кг");
    expect(plain(toast.getAttribute("data-message"))).toBe("Цель по калориям: 1 750 → 1 680 ккал");
    expect(appStore.get().currentUser?.profileData.dailyCalorieGoal).toBe(1680);
    expect(screen.queryByTestId("weigh-in-value")).toBeNull();
  });
});
