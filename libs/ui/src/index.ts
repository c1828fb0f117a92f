// Apps type-check this source through the package: they must see the CSS Modules typing too.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./css-modules.d.ts" />
// Public API of the Quadra design library. Each app bundles the components it uses; the tokens
// and the global stylesheet come with AppFrame, which frames every page.

export { AppFrame, type AppFrameProps } from './components/app-frame';
export { Avatar, type AvatarProps, type AvatarSize } from './components/avatar';
export { BackButton, type BackButtonProps } from './components/back-button';
export { Badge, formatBadgeCount, type BadgeProps, type BadgeTone } from './components/badge';
export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleOptions,
  type ButtonVariant,
} from './components/button';
export { Card, cardClassName, type CardProps } from './components/card';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { Chip, type ChipProps } from './components/chip';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { Dialog, type DialogProps } from './components/dialog';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { EventCostFields, type EventCostFieldsProps, type SplitBasis } from './components/event-cost-fields';
export { IconButton, type IconButtonProps } from './components/icon-button';
export { LoadMore, type LoadMoreProps } from './components/load-more';
export { PageHeader, type PageHeaderProps } from './components/page-header';
export { PhotoPicker, type PhotoPickerProps } from './components/photo-picker';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/radio-group';
export { ReportDialog, type ReportDialogProps } from './components/report-dialog';
export { Reputation, type ReputationProps } from './components/reputation';
export { Select, type SelectOption, type SelectProps } from './components/select';
export { Skeleton, type SkeletonProps } from './components/skeleton';
export { Spinner, type SpinnerProps } from './components/spinner';
export { Stars, formatRating, type StarsProps } from './components/stars';
export { StepScreen, type StepScreenProps } from './components/step-screen';
export { SuggestSportField, type SuggestSportFieldProps } from './components/suggest-sport-field';
export { Switch, type SwitchProps } from './components/switch';
export { Tabs, type TabItem, type TabsProps } from './components/tabs';
export { TextArea, type TextAreaProps } from './components/text-area';
export { TextField, type TextFieldProps } from './components/text-field';
export * from './icons/icons';
export * from './icons/sport-icon';
export { cx } from './utils/cx';
export { getInitials } from './utils/initials';
export { useDebouncedValue } from './utils/use-debounced-value';
export { PAGE_TITLE_PATH, usePageTitle } from './utils/use-page-title';
