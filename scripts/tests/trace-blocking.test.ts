import { describe, expect, it } from 'vitest';
import { observedBlockingTime } from '../lib/trace-blocking.mjs';

// Trace times are microseconds. The page's renderer is pid 2, its main thread tid 20.
const navigation = { name: 'navigationStart', ph: 'R', pid: 2, tid: 20, ts: 1_000_000, args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://localhost:4850/event/x' } } };
const blankNavigation = { ...navigation, ts: 500_000, args: { data: { isLoadingMainFrame: true, documentLoaderURL: '' } } };
const fcp = { name: 'firstContentfulPaint', ph: 'R', pid: 2, tid: 20, ts: 1_200_000, args: {} };
const task = (startMs: number, wallMs: number, cpuMs?: number, thread = { pid: 2, tid: 20 }) => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts: navigation.ts + startMs * 1000,
  dur: wallMs * 1000,
  ...(cpuMs === undefined ? {} : { tdur: cpuMs * 1000 }),
});

describe("Lighthouse's blocking time from a load's trace, by wall clock and by CPU time", () => {
  it('counts the main thread tasks that end after the first contentful paint, each 4x its time less 50 ms', () => {
    const trace = {
      traceEvents: [
        blankNavigation,
        navigation,
        fcp,
        task(100, 40, 30), // ended before the paint: not counted
        task(190, 30, 20), // ends after it: 4 x 30 - 50 = 70 by wall clock, 4 x 20 - 50 = 30 by CPU
        task(300, 12, 12), // 48 ms at 4x: not blocking
        task(400, 25, 5), // waited for a core: 50 by wall clock, nothing by CPU
        task(400, 90, 90, { pid: 2, tid: 21 }), // another thread of the page
        task(400, 90, 90, { pid: 3, tid: 20 }), // another process
      ],
    };
    expect(observedBlockingTime(trace, 4)).toEqual({ wallClock: 120, cpuTime: 30 });
  });

  it('takes the wall clock for CPU time when the trace has no thread times', () => {
    const trace = { traceEvents: [navigation, fcp, task(300, 20)] };
    expect(observedBlockingTime(trace, 4)).toEqual({ wallClock: 30, cpuTime: 30 });
  });

  it('has no figure for a trace without a page navigation or a first contentful paint', () => {
    expect(observedBlockingTime({ traceEvents: [blankNavigation, fcp, task(300, 90, 90)] }, 4)).toBeNull();
    expect(observedBlockingTime({ traceEvents: [navigation, task(300, 90, 90)] }, 4)).toBeNull();
  });
});
