import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { ROUTES, type AppRoute } from '@quadra/contracts';
import { SessionProvider, SIGNED_OUT, signedInAs } from '@quadra/session';
import { sessionCookieToken } from '@quadra/supabase/session-cookie';
import { SIGN_IN_IN_URL, sessionStorageKey } from '@quadra/supabase/stored-session';
import { AppLayout } from '../layout/app-layout';

/** Where the page's HTML goes in the frame. */
const SLOT = '<template data-first-screen-slot=""></template>';

function Slot() {
  return <template data-first-screen-slot="" />;
}

/**
 * Server side: the shell's frame of a route (header or not, main) as the caller sees it (null: a
 * visitor), around a page's first screen rendered by its remote (`pageHtml`). The same layouts as
 * AppRoutes, given the caller as their session.
 */
export function renderFrame(pathname: string, pageHtml: string, caller: string | null = null): string {
  const routes: readonly AppRoute[] = ROUTES;
  const slots = (bare: boolean) =>
    routes.filter((r) => Boolean(r.bare) === bare).map((r) => <Route key={r.path} path={r.path} element={<Slot />} />);
  const frame = renderToString(
    <SessionProvider session={caller ? signedInAs(caller) : SIGNED_OUT}>
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
 * it is not what this device would show: it was rendered for another than the session the device
 * holds (`caller`, null: a visitor; a stale cookie, or a device whose stored session is gone), or a
 * sign-in arrives in the URL. The splash then shows until the app has rendered. (The device's time
 * zone does not matter: times are each event's own wall clock.)
 */
export function firstScreenCheck(supabaseUrl: string, caller: string | null = null): string {
  const key = JSON.stringify(sessionStorageKey(supabaseUrl));
  const remove = "document.getElementById('first-screen').remove()";
  // A device whose storage cannot be read holds no session: only a visitor's screen is its own.
  return (
    `try{var s=JSON.parse(localStorage.getItem(${key})||'null');` +
    `if(((s&&s.user&&s.user.id)||'')!==${JSON.stringify(caller ?? '').replace(/</g, '\\u003c')}||${SIGN_IN_IN_URL}.test(location.href))${remove}}` +
    `catch(e){${caller ? remove : ''}}`
  );
}

/** The access token of the session a request's cookies carry (@supabase/ssr's format), or null. */
export function sessionToken(supabaseUrl: string, cookieHeader: string | undefined): Promise<string | null> {
  return sessionCookieToken(sessionStorageKey(supabaseUrl), cookieHeader);
}

// Each document's head (title, description, link preview) and the preview images' cards.
export { documentHead, previewImageCard } from './link-previews/document-head';
