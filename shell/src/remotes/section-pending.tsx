import { useEffect, useState } from 'react';
import { messages } from '@quadra/domain';
import { Spinner } from '@quadra/ui';

/** After this long a pending section says it is still on its way (a slow network, not a failure). */
export const STILL_LOADING_AFTER_MS = 2000;

/** Placeholder while a section's code or the auth check is on its way. */
export function SectionPending() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), STILL_LOADING_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return <Spinner centered label={slow ? messages.section.stillLoading : messages.section.loading} />;
}
