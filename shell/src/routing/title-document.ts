import { routeTitle } from '@quadra/contracts';
import { PAGE_TITLE_PATH } from '@quadra/ui';

/**
 * The document's title for a path: the route's, unless this path's page (or the server, for the
 * first document) already wrote its own (usePageTitle marks <title> with the path it names).
 */
export function titleDocument(pathname: string): void {
  if (document.querySelector('title')?.getAttribute(PAGE_TITLE_PATH) === pathname) return;
  document.title = routeTitle(pathname);
  document.querySelector('title')?.removeAttribute(PAGE_TITLE_PATH);
}
