import { createIcon } from './create-icon';

export const TrophyIcon = /* @__PURE__ */ createIcon(
  'TrophyIcon',
  <>
    <path d="M6 9H4a2 2 0 0 1-2-2V5h4M18 9h2a2 2 0 0 0 2-2V5h-4" />
    <path d="M6 3h12v6a6 6 0 0 1-12 0V3z" />
    <path d="M12 15v4M8 21h8" />
  </>,
);
