import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The answers a server read for a document's first screen, carried in the document so the app
 * starts with them instead of asking the API the same questions again while the page loads.
 */
export interface FirstScreenAnswer {
  key: QueryKey;
  data: unknown;
  /** When the server read it (its clock): the answer is fresh as long as the query's staleTime. */
  updatedAt: number;
}

/** The element that carries them, inside the first screen: gone with it where it is not this device's. */
export const FIRST_SCREEN_ANSWERS_ID = 'quadra-first-answers';

/** A value JSON carries unchanged (no Date, Map, undefined…): only those go into a document. */
function survivesJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(survivesJson);
  if (typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && Object.values(value).every(survivesJson);
}

/** Server side: the answered queries of a render's QueryClient, as the document carries them. */
export function firstScreenAnswers(queryClient: QueryClient): FirstScreenAnswer[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success' && survivesJson(query.queryKey) && survivesJson(query.state.data))
    .map((query) => ({ key: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt }));
}

function isAnswer(value: unknown): value is FirstScreenAnswer {
  const answer = value as Partial<FirstScreenAnswer> | null;
  return typeof answer === 'object' && answer !== null && Array.isArray(answer.key) && typeof answer.updatedAt === 'number' && 'data' in answer;
}

/**
 * In the browser, as the app starts: puts the document's answers into the cache, so the page's
 * queries find them (and ask again only once they are stale). Only while the first screen they
 * came with is on show: its check removes both where it was rendered for another than this
 * device's session. An answer the cache already has newer is left alone. Returns how many it took.
 */
export function adoptFirstScreenAnswers(queryClient: QueryClient, doc: Document = document): number {
  const text = doc.getElementById(FIRST_SCREEN_ANSWERS_ID)?.textContent;
  if (!text) return 0;
  let answers: unknown;
  try {
    answers = JSON.parse(text);
  } catch {
    return 0;
  }
  if (!Array.isArray(answers)) return 0;
  let taken = 0;
  for (const answer of answers.filter(isAnswer)) {
    if ((queryClient.getQueryState(answer.key)?.dataUpdatedAt ?? 0) >= answer.updatedAt) continue;
    queryClient.setQueryData(answer.key, answer.data, { updatedAt: answer.updatedAt });
    taken += 1;
  }
  return taken;
}
