import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { removeToast, useCurrentToast } from "../../components/ui/toast-store";
import { Toaster } from "../../components/ui/toaster";
import { appStore, shiftDay } from "../../stores/app-store";
import { renderScreen } from "../../test-support/render-screen";
import DashboardPage from "./dashboard-page";

const TODAY = "2026-03-03";
const YESTERDAY = shiftDay(TODAY, -1);
const zero = { calories: 0, protein: 0, fat: 0, carbs: 0 };
const TYPES = ["breakfast", "lunch", "dinner", "snack"] as const;

const mealOf = (id: number, date: string, mealType: (typeof TYPES)[number]) => ({
  id,
  date,
  mealType,
  source: "text",
  originalQuery: null,
  photoUrl: null,
  dishes: [
    {
      id: id * 10,
      name: "Сырники",
      grams: 200,
      per100g: { calories: 220, protein: 15, fat: 10, carbs: 18 },
      foodId: null,
      isEstimate: true,
      nutrients: { calories: 440, protein: 30, fat: 20, carbs: 36 },
    },
  ],
  totals: { calories: 440, protein: 30, fat: 20, carbs: 36 },
  totalGrams: 200,
  createdAt: `${date}T08:00:00.000Z`,
  updatedAt: `${date}T08:00:00.000Z`,
});

const dayOf = (date: string, meals: ReturnType<typeof mealOf>[]) => ({
  date,
  totals: meals.length ? meals[0]?.totals : zero,
  goals: { calories: 1750, protein: 100, fat: 60, carbs: 200 },
  byMealType: TYPES.map((mealType) => {
    const of = meals.filter((m) => m.mealType === mealType);
    return { mealType, totals: of.length ? of[0]?.totals : zero, meals: of };
  }),
  water: { totalMl: 0, goalMl: 2000 },
  streakDays: 0,
});

type Request = { method: string; path: string; date: string | null; body: unknown };

/**
 * The API of the dashboard as a small in-memory diary: yesterday has a breakfast, today starts empty; the copy adds
 * its meals to today and a delete takes one away. `copy` answers "pending" or "error" to hold the copy there.
 */
function stubDiary(copy: "ok" | "pending" | "error" = "ok", today: ReturnType<typeof mealOf>[] = []) {
  const days: Record<string, ReturnType<typeof mealOf>[]> = {
    [YESTERDAY]: [mealOf(1, YESTERDAY, "breakfast"), mealOf(2, YESTERDAY, "lunch")],
    [TODAY]: today,
  };
  const requests: Request[] = [];
  const json = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
  vi.stubGlobal("fetch", (input: string, init?: RequestInit) => {
    const url = new URL(input, "http://localhost");
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : null;
    requests.push({ method, path: url.pathname, date: url.searchParams.get("date"), body });
    if (url.pathname === "/api/meals/summary") {
      const date = url.searchParams.get("date") ?? TODAY;
      return json(dayOf(date, days[date] ?? []));
    }
    if (method === "POST" && url.pathname === "/api/meals/copy-day") {
      if (copy === "pending") return new Promise(() => {});
      if (copy === "error") return json({ error: { code: "INTERNAL", message: "Internal error" } }, 500);
      const created = (days[body.fromDate] ?? [])
        .filter((m) => body.mealType === undefined || m.mealType === body.mealType)
        .map((m, i) => mealOf(100 + i, body.toDate, m.mealType));
      days[body.toDate] = [...(days[body.toDate] ?? []), ...created];
      return json({ date: body.toDate, meals: created }, 201);
    }
    const deleted = /^\/api\/meals\/(\d+)$/.exec(url.pathname);
    if (method === "DELETE" && deleted) {
      days[TODAY] = (days[TODAY] ?? []).filter((m) => m.id !== Number(deleted[1]));
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    return new Promise(() => {});
  });
  return requests;
}

function ToastProbe() {
  const item = useCurrentToast();
  return item ? <output data-testid="toast-probe" data-type={item.type} /> : null;
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

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    for (let id = 1; id < 100; id++) removeToast(id);
  });
});

describe("dashboard: same as yesterday", () => {
  it("offers it only for a meal type yesterday had, copies it, and undo deletes the copied meals", async () => {
    const requests = stubDiary();
    renderDashboard();
    const action = await screen.findByTestId("same-as-yesterday-breakfast");
    expect(action.textContent).toBe("Завтрак: как вчера");
    expect(screen.queryByTestId("same-as-yesterday-dinner")).toBeNull();

    fireEvent.click(action);
    expect(await screen.findByTestId("meal-card")).toBeTruthy();
    expect(requests.find((r) => r.path === "/api/meals/copy-day")?.body).toEqual({
      fromDate: YESTERDAY,
      toDate: TODAY,
      mealType: "breakfast",
    });
    expect(screen.getByTestId("toast-probe").getAttribute("data-type")).toBe("success");

    fireEvent.click(screen.getByRole("button", { name: "Отменить" }));
    await waitFor(() => expect(screen.queryByTestId("meal-card")).toBeNull());
    expect(requests.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual(["/api/meals/100"]);
    expect(await screen.findByTestId("same-as-yesterday-breakfast")).toBeTruthy();
  });

  it("copies the whole day before in one tap when it had more than one meal type", async () => {
    const requests = stubDiary();
    renderDashboard();
    const action = await screen.findByTestId("same-as-yesterday-day");
    expect(action.textContent).toBe("Весь день как вчера");
    fireEvent.click(action);
    await waitFor(() => expect(screen.getAllByTestId("meal-card")).toHaveLength(2));
    expect(requests.find((r) => r.path === "/api/meals/copy-day")?.body).toEqual({
      fromDate: YESTERDAY,
      toDate: TODAY,
    });
    fireEvent.click(screen.getByRole("button", { name: "Отменить" }));
    await waitFor(() => expect(screen.queryByTestId("meal-card")).toBeNull());
  });

  it("offers it under an empty meal type of a day that has other meals", async () => {
    stubDiary("ok", [mealOf(3, TODAY, "lunch")]);
    renderDashboard();
    const action = await screen.findByTestId("same-as-yesterday-breakfast");
    expect(action.textContent).toBe("Как вчера");
    expect(screen.getByTestId("meal-group-breakfast").contains(action)).toBe(true);
    expect(screen.queryByTestId("same-as-yesterday-lunch")).toBeNull();
    expect(screen.queryByTestId("same-as-yesterday-dinner")).toBeNull();
  });

  it("shows that the copy is under way", async () => {
    stubDiary("pending");
    renderDashboard();
    fireEvent.click(await screen.findByTestId("same-as-yesterday-breakfast"));
    await waitFor(() => expect(screen.getByTestId("same-as-yesterday-breakfast").hasAttribute("disabled")).toBe(true));
    expect(screen.getByTestId("same-as-yesterday-breakfast").textContent).toBe("Копируем…");
  });

  it("says the copy failed, and keeps the action", async () => {
    stubDiary("error");
    renderDashboard();
    fireEvent.click(await screen.findByTestId("same-as-yesterday-breakfast"));
    await waitFor(() => expect(screen.getByTestId("toast-probe").getAttribute("data-type")).toBe("error"));
    expect(screen.getByText("Не удалось скопировать")).toBeTruthy();
    expect(screen.getByTestId("same-as-yesterday-breakfast").hasAttribute("disabled")).toBe(false);
  });
});
