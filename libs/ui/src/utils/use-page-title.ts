import { useEffect } from 'react';

/**
 * The document title a page gives itself once its data is read ('Pelada · Quadra'): written with
 * the path it names, so the shell's title for the route (written when the path changes, maybe
 * later) leaves it in place. Null or empty: the route's title stays.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    document.title = title;
    document.querySelector('title')?.setAttribute(PAGE_TITLE_PATH, window.location.pathname);
  }, [title]);
}

/** The attribute of <title> naming the path whose page wrote it (the shell reads it). */
export const PAGE_TITLE_PATH = 'data-page-path';
