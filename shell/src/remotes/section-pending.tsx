import { Spinner } from '@quadra/ui';

/** Placeholder while a section's code or the auth check is on its way. */
export function SectionPending() {
  return <Spinner centered />;
}
