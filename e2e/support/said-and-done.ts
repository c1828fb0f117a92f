/**
 * Issue 48's kinds of defect, as checks any spec can make: what a screen says against what the app
 * does (an announced price against the charged shares), a destructive dialog that names what it
 * changes, a tab bar whose every label shows whole at 320 px, a toast clear of the screen's main
 * button, and a calendar file a strict RFC 5545 parser (ical.js) reads.
 */
import ICAL from 'ical.js';
import { expect, type Locator, type Page } from '@playwright/test';

/** Every 'R$ 1.234,56' in a text, in cents. */
export function announcedCents(text: string): number[] {
  return [...text.matchAll(/R\$\s?([\d.]+,\d{2})/g)].map((m) => Number(m[1]!.replace(/\./g, '').replace(',', '')));
}

/**
 * The price a screen announces per person is what the app charges: the amounts in `text` are
 * exactly the shares' amounts (`charged`, cents; two when the split is not exact).
 */
export function expectAnnouncedIsCharged(text: string, charged: number[], where: string): void {
  expect(new Set(announcedCents(text)), `${where}: '${text}' announces what the app charges (${[...new Set(charged)].join(', ')} cents)`)
    .toEqual(new Set(charged));
}

/** Where each tab of each tab bar shows less than its whole label (cut by its box or by the bar). */
export async function cutTabLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const bar of document.querySelectorAll('[role="tablist"]')) {
      const barBox = bar.getBoundingClientRect();
      if (barBox.width === 0) continue;
      for (const tab of bar.querySelectorAll('[role="tab"]')) {
        const box = tab.getBoundingClientRect();
        const name = (tab.textContent ?? '').trim();
        if (box.left < barBox.left - 1 || box.right > barBox.right + 1) {
          problems.push(`'${name}' runs out of its tab bar (${Math.round(box.left)}..${Math.round(box.right)} of ${Math.round(barBox.left)}..${Math.round(barBox.right)})`);
        } else if (tab.scrollWidth > tab.clientWidth + 1) {
          problems.push(`'${name}': text ${tab.scrollWidth} px in ${tab.clientWidth} px`);
        }
      }
    }
    return problems;
  });
}

/** Every tab bar on the screen shows every tab's whole label. */
export async function expectWholeTabLabels(page: Page, where: string): Promise<void> {
  expect(await cutTabLabels(page), `${where}: tab labels cut`).toEqual([]);
}

/** The toast saying `text` shows, and not over `action` (the screen's main button), by their boxes. */
export async function expectToastClearOf(page: Page, text: string | RegExp, action: Locator): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  await expect(toast).toBeVisible();
  // The toast slides in: measure where it comes to rest.
  await page.waitForTimeout(500);
  const [t, a] = [await toast.boundingBox(), await action.boundingBox()];
  expect(t && a, 'both on screen').toBeTruthy();
  const overlap = t!.x < a!.x + a!.width && a!.x < t!.x + t!.width && t!.y < a!.y + a!.height && a!.y < t!.y + t!.height;
  expect(overlap, `the toast '${text}' (${Math.round(t!.y)}..${Math.round(t!.y + t!.height)} px) covers the main button (${Math.round(a!.y)}..${Math.round(a!.y + a!.height)} px)`).toBe(false);
}

/** A destructive dialog says what it will change: each of `named` is in its text. */
export async function expectDialogNames(dialog: Locator, named: (string | RegExp)[]): Promise<void> {
  for (const text of named) await expect(dialog, `the dialog names ${String(text)}`).toContainText(text);
}

export interface CalendarEntry {
  uid: string;
  rule: string | null;
  exdates: number;
  status: string | null;
}

/**
 * A calendar read strictly: no property without a value (RFC 5545 3.1: 'EXDATE;TZID=…:' is not a
 * content line), lines of at most 75 octets, CRLF endings, then ical.js's parser, which throws on
 * what it cannot read. Each VEVENT's UID, rule, EXDATE count and status.
 */
export function strictCalendar(text: string): CalendarEntry[] {
  expect(/(^|[^\r])\n/.test(text), 'CRLF line endings only').toBe(false);
  const lines = text.split('\r\n').filter((line) => line !== '');
  expect(lines.filter((line) => /^[A-Z-]+(;[^:]*)?:$/.test(line)), 'properties without a value').toEqual([]);
  expect(lines.filter((line) => Buffer.byteLength(line) > 75), 'lines over 75 octets').toEqual([]);
  const root = new ICAL.Component(ICAL.parse(text));
  return root.getAllSubcomponents('vevent').map((v) => {
    const rule = v.getFirstPropertyValue('rrule') as ICAL.Recur | null;
    return {
      uid: String(v.getFirstPropertyValue('uid')),
      rule: rule ? rule.toString() : null,
      exdates: v.getAllProperties('exdate').length,
      status: (v.getFirstPropertyValue('status') as string | null) ?? null,
    };
  });
}
