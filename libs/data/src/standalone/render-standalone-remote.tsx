import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { RemoteName } from '@quadra/contracts';
import { configureSupabase, fetchRuntimeConfig } from '@quadra/supabase';
import { startSession } from '@quadra/session';
import { DataProvider } from '../client/data-provider';
import { StandaloneRemote, type LoadExposedModule, type StandaloneChrome } from './standalone-remote';

/**
 * Dev harness of a remote opened on its own (`npm run dev`): loads the runtime config, starts the
 * session and renders the remote's routes into #root. Inside the shell only the exposes are loaded.
 */
export async function renderStandaloneRemote(remote: RemoteName, loadExposedModule: LoadExposedModule, chrome: StandaloneChrome) {
  configureSupabase(await fetchRuntimeConfig());
  startSession();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <DataProvider>
        <BrowserRouter>
          <StandaloneRemote remote={remote} loadExposedModule={loadExposedModule} chrome={chrome} />
        </BrowserRouter>
      </DataProvider>
    </StrictMode>,
  );
}
