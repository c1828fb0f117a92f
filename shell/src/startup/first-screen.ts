/** A first screen that never says so (a shell page, a failed remote) counts as up after this. */
const FIRST_SCREEN_AT_MOST_MS = 5000;
/** How long the server's screen waits for the app to have the route's first data too. */
const FIRST_DATA_AT_MOST_MS = 2000;

let rendered!: () => void;
let routeData: Promise<unknown> = Promise.resolve();

/**
 * Resolves once the URL's first screen has rendered (a remote's RenderMark), or after
 * FIRST_SCREEN_AT_MOST_MS: what is not needed for that screen (auth-js) loads after it.
 */
export const firstScreen = new Promise<void>((resolve) => {
  rendered = resolve;
  setTimeout(showApp, FIRST_SCREEN_AT_MOST_MS);
});

/** The route's first data on its way (prefetchRoute), which the app's screen waits for. */
export function firstDataOnItsWay(data: Promise<unknown>): void {
  routeData = data;
}

/**
 * The app's screen takes the place of the one the server rendered into the document
 * (scripts/lib/first-screen.mjs), which showed while the app was hidden: once the app has the
 * route's first data as well, so the server's cards never give way to placeholders (a page that
 * came before its lists showed spinners there, then the lists pushed everything below them down:
 * Lighthouse's CLS 0.29–0.35 on /my-events). The task after the data's: its screens have then
 * rendered it (TanStack Query tells them in a timer of its own).
 */
export function firstScreenRendered(): void {
  // Without a server's screen (a page it does not render, a signed-out device's check removed it)
  // the app shows at once, as before: holding its start back made a sign-up's toast go missing.
  if (!document.getElementById('first-screen')) return showApp();
  const atMost = new Promise((resolve) => setTimeout(resolve, FIRST_DATA_AT_MOST_MS));
  void Promise.race([routeData, atMost]).then(() => setTimeout(showApp, 0));
}

/**
 * The route's section failed to load: the app shows at once (its fallback, or the server's screen
 * kept read-only: kept-server-screen.tsx), not after FIRST_SCREEN_AT_MOST_MS.
 */
export function firstScreenFailed(): void {
  showApp();
}

function showApp(): void {
  document.getElementById('first-screen')?.remove();
  rendered();
}
