import { TOAST_EXIT_MS } from "@tarelka/contracts";
import { Toast } from "radix-ui";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { dismissToast, removeToast, type ToastType, useCurrentToast } from "./toast-store";

const TONE: Record<ToastType, { box: string; bar: string }> = {
  success: { box: "border-green-200 bg-green-50 text-green-950", bar: "bg-green-500" },
  error: { box: "border-red-200 bg-red-50 text-red-950", bar: "bg-red-500" },
  warning: { box: "border-amber-200 bg-amber-50 text-amber-950", bar: "bg-amber-500" },
  info: { box: "border-sky-200 bg-sky-50 text-sky-950", bar: "bg-sky-500" },
};

/** Toasts of docs/product.md §2: top right (width 96) on desktop, across the top on mobile, with a progress bar. */
export function Toaster() {
  const { t } = useTranslation();
  const item = useCurrentToast();

  // An error belongs to the screen it happened on: it would cover the next screen's header and read as that
  // screen's failure (docs/decisions/004-web-shell.md toasts). Success and undo toasts do follow a navigation.
  const [location] = useLocation();
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    if (item?.type === "error") dismissToast(item.id);
  }, [location, item]);

  useEffect(() => {
    if (item && !item.open) {
      const timer = setTimeout(() => removeToast(item.id), TOAST_EXIT_MS);
      return () => clearTimeout(timer);
    }
  }, [item]);

  return (
    <Toast.Provider swipeDirection="up">
      {item && (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.durationMs}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          forceMount
          data-testid="toast"
          data-type={item.type}
          className={`relative overflow-hidden rounded-xl border p-4 pr-12 shadow-lg transition-all duration-300 ${TONE[item.type].box} ${
            item.open ? "translate-y-0 opacity-100" : "-translate-y-2 opacity-0"
          }`}
        >
          <Toast.Title className="font-semibold">{item.title}</Toast.Title>
          {item.message && <Toast.Description className="mt-1 text-sm opacity-90">{item.message}</Toast.Description>}
          {item.action && (
            <Toast.Action asChild altText={item.action.label}>
              <button
                type="button"
                onClick={item.action.onClick}
                className="mt-2 min-h-11 rounded-md border border-current px-4 text-sm font-medium"
              >
                {item.action.label}
              </button>
            </Toast.Action>
          )}
          <Toast.Close
            aria-label={t("common.close")}
            className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-xl text-lg leading-none opacity-80 hover:opacity-100"
          >
            ×
          </Toast.Close>
          <div
            aria-hidden
            className={`absolute bottom-0 left-0 h-1 w-full origin-left ${TONE[item.type].bar}`}
            style={{ animation: `toast-progress ${item.durationMs}ms linear forwards` }}
          />
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed top-0 right-0 left-0 z-[100] flex flex-col p-3 pt-[calc(var(--safe-area-top)+0.75rem)] outline-none md:left-auto md:w-96" />
    </Toast.Provider>
  );
}
