import { describe, expect, it } from 'vitest';
import { canEvaluate, isEvaluated } from './my-events';

describe('my events', () => {
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
