import { useLayoutEffect } from 'react';
import { firstScreenRendered } from '../startup/first-screen';

interface Props {
  name: string;
}

/**
 * Marks the moment a remote's screen first committed (read by the web bench via Performance API),
 * and tells the shell its first screen is up.
 */
export function RenderMark({ name }: Props) {
  // In the commit itself: the server-rendered screen gives way as soon as the route's data is here.
  useLayoutEffect(() => {
    const mark = `quadra:render:${name}`;
    if (performance.getEntriesByName(mark).length === 0) performance.mark(mark);
    firstScreenRendered();
  }, [name]);
  return null;
}
