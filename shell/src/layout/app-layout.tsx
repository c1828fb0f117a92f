import { Outlet } from 'react-router';
import { AppFrame } from '@quadra/ui';
import { Header } from './header';
import { PushArrivals } from './push-arrivals';
import { StartupNotice } from './startup-notice';
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
      <main className={styles.main}>
        <Outlet />
      </main>
    </AppFrame>
  );
}
