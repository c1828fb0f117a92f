import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, lastCodeArrival, untilStalled } from './stall-watch';

const stalled = () => new Error('parado');

describe('untilStalled', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => vi.useRealTimers());

  it('waits for a slow load that keeps progressing (a file every 3 s), however long it takes', async () => {
    let last = performance.now();
    const arrive = setInterval(() => (last = performance.now()), 3000);
    let done!: (v: string) => void;
    const load = untilStalled(new Promise<string>((r) => (done = r)), () => last, 4000, stalled);
    const outcome = vi.fn();
    load.then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(outcome).not.toHaveBeenCalled();
    done('tela');
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome).toHaveBeenCalledWith('tela');
    clearInterval(arrive);
  });

  it('fails once nothing has arrived for the stall time', async () => {
    const last = performance.now();
    const load = untilStalled(new Promise<never>(() => undefined), () => last, 4000, stalled);
    const outcome = vi.fn();
    load.catch(outcome);
    await vi.advanceTimersByTimeAsync(3750);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(outcome).toHaveBeenCalledWith(expect.objectContaining({ message: 'parado' }));
  });

  it('passes a quick failure through at once', async () => {
    const load = untilStalled(Promise.reject(new Error('404')), () => 0, 4000, stalled);
    await expect(load).rejects.toThrow('404');
  });
});

describe('backoffDelay', () => {
  it('doubles from 2 s and stays at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(backoffDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe('lastCodeArrival', () => {
  const shell = 'https://quadra.example';
  const events = 'https://events.quadra.example';
  const api = 'https://api.quadra.example';

  it("counts the shared modules a remote's load fetches from the shell as its progress, not the API's answers", () => {
    // on a slow network mf_events' own origin was last heard at 1000 while the shell was serving
    // the shared chunks its page needs at 4000; the API answered at 9000
    const arrivals = new Map([[events, 1000], [shell, 4000], [api, 9000]]);
    expect(lastCodeArrival(arrivals, [shell, events])).toBe(4000);
    expect(lastCodeArrival(arrivals, [events, null])).toBe(1000);
    expect(lastCodeArrival(new Map(), [shell, events])).toBe(0);
  });
});
