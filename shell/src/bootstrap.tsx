import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchRuntimeConfig, parseRuntimeConfig } from '@quadra/supabase';
import { registerManifest } from './remotes/remote-registry';
import { fetchRemotesManifest, parseRemotesManifest } from './remotes/remotes-manifest';
import { readBootData } from './startup/boot-data';
import { firstScreen, firstScreenRendered } from './startup/first-screen';
import { startData } from './startup/start-data';
import { captureServerScreen } from './startup/server-screen';
import { setStartupProblem } from './startup/startup-problem';
import { StartupError } from './startup/startup-error';
import { App } from './app';

async function main() {
  // Before the app's render replaces it: kept for a route whose code fails to load.
  captureServerScreen();
  const root = createRoot(document.getElementById('root')!);
  // The document carries both when the server could read them; else one request each, in parallel.
  const boot = readBootData();
  const [config, remotes] = await Promise.allSettled([
    boot?.config ? Promise.resolve().then(() => parseRuntimeConfig(boot.config)) : fetchRuntimeConfig(),
    boot?.remotes ? Promise.resolve().then(() => parseRemotesManifest(boot.remotes)) : fetchRemotesManifest(),
  ]);
  if (config.status === 'rejected') {
    root.render(<StartupError message={String((config.reason as Error).message ?? config.reason)} />);
    firstScreenRendered();
    return;
  }
  // Started by the entry already when the document carried the config.
  startData(config.value, location.pathname + location.search);
  if (remotes.status === 'fulfilled') registerManifest(remotes.value);
  else setStartupProblem(`Não foi possível carregar os módulos do app: ${(remotes.reason as Error).message}`);
  // A transition renders in slices that yield to the browser: the first render of a slow phone
  // never holds the main thread for long (a tap, a paint of the splash can come between).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  if (import.meta.env.PROD && 'serviceWorker' in navigator) void firstScreen.then(() => afterPageLoad(loadServiceWorker));
}

/**
 * The service worker, and its code, come once the first screen is up and the page has loaded; then
 * the athlete's next games are read for the court (issue 53), kept by the worker and on the device.
 */
function loadServiceWorker() {
  void import('./startup/register-service-worker')
    .then((worker) => worker.registerServiceWorker())
    .then(() => import('./startup/ready-for-the-court'))
    .then((court) => court.keepReadyForTheCourt());
}

function afterPageLoad(run: () => void) {
  if (document.readyState === 'complete') run();
  else addEventListener('load', run, { once: true });
}

void main();
