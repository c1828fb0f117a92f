// Apps type-check this source through the package: they must see the CSS Modules typing too.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./css-modules.d.ts" />
// Public API of the Quadra design library. Importing anything from here also loads the tokens
// and the global stylesheet.
import './styles/global.css';

export { AppFrame, type AppFrameProps } from './components/app-frame';
export { Avatar, type AvatarProps, type AvatarSize } from './components/avatar';
export { BackButton, type BackButtonProps } from './components/back-button';
export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleOptions,
  type ButtonVariant,
} from './components/button';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { IconButton, type IconButtonProps } from './components/icon-button';
export { PageHeader, type PageHeaderProps } from './components/page-header';
export { Spinner, type SpinnerProps } from './components/spinner';
export { TextField, type TextFieldProps } from './components/text-field';
export { Toaster } from './components/toaster';
export { toast } from 'sonner';
export * from './icons/icons';
export { cx } from './utils/cx';
export { getInitials } from './utils/initials';
