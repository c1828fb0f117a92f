import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ROUTES, type AppRoute } from '@quadra/contracts';
import { AccessGuard } from '@quadra/session';
import { RemotePage } from '../remotes/remote-page';
import { SectionPending } from '../remotes/section-pending';
import { AppLayout } from '../layout/app-layout';
import { SHELL_PAGES } from './shell-pages';

function screen(route: AppRoute) {
  if (route.remote === 'shell') {
    const Page = SHELL_PAGES[route.page];
    return (
      <Suspense fallback={<SectionPending />}>
        <Page />
      </Suspense>
    );
  }
  return <RemotePage remote={route.remote} module={route.module} />;
}

const NotFound = SHELL_PAGES['not-found'];

/** The router, built from the one route table in @quadra/contracts. */
export function AppRoutes() {
  const routes: readonly AppRoute[] = ROUTES;
  return (
    <Routes>
      <Route element={<AppLayout header={false} />}>
        {routes
          .filter((r) => r.bare)
          .map((r) => (
            <Route key={r.path} path={r.path} element={<AccessGuard access={r.access} pending={<SectionPending />}>{screen(r)}</AccessGuard>} />
          ))}
        <Route
          path="*"
          element={
            <Suspense fallback={<SectionPending />}>
              <NotFound />
            </Suspense>
          }
        />
      </Route>
      <Route element={<AppLayout header />}>
        {routes
          .filter((r) => !r.bare)
          .map((r) => (
            <Route key={r.path} path={r.path} element={<AccessGuard access={r.access} pending={<SectionPending />}>{screen(r)}</AccessGuard>} />
          ))}
      </Route>
    </Routes>
  );
}
