/** A first screen that never says so (a shell page, a failed remote) counts as up after this. */
const FIRST_SCREEN_AT_MOST_MS = 5000;

let rendered!: () => void;

/**
 * Resolves once the URL's first screen has rendered (a remote's RenderMark), or after
 * FIRST_SCREEN_AT_MOST_MS: what is not needed for that screen (auth-js) loads after it.
 */
export const firstScreen = new Promise<void>((resolve) => {
  rendered = resolve;
  setTimeout(firstScreenRendered, FIRST_SCREEN_AT_MOST_MS);
});

/**
 * The app's screen takes the place of the one the server rendered into the document (a visitor's
 * first screen, scripts/lib/first-screen.mjs), which showed while the app was hidden. Called in
 * the commit that rendered it, so the two are never on the page together.
 */
export function firstScreenRendered(): void {
  document.getElementById('first-screen')?.remove();
  rendered();
}
