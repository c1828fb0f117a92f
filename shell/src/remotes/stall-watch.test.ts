import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, untilStalled } from './stall-watch';

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
