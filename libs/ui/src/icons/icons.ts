/**
 * The icons, one module each: a chunk keeps only the icons its own code draws. In one module, each
 * chunk that drew any icon carried every icon its app used anywhere (tree-shaking keeps a module's
 * exports used anywhere in the build): the shell's header carried the settings page's.
 */
export type { IconProps } from './create-icon';
export { BackIcon } from './back';
export { CloseIcon } from './close';
export { EyeIcon } from './eye';
export { EyeOffIcon } from './eye-off';
export { SearchIcon } from './search';
export { BellIcon } from './bell';
export { PlusIcon } from './plus';
export { MapIcon } from './map';
export { CalendarIcon } from './calendar';
export { ClockIcon } from './clock';
export { PinIcon } from './pin';
export { UsersIcon } from './users';
export { TrophyIcon } from './trophy';
export { ChatIcon } from './chat';
export { TeamIcon } from './team';
export { StarIcon } from './star';
export { CheckIcon } from './check';
export { ChevronDownIcon } from './chevron-down';
export { MoreIcon } from './more';
export { ShareIcon } from './share';
export { EditIcon } from './edit';
export { FilterIcon } from './filter';
export { SettingsIcon } from './settings';
