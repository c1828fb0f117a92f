import { createIcon } from './create-icon';

export const TeamIcon = /* @__PURE__ */ createIcon(
  'TeamIcon',
  <>
    <circle cx="12" cy="7" r="3" />
    <circle cx="5" cy="10" r="2" />
    <circle cx="19" cy="10" r="2" />
    <path d="M7 21v-3a5 5 0 0 1 10 0v3M1 20v-1a4 4 0 0 1 4-4M23 20v-1a4 4 0 0 0-4-4" />
  </>,
);
