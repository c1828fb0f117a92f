import { describe, expect, it } from 'vitest';
import { canEvaluate, isEvaluated, splitMyEvents } from './my-events';

describe('my events', () => {
  it('splits active, closed and paused/cancelled', () => {
    const events = [
      { id: 1, status: 'active' },
      { id: 2, status: 'completed' },
      { id: 3, status: 'paused' },
      { id: 4, status: 'cancelled' },
    ];
    const { active, closed, pausedOrCancelled } = splitMyEvents(events);
    expect(active.map((e) => e.id)).toEqual([1]);
    expect(closed.map((e) => e.id)).toEqual([2]);
    expect(pausedOrCancelled.map((e) => e.id)).toEqual([3, 4]);
  });
  it('offers the evaluation only when available', () => {
    expect(canEvaluate({ status: 'registered', evaluation_status: 'evaluation_available' })).toBe(true);
    expect(canEvaluate({ status: 'registered', evaluation_status: 'pending' })).toBe(false);
    expect(canEvaluate({ status: 'registered', evaluation_status: 'completed' })).toBe(false);
  });
  it("reads 'Avaliado' once the evaluation is done (either reading of the finished state)", () => {
    expect(isEvaluated({ status: 'registered', evaluation_status: 'completed' })).toBe(true);
    expect(isEvaluated({ status: 'registered', evaluation_status: 'evaluated' })).toBe(true);
    expect(isEvaluated({ status: 'registered', evaluation_status: 'evaluation_available' })).toBe(false);
    expect(isEvaluated({ status: 'pending', evaluation_status: 'completed' })).toBe(false);
  });
});
