import { NavLink, useMatch } from 'react-router';
import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { toast } from '@quadra/data';
import { MapIcon, SearchIcon, CalendarIcon, cx } from '@quadra/ui';
import { LogoMenu } from './logo-menu';
import styles from './header.module.css';

const m = messages.header;

const tabClass = ({ isActive }: { isActive: boolean }) => cx(styles.tab, isActive && styles.active);

/** The shared header: Mapa / Buscar / Eventos tabs and the logo menu with the unread badge. */
export function Header() {
  const onDashboard = useMatch(paths.dashboard) !== null;
  return (
    <header className={styles.header}>
      <nav className={styles.tabs} aria-label="Principal">
        <button
          type="button"
          className={styles.tab}
          onClick={() => toast.info(messages.common.comingSoon, { description: m.mapSoon })}
        >
          <MapIcon aria-hidden="true" />
          {m.tabMap}
        </button>
        <NavLink to={paths.search} className={tabClass}>
          <SearchIcon aria-hidden="true" />
          {m.tabSearch}
        </NavLink>
        <NavLink to={paths.events} className={({ isActive }) => tabClass({ isActive: isActive || onDashboard })}>
          <CalendarIcon aria-hidden="true" />
          {m.tabEvents}
        </NavLink>
      </nav>
      <LogoMenu />
    </header>
  );
}
