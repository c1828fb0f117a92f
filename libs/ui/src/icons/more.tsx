import { createIcon } from './create-icon';

export const MoreIcon = /* @__PURE__ */ createIcon(
  'MoreIcon',
  <>
    <circle cx="12" cy="5" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="12" cy="19" r="1" />
  </>,
);
