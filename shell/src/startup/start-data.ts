import { prefetchRoute } from '@quadra/data';
import { startSession } from '@quadra/session';
import { configureSupabase, parseRuntimeConfig, type RuntimeConfig } from '@quadra/supabase';
import { firstScreen } from './first-screen';

let started = false;

/**
 * Starts the data layer: the one client, the session (the one stored on the device at once), and
 * the main data of the page the URL opens, as that page declares it (prefetchRoute). The entry
 * starts it as soon as the shared packages it needs have arrived, before React and the app's code
 * (startDataEarly); the bootstrap calls it again, which starts it when the document did not carry
 * the config.
 */
export function startData(config: RuntimeConfig, pathname: string): void {
  if (started) return;
  started = true;
  configureSupabase(config, {}, firstScreen);
  startSession(firstScreen);
  void prefetchRoute(pathname);
}

/** startData with the config the document carried; one it cannot parse is the bootstrap's to report. */
export function startDataEarly(config: unknown, pathname: string): void {
  let parsed: RuntimeConfig;
  try {
    parsed = parseRuntimeConfig(config);
  } catch {
    return;
  }
  startData(parsed, pathname);
}
