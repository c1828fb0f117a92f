import { lazy, Suspense } from 'react';
import { useToastsShown } from '@quadra/data';

// The toaster's code (and sonner) load with the first toast: most visits show none.
const Toaster = lazy(() => import('@quadra/ui/toaster').then(({ Toaster }) => ({ default: Toaster })));

/** The app's one toaster, for the shell and every remote: mounted once the first toast is raised. */
export function AppToaster() {
  if (!useToastsShown()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
