/**
 * Lighthouse's blocking-time formula applied to the trace of a load as it was observed: each task
 * of the page's main thread that ends after the first contentful paint counts for its duration
 * times the preset's CPU slowdown, less 50 ms. Twice:
 * - `wallClock` from each task's wall-clock duration, as Lighthouse's simulation takes it: close to
 *   Lighthouse's TBT, not equal (Lighthouse simulates the load's timeline; in traces of this
 *   machine the two differed by under 30 ms in most runs, by up to ~100 ms in a few);
 * - `cpuTime` from the time the main thread was on a CPU during each task. The difference is time
 *   the thread was ready to run and waited for a core: on a machine whose cores the browser's own
 *   processes, the servers and Lighthouse share, a task of 2 ms of work can take 15 ms of wall
 *   time. `cpuTime` is the page's own blocking, whatever else the machine ran meanwhile.
 * Null when the trace has no navigation of a page or no first contentful paint.
 * @param {{ traceEvents: Array<Record<string, any>> }} trace
 * @param {number} cpuSlowdown
 * @returns {{ wallClock: number, cpuTime: number } | null} milliseconds
 */
export function observedBlockingTime(trace, cpuSlowdown) {
  const events = trace.traceEvents;
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && /^https?:/.test(e.args.data.documentLoaderURL ?? ''));
  if (!navigation) return null;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid && e.ts >= navigation.ts);
  if (!fcp) return null;
  const tasks = events.filter(
    (e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === navigation.pid && e.tid === navigation.tid && e.ts + e.dur > fcp.ts,
  );
  const blocking = (microseconds) => Math.max(0, (cpuSlowdown * microseconds) / 1000 - 50);
  const total = (durationOf) => tasks.reduce((sum, task) => sum + blocking(durationOf(task)), 0);
  // A trace without thread times (some platforms) has only the wall clock.
  return { wallClock: total((task) => task.dur), cpuTime: total((task) => task.tdur ?? task.dur) };
}
