/**
 * The shell's error fallback for a remote's section (shell/src/remotes/remote-fallback.tsx). It
 * retries on its own, so a section that fails on every render may be gone again when a test looks:
 * `watchSectionFailures` records every time it is drawn, even for a moment.
 */
import type { Page } from '@playwright/test';

export const SECTION_FAILED = 'Não foi possível carregar esta seção.';
/** Where the server rendered the route, its content stays, read-only, under this banner (issue 54). */
export const SOME_FAILED = 'Algumas funções não carregaram.';

/**
 * Starts recording, on this page and the documents it opens later, the path of every screen
 * that drew the fallback. Call it before the first navigation; read the returned list at the end.
 */
export async function watchSectionFailures(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding('quadraSectionFailed', (_source, path: string) => {
    seen.push(path);
  });
  await page.addInitScript((text) => {
    new MutationObserver((records) => {
      // React mounts the fallback as one subtree: its root is an added node holding the words.
      const drawn = records.some((r) => [...r.addedNodes].some((node) => node.textContent?.includes(text)));
      if (drawn) void (window as unknown as { quadraSectionFailed: (path: string) => Promise<void> }).quadraSectionFailed(location.pathname);
    }).observe(document, { childList: true, subtree: true });
  }, SECTION_FAILED);
  return seen;
}
