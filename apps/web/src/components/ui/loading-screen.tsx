import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

interface LoadingScreenProps {
  /** docs/product.md §2: default 'Загрузка...'. */
  message?: string;
  /** docs/product.md §2: default /loading.lottie; a .json source is fetched and rendered too. */
  src?: string;
  /** Fill the viewport (a page loading) or sit inside a section. */
  fullScreen?: boolean;
}

type AnimationState = "pending" | "playing" | "placeholder";

/**
 * The player (~14 KB gzip of JS and ~500 KB of WebAssembly) starts only once the message has been painted and
 * the wait has lasted a while: a page that arrives sooner never downloads it, so it is never on the critical
 * path (decision 006); a longer wait gets the animation.
 */
export const ANIMATION_START_DELAY_MS = 600;

function afterFirstPaint(run: () => void): () => void {
  let idle = 0;
  const frame = requestAnimationFrame(() => {
    idle = window.setTimeout(run, ANIMATION_START_DELAY_MS);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(idle);
  };
}

/** docs/product.md §2 Loading screen: a message and a looping 64×64 animation, with a placeholder when none loads. */
export function LoadingScreen({ message, src = "/loading.lottie", fullScreen = true }: LoadingScreenProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<AnimationState>("pending");
  const [source, setSource] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let destroy: (() => void) | undefined;
    setState("pending");
    const cancel = afterFirstPaint(() => {
      const canvas = canvasRef.current;
      if (!canvas) return;
      import("./lottie-player")
        .then(({ playAnimation }) => playAnimation(canvas, src, controller.signal))
        .then((playing) => {
          if (controller.signal.aborted) return playing.destroy();
          destroy = playing.destroy;
          setSource(playing.source);
          setState("playing");
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn("loading animation unavailable, showing the placeholder", error);
          setState("placeholder");
        });
    });
    return () => {
      cancel();
      controller.abort();
      destroy?.();
    };
  }, [src]);

  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex flex-col items-center justify-center gap-4 p-6 ${fullScreen ? "min-h-dvh" : ""}`}
    >
      <div
        className="relative size-16"
        data-testid="loading-animation"
        data-state={state}
        data-source={source ?? undefined}
      >
        <canvas ref={canvasRef} className={`size-16 ${state === "playing" ? "" : "invisible absolute inset-0"}`} />
        {state === "pending" && (
          <div className="absolute inset-2 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
        )}
        {state === "placeholder" && <FruitPlaceholder />}
      </div>
      <p className="text-slate-600 dark:text-slate-300">{message ?? t("common.loading")}</p>
    </div>
  );
}

/** docs/product.md §2: a pulsing fruit icon with bouncing dots when no animation loads. */
function FruitPlaceholder() {
  return (
    <div className="flex size-16 flex-col items-center justify-center gap-1" data-testid="loading-placeholder">
      <svg viewBox="0 0 24 24" className="size-9 animate-pulse" aria-hidden="true">
        <path
          d="M12 7c-1.5-1.2-5-1.6-6.3 1.4C4.3 11.6 6.4 18 9 19.3c1.2.6 2 .2 3 .2s1.8.4 3-.2C17.6 18 19.7 11.6 18.3 8.4 17 5.4 13.5 5.8 12 7Z"
          fill="#ef4444"
        />
        <path d="M12 7c0-2 1-3.5 3-4" stroke="#16a34a" strokeWidth="1.6" fill="none" strokeLinecap="round" />
      </svg>
      <div className="flex gap-1">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-1.5 animate-bounce rounded-full bg-brand-600"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </div>
  );
}
