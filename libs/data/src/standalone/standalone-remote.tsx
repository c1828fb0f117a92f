import { lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { exposeFileName, remoteRoutes, type RemoteName } from '@quadra/contracts';
import { AccessGuard } from '@quadra/session';
import { useToastsShown } from '@quadra/data/singletons';
import { StandaloneSignIn } from './standalone-sign-in';

/** Loads `./<file>.tsx` from the remote's `src/exposes` (its own `import.meta.webpackContext`). */
export type LoadExposedModule = (request: string) => unknown;

/**
 * What the shell would frame the pages with, from @quadra/ui (which the data layer does not
 * import): the remote's bootstrap passes `{ AppFrame, Spinner, Toaster }`.
 */
export interface StandaloneChrome {
  AppFrame: ComponentType<{ children: ReactNode }>;
  Spinner: ComponentType<{ centered?: boolean }>;
  Toaster: ComponentType;
}

export interface StandaloneRemoteProps {
  remote: RemoteName;
  loadExposedModule: LoadExposedModule;
  chrome: StandaloneChrome;
}

/** The routes of one remote with the guards, spinner and toaster the shell would give them. */
export function StandaloneRemote({ remote, loadExposedModule, chrome: { AppFrame, Spinner, Toaster } }: StandaloneRemoteProps) {
  const toastsShown = useToastsShown();
  const routes = useMemo(
    () =>
      remoteRoutes(remote).map((r) => ({
        ...r,
        Page: lazy(async () => (await loadExposedModule(`./${exposeFileName(r.module)}.tsx`)) as { default: ComponentType }),
      })),
    [remote, loadExposedModule],
  );
  return (
    <AppFrame>
      <Suspense fallback={<Spinner centered />}>
        <Routes>
          {routes.map(({ path, access, Page }) => (
            <Route
              key={path}
              path={path}
              element={
                <AccessGuard access={access} pending={<Spinner centered />}>
                  <Page />
                </AccessGuard>
              }
            />
          ))}
          <Route
            path="*"
            element={
              <nav aria-label={`${remote} (isolado)`}>
                <StandaloneSignIn />
                <p>Rota fora de {remote}. Rotas deste módulo:</p>
                <ul>
                  {routes.map((r) => (
                    <li key={r.path}>
                      <Link to={r.path}>{r.path}</Link>
                    </li>
                  ))}
                </ul>
              </nav>
            }
          />
        </Routes>
      </Suspense>
      {toastsShown && <Toaster />}
    </AppFrame>
  );
}
