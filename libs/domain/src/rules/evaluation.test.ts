import { describe, expect, it } from 'vitest';
import { evaluationUnlockAt, isEvaluationUnlocked } from './evaluation';

describe('evaluation unlock', () => {
  it('opens exactly 3 hours after the start', () => {
    const unlock = new Date(2025, 9, 5, 12, 0, 0);
    expect(evaluationUnlockAt('2025-10-05', '09:00:00')).toEqual(unlock);
    expect(isEvaluationUnlocked('2025-10-05', '09:00:00', new Date(unlock.getTime() - 1))).toBe(false);
    expect(isEvaluationUnlocked('2025-10-05', '09:00:00', unlock)).toBe(true);
  });
  it('crosses midnight', () => {
    expect(isEvaluationUnlocked('2025-10-05', '22:30', new Date(2025, 9, 6, 1, 29))).toBe(false);
    expect(isEvaluationUnlocked('2025-10-05', '22:30', new Date(2025, 9, 6, 1, 30))).toBe(true);
  });
  it('never opens for an unreadable date', () => {
    expect(isEvaluationUnlocked('', '09:00', new Date())).toBe(false);
  });
});
