import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { renderWithData } from '@quadra/data/testing';
import { Toaster } from '@quadra/ui/toaster';

/** Where the router is now, so a test can assert a redirect or a cleaned query. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a screen at `url` inside a router and a fresh query cache, with the toaster the shell would mount. */
export function renderPage(page: ReactElement, url: string, pattern = url.split('?')[0] ?? '/') {
  return renderWithData(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={pattern} element={page} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
      <Toaster />
    </MemoryRouter>,
  );
}
