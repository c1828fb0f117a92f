import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Titles the document after its route on every navigation. The server titled the first document,
 * so the route table's titles load only at the first navigation: never before the first screen
 * (the /events first-load budget), and not at all on a visit of one screen.
 */
export function RouteTitle() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    let current = true;
    void import('./title-document').then(({ titleDocument }) => {
      if (current) titleDocument(pathname);
    });
    return () => {
      current = false;
    };
  }, [pathname]);
  return null;
}
