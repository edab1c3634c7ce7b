import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { navigate } from "wouter/use-browser-location";
import { removeToast, toast } from "./toast-store";
import { Toaster } from "./toaster";

describe("Toaster across a navigation (decision 004 toasts)", () => {
  let shown: number | null = null;
  afterEach(() => {
    if (shown !== null) act(() => removeToast(shown as number));
    act(() => navigate("/"));
  });

  it("closes an error toast when the screen changes, so it never covers the next screen", () => {
    render(<Toaster />);
    act(() => {
      shown = toast({ type: "error", title: "Не удалось сохранить" });
    });
    expect(screen.getByTestId("toast").getAttribute("data-state")).toBe("open");
    act(() => navigate("/water-tracker"));
    expect(screen.getByTestId("toast").getAttribute("data-state")).toBe("closed");
  });

  it("keeps a success toast, which reports what the previous screen just did", () => {
    render(<Toaster />);
    act(() => {
      shown = toast({ type: "success", title: "Приём пищи сохранён" });
    });
    act(() => navigate("/water-tracker"));
    expect(screen.getByTestId("toast").getAttribute("data-state")).toBe("open");
  });
});
