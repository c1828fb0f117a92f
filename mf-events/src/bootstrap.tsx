// Standalone dev harness: only runs when this remote is opened on its own (`npm run dev`);
// inside the shell, only the exposed modules are loaded.
import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { exposeFileName, remoteRoutes } from '@quadra/contracts';
import { configureSupabase, fetchRuntimeConfig } from '@quadra/supabase';
import { AccessGuard, StandaloneSignIn, startSession } from '@quadra/session';
import { AppFrame, Spinner, Toaster } from '@quadra/ui';

const REMOTE = 'mf_events';
const exposes = import.meta.webpackContext('./exposes', { recursive: false, regExp: /\.tsx$/, mode: 'lazy' });
const pages = new Map<string, ComponentType>();
function page(module: string): ComponentType {
  let Page = pages.get(module);
  if (!Page) {
    Page = lazy(() => exposes(`./${exposeFileName(module)}.tsx`) as Promise<{ default: ComponentType }>);
    pages.set(module, Page);
  }
  return Page;
}

function Standalone() {
  const routes = remoteRoutes(REMOTE);
  return (
    <AppFrame>
      <Suspense fallback={<Spinner centered />}>
        <Routes>
          {routes.map((r) => {
            const Page = page(r.module);
            return (
              <Route
                key={r.path}
                path={r.path}
                element={
                  <AccessGuard access={r.access} pending={<Spinner centered />}>
                    <Page />
                  </AccessGuard>
                }
              />
            );
          })}
          <Route
            path="*"
            element={
              <nav aria-label={`${REMOTE} (isolado)`}>
                <StandaloneSignIn />
                <p>Rota fora de {REMOTE}. Rotas deste módulo:</p>
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
      <Toaster />
    </AppFrame>
  );
}

async function main() {
  configureSupabase(await fetchRuntimeConfig());
  startSession();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <Standalone />
      </BrowserRouter>
    </StrictMode>,
  );
}

void main();
