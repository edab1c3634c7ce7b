import { describe, expect, it } from "vitest";
import { keyboardIsOpen } from "./chat-viewport";

describe("keyboardIsOpen", () => {
  it("sees a keyboard when over 150 px of the layout viewport are hidden at normal zoom", () => {
    expect(keyboardIsOpen(720, 420, 1)).toBe(true);
    expect(keyboardIsOpen(720, 570, 1)).toBe(false);
    expect(keyboardIsOpen(720, 720, 1)).toBe(false);
  });

  it("takes a pinch zoom for what it is, not a keyboard", () => {
    expect(keyboardIsOpen(720, 360, 2)).toBe(false);
  });
});
