import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes, StaticRouter } from 'react-router';
import { ROUTES } from '@quadra/contracts';
import { loadVisitorFirstScreen } from '@quadra/data/server';
import { useSession } from '@quadra/session';
import EventDetailPage from '../exposes/event-detail-page';
import EventsPage from '../exposes/events-page';

/** The exposed pages a server can render for a visitor, by exposed module. */
const PAGES: Record<string, ComponentType> = { './EventsPage': EventsPage, './EventDetailPage': EventDetailPage };

/**
 * Server side: the HTML of an exposed page's first screen as a visitor sees it, with its data; null
 * when this page or route has none. The same components as in the browser, under the same routes
 * (their params), so the markup and its CSS classes are the browser's (the shell shows it until the
 * page has rendered). Dates and times are written in each event's own zone (libs/domain's
 * formatters take it explicitly), so the screen is the same whatever the server's or device's zone.
 */
export async function renderFirstScreen(
  pathname: string,
  module: string,
  config: unknown,
): Promise<{ html: string } | null> {
  const Page = PAGES[module];
  if (!Page) return null;
  const queryClient = await loadVisitorFirstScreen(pathname, config);
  if (!queryClient) return null;
  // A visitor: nobody signs in on the server.
  useSession.setState({ status: 'signed-out', session: null, user: null, profile: null });
  const routes = ROUTES.filter((r) => r.remote === 'mf_events' && r.module === module);
  const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={pathname}>
          <Routes>
            {routes.map((r) => (
              <Route key={r.path} path={r.path} element={<Page />} />
            ))}
          </Routes>
        </StaticRouter>
      </QueryClientProvider>,
  );
  return { html };
}
