import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { toast, useCurrentToast } from "../../components/ui/toast-store";
import { addRussianCatalogs } from "../../i18n";
import { DELETE_ACCOUNT_KEY } from "../../lib/api/account-deletion";
import { PATHS } from "../../lib/paths";
import { appStore, useAppState } from "../../stores/app-store";
import { mayReplaceToast, unlockSummary } from "./achievement-status";
import { achievementsQueryOptions, claimUnannounced, markShown } from "./achievements-api";
import { achievements } from "./strings/ru";

// The toast's Russian strings come with this chunk, which loads after the first screen (decision 006).
addRussianCatalogs({ achievements });

/**
 * A change settles first: the screen that made it refreshes its own reads, then the achievements are counted
 * again on the server (decision 009: counted on read).
 */
const AFTER_CHANGE_MS = 1000;

/**
 * A toast slides in across the top of a phone's screen (docs/product.md §2), and one that lands under a moving finger takes
 * the tap meant for what it covers. An unlock is not urgent, so it waits until the person's hands have rested
 * this long.
 */
const PAUSE_MS = 1500;
const INPUT_EVENTS = ["pointerdown", "keydown", "touchstart"] as const;

/** True once no tap or key press has come for `ms`; the notifier's own start counts as one. */
function usePaused(ms: number): boolean {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    let timer = setTimeout(() => setPaused(true), ms);
    const onInput = () => {
      setPaused(false);
      clearTimeout(timer);
      timer = setTimeout(() => setPaused(true), ms);
    };
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
    };
  }, [ms]);
  return paused;
}

/**
 * Tells the person when they earn an achievement anywhere in the mini-app (docs/product.md §3 states: completed → shown →
 * unlocked, docs/product.md §7 mark-notified). The shell mounts it once the first screen is idle, so it costs the first route
 * nothing (decision 006, decision 009). It reads the list when it mounts, when the app comes back into view, and a
 * moment after any change the person saves. The features that save meals, water and weigh-ins are not imported:
 * every change goes through the shared QueryClient's mutations, which it watches.
 */
export default function AchievementNotifier() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  // A person still in onboarding has no account to count achievements for.
  const hasAccount = useAppState((s) => s.currentUser !== null);
  const list = useQuery({ ...achievementsQueryOptions(), enabled: hasAccount, refetchOnWindowFocus: "always" });
  const free = mayReplaceToast(useCurrentToast());
  const paused = usePaused(PAUSE_MS);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "success") return;
      // Telling the server what was shown is no reason to count again (should it ever become a mutation).
      if (event.mutation.options.mutationKey?.[0] === achievementsQueryOptions().queryKey[0]) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        // A change saved just before the account is deleted: there is no list left to read, and the read would only
        // be refused (404).
        if (appStore.get().currentUser === null || queryClient.isMutating({ mutationKey: DELETE_ACCOUNT_KEY }) > 0)
          return;
        void queryClient.invalidateQueries({ queryKey: achievementsQueryOptions().queryKey, exact: true });
      }, AFTER_CHANGE_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [queryClient]);

  useEffect(() => {
    // The screen itself shows new ones with a badge and reports them. An error or an undo on screen is not
    // replaced (mayReplaceToast): this one waits for it to go, and for a pause in the person's taps.
    if (!list.data || location === PATHS.achievements || !free || !paused) return;
    const claimed = claimUnannounced(list.data);
    const summary = unlockSummary(claimed);
    if (!summary) return;
    toast({
      type: "success",
      title: t("achievements.toast.title", { title: t(`achievements.items.${summary.first}.title`) }),
      message: summary.more > 0 ? t("achievements.toast.more", { count: summary.more }) : undefined,
      action: { label: t("achievements.toast.open"), onClick: () => navigate(PATHS.achievements) },
    });
    void markShown(queryClient, claimed);
  }, [list.data, location, free, paused, t, navigate, queryClient]);

  return null;
}
