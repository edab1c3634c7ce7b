import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderScreen } from "../../test-support/render-screen";
import PaywallPage from "./paywall-page";

function setAppId(id: string | null) {
  for (const old of document.querySelectorAll('meta[name="tarelka:vk-app-id"]')) old.remove();
  if (id === null) return;
  const meta = document.createElement("meta");
  meta.name = "tarelka:vk-app-id";
  meta.content = id;
  document.head.append(meta);
}

afterEach(() => setAppId(null));

// Outside VK (no launch parameters in jsdom): the paywall explains, and asks nothing of VK or the API.
describe("premium paywall outside VK", () => {
  it("shows what premium adds and its price, and points to the configured mini-app instead of a buy button", () => {
    setAppId("51234567");
    renderScreen(<PaywallPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Тарелка Премиум" })).toBeTruthy();
    expect(screen.getByRole("cell", { name: "Без рекламы" })).toBeTruthy();
    // Whether photos are recognised is the server's word, which needs a signed launch: not promised outside VK.
    expect(screen.queryByRole("cell", { name: "10 фото в месяц" })).toBeNull();
    expect(screen.getByTestId("paywall-price").textContent).toBe("30 голосов за 30 дней");
    expect(screen.getByTestId("paywall-outside-vk").textContent).toContain("Оплата работает в мини-приложении");
    const link = screen.getByRole("link", { name: /Открыть Тарелку во ВКонтакте/ });
    expect(link.getAttribute("href")).toBe("https://vk.com/app51234567?utm_source=paywall");
    expect(screen.queryByRole("button", { name: "Оформить подписку" })).toBeNull();
  });

  it("links to no app at all when the deployment configured none", () => {
    renderScreen(<PaywallPage />);
    expect(screen.getByTestId("paywall-outside-vk")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Открыть Тарелку во ВКонтакте/ })).toBeNull();
  });
});
