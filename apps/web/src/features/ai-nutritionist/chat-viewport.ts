import { useEffect, useState } from "react";

/**
 * Where the chat may draw while an on-screen keyboard is up. iOS (VK's WebView and Safari) and Chrome on Android
 * shrink only the visual viewport for the keyboard: `100dvh` and `position: fixed; bottom: 0` stay under the
 * keyboard, so the composer would hide behind it. The visual viewport's height and offset are the visible area.
 */
export interface ChatViewport {
  /** Visible height in CSS px. */
  height: number;
  /** How far the visible area is scrolled down the layout viewport (iOS scrolls the page to the caret). */
  top: number;
  keyboard: boolean;
}

/** vk-bridge-react's rule, also in lib/theme.ts: more than 150 px taken from the bottom is a keyboard. */
const KEYBOARD_PX = 150;

/** A keyboard is up when the visible area is much shorter than the layout viewport and the page is not zoomed. */
export function keyboardIsOpen(layoutHeight: number, visualHeight: number, scale: number): boolean {
  return scale <= 1.01 && layoutHeight - visualHeight > KEYBOARD_PX;
}

function read(): ChatViewport | null {
  const vv = typeof window === "undefined" ? undefined : window.visualViewport;
  if (!vv) return null;
  return {
    height: vv.height,
    top: vv.offsetTop,
    keyboard: keyboardIsOpen(window.innerHeight, vv.height, vv.scale),
  };
}

/** The visible area, followed as the keyboard opens and closes; null where the browser has no visualViewport. */
export function useChatViewport(): ChatViewport | null {
  const [viewport, setViewport] = useState(read);
  useEffect(() => {
    const vv = window.visualViewport;
    if (!vv) return;
    const update = () => setViewport(read());
    vv.addEventListener("resize", update);
    vv.addEventListener("scroll", update);
    window.addEventListener("resize", update);
    return () => {
      vv.removeEventListener("resize", update);
      vv.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);
  return viewport;
}
