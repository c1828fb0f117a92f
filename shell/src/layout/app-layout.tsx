import { Outlet, useLocation } from 'react-router';
import { AppFrame } from '@quadra/ui';
import { Header } from './header';
import { PushArrivals } from './push-arrivals';
import { StartupNotice } from './startup-notice';
import { TermsCheck } from './terms-check';
import styles from './app-layout.module.css';

interface Props {
  header: boolean;
}

/** The single mobile column; screens with the shared header get it on top. */
export function AppLayout({ header }: Props) {
  return (
    <AppFrame>
      {header && <Header />}
      <StartupNotice />
      <PushArrivals />
      <TermsCheck />
      <ScreenMain />
    </AppFrame>
  );
}

/**
 * The route's screen. `data-path` is the path of the screen committed in it: a navigation changes
 * the URL at once but commits in a transition, so until they match the previous screen is on show
 * (what end-to-end tests wait for before judging a screen).
 */
function ScreenMain() {
  const { pathname } = useLocation();
  return (
    <main className={styles.main} data-path={pathname}>
      <Outlet />
    </main>
  );
}
