import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';

/** Git-ignored folder with a 390x844 picture of every screen the suite visits. */
export const SCREENSHOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'root';

const counters = new WeakMap<TestInfo, number>();

/** Saves `e2e/screenshots/<project>/<test>/<nn>-<name>.png`. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<string | null> {
  if (page.isClosed()) return null;
  const n = (counters.get(testInfo) ?? 0) + 1;
  counters.set(testInfo, n);
  const dir = path.join(SCREENSHOT_DIR, slug(testInfo.project.name), slug(testInfo.titlePath.slice(1).join(' ')));
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${String(n).padStart(2, '0')}-${slug(name)}.png`);
  try {
    // Bounded: a screenshot is a record, not an assertion, and must never hold a test's teardown.
    await page.screenshot({ path: file, animations: 'disabled', timeout: 10_000 });
    return file;
  } catch {
    return null; // the page closed, navigated away or never settled mid-shot
  }
}

export function screenNameFor(url: string): string {
  const u = new URL(url);
  return u.pathname === '/' ? 'home' : u.pathname;
}
