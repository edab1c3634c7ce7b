import { DotLottie } from "@lottiefiles/dotlottie-web";
import wasmUrl from "@lottiefiles/dotlottie-web/dotlottie-player.wasm?url";

// The player would fetch its WebAssembly from a CDN; ours is a hashed asset of the build, served by our own
// server (the CSP allows only 'self' plus 'wasm-unsafe-eval').
DotLottie.setWasmUrl(wasmUrl);

const LOAD_TIMEOUT_MS = 5000;

type AnimationData = string | ArrayBuffer | Record<string, unknown>;

/** docs/product.md §7: the animation source is fetched by GET; docs/product.md §8: a failed fetch is 'HTTP error! status: ...'. */
export async function fetchAnimation(src: string, signal?: AbortSignal): Promise<AnimationData> {
  const response = await fetch(src, { signal });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return src.endsWith(".json") ? ((await response.json()) as Record<string, unknown>) : await response.arrayBuffer();
}

function play(canvas: HTMLCanvasElement, data: AnimationData): Promise<DotLottie> {
  return new Promise((resolve, reject) => {
    const player = new DotLottie({ canvas, data, loop: true, autoplay: true });
    // A file the player can neither read nor reject (seen with an unexpected manifest) would wait forever.
    const timer = setTimeout(() => fail(new Error("animation load timed out")), LOAD_TIMEOUT_MS);
    const fail = (error: unknown) => {
      clearTimeout(timer);
      player.destroy();
      reject(error);
    };
    player.addEventListener("load", () => {
      clearTimeout(timer);
      resolve(player);
    });
    player.addEventListener("loadError", (event) => fail(event.error ?? new Error("animation did not load")));
  });
}

export interface PlayingAnimation {
  source: string;
  destroy(): void;
}

/** docs/product.md §2: a .lottie that fails (missing or corrupt) falls back to the .json of the same name. */
export async function playAnimation(
  canvas: HTMLCanvasElement,
  src: string,
  signal?: AbortSignal,
): Promise<PlayingAnimation> {
  const attempt = async (source: string) => {
    const player = await play(canvas, await fetchAnimation(source, signal));
    return { source, destroy: () => player.destroy() };
  };
  try {
    return await attempt(src);
  } catch (error) {
    if (!src.endsWith(".lottie") || signal?.aborted) throw error;
    console.warn(`loading animation ${src} failed, trying .json`, error);
    return attempt(src.replace(/\.lottie$/, ".json"));
  }
}
