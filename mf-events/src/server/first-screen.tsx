import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { loadVisitorFirstScreen } from '@quadra/data/server';
import { useSession } from '@quadra/session';
import EventsPage from '../exposes/events-page';

/** The exposed pages a server can render for a visitor, by exposed module. */
const PAGES: Record<string, ComponentType> = { './EventsPage': EventsPage };

/**
 * Server side: the HTML of an exposed page's first screen as a visitor sees it, with its data, or
 * null when this page or route has none. The same components as in the browser, so the markup
 * and its CSS classes are the browser's (the shell shows it until the page itself has rendered).
 */
export async function renderFirstScreen(pathname: string, module: string, config: unknown, signal?: AbortSignal): Promise<string | null> {
  const Page = PAGES[module];
  if (!Page) return null;
  const queryClient = await loadVisitorFirstScreen(pathname, config, signal);
  if (!queryClient) return null;
  // A visitor: nobody signs in on the server.
  useSession.setState({ status: 'signed-out', session: null, user: null, profile: null });
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={pathname}>
        <Page />
      </StaticRouter>
    </QueryClientProvider>,
  );
}
