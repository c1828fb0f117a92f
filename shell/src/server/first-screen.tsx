import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { ROUTES, type AppRoute } from '@quadra/contracts';
import { useSession } from '@quadra/session';
import { AppLayout } from '../layout/app-layout';

/** Where the page's HTML goes in the frame. */
const SLOT = '<template data-first-screen-slot=""></template>';

function Slot() {
  return <template data-first-screen-slot="" />;
}

/**
 * Server side: the shell's frame of a route (header or not, main) as a visitor sees it, around a
 * page's first screen rendered by its remote (`pageHtml`). The same layouts as AppRoutes.
 */
export function renderFrame(pathname: string, pageHtml: string): string {
  useSession.setState({ status: 'signed-out', session: null, user: null, profile: null });
  const routes: readonly AppRoute[] = ROUTES;
  const slots = (bare: boolean) =>
    routes.filter((r) => Boolean(r.bare) === bare).map((r) => <Route key={r.path} path={r.path} element={<Slot />} />);
  const frame = renderToString(
    <StaticRouter location={pathname}>
      <Routes>
        <Route element={<AppLayout header={false} />}>{slots(true)}</Route>
        <Route element={<AppLayout header />}>{slots(false)}</Route>
      </Routes>
    </StaticRouter>,
  );
  return frame.replace(SLOT, () => pageHtml);
}
