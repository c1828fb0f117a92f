import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { useSession } from '@quadra/session';
import { AppLayout } from '../layout/app-layout';

/** Where the page's HTML goes in the frame. */
const SLOT = '<template data-first-screen-slot=""></template>';

function Slot() {
  return <template data-first-screen-slot="" />;
}

/**
 * Server side: the shell's frame of a route (header, main) as a visitor sees it, around a page's
 * first screen rendered by its remote (`pageHtml`). The same components as in the browser.
 */
export function renderFrame(pathname: string, pageHtml: string): string {
  useSession.setState({ status: 'signed-out', session: null, user: null, profile: null });
  const frame = renderToString(
    <StaticRouter location={pathname}>
      <Routes>
        <Route element={<AppLayout header />}>
          <Route path="*" element={<Slot />} />
        </Route>
      </Routes>
    </StaticRouter>,
  );
  return frame.replace(SLOT, () => pageHtml);
}
