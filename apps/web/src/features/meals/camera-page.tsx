import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { Button } from "../../components/ui/button";
import { ScreenWithBack } from "../../components/ui/screen-with-back";
import { TextLink } from "../../components/ui/text-link";
import { toast } from "../../components/ui/toast-store";
import { addRussianCatalogs } from "../../i18n";
import { meals } from "../../i18n/locales/ru/meals";
import { rewardedAdAvailable, watchRewardedAd } from "../../lib/ad-before-analysis";
import { usePhotoUsage } from "../../lib/api/photo-usage";
import { ApiError } from "../../lib/api-client";
import { PATHS } from "../../lib/paths";
import { appStore } from "../../stores/app-store";
import { downscaleFile, downscaleToJpeg } from "./downscale";
import { useAnalyzePhoto } from "./foods-api";
import { mealErrorMessage } from "./meal-errors";

// The meal screens' Russian strings load with them; the meal words come with the first route (decision 006).
addRussianCatalogs({ meals });

type CameraState = "starting" | "live" | "permissionDenied" | "notSupported" | "cameraError";
type Photo = { blob: Blob; dataUrl: string };

/** docs/product.md §2 /camera: rear camera via getUserMedia, a file picker as the fallback, the photo in client state. */
export default function CameraPage() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>("starting");
  const analyze = useAnalyzePhoto();
  const usage = usePhotoUsage();
  /** A photo waiting for the person's choice: watch a rewarded ad for its analysis, or describe the meal instead. */
  const [offered, setOffered] = useState<Photo | null>(null);
  const [watching, setWatching] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    if (!navigator.mediaDevices?.getUserMedia) {
      setState("notSupported");
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false })
      .then((s) => {
        if (cancelled) {
          for (const track of s.getTracks()) track.stop();
          return;
        }
        stream = s;
        if (videoRef.current) {
          videoRef.current.srcObject = s;
          void videoRef.current.play().catch(() => undefined);
        }
        setState("live");
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const name = error instanceof DOMException ? error.name : "";
        setState(
          name === "NotAllowedError" || name === "SecurityError"
            ? "permissionDenied"
            : name === "NotFoundError" || name === "OverconstrainedError"
              ? "notSupported"
              : "cameraError",
        );
      });
    return () => {
      cancelled = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  /**
   * docs/decisions/026-ads-after-launch-and-rewarded.md: where an ad may be shown (never right after launch) and VK
   * has one, a free analysis is the stated reward of an ad the person chooses to watch; otherwise it goes ahead
   * without one. No offer when the free analyses are spent: the ad would buy nothing.
   */
  async function send(photo: Photo) {
    const free = usage.data?.recognition !== false && usage.data?.remaining !== null;
    if (free && usage.data?.remaining !== 0 && (await rewardedAdAvailable())) {
      setOffered(photo);
      return;
    }
    await analyse(photo);
  }

  async function watchThenAnalyse(photo: Photo) {
    setWatching(true);
    try {
      await watchRewardedAd();
    } finally {
      setWatching(false);
      setOffered(null);
    }
    await analyse(photo);
  }

  async function analyse(photo: Photo) {
    appStore.set({ capturedPhoto: photo.dataUrl, currentAnalysis: null, originalQuery: null });
    try {
      const analysis = await analyze.mutateAsync({
        photo: photo.blob,
        lang: i18n.language === "en" ? "en" : "ru",
      });
      appStore.set({ currentAnalysis: analysis });
      // No provider configured: the photo is kept and the person describes the meal in words (docs/product.md).
      navigate(analysis.recognized ? PATHS.confirmation : PATHS.textInput);
    } catch (error) {
      // The monthly limit is what premium lifts (docs/product.md §6): the toast offers its paywall.
      const limit = error instanceof ApiError && error.code === "PHOTO_LIMIT_REACHED";
      toast({
        type: "error",
        title: t("meals.errors.photoAnalysis"),
        message: mealErrorMessage(t, error),
        action: limit ? { label: t("meals.camera.getPremium"), onClick: () => navigate(PATHS.premium) } : undefined,
      });
    }
  }

  async function capture() {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return setState("cameraError");
    await send(await downscaleToJpeg(video, video.videoWidth, video.videoHeight));
  }

  async function pick(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    try {
      await send(await downscaleFile(file));
    } catch {
      toast({ type: "error", title: t("meals.errors.photoUpload"), message: t("meals.errors.invalidImage") });
    }
  }

  const u = usage.data;
  const resets = u ? new Date(u.resetsAt).toLocaleDateString(i18n.language, { day: "numeric", month: "long" }) : "";
  // No vision provider on this server: the photo is only kept with the meal, so the screen says so before the shot
  // and counts nothing down (docs/product.md, AI providers).
  const keepOnly = u?.recognition === false;

  return (
    <ScreenWithBack title={t("meals.camera.title")}>
      {keepOnly && (
        <p
          className="rounded-xl bg-sky-50 p-3 text-sm text-sky-950 dark:bg-sky-950 dark:text-sky-100"
          role="status"
          data-testid="photo-kept-only"
        >
          {t("meals.camera.keptOnly")}
        </p>
      )}
      {u && !keepOnly && (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="photo-usage">
          {u.remaining === null
            ? t("meals.camera.unlimited")
            : t("meals.camera.remaining", { count: u.remaining, date: resets })}
        </p>
      )}
      {!keepOnly && u?.remaining === 0 && (
        <div className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900" role="status" data-testid="photo-limit">
          <p>{t("meals.errors.limitReached")}</p>
          {/* The photo limit is what premium lifts (docs/product.md §6): its paywall is one tap away. */}
          <TextLink href={PATHS.premium} size="small" className="font-semibold">
            {t("meals.camera.getPremium")}
          </TextLink>
        </div>
      )}
      {offered && (
        <AdOffer
          busy={watching}
          onWatch={() => void watchThenAnalyse(offered)}
          onDescribe={() => {
            setOffered(null);
            navigate(PATHS.textInput);
          }}
        />
      )}
      <div className="relative aspect-[3/4] overflow-hidden rounded-2xl bg-slate-900">
        <video ref={videoRef} playsInline muted className="h-full w-full object-cover" hidden={state !== "live"} />
        {state !== "live" && (
          <p
            className="absolute inset-0 flex items-center p-6 text-center text-white"
            role={state === "starting" ? undefined : "alert"}
          >
            {state === "starting" ? t("meals.camera.starting") : t(`meals.errors.${state}`)}
          </p>
        )}
        {analyze.isPending && (
          <p className="absolute inset-0 flex items-center justify-center bg-black/60 text-white">
            {t(keepOnly ? "meals.camera.saving" : "meals.camera.analyzing")}
          </p>
        )}
      </div>
      <Button
        onClick={capture}
        disabled={state !== "live" || analyze.isPending || offered !== null}
        data-testid="capture"
      >
        {t("meals.camera.capture")}
      </Button>
      <label className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-slate-300 px-5 font-medium dark:border-slate-700">
        {t("meals.camera.pickFile")}
        <input
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          onChange={pick}
          disabled={analyze.isPending || offered !== null}
          data-testid="photo-file"
        />
      </label>
      <TextLink href={PATHS.textInput} className="text-center">
        {t("meals.camera.describeInstead")}
      </TextLink>
    </ScreenWithBack>
  );
}

/**
 * The rewarded choice (docs/vk-platform.md §7: a deliberate tap, the reward stated): the analysis of the photo just
 * taken for a short ad, or the meal described in words, which shows no ad. Focus moves here, since the choice is
 * what the screen waits for.
 */
function AdOffer({ busy, onWatch, onDescribe }: { busy: boolean; onWatch: () => void; onDescribe: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-brand-600 bg-brand-50 p-4 text-slate-900 outline-none dark:bg-slate-900 dark:text-slate-100"
      data-testid="ad-offer"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t("meals.camera.adOffer.title")}
      </h2>
      <p className="text-sm">{t("meals.camera.adOffer.reward")}</p>
      <Button onClick={onWatch} disabled={busy} data-testid="ad-offer-watch">
        {t("meals.camera.adOffer.watch")}
      </Button>
      <Button variant="secondary" onClick={onDescribe} disabled={busy} data-testid="ad-offer-describe">
        {t("meals.camera.adOffer.describe")}
      </Button>
      <TextLink href={PATHS.premium} size="small" className="self-center">
        {t("meals.camera.adOffer.premium")}
      </TextLink>
    </section>
  );
}
