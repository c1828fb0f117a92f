import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router';
import type { RemoteName } from '@quadra/contracts';
import { serverScreenFor } from '../startup/server-screen';
import { KeptServerScreen } from './kept-server-screen';
import { loadExposed, reportSectionError, resetRemote } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { SectionPending } from './section-pending';
import { RenderMark } from './render-mark';

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per exposed module; a failed one is forgotten so the next visit retries. */
function lazyExposed(remote: RemoteName, module: string) {
  const key = `${remote}/${module}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(() =>
      loadExposed(remote, module).catch((error: unknown) => {
        cache.delete(key);
        throw error;
      }),
    );
    cache.set(key, component);
  }
  return component;
}

/** Loads a failed module afresh in the background; once here, the next render uses it as is. */
async function reloadInBackground(remote: RemoteName, module: string): Promise<void> {
  resetRemote(remote);
  const loaded = await loadExposed(remote, module);
  cache.set(`${remote}/${module}`, lazy(() => Promise.resolve(loaded)));
}

interface Props {
  remote: RemoteName;
  module: string;
}

/** A route screen provided by a remote, fetched on first visit, isolated by an error boundary. */
export function RemotePage({ remote, module }: Props) {
  // Bumped on every retry to render again with the (fresh or preloaded) lazy component.
  const [, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const Page = lazyExposed(remote, module);
  return (
    <RemoteErrorBoundary
      key={`${remote}/${module}`}
      onRetry={() => setAttempt((n) => n + 1)}
      onError={(error) => reportSectionError(remote, error)}
      fallback={(retry) => {
        const recovery = {
          onRetry: () => {
            resetRemote(remote);
            retry();
          },
          retryInBackground: () => reloadInBackground(remote, module),
          onRecovered: retry,
        };
        // Where the server rendered this route, its screen stays (read-only) instead of the error.
        const serverScreen = serverScreenFor(pathname);
        return serverScreen === null ? <RemoteFallback {...recovery} /> : <KeptServerScreen html={serverScreen} {...recovery} />;
      }}
    >
      <Suspense fallback={<SectionPending />}>
        {/* eslint-disable-next-line react-hooks/static-components -- cached per module: stable across renders */}
        <Page />
        <RenderMark name={`${remote}/${module}`} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
