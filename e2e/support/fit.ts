import { expect, type Page } from '@playwright/test';

/**
 * What does not fit the viewport: the page or an open dialog/menu wider than its box
 * (`scrollWidth > clientWidth`), a dialog or menu poking out of the screen, a control whose
 * text is cut by its own box (a clipped tab), or a date or time cut short. Empty when everything fits.
 */
export async function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (el: Element) => {
      const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} '${name}'`;
    };
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`page: ${root.scrollWidth} px wide in ${root.clientWidth} px`);
    if (document.body.scrollWidth > document.body.clientWidth) {
      problems.push(`body: ${document.body.scrollWidth} px wide in ${document.body.clientWidth} px`);
    }
    const boxes = document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"], [role="menu"]');
    for (const box of boxes) {
      const rect = box.getBoundingClientRect();
      if (rect.width === 0) continue;
      if (box.scrollWidth > box.clientWidth) problems.push(`${describe(box)}: content ${box.scrollWidth} px in ${box.clientWidth} px`);
      if (rect.left < 0 || rect.right > innerWidth) problems.push(`${describe(box)}: from ${rect.left} to ${rect.right} px of ${innerWidth}`);
      for (const el of box.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && (r.right > rect.right + 1 || r.left < rect.left - 1)) {
          problems.push(`${describe(el)} runs out of ${describe(box)} (${Math.round(r.left)}..${Math.round(r.right)} px)`);
          break;
        }
      }
    }
    // Controls whose own text is cut (e.g. a tab label clipped by its box).
    for (const el of document.querySelectorAll('button, a, [role="tab"], [role="menuitem"], label')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.bottom < 0 || r.top > innerHeight) continue;
      const style = getComputedStyle(el);
      if (style.textOverflow === 'ellipsis') continue;
      if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
        problems.push(`${describe(el)}: text ${el.scrollWidth} px in ${el.clientWidth} px`);
      }
      // Icons squeezed into dots.
      for (const svg of el.querySelectorAll(':scope > svg')) {
        const s = svg.getBoundingClientRect();
        if (s.width > 0 && s.width < 12) problems.push(`${describe(el)}: icon squeezed to ${s.width} px`);
      }
    }
    // Dates and times whose value does not fit their box ('12/05/202'): the browser draws them in a
    // closed shadow tree, so the text is measured with the input's font, plus the picker's icon.
    // It draws them in its own language, not the page's: a time may read '07:00 PM'.
    const canvas = document.createElement('canvas').getContext('2d');
    for (const input of document.querySelectorAll<HTMLInputElement>('input[type="date"], input[type="time"]')) {
      const r = input.getBoundingClientRect();
      if (!canvas || !input.value || r.width === 0) continue;
      const style = getComputedStyle(input);
      canvas.font = style.font;
      const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const shown = input.type === 'time' ? `${input.value.slice(0, 5)} PM` : input.value.replace(/-/g, '/');
      const needed = canvas.measureText(shown).width + parseFloat(style.fontSize) * 1.25;
      const label = input.labels?.[0]?.textContent?.trim() ?? input.name;
      if (needed > inner + 1) problems.push(`${input.type} '${label}' = '${input.value}': needs ${Math.round(needed)} px, has ${inner} px`);
    }
    return problems;
  });
}

export async function expectToFit(page: Page, where: string): Promise<void> {
  expect(await overflowProblems(page), `${where} fits ${page.viewportSize()?.width} px`).toEqual([]);
}
