import { collectDiagnostics, formatDiagnostics } from "../../lib/diagnostics";

/**
 * The diagnostics record under 'Детали отладки' on the start-up error screen (docs/product.md §2/§3). Only a failed
 * start-up shows it, so it loads with that screen rather than with the first route (decision 006, first-route JS).
 */
export default function DebugDetails({ error }: { error: string }) {
  return (
    <pre className="mt-2 overflow-auto rounded-lg bg-slate-100 p-3 text-xs dark:bg-slate-900">
      {formatDiagnostics(collectDiagnostics(), { error })}
    </pre>
  );
}
