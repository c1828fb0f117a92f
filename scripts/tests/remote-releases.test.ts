import { describe, expect, it } from 'vitest';
import { canaryVerdict } from '../lib/remote-releases.mjs';

const canary = { entry: 'http://b/mf-manifest.json', percent: 10, maxFailureRate: 0.05, windowMinutes: 10, minLoads: 5 };

describe('the canary gate', () => {
  it('halts a canary once more than its share of reporters saw it fail, and says why in pt-BR', () => {
    expect(canaryVerdict(canary, { reporters: 20, failing_reporters: 2 }).halted).toBe(
      '2 de 20 endereços com falhas (10%) nos últimos 10 min: acima do limite de 5%',
    );
  });

  it('keeps serving it at or under the threshold, before minLoads, or without a threshold', () => {
    expect(canaryVerdict(canary, { reporters: 20, failing_reporters: 1 }).halted).toBeNull();
    expect(canaryVerdict(canary, { reporters: 4, failing_reporters: 4 }).halted).toBeNull();
    expect(canaryVerdict({ ...canary, maxFailureRate: undefined }, { reporters: 50, failing_reporters: 50 }).halted).toBeNull();
    expect(canaryVerdict(canary, undefined).halted).toBeNull();
  });

  // Issue 56: 12 invented failures from one client halted a canary; reports count by reporter now
  it('weighs one client as one reporter, however many reports it sent', () => {
    expect(canaryVerdict(canary, { loads: 30, failures: 12, reporters: 31, failing_reporters: 1 }).halted).toBeNull();
  });

  it('counts a reporter whose failure came without a load report as one that loaded it', () => {
    expect(canaryVerdict(canary, { reporters: 0, failing_reporters: 6 }).halted).toMatch(/^6 de 6 endereços com falhas \(100%\)/);
  });
});
