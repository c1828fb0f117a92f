import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes, StaticRouter } from 'react-router';
import { loadFirstScreen, type FirstScreenModule } from '@quadra/data/server';
import { SessionProvider, SIGNED_OUT } from '@quadra/session';
import EventDetailPage from '../exposes/event-detail-page';
import EventsPage from '../exposes/events-page';

/**
 * Times are written in the users' time zone (the product's: the database's days are São Paulo's),
 * whatever the server's. The shell shows the screen only on a device in the same offset.
 */
const TIME_ZONE = 'America/Sao_Paulo';

/**
 * Runs a synchronous render with the process in `zone` (nothing else runs in between). The one
 * place a server render changes the process (its TZ); dates formatted with an explicit time zone
 * (issue 26) replace it.
 */
function inTimeZone<T>(zone: string, render: () => T): { value: T; timezoneOffset: number } {
  const previous = process.env.TZ;
  process.env.TZ = zone;
  try {
    return { value: render(), timezoneOffset: new Date().getTimezoneOffset() };
  } finally {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
}

/** This remote's components of the pages that declare a first screen (@quadra/data's pages), by exposed module. */
const PAGES: Record<FirstScreenModule<'mf_events'>, ComponentType> = { './EventsPage': EventsPage, './EventDetailPage': EventDetailPage };

/**
 * Server side: the HTML of an exposed page's first screen as a visitor sees it, with its data, and
 * the offset of the time zone its times are in (as Date#getTimezoneOffset); null when this page or
 * route has none. The same components as in the browser, under the route that matched (its
 * params), so the markup and its CSS classes are the browser's (the shell shows it until the page
 * has rendered). The visitor is given as the page's session: nothing of the process is changed.
 */
export async function renderFirstScreen(
  pathname: string,
  module: string,
  config: unknown,
): Promise<{ html: string; timezoneOffset: number } | null> {
  const Page = Object.hasOwn(PAGES, module) ? PAGES[module as FirstScreenModule<'mf_events'>] : null;
  if (!Page) return null;
  const screen = await loadFirstScreen(pathname, { config, caller: null });
  if (!screen || screen.route.remote !== 'mf_events' || screen.route.module !== module) return null;
  const { value: html, timezoneOffset } = inTimeZone(TIME_ZONE, () =>
    renderToString(
      <SessionProvider session={SIGNED_OUT}>
        <QueryClientProvider client={screen.queryClient}>
          <StaticRouter location={pathname}>
            <Routes>
              <Route path={screen.route.path} element={<Page />} />
            </Routes>
          </StaticRouter>
        </QueryClientProvider>
      </SessionProvider>,
    ),
  );
  return { html, timezoneOffset };
}
