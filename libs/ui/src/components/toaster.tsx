import { Toaster as SonnerToaster, type ToasterProps } from 'sonner';
import styles from './toaster.module.css';

/** At most this many toasts show at once; newer ones push older ones out of sight. */
export const VISIBLE_TOASTS = 3;

/**
 * Just under the app's sticky header (61 px: 44 px tabs and their padding) and the phone's notch:
 * at the bottom, a toast sat over the screen's main button ('Participar', 'Ver evento', 'Salvar
 * custo', issue 48), which a form or an action row keeps low; the top holds titles, not actions.
 */
const TOAST_TOP = 'calc(68px + env(safe-area-inset-top, 0px))';

/**
 * The app's one toaster: top-center under the header, rich colours, dark theme. Its own entry
 * (`@quadra/ui/toaster`) because it imports sonner, which loads with the first toast: the shell
 * imports this lazily and mounts it then (`useToastsShown` of @quadra/data).
 */
export function Toaster(props: ToasterProps) {
  return (
    <SonnerToaster
      position="top-center"
      visibleToasts={VISIBLE_TOASTS}
      offset={{ top: TOAST_TOP }}
      mobileOffset={{ top: TOAST_TOP, left: 16, right: 16 }}
      richColors
      theme="dark"
      closeButton={false}
      toastOptions={{ duration: 4000, className: styles.toast }}
      {...props}
    />
  );
}
