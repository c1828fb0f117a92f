/**
 * The federation runtime as a server-side render sees it: no remote loads on the server (a page's
 * HTML comes from its own remote's server), so what the shell's modules call at import is a no-op,
 * and a load fails as a missing remote would.
 */
export const registerPlugins = (): void => undefined;
export const registerRemotes = (): void => undefined;
export const preloadRemote = async (): Promise<void> => undefined;
export const loadRemote = async (): Promise<never> => {
  throw new Error('No remote loads in a server-side render.');
};
