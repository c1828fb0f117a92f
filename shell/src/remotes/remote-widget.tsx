import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { RemoteName } from '@quadra/contracts';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { loadExposed, reportSectionError } from './remote-registry';

type Widget = { remote: RemoteName; module: string };
const widgets = new Map<string, LazyExoticComponent<ComponentType>>();

function componentOf({ remote, module }: Widget): LazyExoticComponent<ComponentType> {
  const key = `${remote}/${module}`;
  let component = widgets.get(key);
  if (!component) {
    component = lazy(() => loadExposed<ComponentType>(remote, module));
    widgets.set(key, component);
  }
  return component;
}

/**
 * A widget a remote exposes (contracts' WIDGETS): while loading, or if its remote is down, `fallback`.
 * An error it throws is reported as its release's failure.
 */
export function RemoteWidget({ widget, fallback = null }: { widget: Widget; fallback?: ReactNode }) {
  const Component = componentOf(widget);
  return (
    <RemoteErrorBoundary fallback={() => fallback} onError={(error) => reportSectionError(widget.remote, error)}>
      <Suspense fallback={fallback}>
        {/* eslint-disable-next-line react-hooks/static-components -- cached per widget: stable across renders */}
        <Component />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
