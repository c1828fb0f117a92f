/** How often a pending load checks whether anything arrived. */
const CHECK_EVERY_MS = 100;

/**
 * Settles like `promise`, but rejects with `stalled()` once nothing has progressed for `stallMs`:
 * `lastProgress()` gives the time (performance.now()) something last arrived. A slow remote that
 * keeps delivering files is waited for; a hung one fails after `stallMs` of silence.
 */
export function untilStalled<T>(
  promise: Promise<T>,
  lastProgress: () => number,
  stallMs: number,
  stalled: () => Error,
): Promise<T> {
  const started = performance.now();
  return new Promise<T>((resolve, reject) => {
    const timer = setInterval(() => {
      const quietSince = Math.max(started, lastProgress());
      if (performance.now() - quietSince >= stallMs) {
        clearInterval(timer);
        reject(stalled());
      }
    }, CHECK_EVERY_MS);
    promise.then(
      (value) => {
        clearInterval(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearInterval(timer);
        reject(error);
      },
    );
  });
}

/** Waits before the n-th automatic retry (0-based): 2 s, 4 s, 8 s, 16 s, then every 30 s. */
export function backoffDelay(failures: number): number {
  return Math.min(2000 * 2 ** failures, 30_000);
}
