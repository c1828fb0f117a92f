import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Frame, Page } from '@playwright/test';

/**
 * Lets finite animations (a dialog or toast fading in) end, so contrast is measured as people see it.
 * A toast starts its transition a frame or two after it is added (sonner marks it mounted in an
 * effect): two frames first, or a toast caught before its fade-in is judged at its faint start.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .evaluate(async () => {
      await Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, 200)),
      ]);
      return Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]);
    })
    .catch(() => undefined);
}

/**
 * Every axe violation on the page as it is now, of any impact ('id (impact): targets'), under the
 * rules with `tags` when given. A page with violations is judged a second time once it has
 * settled again: a toast whose time runs out during a check fades out while axe measures it
 * (contrast read mid-fade is no verdict). What is really wrong is still wrong the second time.
 */
export async function axeViolations(page: Page, tags?: string[], { impacts }: { impacts?: Impact[] } = {}): Promise<string[]> {
  const first = await judge(page, tags, impacts);
  return first.length === 0 ? first : judge(page, tags, impacts);
}

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** axe-core's source, resolved from @axe-core/playwright: the very version AxeBuilder runs. */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * `tags`: only the rules with these tags (as AxeBuilder's withTags), else every rule. `impacts`:
 * only the violations of these impacts, else all.
 */
async function judge(page: Page, tags?: string[], impacts?: Impact[]): Promise<string[]> {
  const kept = (violations: Violation[]) => violations.filter((v) => !impacts || impacts.includes(v.impact as Impact)).map(describe);
  await settleAnimations(page);
  // Only violations are read: axe then lists one node per passed rule instead of every node it
  // checked, which is a fifth of a check's time on a busy screen.
  const options = { resultTypes: ['violations' as const], ...(tags && { runOnly: { type: 'tag' as const, values: tags } }) };
  if (page.frames().length > 1) {
    // A page with frames of its own: AxeBuilder runs axe in each frame and merges the results.
    const { violations } = await new AxeBuilder({ page }).options(options).analyze();
    return kept(violations);
  }
  // A page without frames: axe.run in the page itself, as AxeBuilder's legacy mode does, with the
  // same rules and results. AxeBuilder sends axe's source (0.5 MB) and evaluates it again on every
  // check; a document keeps it instead, so only a new document gets it (measured on /events,
  // /my-events and a profile: 210-370 ms a check against 410-640 ms).
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: Violation[] }> } };
    return (await axe.run(document, runOptions)).violations;
  }, options);
  return kept(violations);
}

function describe(v: Violation): string {
  return `${v.id} (${v.impact ?? 'unknown'}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;
}

/**
 * Waits, at most `timeout`, until the app's screen for the current URL has arrived: its heading is
 * drawn and no spinner says 'Carregando' (or 'Ainda carregando…' after 2 s on a loaded machine).
 * Right after a navigation the shell may not have drawn anything yet, not even a spinner, or may
 * still show the previous screen: neither is the screen to judge. A server-rendered first screen
 * is still on show until the app has drawn its own.
 */
export async function screenArrived(page: Page, timeout: number): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  await page
    .waitForFunction(
      () => {
        const loading = [...document.querySelectorAll('[role="status"]')].some((el) =>
          /carregando/i.test(el.getAttribute('aria-label') ?? el.textContent ?? ''),
        );
        // The app's <main> names the path of the screen it shows: right after an in-app
        // navigation the URL is already the new one while the previous screen is still on show.
        const main = document.querySelector('main[data-path]');
        const current = !main || main.getAttribute('data-path') === location.pathname;
        return current && !loading && document.querySelector('h1') !== null && !document.getElementById('first-screen');
      },
      undefined,
      { timeout },
    )
    .catch(() => undefined);
}

/** Violations found so far on each page's screens (filled by `checkScreen`, asserted by the fixture). */
const found = new WeakMap<Page, Set<string>>();

/**
 * Runs axe on the screen as it is now and records what it finds. Called in the test's own flow (by
 * `visit`/`settled`), never alongside it: a concurrent axe run would hold the page's main thread
 * and skew what timing tests measure.
 */
export async function checkScreen(page: Page): Promise<void> {
  if (page.isClosed()) return;
  const where = new URL(page.url()).pathname;
  let navigated = false;
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) navigated = true;
  };
  page.on('framenavigated', onNavigated);
  let violations: string[];
  try {
    violations = await axeViolations(page);
  } catch (error) {
    // A navigation during the check leaves nothing to judge; the next screen gets its own. Any
    // other failure is no verdict at all: it fails the test, never counts as "no violations".
    if (navigated || page.isClosed()) return;
    throw new Error(`axe could not check ${where}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  } finally {
    page.off('framenavigated', onNavigated);
  }
  const list = found.get(page) ?? new Set<string>();
  for (const v of violations) list.add(`${where}: ${v}`);
  found.set(page, list);
}

export function violationsFound(page: Page): string[] {
  return [...(found.get(page) ?? [])];
}
