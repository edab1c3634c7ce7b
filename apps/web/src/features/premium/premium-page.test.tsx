import { foodEndpoints, premiumEndpoints } from "@tarelka/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen, stubApi } from "../../test-support/render-screen";
import PremiumPage from "./premium-page";

afterEach(() => vi.unstubAllGlobals());

describe("premium screen", () => {
  it("says the subscription is loading", () => {
    stubApi([[premiumEndpoints.subscriptionStatus, "pending"]]);
    renderScreen(<PremiumPage />);
    expect(screen.getByText("Загружаем подписку...")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Оформить подписку" })).toBeNull();
  });

  it("offers the subscription to a person who has none", async () => {
    const none = { isPremium: false, premiumExpiresAt: null, status: "inactive", subscription: null };
    stubApi([[premiumEndpoints.subscriptionStatus, { json: none }]]);
    renderScreen(<PremiumPage />);
    expect((await screen.findByTestId("premium-status")).textContent).toBe("Премиум не подключён");
    expect(screen.getByRole("button", { name: "Оформить подписку" })).toBeTruthy();
  });

  it("says the status could not be read, and offers to try again", async () => {
    stubApi([[premiumEndpoints.subscriptionStatus, "error"]]);
    renderScreen(<PremiumPage />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Не удалось загрузить статус подписки");
    expect(screen.getByRole("button", { name: "Повторить" })).toBeTruthy();
    expect(screen.queryByText("Загружаем подписку...")).toBeNull();
  });

  const none = { isPremium: false, premiumExpiresAt: null, status: "inactive", subscription: null };
  const usage = (recognition: boolean) => ({
    json: { used: 0, limit: 10, remaining: 10, resetsAt: "2026-12-01T00:00:00.000Z", recognition },
  });

  it("sells unlimited photo analysis where photos are recognised", async () => {
    stubApi([
      [premiumEndpoints.subscriptionStatus, { json: none }],
      [foodEndpoints.photoUsage, usage(true)],
    ]);
    renderScreen(<PremiumPage />);
    expect(await screen.findByText("Безлимитный анализ фото")).toBeTruthy();
  });

  it("does not sell photo analysis where no vision model is configured", async () => {
    stubApi([
      [premiumEndpoints.subscriptionStatus, { json: none }],
      [foodEndpoints.photoUsage, usage(false)],
    ]);
    renderScreen(<PremiumPage />);
    const benefits = await screen.findByTestId("premium-benefits");
    await new Promise((r) => setTimeout(r, 50));
    expect(benefits.textContent).toContain("Без рекламы");
    expect(benefits.textContent).not.toContain("фото");
    expect(benefits.textContent).not.toContain("Приоритетная обработка");
  });
});
