import type { IconNode } from "lucide";
import { createElement } from "react";

/**
 * An icon of the app's one icon library, Lucide (its `lucide` package: each icon a tree-shaken list of SVG
 * elements), drawn here in a few lines instead of through lucide-react's runtime, which cost the first route
 * about 1.5 KB gzip more (decision 006 budget). Decorative: the text beside it names the action.
 */
export function Icon({
  node,
  className,
  strokeWidth = 2,
}: {
  node: IconNode;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {node.map(([tag, attrs], index) =>
        // The node is a fixed list that never reorders: its index is its identity.
        createElement(tag, { key: index, ...attrs }),
      )}
    </svg>
  );
}
