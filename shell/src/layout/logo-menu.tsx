import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ROUTES, paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { QuadraLogo } from './quadra-logo';
import { UnreadBadgeSlot } from './unread-badge-slot';
import styles from './logo-menu.module.css';

const menu = messages.header.menu;
const ENTRIES = [
  { label: menu.notifications, to: paths.notifications },
  { label: menu.myEvents, to: paths.myEvents },
  { label: menu.createEvent, to: paths.createEvent() },
  { label: menu.profile, to: paths.currentProfile },
  { label: menu.clubs, to: paths.clubs },
  { label: menu.collaborate, to: paths.collaborate },
  { label: menu.settings, to: paths.settings },
] as const;

/** What a visitor may open without signing in (the route table's access, not a list of ours). */
const openToVisitors = (to: string) => ROUTES.some((r) => r.path === to && (r.access === 'public' || r.access === 'auth-wait'));
const VISITOR_ENTRIES = [
  { label: menu.signIn, to: paths.login },
  { label: menu.signUp, to: paths.signup },
  ...ENTRIES.filter((entry) => openToVisitors(entry.to)),
];

/**
 * Round logo button carrying the unread badge; opens the menu with the seven entries, or for a
 * visitor 'Entrar', 'Criar conta' and what needs no sign-in (no entry that only bounces to /login).
 */
export function LogoMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const signedIn = useSession((s) => s.status === 'signed-in');
  const entries = signedIn ? ENTRIES : VISITOR_ENTRIES;

  // Close when the route changes (e.g. the back button), adjusting state during render.
  const [openedAt, setOpenedAt] = useState(location.pathname);
  if (openedAt !== location.pathname) {
    setOpenedAt(location.pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        type="button"
        className={styles.logo}
        aria-label="Abrir menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <QuadraLogo size={40} />
      </button>
      <UnreadBadgeSlot />
      {open && (
        <ul id={menuId} role="menu" aria-label={messages.header.logoMenu} className={styles.menu}>
          {entries.map((entry) => (
            <li key={entry.to} role="none">
              <Link role="menuitem" to={entry.to} className={styles.item} onClick={() => setOpen(false)}>
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
