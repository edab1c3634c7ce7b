import type { ReactNode } from "react";

/**
 * A problem said in words and announced to screen readers: a field's or a form's message (`small`) or a screen's
 * failed read. Red text alone, so it reads the same on the light and the dark theme.
 */
export function Alert({
  children,
  size = "small",
  id,
  testId,
}: {
  children: ReactNode;
  size?: "small" | "normal";
  id?: string;
  testId?: string;
}) {
  return (
    <p id={id} role="alert" className={size === "small" ? "text-sm text-red-600" : "text-red-600"} data-testid={testId}>
      {children}
    </p>
  );
}
