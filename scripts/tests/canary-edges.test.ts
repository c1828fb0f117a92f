import { describe, expect, it } from 'vitest';
import { canaryVerdict } from '../lib/remote-releases.mjs';

// Issue 49: the canary gate at each of its edges: the failure rate exactly at its limit and one
// reporter past it, and the number of reporters exactly at minLoads and one short of it.
const canary = { entry: 'http://b/mf-manifest.json', percent: 10, maxFailureRate: 0.05, windowMinutes: 10, minLoads: 5 };

describe('the canary gate at its edges', () => {
  it('a failure rate exactly at the limit keeps serving; one failing reporter more halts it', () => {
    expect(canaryVerdict(canary, { reporters: 1000, failing_reporters: 50 }).halted).toBeNull();
    expect(canaryVerdict(canary, { reporters: 1000, failing_reporters: 51 }).halted).toBe(
      '51 de 1000 endereços com falhas (5,1%) nos últimos 10 min: acima do limite de 5%',
    );
    expect(canaryVerdict(canary, { reporters: 1000, failing_reporters: 49 }).halted).toBeNull();
  });

  it('exactly minLoads reporters are enough to halt; one fewer never is', () => {
    expect(canaryVerdict(canary, { reporters: 5, failing_reporters: 1 }).halted).toBe(
      '1 de 5 endereços com falhas (20%) nos últimos 10 min: acima do limite de 5%',
    );
    expect(canaryVerdict(canary, { reporters: 4, failing_reporters: 1 }).halted).toBeNull();
    expect(canaryVerdict(canary, { reporters: 6, failing_reporters: 1 }).halted).not.toBeNull();
  });

  it('without minLoads, 10 reporters are needed: 10 halt, 9 do not', () => {
    const { minLoads: _minLoads, ...withoutMin } = canary;
    expect(canaryVerdict(withoutMin, { reporters: 10, failing_reporters: 10 }).halted).not.toBeNull();
    expect(canaryVerdict(withoutMin, { reporters: 9, failing_reporters: 9 }).halted).toBeNull();
  });
});
