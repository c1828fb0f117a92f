import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { ROUTES, type AppRoute } from '@quadra/contracts';
import { SessionProvider, SIGNED_OUT } from '@quadra/session';
import { SIGN_IN_IN_URL, sessionStorageKey } from '@quadra/supabase/stored-session';
import { AppLayout } from '../layout/app-layout';

/** Where the page's HTML goes in the frame. */
const SLOT = '<template data-first-screen-slot=""></template>';

function Slot() {
  return <template data-first-screen-slot="" />;
}

/**
 * Server side: the shell's frame of a route (header or not, main) as a visitor sees it, around a
 * page's first screen rendered by its remote (`pageHtml`). The same layouts as AppRoutes, given the
 * visitor as their session.
 */
export function renderFrame(pathname: string, pageHtml: string): string {
  const routes: readonly AppRoute[] = ROUTES;
  const slots = (bare: boolean) =>
    routes.filter((r) => Boolean(r.bare) === bare).map((r) => <Route key={r.path} path={r.path} element={<Slot />} />);
  const frame = renderToString(
    <SessionProvider session={SIGNED_OUT}>
      <StaticRouter location={pathname}>
        <Routes>
          <Route element={<AppLayout header={false} />}>{slots(true)}</Route>
          <Route element={<AppLayout header />}>{slots(false)}</Route>
        </Routes>
      </StaticRouter>
    </SessionProvider>,
  );
  return frame.replace(SLOT, () => pageHtml);
}

/**
 * The inline script placed right after a first screen: it removes the screen before it paints when
 * it is not what this device would show: the device holds a session (the page shows that user, not
 * a visitor) or a sign-in arrives in the URL. The splash then shows until the app has rendered.
 * (The device's time zone does not matter: times are each event's own wall clock.)
 */
export function firstScreenCheck(supabaseUrl: string): string {
  const key = JSON.stringify(sessionStorageKey(supabaseUrl));
  return `try{if(localStorage.getItem(${key})!==null||${SIGN_IN_IN_URL}.test(location.href))document.getElementById('first-screen').remove()}catch(e){}`;
}
