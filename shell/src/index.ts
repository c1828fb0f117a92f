import { readBootData } from './startup/boot-data';
import { preloadRouteRemote } from './startup/preload-route-remote';

const boot = readBootData();
// The URL's first data, and its remote, arrive alongside the shell's own code, not after it.
if (boot?.config) setTimeout(() => import(/* webpackChunkName: "start-data" */ './startup/start-data').then(({ startDataEarly }) => startDataEarly(boot.config, location.pathname + location.search)));
// Each step in a task of its own, so a slow phone's main thread is never held long at once.
setTimeout(() => preloadRouteRemote(boot));
// Async boundary: lets the federation runtime negotiate shared modules before any of them runs.
// react-dom starts in a task of its own, the bootstrap (and the rest it imports) in the next one:
// together they held a slow phone's main thread for one long stretch once the startup file came.
// The bootstrap is imported by start-data's chunk, which is loaded first, so its chunk does not
// carry its own copies of what the two share (query keys, texts, the first screen's promise).
setTimeout(() =>
  import('react-dom/client').then(() =>
    setTimeout(() => import(/* webpackChunkName: "start-data" */ './startup/start-data').then(({ startApp }) => startApp())),
  ),
);
