import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { adoptFirstScreenAnswers, FIRST_SCREEN_ANSWERS_ID, firstScreenAnswers } from './first-screen-answers';

const LIST = ['events', 'available', 'ana'];
const MISMATCHES = ['events', 'mismatches', 'e1'];

/** A document whose first screen carries `answers` (as the shell's server writes it), or none. */
function documentWith(answers: unknown): Document {
  document.body.innerHTML = `<div id="first-screen"><h1>Eventos</h1><script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}"></script></div>`;
  document.getElementById(FIRST_SCREEN_ANSWERS_ID)!.textContent = typeof answers === 'string' ? answers : JSON.stringify(answers);
  return document;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the answers of a server-rendered first screen', () => {
  it('are the answered queries whose data JSON carries unchanged', async () => {
    const server = new QueryClient();
    server.setQueryData(LIST, { pages: [[{ id: 'e1', title: 'Pelada de quinta' }]], pageParams: [null] }, { updatedAt: 1_000 });
    server.setQueryData(MISMATCHES, new Map([['u1', { sport: false }]]));
    await server.prefetchQuery({ queryKey: ['failed'], queryFn: () => Promise.reject(new Error('down')) });
    expect(firstScreenAnswers(server)).toEqual([
      { key: LIST, data: { pages: [[{ id: 'e1', title: 'Pelada de quinta' }]], pageParams: [null] }, updatedAt: 1_000 },
    ]);
  });

  it('go into the browser cache at start, as fresh as the server read them, and no request is made for them', async () => {
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const now = Date.now();
    expect(adoptFirstScreenAnswers(browser, documentWith([{ key: LIST, data: ['Pelada de quinta'], updatedAt: now }]))).toBe(1);
    let asked = 0;
    const data = await browser.fetchQuery({ queryKey: LIST, queryFn: () => ((asked += 1), ['from the API']) });
    expect(data).toEqual(['Pelada de quinta']);
    expect(asked).toBe(0);
  });

  it('leave alone an answer the cache already has newer, and anything that is not an answer', () => {
    const browser = new QueryClient();
    browser.setQueryData(LIST, ['newer'], { updatedAt: 2_000 });
    const doc = documentWith([{ key: LIST, data: ['older'], updatedAt: 1_000 }, { key: 'not a key', data: 1, updatedAt: 1 }, null, { key: MISMATCHES }]);
    expect(adoptFirstScreenAnswers(browser, doc)).toBe(0);
    expect(browser.getQueryData(LIST)).toEqual(['newer']);
    expect(browser.getQueryCache().getAll()).toHaveLength(1);
    expect(adoptFirstScreenAnswers(browser, documentWith('{ not json'))).toBe(0);
  });

  it('are not taken once the first screen is gone: its check removes it where it was rendered for another session', () => {
    const browser = new QueryClient();
    const doc = documentWith([{ key: LIST, data: ['Carla’s'], updatedAt: Date.now() }]);
    doc.getElementById('first-screen')!.remove();
    expect(adoptFirstScreenAnswers(browser, doc)).toBe(0);
    expect(browser.getQueryData(LIST)).toBeUndefined();
  });
});
