import { createIcon } from './create-icon';

export const ChevronDownIcon = /* @__PURE__ */ createIcon('ChevronDownIcon', <path d="M6 9l6 6 6-6" />);
