import { expect, type Page } from '@playwright/test';

/**
 * What a person on a phone trips on, measured on the rendered page as it is now, one viewport at a
 * time from the top (the page is scrolled down step by step, then back):
 * - a word broken inside itself across two lines ('Notificaç/ões'): each word of each visible text
 *   node is measured with `Range.getClientRects`; a break right after '/' or '-' is a line break,
 *   not a broken word;
 * - an interactive element drawn over text it does not own (a button over a name): the topmost
 *   element at the middle of each word, by `elementFromPoint`, belongs to another control;
 * - a tap target smaller than 44×44 px: probes 21 px left, right, above and below the middle of
 *   each control must still reach it (its padding, a wrapping label or a ::before hit area count);
 *   a probe on a fixed or sticky bar the control scrolls under is no miss (that part is hidden
 *   now, not small). Each miss names what the finger reaches instead.
 *   A link inside a sentence is exempt (WCAG 2.5.8, inline).
 * Fixed and sticky bars are judged at the top only (content scrolls under them by design).
 * Empty when everything reads and taps well.
 */
export async function readabilityProblems(page: Page, { maxSteps = 8 } = {}): Promise<string[]> {
  const problems = new Set<string>();
  const start = await page.evaluate(() => window.scrollY);
  for (let step = 0; step < maxSteps; step++) {
    const more = await page.evaluate((first) => {
      const INTERACTIVE =
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, label[for], ' +
        '[role="button"], [role="link"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="menuitem"], [role="option"]';
      const found: string[] = [];
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()} '${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}'`;
      const pinned = (el: Element | null): boolean => {
        for (let e = el; e; e = e.parentElement) {
          const p = getComputedStyle(e).position;
          if (p === 'fixed' || p === 'sticky') return true;
        }
        return false;
      };
      const inView = (r: DOMRect) => r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
      const control = (el: Element | null) => el?.closest(INTERACTIVE) ?? null;
      // With a dialog, menu or popover open, it is what is on show (the page may lie under it).
      const modal = [...document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"], [role="menu"]')]
        .reverse()
        .find((el) => el.getBoundingClientRect().width > 0);
      const scope: Element = modal ?? document.body;
      // Text for screen readers only (a 1 px clipped box) is not drawn.
      const unseen = (el: Element | null): boolean => {
        for (let e = el; e && e !== document.body; e = e.parentElement) {
          const r = e.getBoundingClientRect();
          if ((r.width <= 1 || r.height <= 1) && getComputedStyle(e).overflow !== 'visible') return true;
        }
        return false;
      };

      // 1 and 2: words, as drawn.
      const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const parent = node.parentElement;
        if (!parent || !text.trim() || !parent.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || unseen(parent)) continue;
        if (parent.closest('svg, script, style, [aria-hidden="true"] [aria-hidden="true"]')) continue;
        const style = getComputedStyle(parent);
        if (style.textOverflow === 'ellipsis') continue; // cut on purpose, on one line
        if (!first && pinned(parent)) continue;
        // Pieces between spaces, and after '/' or '-' (a line may end there).
        for (const match of text.matchAll(/[^\s/\-‐]+[/\-‐]?/g)) {
          const word = match[0];
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + word.length);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
          if (rects.length === 0) continue;
          const all = range.getBoundingClientRect();
          if (!inView(all) || all.width < 2) continue;
          const lines = new Set(rects.map((r) => Math.round(r.top)));
          if (lines.size > 1 && word.replace(/[/\-‐]$/, '').length > 1) {
            found.push(`word '${word}' broken over ${lines.size} lines in ${name(parent)}`);
          }
          // The middle of the word's first piece: whose is the topmost element there?
          const r = rects[0]!;
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          if (!hit || hit === parent || parent.contains(hit) || hit.contains(parent)) continue;
          const over = control(hit);
          const own = control(parent);
          if (!over || over === own || over.contains(parent) || own?.contains(over) || pinned(over)) continue;
          // A card's own link, stretched over the card so the whole card opens it, is the card's.
          if (over.tagName === 'A' && over.closest('article')?.contains(parent)) continue;
          if (own && own.tagName === 'LABEL' && (own as HTMLLabelElement).control === over) continue;
          found.push(`${name(over)} covers '${word}' of ${name(parent)}`);
        }
      }

      // 3: tap targets.
      const PROBE = 21;
      for (const control of scope.querySelectorAll(INTERACTIVE)) {
        if (control.tagName === 'LABEL') continue; // measured as the hit area of its control, below
        // A checkbox, radio or switch inside its label is tapped through the whole label.
        const wrapping = control instanceof HTMLInputElement ? control.closest('label') : null;
        const el: Element = wrapping ?? control;
        const r = el.getBoundingClientRect();
        if (r.width < 2 || r.height < 2 || !inView(r)) continue;
        if (!el.checkVisibility({ opacityProperty: false, visibilityProperty: true })) continue;
        if (!first && pinned(el)) continue;
        const inSentence =
          el.tagName === 'A' &&
          [...(el.parentElement?.childNodes ?? [])].some((n) => n !== el && n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim());
        if (inSentence) continue;
        const reaches = (hit: Element | null) => {
          if (!hit) return false;
          if (hit === el || el.contains(hit) || hit.contains(el) && hit.closest(INTERACTIVE) === el) return true;
          const label = hit.closest('label');
          return !!label && (label.control === el || label.contains(el));
        };
        const cx = r.left + r.width / 2;
        const cy = r.top + r.height / 2;
        if (!reaches(document.elementFromPoint(cx, cy))) continue; // under something else: not on show
        const probes: Array<[string, number, number]> = [
          ['left', cx - PROBE, cy],
          ['right', cx + PROBE, cy],
          ['above', cx, cy - PROBE],
          ['below', cx, cy + PROBE],
        ];
        // A fixed or sticky bar the control scrolls under (the header, the bottom navigation): that
        // part is not on show now, and is judged at another scroll step.
        const barOver = (hit: Element) => {
          for (let e: Element | null = hit; e; e = e.parentElement) {
            const p = getComputedStyle(e).position;
            if (p === 'fixed' || p === 'sticky') return !e.contains(el);
          }
          return false;
        };
        // Each miss says what the finger reaches instead: a box too small, or another control's box on it.
        const misses = probes.flatMap(([side, x, y]) => {
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return [];
          const hit = document.elementFromPoint(x, y);
          if (reaches(hit) || (hit && barOver(hit))) return [];
          return [`${side}: ${hit ? name(hit) : 'nothing'}`];
        });
        if (misses.length) found.push(`tap target ${name(control)} is ${Math.round(r.width)}×${Math.round(r.height)} px (21 px ${misses.join(', ')})`);
      }

      const root = document.scrollingElement ?? document.documentElement;
      const canScroll = !modal && window.scrollY + innerHeight < root.scrollHeight - 1;
      if (canScroll) window.scrollBy(0, Math.round(innerHeight * 0.8));
      return { found, canScroll };
    }, step === 0);
    for (const p of more.found) problems.add(p);
    if (!more.canScroll) break;
    await page.waitForTimeout(50);
  }
  await page.evaluate((y) => window.scrollTo(0, y), start);
  return [...problems];
}

export async function expectReadable(page: Page, where: string, { soft = false } = {}): Promise<void> {
  const problems = await readabilityProblems(page);
  (soft ? expect.soft : expect)(problems, `${where} reads and taps well at ${page.viewportSize()?.width} px`).toEqual([]);
}

/** Console errors and uncaught exceptions of a page, collected from now on; `take()` empties the list. */
export function consoleErrors(page: Page): { take: () => string[] } {
  let errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${msg.text()}${msg.location().url ? ` (${msg.location().url})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return {
    take: () => {
      const taken = errors;
      errors = [];
      return taken;
    },
  };
}
