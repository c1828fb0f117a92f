import { describe, expect, it } from 'vitest';
import type { RemotesManifest } from '@quadra/contracts';
import { BUCKET_KEY, chooseReleases, deviceBucket, releaseOverrides } from './release-choice';

const STABLE = 'https://cdn.example/mf-events/1.0/mf-manifest.json';
const CANARY = 'https://cdn.example/mf-events/1.1/mf-manifest.json';
const registry: RemotesManifest = {
  mf_events: { entry: STABLE, canary: { entry: CANARY, percent: 50 } },
  mf_profile: { entry: 'https://cdn.example/mf-profile/mf-manifest.json' },
};

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
    key: (i) => [...items.keys()][i] ?? null,
    get length() {
      return items.size;
    },
  };
}

describe('canary releases', () => {
  it('a device draws its place once and keeps it across loads', () => {
    const storage = memoryStorage();
    const first = deviceBucket(storage);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(100);
    for (let i = 0; i < 5; i++) expect(deviceBucket(storage)).toBe(first);
    storage.setItem(BUCKET_KEY, '7');
    expect(deviceBucket(storage)).toBe(7);
  });

  it('serves the canary to the devices below its share, the stable release to the others', () => {
    expect(chooseReleases(registry, 49, {}).mf_events).toEqual({ entry: CANARY, channel: 'canary' });
    expect(chooseReleases(registry, 50, {}).mf_events).toEqual({ entry: STABLE, channel: 'stable' });
    expect(chooseReleases(registry, 0, {}).mf_profile?.channel).toBe('stable');
  });

  it('a halted canary is served to no device, but QA can still force it', () => {
    const halted: RemotesManifest = { mf_events: { entry: STABLE, canary: { entry: CANARY, percent: 100, halted: 'falhas' } } };
    expect(chooseReleases(halted, 0, {}).mf_events?.channel).toBe('stable');
    expect(chooseReleases(halted, 0, { mf_events: 'canary' }).mf_events).toEqual({ entry: CANARY, channel: 'canary' });
  });

  it('?remote=mf_events@canary forces a release for the tab, kept for its next loads; @auto drops it', () => {
    const tab = memoryStorage();
    expect(releaseOverrides('?remote=mf_events@canary', tab)).toEqual({ mf_events: 'canary' });
    expect(releaseOverrides('', tab)).toEqual({ mf_events: 'canary' });
    expect(chooseReleases(registry, 99, releaseOverrides('', tab)).mf_events?.channel).toBe('canary');
    expect(chooseReleases(registry, 0, releaseOverrides('?remote=mf_events@stable', tab)).mf_events?.channel).toBe('stable');
    expect(releaseOverrides('?remote=mf_events@auto', tab)).toEqual({});
  });

  it('a manifest URL previews a local build; unknown remotes and bad values are ignored', () => {
    const tab = memoryStorage();
    const preview = 'http://localhost:4302/mf-manifest.json';
    const overrides = releaseOverrides(`?remote=mf_events@${encodeURIComponent(preview)}&remote=mf_nope@canary&remote=mf_profile@javascript:alert(1)`, tab);
    expect(overrides).toEqual({ mf_events: { preview } });
    expect(chooseReleases(registry, 99, overrides).mf_events).toEqual({ entry: preview, channel: 'preview' });
  });
});
