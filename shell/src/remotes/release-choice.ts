import { REMOTES, type ReleaseChannel, type RemoteName, type RemotesManifest } from '@quadra/contracts';

/** The release of a remote this page uses. */
export interface ChosenRelease {
  entry: string;
  channel: ReleaseChannel;
}
export type ChosenReleases = Partial<Record<RemoteName, ChosenRelease>>;

/** What QA forced for this tab: either release, or a preview build's manifest URL. */
export type ReleaseOverride = 'stable' | 'canary' | { preview: string };
export type ReleaseOverrides = Partial<Record<RemoteName, ReleaseOverride>>;

export const BUCKET_KEY = 'quadra.release-bucket';
export const OVERRIDES_KEY = 'quadra.remote-overrides';

/**
 * This device's place among all devices, 0-99, drawn once and kept: a canary of p % serves the
 * devices below p. The same device keeps its release across loads, and raising the share only
 * adds devices. Without storage (private mode refusing it) each load draws again.
 */
export function deviceBucket(storage: Pick<Storage, 'getItem' | 'setItem'> | null): number {
  const kept = Number(storage?.getItem(BUCKET_KEY) ?? NaN);
  if (Number.isInteger(kept) && kept >= 0 && kept < 100) return kept;
  const drawn = Math.floor(Math.random() * 100);
  try {
    storage?.setItem(BUCKET_KEY, String(drawn));
  } catch {
    // Storage full or refused: this load still gets a release.
  }
  return drawn;
}

function parseOverride(value: string): ReleaseOverride | 'auto' | null {
  if (value === 'stable' || value === 'canary' || value === 'auto') return value;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? { preview: url.href } : null;
  } catch {
    return null;
  }
}

/**
 * `?remote=mf_events@canary` (or `@stable`, `@<manifest URL>` for a preview, `@auto` to drop it;
 * several by repeating the parameter) forces a release for this tab: kept in sessionStorage, so
 * the tab's next loads and links keep it while other tabs and devices are untouched.
 */
export function releaseOverrides(search: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null): ReleaseOverrides {
  let kept: ReleaseOverrides = {};
  try {
    kept = JSON.parse(storage?.getItem(OVERRIDES_KEY) ?? '{}') as ReleaseOverrides;
  } catch {
    kept = {};
  }
  const asked = new URLSearchParams(search).getAll('remote');
  if (asked.length === 0) return kept;
  for (const spec of asked) {
    const at = spec.indexOf('@');
    const name = spec.slice(0, at);
    const override = at > 0 ? parseOverride(spec.slice(at + 1)) : null;
    if (!Object.hasOwn(REMOTES, name) || !override) continue;
    if (override === 'auto') delete kept[name as RemoteName];
    else kept[name as RemoteName] = override;
  }
  try {
    storage?.setItem(OVERRIDES_KEY, JSON.stringify(kept));
  } catch {
    // Not kept: this load still honours it.
  }
  return kept;
}

/** Each remote's release for this page: an override first, then the device's share of a canary still served. */
export function chooseReleases(manifest: RemotesManifest, bucket: number, overrides: ReleaseOverrides): ChosenReleases {
  const chosen: ChosenReleases = {};
  for (const [name, release] of Object.entries(manifest) as [RemoteName, NonNullable<RemotesManifest[RemoteName]>][]) {
    const override = overrides[name];
    const canary = release.canary;
    if (typeof override === 'object') chosen[name] = { entry: override.preview, channel: 'preview' };
    else if (canary && (override === 'canary' || (override !== 'stable' && !canary.halted && bucket < canary.percent))) {
      chosen[name] = { entry: canary.entry, channel: 'canary' };
    } else chosen[name] = { entry: release.entry, channel: 'stable' };
  }
  return chosen;
}
