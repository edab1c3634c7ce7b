import { afterEach, describe, expect, it, vi } from "vitest";
import { followSystemAppearance } from "./theme";

/** A stand-in for <html>: the two things applyAppearance sets. */
function fakeRoot() {
  const classes = new Set<string>();
  return {
    classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
    style: { colorScheme: "" },
    isDark: () => classes.has("dark"),
  };
}

describe("followSystemAppearance (outside VK the page follows the device's scheme)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("applies the system's scheme at once and again whenever it changes", () => {
    const listeners: (() => void)[] = [];
    const query = { matches: true, addEventListener: (_: string, l: () => void) => listeners.push(l) };
    vi.stubGlobal("window", { matchMedia: () => query });
    const root = fakeRoot();

    followSystemAppearance(root as unknown as HTMLElement);
    expect(root.isDark()).toBe(true);
    expect(root.style.colorScheme).toBe("dark");

    query.matches = false;
    for (const l of listeners) l();
    expect(root.isDark()).toBe(false);
    expect(root.style.colorScheme).toBe("light");
  });
});
