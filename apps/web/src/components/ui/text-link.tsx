import type { ReactNode } from "react";
import { Link } from "wouter";
import type { AppPath } from "../../lib/paths";

/**
 * An in-app link on a line of its own: underlined, in the brand colour of the theme (lib/paths.ts names the
 * target), 44 px tall so a finger hits it (WCAG 2.5.5; e2e/layout.test.ts).
 */
export function TextLink({
  href,
  children,
  size = "normal",
  className = "",
}: {
  href: AppPath | `${AppPath}/${string}` | `${AppPath}?${string}`;
  children: ReactNode;
  size?: "small" | "normal";
  className?: string;
}) {
  const text = size === "small" ? "text-sm " : "";
  return (
    <Link
      href={href}
      className={`${text}inline-flex min-h-11 items-center text-brand-700 underline dark:text-brand-500 ${className}`.trim()}
    >
      {children}
    </Link>
  );
}
