// Separate entry (`@quadra/ui/toaster`): it imports sonner, which the main bundle of @quadra/ui must not.
export { Toaster, VISIBLE_TOASTS } from './components/toaster';
