import { useEffect, useRef } from 'react';
import { Spinner } from './spinner';

export interface LoadMoreProps {
  /** Called when the end of the list scrolls into view (and again while it stays there after a load). */
  onLoadMore: () => void;
  /** True while a page is loading: shows a spinner and holds further calls. */
  loading: boolean;
}

/**
 * The end of an infinitely scrolled list: an IntersectionObserver sentinel that asks for the next
 * page as it comes near the viewport. Render it only while there are more pages.
 */
export function LoadMore({ onLoadMore, loading }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  useEffect(() => {
    const node = sentinel.current;
    if (!node || loading || typeof IntersectionObserver === 'undefined') return;
    // A new observer after each load fires at once if the sentinel is still in view.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    }, { rootMargin: '400px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [loading]);

  return <div ref={sentinel}>{loading && <Spinner centered label="Carregando mais" />}</div>;
}
