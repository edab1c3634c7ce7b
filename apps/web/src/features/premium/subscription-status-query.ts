import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  PREMIUM_EXPIRY_WARNING_DAYS,
  pathOf,
  premiumEndpoints,
  SUBSCRIPTION_QUERY_REFETCH_MS,
  SUBSCRIPTION_QUERY_STALE_MS,
  type TUser,
  type TVkSubscriptionStatus,
} from "@tarelka/contracts";
import { useEffect } from "react";
import { call } from "../../lib/api-client";
import { onBridgeEvent } from "../../lib/vk/bridge";
import { appStore, useAppState } from "../../stores/app-store";

const SUBSCRIPTION_STATUS_PATH = pathOf(premiumEndpoints.subscriptionStatus);
const DAY_MS = 86_400_000;

export async function fetchSubscriptionStatus(): Promise<TVkSubscriptionStatus> {
  return call(premiumEndpoints.subscriptionStatus);
}

/** docs/product.md §7: stale after 5 min, refetched every 10 min, no retry; only for VK users (docs/product.md §6). */
export function subscriptionStatusQueryOptions(user: TUser | null) {
  return queryOptions({
    queryKey: [SUBSCRIPTION_STATUS_PATH],
    queryFn: fetchSubscriptionStatus,
    staleTime: SUBSCRIPTION_QUERY_STALE_MS,
    refetchInterval: SUBSCRIPTION_QUERY_REFETCH_MS,
    retry: false,
    enabled: user?.socialProvider === "vk",
  });
}

/** Whole days left, rounded up, never below 0 (docs/product.md §4 Premium). */
export function daysLeft(expiresAt: string | null, now = Date.now()): number {
  if (!expiresAt) return 0;
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / DAY_MS));
}

export function premiumState(status: TVkSubscriptionStatus, now = Date.now()) {
  const days = daysLeft(status.premiumExpiresAt, now);
  return {
    active: status.status === "active",
    expired: status.status === "inactive" && status.subscription?.status === "expired",
    expiringSoon: status.status === "active" && days >= 1 && days <= PREMIUM_EXPIRY_WARNING_DAYS,
    daysLeft: days,
  };
}

/** docs/product.md §4 Premium: sync the server's word into currentUser when it differs, then broadcast it. */
export function syncPremiumIntoUser(status: TVkSubscriptionStatus): void {
  const user = appStore.get().currentUser;
  if (!user) return;
  const isPremium = status.isPremium ? 1 : 0;
  if (user.isPremium === isPremium && user.premiumExpiresAt === status.premiumExpiresAt) return;
  appStore.set({ currentUser: { ...user, isPremium, premiumExpiresAt: status.premiumExpiresAt } });
  window.dispatchEvent(
    new CustomEvent("premium-status-changed", {
      detail: { isPremium: status.isPremium, premiumExpiresAt: status.premiumExpiresAt },
    }),
  );
}

const PERIODIC_CHECK_MS = 30_000;
const PERIODIC_CHECK_MAX = 10;

/**
 * The subscription status with the refresh triggers of docs/product.md §4 Premium: window focus; VK's
 * subscription-status-changed event after 1 s; payment success after 2 s; every 30 s at most 10 times.
 * The user's premium fields follow from the status reply (syncPremiumIntoUser), so no user query is asked
 * again. Refresh failures are only logged (docs/product.md §8).
 */
export function useSubscriptionStatus() {
  const user = useAppState((s) => s.currentUser);
  const queryClient = useQueryClient();
  const query = useQuery(subscriptionStatusQueryOptions(user));

  useEffect(() => {
    if (query.data) syncPremiumIntoUser(query.data);
  }, [query.data]);

  useEffect(() => {
    if (user?.socialProvider !== "vk") return;
    const refresh = () => {
      queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryOptions(null).queryKey }).catch((e: unknown) => {
        console.warn("subscription refresh failed", e);
      });
    };
    const timers: ReturnType<typeof setTimeout>[] = [];
    const later = (ms: number) => timers.push(setTimeout(refresh, ms));
    const onPaymentSuccess = () => later(2000);
    const onSubscriptionChanged = () => later(1000);
    window.addEventListener("focus", refresh);
    window.addEventListener("vk-subscription-changed", onSubscriptionChanged);
    window.addEventListener("vk-payment-success", onPaymentSuccess);
    const offBridge = onBridgeEvent((event) => {
      if (event.type === "VKWebAppShowSubscriptionBoxResult") later(1000);
      if (event.type === "VKWebAppOpenPayFormResult" || event.type === "VKWebAppShowOrderBoxResult") {
        onPaymentSuccess();
      }
    });
    let checks = 0;
    const periodic = setInterval(() => {
      checks += 1;
      refresh();
      if (checks >= PERIODIC_CHECK_MAX) clearInterval(periodic);
    }, PERIODIC_CHECK_MS);
    return () => {
      window.removeEventListener("focus", refresh);
      window.removeEventListener("vk-subscription-changed", onSubscriptionChanged);
      window.removeEventListener("vk-payment-success", onPaymentSuccess);
      offBridge();
      clearInterval(periodic);
      for (const t of timers) clearTimeout(t);
    };
  }, [user?.socialProvider, queryClient]);

  return query;
}
