import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotesManifest } from '@quadra/contracts';

/** A remote that does not answer within this time is treated as down (a hung server, or a
 *  chunk answered with HTML, never rejects on its own). Keeps the fallback under 5 s. */
export const LOAD_TIMEOUT_MS = 4000;
const RETRY_DELAY_MS = 300;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    message: string,
  ) {
    super(message);
  }
}

let manifest: RemotesManifest = {};

/** Registers every remote of the manifest with the federation runtime (replacing older entries). */
export function registerManifest(next: RemotesManifest): void {
  manifest = next;
  const remotes = Object.entries(next).map(([name, { entry }]) => ({ name, entry }));
  registerRemotes(remotes, { force: true });
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

function withTimeout<T>(promise: Promise<T>, remote: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new RemoteUnavailableError(remote, `Tempo esgotado ao carregar ${remote}.`)),
      LOAD_TIMEOUT_MS,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

type Exposed<T> = { default: T };

async function attempt<T>(remote: RemoteName, module: string): Promise<Exposed<T>> {
  if (!manifest[remote]) throw new RemoteUnavailableError(remote, `${remote} não está em /remotes.json.`);
  const loaded = await loadRemote<Exposed<T>>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded?.default) throw new RemoteUnavailableError(remote, `${remote} não expõe ${module}.`);
  return loaded;
}

/** Loads an exposed module: one retry for a quick failure, all within LOAD_TIMEOUT_MS. */
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
  return withTimeout(run(), remote);
}

/** Forgets a remote's cached entry and chunks so the next load fetches it afresh. */
export function resetRemote(remote: RemoteName): void {
  const current = manifest[remote];
  if (current) registerRemotes([{ name: remote, entry: current.entry }], { force: true });
}
