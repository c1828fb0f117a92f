import { useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { loadedSonner } from '@quadra/data';
import styles from './toaster.module.css';

/** At most this many toasts show at once; newer ones push older ones out of sight. */
export const VISIBLE_TOASTS = 3;

// Above the bottom edge and the phone's safe area: the header (title, back button, tabs) stays visible.
const BOTTOM = 'calc(16px + env(safe-area-inset-bottom, 0px))';

/**
 * The app's one toaster (the shell mounts it): bottom-center, rich colours, dark theme. It mounts
 * with the first toast (see `toast` of @quadra/data), so a visit without toasts never loads sonner.
 */
export function Toaster(props: ToasterProps) {
  const sonner = useSyncExternalStore(loadedSonner.subscribe, loadedSonner.current, () => null);
  if (!sonner) return null;
  const { Toaster: SonnerToaster } = sonner;
  return (
    <SonnerToaster
      position="bottom-center"
      visibleToasts={VISIBLE_TOASTS}
      offset={{ bottom: BOTTOM }}
      mobileOffset={{ bottom: BOTTOM, left: 16, right: 16 }}
      richColors
      theme="dark"
      closeButton={false}
      toastOptions={{ duration: 4000, className: styles.toast }}
      {...props}
    />
  );
}
