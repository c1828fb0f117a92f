import { preloadRemote } from '@module-federation/enhanced/runtime';
import { registerManifest } from '../remotes/remote-registry';
import { parseRemotesManifest } from '../remotes/remotes-manifest';
import type { BootData } from './boot-data';

/**
 * Starts fetching the remote that serves the URL being opened (its manifest, entry, and the
 * exposed module's files) while the shell's own code still arrives, instead of after the shell
 * has started and routed. Anything wrong here is left to the normal load, which reports it.
 */
export function preloadRouteRemote(boot: BootData | null): void {
  if (!boot?.route || !boot.remotes) return;
  const { remote, module } = boot.route;
  let remotes;
  try {
    remotes = parseRemotesManifest(boot.remotes);
  } catch {
    return;
  }
  if (!Object.hasOwn(remotes, remote)) return;
  registerManifest(remotes);
  // In the next task: together with the registration (its release choice reads the device's
  // storage) it was one of the load's long tasks (13–27 ms in Lighthouse's traces).
  // share: false: shared packages come from the shell; only the remote's own files are fetched.
  setTimeout(() => void preloadRemote([{ nameOrAlias: remote, exposes: [module], share: false }]).catch(() => undefined));
}
