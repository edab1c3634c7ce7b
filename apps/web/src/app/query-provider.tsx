import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createQueryClient } from "../lib/query-client";

/**
 * TanStack Query for the mini-app's pages. Loaded lazily with them: the landing and the not-found page make no
 * API queries, so query-core stays off the landing's first route (decision 006 speed budget).
 */
export default function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
