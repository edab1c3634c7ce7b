import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAchievement, TAchievementId } from "@tarelka/contracts";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { ScreenWithBack } from "../../components/ui/screen-with-back";
import { TextLink } from "../../components/ui/text-link";
import { addRussianCatalogs } from "../../i18n";
import { PATHS } from "../../lib/paths";
import {
  clampProgress,
  formatEarnedDate,
  groupAchievements,
  progressPercent,
  progressText,
} from "./achievement-status";
import { achievementsQueryOptions, claimUnannounced, markShown } from "./achievements-api";
import { achievements } from "./strings/ru";

// This screen's Russian strings load with it, not with the first route (decision 006).
addRussianCatalogs({ achievements });

/** One emoji per achievement: no image to download, and it reads in light and dark alike. */
const ICONS: Record<TAchievementId, string> = {
  "first-meal": "🍽️",
  "first-photo": "📸",
  "streak-3": "🔥",
  "streak-7": "📅",
  "goal-days-7": "🎯",
  "water-goal-1": "💧",
  "water-goal-7": "🌊",
  "first-weigh-in": "⚖️",
  "weigh-ins-10": "📈",
  "meals-50": "🥗",
  "streak-30": "🏆",
  "target-weight": "🏁",
};

/**
 * docs/product.md §2 /achievements, §3 Achievement: what is earned (with its day) and what is on its way (with its progress).
 * Earned ones nobody was told about yet (status completed) wear a "new" badge here instead of a toast, and
 * opening the screen reports them shown (docs/product.md §7 mark-notified), once.
 */
export default function AchievementsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(achievementsQueryOptions());
  // Ids this visit reported shown: they keep their badge after the server's reply calls them unlocked.
  const [fresh, setFresh] = useState<ReadonlySet<TAchievementId>>(() => new Set());

  useEffect(() => {
    if (!list.data) return;
    const claimed = claimUnannounced(list.data);
    if (claimed.length === 0) return;
    setFresh((prev) => new Set([...prev, ...claimed]));
    void markShown(queryClient, claimed);
  }, [list.data, queryClient]);

  return (
    <ScreenWithBack title={t("achievements.title")} gap="gap-5">
      {list.isPending ? (
        <Skeleton />
      ) : list.isError && !list.data ? (
        <div role="alert" className="flex flex-col items-start gap-2" data-testid="achievements-error">
          <p className="text-red-600">{t("achievements.loadFailed")}</p>
          <Button variant="secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
            {t("achievements.retry")}
          </Button>
        </div>
      ) : (
        <Groups list={list.data ?? []} isNew={(a) => a.status === "completed" || fresh.has(a.id)} />
      )}
    </ScreenWithBack>
  );
}

function Groups({ list, isNew }: { list: TAchievement[]; isNew: (a: TAchievement) => boolean }) {
  const { t } = useTranslation();
  const { earned, inProgress } = groupAchievements(list);
  return (
    <>
      {/* The server answers every achievement (contracts ZAchievementListSchema), so the list is the total; only
          types come from the contracts, which keeps zod off this screen's chunk. */}
      <p className="text-lg font-medium text-brand-700 dark:text-brand-500" data-testid="achievements-summary">
        {t("achievements.summary", { earned: earned.length, total: list.length })}
      </p>
      {earned.length === 0 && (
        <div className="flex flex-col items-start gap-2 rounded-2xl bg-slate-50 p-4 dark:bg-slate-900">
          <p className="text-slate-600 dark:text-slate-300">{t("achievements.noneYet")}</p>
          <TextLink href={PATHS.textInput}>{t("achievements.logMeal")}</TextLink>
        </div>
      )}
      {earned.length > 0 && (
        <Group title={t("achievements.earnedHeading")} testId="achievements-earned">
          {earned.map((a) => (
            <Card key={a.id} achievement={a} isNew={isNew(a)} />
          ))}
        </Group>
      )}
      {inProgress.length > 0 && (
        <Group title={t("achievements.inProgressHeading")} testId="achievements-in-progress">
          {inProgress.map((a) => (
            <Card key={a.id} achievement={a} isNew={false} />
          ))}
        </Group>
      )}
    </>
  );
}

function Group({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2" data-testid={testId}>
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      <ul className="flex flex-col gap-2">{children}</ul>
    </section>
  );
}

function Card({ achievement: a, isNew }: { achievement: TAchievement; isNew: boolean }) {
  const { t, i18n } = useTranslation();
  const title = t(`achievements.items.${a.id}.title`);
  const earnedOn = formatEarnedDate(i18n.language, a.achievedAt);
  const earned = a.status !== "in_progress";
  return (
    <li
      className={`flex gap-3 rounded-2xl border p-3 ${
        earned
          ? "border-brand-100 bg-brand-50 dark:border-slate-800 dark:bg-slate-900"
          : "border-slate-200 dark:border-slate-800"
      }`}
      data-testid={`achievement-${a.id}`}
      data-status={a.status}
    >
      <span
        aria-hidden
        className={`flex size-10 shrink-0 items-center justify-center rounded-full text-2xl ${
          earned ? "bg-white dark:bg-slate-800" : "bg-slate-100 opacity-70 dark:bg-slate-800"
        }`}
      >
        {ICONS[a.id]}
      </span>
      <div className="flex flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-medium">{title}</h3>
          {isNew && (
            <span
              className="shrink-0 rounded-full border border-amber-200 bg-amber-50 px-2 py-1 text-xs font-semibold text-amber-950"
              data-testid="achievement-new"
            >
              {t("achievements.new")}
            </span>
          )}
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t(`achievements.items.${a.id}.description`)}</p>
        {earned ? (
          earnedOn && (
            <p className="text-sm text-brand-700 dark:text-brand-500" data-testid="achievement-date">
              {t("achievements.earnedOn", { date: earnedOn })}
            </p>
          )
        ) : (
          <div className="flex items-center gap-2">
            <div
              className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={a.target}
              aria-valuenow={clampProgress(a)}
              aria-label={t("achievements.progressLabel", { progress: clampProgress(a), target: a.target })}
            >
              <div className="h-full rounded-full bg-brand-600" style={{ width: `${progressPercent(a)}%` }} />
            </div>
            <span
              className="text-sm tabular-nums text-slate-600 dark:text-slate-300"
              data-testid="achievement-progress"
            >
              {progressText(a)}
            </span>
          </div>
        )}
      </div>
    </li>
  );
}

/** The screen's shape while the list loads: the summary line and a few cards. */
function Skeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true" data-testid="achievements-loading">
      <div className="h-3 animate-pulse rounded bg-slate-100 dark:bg-slate-800" style={{ width: "50%" }} />
      {[0, 1, 2, 3].map((n) => (
        <div key={n} className="h-16 animate-pulse rounded-2xl bg-slate-100 dark:bg-slate-800" />
      ))}
    </div>
  );
}
