import { createIcon } from './create-icon';

export const PinIcon = /* @__PURE__ */ createIcon(
  'PinIcon',
  <>
    <path d="M21 10c0 7-9 13-9 13S3 17 3 10a9 9 0 0 1 18 0z" />
    <circle cx="12" cy="10" r="3" />
  </>,
);
