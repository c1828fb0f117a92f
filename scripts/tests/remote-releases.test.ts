import { describe, expect, it } from 'vitest';
import { canaryVerdict } from '../lib/remote-releases.mjs';

const canary = { entry: 'http://b/mf-manifest.json', percent: 10, maxFailureRate: 0.05, windowMinutes: 10, minLoads: 5 };

describe('the canary gate', () => {
  it('halts a canary once more than its share of loads failed, and says why in pt-BR', () => {
    expect(canaryVerdict(canary, { loads: 20, failures: 2 }).halted).toBe(
      '2 falhas em 20 carregamentos (10%) nos últimos 10 min: acima do limite de 5%',
    );
  });

  it('keeps serving it at or under the threshold, before minLoads, or without a threshold', () => {
    expect(canaryVerdict(canary, { loads: 20, failures: 1 }).halted).toBeNull();
    expect(canaryVerdict(canary, { loads: 4, failures: 4 }).halted).toBeNull();
    expect(canaryVerdict({ ...canary, maxFailureRate: undefined }, { loads: 50, failures: 50 }).halted).toBeNull();
    expect(canaryVerdict(canary, undefined).halted).toBeNull();
  });

  it('counts a failed load whose load report never arrived as a load', () => {
    expect(canaryVerdict(canary, { loads: 0, failures: 6 }).halted).toMatch(/^6 falhas em 6 carregamentos \(100%\)/);
  });
});
