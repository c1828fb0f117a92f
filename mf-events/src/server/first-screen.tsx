import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes, StaticRouter } from 'react-router';
import { loadFirstScreen, type FirstScreenModule } from '@quadra/data/server';
import { SessionProvider, SIGNED_OUT, signedInAs } from '@quadra/session';
import EventDetailPage from '../exposes/event-detail-page';
import EventsPage from '../exposes/events-page';

/** This remote's components of the pages that declare a first screen (@quadra/data's pages), by exposed module. */
const PAGES: Record<FirstScreenModule<'mf_events'>, ComponentType> = { './EventsPage': EventsPage, './EventDetailPage': EventDetailPage };

/**
 * Server side: the HTML of an exposed page's first screen as the caller sees it, with its data, and
 * whom it shows (their id; null: a visitor); null when this page or route has none. `accessToken`:
 * the signed-in athlete's, their data read with it (a token the API refuses gets the visitor's
 * screen). The same components as in the browser, under the route that matched (its params), so
 * the markup and its CSS classes are the browser's (the shell shows it until the page has
 * rendered). The caller is given as the page's session: nothing of the process is changed. Dates
 * and times are written in each event's own zone (libs/domain's formatters take it explicitly), so
 * the screen is the same whatever the server's or the device's zone.
 */
export async function renderFirstScreen(
  pathname: string,
  module: string,
  config: unknown,
  accessToken: string | null = null,
): Promise<{ html: string; caller: string | null } | null> {
  const Page = Object.hasOwn(PAGES, module) ? PAGES[module as FirstScreenModule<'mf_events'>] : null;
  if (!Page) return null;
  const screen = await loadFirstScreen(pathname, { config, accessToken });
  if (!screen || screen.route.remote !== 'mf_events' || screen.route.module !== module) return null;
  const html = renderToString(
    <SessionProvider session={screen.caller ? signedInAs(screen.caller) : SIGNED_OUT}>
      <QueryClientProvider client={screen.queryClient}>
        <StaticRouter location={pathname}>
          <Routes>
            <Route path={screen.route.path} element={<Page />} />
          </Routes>
        </StaticRouter>
      </QueryClientProvider>
    </SessionProvider>,
  );
  return { html, caller: screen.caller };
}
