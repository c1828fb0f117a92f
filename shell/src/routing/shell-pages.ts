import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ShellPage } from '@quadra/contracts';

/** The shell's own screens, split into their own chunks. */
export const SHELL_PAGES: Record<ShellPage, LazyExoticComponent<ComponentType>> = {
  landing: lazy(() => import('../pages/landing-page')),
  loading: lazy(() => import('../pages/loading-page')),
  settings: lazy(() => import('../pages/settings-page')),
  'delete-account': lazy(() => import('../pages/delete-account-page')),
  collaborate: lazy(() => import('../pages/collaborate-page')),
  map: lazy(() => import('../pages/map-page')),
  messages: lazy(() => import('../pages/messages-page')),
  terms: lazy(() => import('../pages/terms-page')),
  privacy: lazy(() => import('../pages/privacy-page')),
  'not-found': lazy(() => import('../pages/not-found-page')),
};
