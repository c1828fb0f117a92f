import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { SessionProvider, SIGNED_OUT, signedInAs } from '@quadra/session';
import { loadFirstScreen } from './first-screen-server';
import { firstScreenAnswers, type FirstScreenAnswer } from '../pages/first-screen-answers';
import type { FirstScreenModule, FirstScreenRemote } from '../pages/server-first-screens';

/**
 * Server side, for a remote's server code (its src/server/first-screen.tsx): the HTML of one of
 * its exposed pages' first screen (`pages`: its components, by exposed module) as the caller sees
 * it, with its data, whom it shows (their id; null: a visitor) and the answers it read (for the
 * document to carry, see adoptFirstScreenAnswers); null when this page or URL has none. `url`: the
 * path and its query (a page reads both, as in the browser). `accessToken`: the signed-in
 * athlete's, their data read with it (a token the API refuses gets the visitor's screen).
 * The same components as in the browser, under the route that matched (its params), so the markup
 * and its CSS classes are the browser's (the shell shows it until the page has rendered). The
 * caller is given as the page's session: nothing of the process is changed. Dates and times are
 * written in each event's own zone, so the screen is the same whatever the server's zone.
 */
export async function renderFirstScreenOf<R extends FirstScreenRemote>(
  remote: R,
  pages: Record<FirstScreenModule<R>, ComponentType>,
  { url, module, config, accessToken }: { url: string; module: string; config: unknown; accessToken: string | null },
): Promise<{ html: string; caller: string | null; answers: FirstScreenAnswer[] } | null> {
  const byModule: Partial<Record<string, ComponentType>> = pages;
  const Page = Object.hasOwn(byModule, module) ? byModule[module] : null;
  if (!Page) return null;
  const screen = await loadFirstScreen(url, { config, accessToken });
  if (!screen || screen.route.remote !== remote || screen.route.module !== module) return null;
  const html = renderToString(
    <SessionProvider session={screen.caller ? signedInAs(screen.caller) : SIGNED_OUT}>
      <QueryClientProvider client={screen.queryClient}>
        <StaticRouter location={url}>
          <Routes>
            <Route path={screen.route.path} element={<Page />} />
          </Routes>
        </StaticRouter>
      </QueryClientProvider>
    </SessionProvider>,
  );
  return { html, caller: screen.caller, answers: firstScreenAnswers(screen.queryClient) };
}
