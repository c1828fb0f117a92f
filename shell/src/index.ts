import { startRouteDataEarly } from '@quadra/data/early-route-data';
import { readBootData } from './startup/boot-data';
import { preloadRouteRemote } from './startup/preload-route-remote';

const boot = readBootData();
// The URL's remote, and its first data, arrive alongside the shell's own code, not after it.
preloadRouteRemote(boot);
startRouteDataEarly(location.pathname, boot?.config);
// Async boundary: lets the federation runtime negotiate shared modules before any of them runs.
import('./bootstrap');
