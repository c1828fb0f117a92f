/** A first screen that never says so (a shell page, a failed remote) counts as up after this. */
const FIRST_SCREEN_AT_MOST_MS = 5000;

let rendered!: () => void;

/**
 * Resolves once the URL's first screen has rendered (a remote's RenderMark), or after
 * FIRST_SCREEN_AT_MOST_MS: what is not needed for that screen (auth-js) loads after it.
 */
export const firstScreen = new Promise<void>((resolve) => {
  rendered = resolve;
  setTimeout(resolve, FIRST_SCREEN_AT_MOST_MS);
});

export function firstScreenRendered(): void {
  rendered();
}
