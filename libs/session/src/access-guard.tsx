import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths, type RouteAccess } from '@quadra/contracts';
import { useSession } from './session-store';

interface AccessGuardProps {
  access: RouteAccess;
  /** Shown while the auth check runs. */
  pending: ReactNode;
  children: ReactNode;
}

/** Applies a route's access rule from the route table. */
export function AccessGuard({ access, pending, children }: AccessGuardProps) {
  const status = useSession((s) => s.status);
  const location = useLocation();
  if (access === 'public') return children;
  if (status === 'loading') return pending;
  if (access === 'guest-only' && status === 'signed-in') return <Navigate to={paths.dashboard} replace />;
  if ((access === 'login-required' || access === 'needs-user') && status !== 'signed-in') {
    return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  }
  return children;
}
