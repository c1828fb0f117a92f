/** The page the server rendered into the document (its `<main>`'s content), and for which path. */
let kept: { path: string; html: string } | null = null;

/**
 * Keeps a copy of the server's screen before the app replaces it (first-screen.ts), so a route
 * whose code fails to load can still show what the server rendered (kept-server-screen.tsx).
 * Nothing when the document had none, or its check removed it (not this device's screen).
 */
export function captureServerScreen(): void {
  const main = document.querySelector<HTMLElement>('#first-screen main');
  if (main?.dataset.path) kept = { path: main.dataset.path, html: main.innerHTML };
}

/** The server's screen of `pathname`, if the document carried one. */
export function serverScreenFor(pathname: string): string | null {
  return kept?.path === pathname ? kept.html : null;
}
