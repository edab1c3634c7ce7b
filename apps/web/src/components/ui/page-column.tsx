import type { ReactNode } from "react";

/**
 * The phone-width column every mini-app screen sits in, below VK's top inset (--safe-area-top, set by the
 * bridge; docs/vk-platform.md). `centered` is for a screen that says one thing (not found, no account).
 */
export function PageColumn({
  children,
  gap = "gap-4",
  centered = false,
}: {
  children: ReactNode;
  gap?: "gap-4" | "gap-5";
  centered?: boolean;
}) {
  const layout = centered
    ? "items-center justify-center p-6 text-center"
    : "p-4 pt-[calc(var(--safe-area-top,0px)+1rem)]";
  // --frame-bottom: the tab bar's height when the app's frame shows one (app/app-frame.tsx), so a short screen
  // fills the view above it without scrolling.
  return (
    <main className={`mx-auto flex min-h-[calc(100dvh-var(--frame-bottom,0px))] max-w-md flex-col ${gap} ${layout}`}>
      {children}
    </main>
  );
}
