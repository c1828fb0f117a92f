import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Titles the document after its route on every navigation. The route table's titles load after
 * the first screen (the first load does not carry them): the server titled the first document.
 */
export function RouteTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
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
