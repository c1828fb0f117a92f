import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** What a page's data is declared over: its route's params, its URL's query, and who asks (null: a visitor). */
export interface PageDataInput<P extends string = string> {
  params: Readonly<Record<P, string>>;
  search: URLSearchParams;
  caller: string | null;
}

/** One query of a page's first screen, to run against whichever QueryClient is given. */
export interface PageQuery {
  queryKey: QueryKey;
  /** Its data, from the client's cache while fresh, else read (and cached) now. */
  fetch(client: QueryClient): Promise<unknown>;
}

/**
 * The data of a page's first screen, declared once, next to the page's queries: the shell starts it
 * while the page's code downloads (prefetchRoute), a server renders the page with it
 * (@quadra/data/server), and the page starts it all at once as it mounts (usePageData). Each query
 * is a `@quadra/data` query option, so all of them ask under the keys the page's hooks read.
 */
export interface PageData<P extends string = string> {
  /**
   * What the screen shows nothing of its own without (a placeholder until it comes); null when the
   * params cannot name anything (there is nothing to ask). A query answering null means there is
   * nothing to show (no such event): a server renders no first screen for it.
   */
  main(input: PageDataInput<P>): PageQuery[] | null;
  /** What the screen's parts show, each with its own placeholder: a server render waits for it too. */
  parts?(input: PageDataInput<P>): PageQuery[];
}

export function pageQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): PageQuery {
  return { queryKey: options.queryKey, fetch: (client) => client.fetchQuery(options) };
}

export function pageInfiniteQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey, TPageParam>(
  options: FetchInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
): PageQuery {
  return { queryKey: options.queryKey, fetch: (client) => client.fetchInfiniteQuery(options) };
}

/** Every query of a page's first screen, main and parts; null when the params name nothing. */
export function allPageQueries<P extends string>(page: PageData<P>, input: PageDataInput<P>): PageQuery[] | null {
  const main = page.main(input);
  return main && [...main, ...(page.parts?.(input) ?? [])];
}
