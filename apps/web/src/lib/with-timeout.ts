export class TimeoutError extends Error {
  constructor(label: string) {
    super(label);
    this.name = "TimeoutError";
  }
}

/** Rejects with TimeoutError(label) after `ms`; docs/product.md §8 names each time-out by such a label. */
export function withTimeout<T>(promise: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(label)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
