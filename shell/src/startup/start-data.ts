import { adoptFirstScreenAnswers, prefetchRoute, queryClient } from '@quadra/data';
import { startSession } from '@quadra/session';
import { configureSupabase, parseRuntimeConfig, type RuntimeConfig } from '@quadra/supabase';
import { firstDataOnItsWay, firstScreen } from './first-screen';

let started = false;

/**
 * Starts the data layer: the one client, the session (the one stored on the device at once), the
 * query cache kept on the device for the signed-in athlete, and the main data of the page the URL
 * (path and query) opens, as that page declares it (prefetchRoute), from the first screen's
 * answers when the document carries them. The entry starts it as soon as the shared
 * packages it needs have arrived, before React and the app's code (startDataEarly); the bootstrap
 * calls it again, which starts it when the document did not carry the config.
 */
export function startData(config: RuntimeConfig, url: string): void {
  if (started) return;
  started = true;
  const supabase = configureSupabase(config, {}, firstScreen);
  startSession(firstScreen);
  // The signed-in athlete's cache saved on the device is put back at once (a returning visit shows
  // it while the network answers); a visitor's page loads that code after its first screen.
  void (supabase.storedSession() === null ? firstScreen : Promise.resolve())
    .then(() => import(/* webpackChunkName: "persisted-cache" */ '@quadra/data/persisted-cache'))
    .then((cache) => cache.persistQueryCache());
  // What the server read for the first screen: the route's data asks the API only for what is not here.
  adoptFirstScreenAnswers(queryClient);
  firstDataOnItsWay(prefetchRoute(url));
}

/** startData with the config the document carried; one it cannot parse is the bootstrap's to report. */
export function startDataEarly(config: unknown, url: string): void {
  let parsed: RuntimeConfig;
  try {
    parsed = parseRuntimeConfig(config);
  } catch {
    return;
  }
  startData(parsed, url);
}

/** The app (React, the router, the shell's screens): imported from here, so its chunk is this one's child. */
export function startApp(): Promise<unknown> {
  return import('../bootstrap');
}
