import { TOAST_DURATION_MS } from "@tarelka/contracts";
import { useSyncExternalStore } from "react";

export type ToastType = "success" | "error" | "warning" | "info";

export interface ToastInput {
  type: ToastType;
  title: string;
  message?: string;
  action?: { label: string; onClick: () => void };
  durationMs?: number;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

/** docs/product.md §2/§9: one toast at a time; a new one replaces the one on screen. */
let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function toast(input: ToastInput): number {
  current = { durationMs: TOAST_DURATION_MS, ...input, id: nextId++, open: true };
  emit();
  return current.id;
}

export function dismissToast(id?: number): void {
  if (current && (id === undefined || current.id === id)) {
    current = { ...current, open: false };
    emit();
  }
}

/** Called after the exit animation, so the closing toast stays visible for its 300 ms. */
export function removeToast(id: number): void {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

export function useCurrentToast(): ToastItem | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}
