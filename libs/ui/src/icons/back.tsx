import { createIcon } from './create-icon';

export const BackIcon = /* @__PURE__ */ createIcon('BackIcon', <path d="M15 18l-6-6 6-6" />);
