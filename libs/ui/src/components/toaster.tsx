import { Toaster as SonnerToaster, type ToasterProps } from 'sonner';
import styles from './toaster.module.css';

/** At most this many toasts show at once; newer ones push older ones out of sight. */
export const VISIBLE_TOASTS = 3;

// Above the bottom edge and the phone's safe area: the header (title, back button, tabs) stays visible.
const BOTTOM = 'calc(16px + env(safe-area-inset-bottom, 0px))';

/**
 * The app's one toaster: bottom-center, rich colours, dark theme. Its own entry
 * (`@quadra/ui/toaster`) because it imports sonner, which loads with the first toast: the shell
 * imports this lazily and mounts it then (`useToastsShown` of @quadra/data).
 */
export function Toaster(props: ToasterProps) {
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
