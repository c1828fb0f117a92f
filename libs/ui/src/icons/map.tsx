import { createIcon } from './create-icon';

export const MapIcon = /* @__PURE__ */ createIcon(
  'MapIcon',
  <>
    <path d="M1 6v16l7-4 8 4 7-4V2l-7 4-8-4-7 4z" />
    <path d="M8 2v16M16 6v16" />
  </>,
);
