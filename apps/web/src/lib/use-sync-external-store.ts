/**
 * Stands in for the `use-sync-external-store/shim` package that wouter and react-i18next import (vite.config.ts
 * alias). That package answers React's own hook whenever React has one, and React 19 always does, so its fallback
 * code and CommonJS wrapper would only weigh on the first route (decision 006, first-route JS).
 */
export { useSyncExternalStore } from "react";
