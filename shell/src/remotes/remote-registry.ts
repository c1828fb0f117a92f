import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { matchRoute, type RemoteName, type RemotesManifest } from '@quadra/contracts';
import type { RemoteEventKind } from '@quadra/data';
import { currentReleases, setCurrentReleases } from './current-releases';
import { chooseReleases, deviceBucket, releaseOverrides } from './release-choice';
import { untilStalled } from './stall-watch';

/**
 * A remote from which nothing has arrived for this long is treated as down (a hung server, or a
 * chunk answered with HTML, never rejects on its own). A slow one whose files keep arriving is
 * waited for. Between one slow request (3 s) and the 5 s within which a hung remote must show
 * its fallback, leaving ~1 s for checking (every 100 ms) and rendering on a busy phone.
 */
export const STALL_TIMEOUT_MS = 3600;

// When something last arrived from each origin: the remotes' files are its progress.
const lastArrival = new Map<string, number>();
// A resource entry's name is a serialized absolute URL, so its origin is what precedes the path
// (parsing a URL per entry was a measurable part of the shell's start).
const ORIGIN = /^https?:\/\/[^/?#]+/;
if (typeof PerformanceObserver !== 'undefined') {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const origin = ORIGIN.exec(entry.name)?.[0];
      const arrived = (entry as PerformanceResourceTiming).responseEnd || performance.now();
      if (origin) lastArrival.set(origin, Math.max(arrived, lastArrival.get(origin) ?? 0));
    }
  }).observe({ type: 'resource' });
}

function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url, location.href).origin : null;
  } catch {
    return null;
  }
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    message: string,
  ) {
    super(message);
  }
}

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/**
 * Registers, for every remote of the registry, the release this page uses (stable, this device's
 * canary, or the tab's override: release-choice.ts) with the federation runtime. A remote whose
 * entry changed replaces the older one; one registered already with the same entry is kept, with
 * what it has loaded (the route's remote is registered and preloaded before the shell starts).
 */
export function registerManifest(registry: RemotesManifest): void {
  const next = chooseReleases(registry, deviceBucket(storage('localStorage')), releaseOverrides(location.search, storage('sessionStorage')));
  const changed = Object.entries(next).filter(([name, { entry }]) => currentReleases()[name as RemoteName]?.entry !== entry);
  setCurrentReleases(next);
  if (changed.length) registerRemotes(changed.map(([name, { entry }]) => ({ name, entry })), { force: true });
}

/** Errors of a failed load, already reported as such: a boundary that catches one does not report it again. */
const loadFailures = new WeakSet<object>();

/**
 * Tells the backend what happened to a remote's release on this route. Loads are counted for
 * candidates only (a canary's failure rate needs them; the stable release's loads would be a write
 * per page view for every user); failures always.
 */
function report(remote: RemoteName, kind: RemoteEventKind): void {
  const release = currentReleases()[remote];
  if (!release || (kind === 'load' && release.channel === 'stable')) return;
  const route = matchRoute(location.pathname)?.route.path ?? null;
  // Imported when needed: this file runs before the shared scope exists, and the reporter's
  // backend client is a shared singleton (a static import would break the shell's start).
  void import('./remote-reports').then(({ reportRemoteEvent }) =>
    reportRemoteEvent({ remote, channel: release.channel, entry: release.entry, route, kind }),
  );
}

/** For a remote's error boundary: reports what its section threw while rendering. */
export function reportSectionError(remote: RemoteName, error: unknown): void {
  if (typeof error === 'object' && error !== null && loadFailures.has(error)) return;
  report(remote, 'render-error');
}

registerPlugins([
  {
    name: 'quadra-error-load-remote',
    // Last stop before the error boundary: record what failed; returning nothing rethrows.
    errorLoadRemote({ id, error }) {
      console.warn(`[quadra] remote ${id} failed to load`, error);
      return undefined;
    },
  },
  {
    name: 'quadra-init-in-own-task',
    // A remote's entry ran and its container's init (its share configs formatted, the shared
    // modules matched) followed in the same task: for the header's badge, one of a signed-in
    // load's long tasks (13-28 ms in Lighthouse's traces). The init now starts in a task of its own.
    async beforeInitContainer(args) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      return args;
    },
  },
]);

type Exposed<T> = { default: T };

async function attempt<T>(remote: RemoteName, module: string): Promise<Exposed<T>> {
  if (!currentReleases()[remote]) throw new RemoteUnavailableError(remote, `${remote} não está em /remotes.json.`);
  const loaded = await loadRemote<Exposed<T>>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded?.default) throw new RemoteUnavailableError(remote, `${remote} não expõe ${module}.`);
  return loaded;
}

/**
 * Loads an exposed module once: fails at the first error, or once the remote stalls. Reported
 * either way. The one retry policy is the fallback's (remote-page.tsx: its background attempts
 * with backoff, and 'Tentar novamente'): an immediate retry here only delayed the fallback of a
 * dead remote (issue 54: 5.5 s, with the federation runtime's and the stall watch's on top).
 */
export function loadExposed<T = ComponentType>(remote: RemoteName, module: string): Promise<Exposed<T>> {
  report(remote, 'load');
  const origin = originOf(currentReleases()[remote]?.entry);
  let stalled = false;
  return untilStalled(
    attempt<T>(remote, module),
    () => (origin ? (lastArrival.get(origin) ?? 0) : 0),
    STALL_TIMEOUT_MS,
    () => {
      stalled = true;
      return new RemoteUnavailableError(remote, `${remote} parou de responder.`);
    },
  ).catch((error: unknown) => {
    report(remote, stalled ? 'stalled' : 'load-failed');
    if (typeof error === 'object' && error !== null) loadFailures.add(error);
    throw error;
  });
}

/** Forgets a remote's cached entry and chunks so the next load fetches it afresh. */
export function resetRemote(remote: RemoteName): void {
  const current = currentReleases()[remote];
  if (current) registerRemotes([{ name: remote, entry: current.entry }], { force: true });
}
