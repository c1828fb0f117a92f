import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { paths } from '@quadra/contracts';
import { renderWithData } from '@quadra/data/testing';
import { Toaster } from '@quadra/ui/toaster';
import CreateEventStep1Page from '../exposes/create-event-step1-page';
import CreateEventStep2Page from '../exposes/create-event-step2-page';
import CreateEventStep3Page from '../exposes/create-event-step3-page';
import CreateEventStep4Page from '../exposes/create-event-step4-page';
import CreateEventStep5Page from '../exposes/create-event-step5-page';
import EventCreatedPage from '../exposes/event-created-page';

/** Where the router is now, with its state, so a test can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

/** The wizard's routes as the shell mounts them, with the toaster, over the real data layer. */
export function renderWizard(url: string = paths.createEvent(1), state?: unknown) {
  return renderWithData(
    <MemoryRouter initialEntries={[{ pathname: url, state }]}>
      <Routes>
        <Route path={paths.createEvent(1)} element={<CreateEventStep1Page />} />
        <Route path={paths.createEvent(2)} element={<CreateEventStep2Page />} />
        <Route path={paths.createEvent(3)} element={<CreateEventStep3Page />} />
        <Route path={paths.createEvent(4)} element={<CreateEventStep4Page />} />
        <Route path={paths.createEvent(5)} element={<CreateEventStep5Page />} />
        <Route path={paths.eventCreated} element={<EventCreatedPage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
      <Toaster />
    </MemoryRouter>,
  );
}
