import { readBootData } from './startup/boot-data';
import { preloadRouteRemote } from './startup/preload-route-remote';

// The URL's remote arrives alongside the shell's own code, not after it.
preloadRouteRemote(readBootData());
// Async boundary: lets the federation runtime negotiate shared modules before any of them runs.
import('./bootstrap');
