import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths, type RouteAccess } from '@quadra/contracts';
import { STORAGE_KEYS } from '@quadra/domain';
import { useSession } from './session-store';

interface AccessGuardProps {
  access: RouteAccess;
  /** Shown while the auth check runs. */
  pending: ReactNode;
  children: ReactNode;
}

/**
 * A sign-up made on this device whose e-mail is not confirmed yet: the athlete may go on with the
 * onboarding (its answers stay on the device until the first login), as the spec allows.
 */
function hasPendingSignup(): boolean {
  return Boolean(globalThis.localStorage?.getItem(STORAGE_KEYS.onboardingEmail));
}

/** Applies a route's access rule from the route table. */
export function AccessGuard({ access, pending, children }: AccessGuardProps) {
  const status = useSession((s) => s.status);
  const location = useLocation();
  if (access === 'public') return children;
  if (status === 'loading') return pending;
  if (access === 'guest-only' && status === 'signed-in') return <Navigate to={paths.dashboard} replace />;
  const allowed = status === 'signed-in' || (access === 'needs-user' && hasPendingSignup());
  if ((access === 'login-required' || access === 'needs-user') && !allowed) {
    return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  }
  return children;
}
