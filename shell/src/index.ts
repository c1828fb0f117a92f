import { readBootData } from './startup/boot-data';
import { runModulesAfterTheirFiles } from './startup/modules-after-their-files';
import { preloadRouteRemote } from './startup/preload-route-remote';
import { showStartupFailed } from './startup/startup-failed';

const boot = readBootData();
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

// Before any import() below.
runModulesAfterTheirFiles();

// The route's remote arrives alongside the shell's own code, not after it.
setTimeout(() => preloadRouteRemote(boot));

// Async boundary: lets the federation runtime negotiate shared modules before any of them runs.
// Then one step per task, so a slow phone's main thread is never held long at once: imports
// waiting for the startup file all resolve together (in the task after the one that evaluates
// it), so each step asks for its module only once the one before has run (the document preloads
// every file, so none waits longer to download). In order: the data layer's modules, the URL's
// first data (sent while React loads), react-dom's module, then the bootstrap and what it
// imports. The bootstrap is imported by start-data's chunk, so its chunk does not carry its own
// copies of what the two share (query keys, texts, the first screen's promise).
void nextTask()
  .then(() => import(/* webpackChunkName: "start-data" */ './startup/start-data'))
  .then(async ({ startDataEarly, startApp }) => {
    await nextTask();
    if (boot?.config) startDataEarly(boot.config, location.pathname + location.search);
    await nextTask();
    await import('react-dom/client');
    await nextTask();
    await startApp();
  })
  // A chunk of the start that did not arrive (offline, a deploy mid-load): say so, offer a retry.
  .catch(showStartupFailed);
