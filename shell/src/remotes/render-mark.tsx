import { useEffect } from 'react';

interface Props {
  name: string;
}

/** Marks the moment a remote's screen first committed (read by the web bench via Performance API). */
export function RenderMark({ name }: Props) {
  useEffect(() => {
    const mark = `quadra:render:${name}`;
    if (performance.getEntriesByName(mark).length === 0) performance.mark(mark);
  }, [name]);
  return null;
}
