import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotesManifest } from '@quadra/contracts';
import { untilStalled } from './stall-watch';

/**
 * A remote from which nothing has arrived for this long is treated as down (a hung server, or a
 * chunk answered with HTML, never rejects on its own). A slow one whose files keep arriving is
 * waited for. Between one slow request (3 s) and the 5 s within which a dead remote must show
 * its fallback, leaving ~1 s for checking (every 100 ms) and rendering on a busy phone.
 */
export const STALL_TIMEOUT_MS = 3600;
const RETRY_DELAY_MS = 300;

// When something last arrived from each origin: the remotes' files are its progress.
const lastArrival = new Map<string, number>();
if (typeof PerformanceObserver !== 'undefined') {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const origin = originOf(entry.name);
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

let manifest: RemotesManifest = {};

/**
 * Registers every remote of the manifest with the federation runtime. A remote whose entry changed
 * replaces the older one; one registered already with the same entry is kept, with what it has
 * loaded (the route's remote is registered and preloaded before the shell starts).
 */
export function registerManifest(next: RemotesManifest): void {
  const changed = Object.entries(next).filter(([name, { entry }]) => manifest[name as RemoteName]?.entry !== entry);
  manifest = next;
  if (changed.length) registerRemotes(changed.map(([name, { entry }]) => ({ name, entry })), { force: true });
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
]);

type Exposed<T> = { default: T };

async function attempt<T>(remote: RemoteName, module: string): Promise<Exposed<T>> {
  if (!manifest[remote]) throw new RemoteUnavailableError(remote, `${remote} não está em /remotes.json.`);
  const loaded = await loadRemote<Exposed<T>>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded?.default) throw new RemoteUnavailableError(remote, `${remote} não expõe ${module}.`);
  return loaded;
}

/** Loads an exposed module: one retry for a quick failure; fails once the remote stalls. */
export function loadExposed<T = ComponentType>(remote: RemoteName, module: string): Promise<Exposed<T>> {
  const run = async () => {
    try {
      return await attempt<T>(remote, module);
    } catch {
      await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
      resetRemote(remote);
      return attempt<T>(remote, module);
    }
  };
  const origin = originOf(manifest[remote]?.entry);
  return untilStalled(
    run(),
    () => (origin ? (lastArrival.get(origin) ?? 0) : 0),
    STALL_TIMEOUT_MS,
    () => new RemoteUnavailableError(remote, `${remote} parou de responder.`),
  );
}

/** Forgets a remote's cached entry and chunks so the next load fetches it afresh. */
export function resetRemote(remote: RemoteName): void {
  const current = manifest[remote];
  if (current) registerRemotes([{ name: remote, entry: current.entry }], { force: true });
}
