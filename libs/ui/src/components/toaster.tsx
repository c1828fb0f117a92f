import { Toaster as SonnerToaster, type ToasterProps } from 'sonner';

/** The app's one toaster (the shell mounts it): top-center, rich colours, dark theme. */
export function Toaster(props: ToasterProps) {
  return (
    <SonnerToaster
      position="top-center"
      richColors
      theme="dark"
      closeButton={false}
      toastOptions={{ duration: 4000 }}
      {...props}
    />
  );
}
