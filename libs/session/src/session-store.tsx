import type { Session, User } from '@supabase/supabase-js';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import { forgetStoredSession, supabase, whenIdle } from '@quadra/supabase';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  session: Session | null;
  user: User | null;
  signOut(): Promise<void>;
}

/** Who a session is, without what it can do: what a server render is given. */
export type SessionSnapshot = Pick<SessionState, 'status' | 'session' | 'user'>;

/** A visitor: nobody signed in. */
export const SIGNED_OUT: SessionSnapshot = { status: 'signed-out', session: null, user: null };

/**
 * The athlete a server renders for, known by their id alone (the token it read their data with is
 * not the screen's to hold): what a screen reads of the session to tell whose it is.
 */
export function signedInAs(userId: string): SessionSnapshot {
  return { status: 'signed-in', session: null, user: { id: userId } as User };
}

/**
 * The page's one auth store; a shared singleton, so the shell and every remote see the same state.
 */
const pageSession = createStore<SessionState>()((set) => ({
  status: 'loading',
  session: null,
  user: null,
  async signOut() {
    try {
      // This device only ('Sair da Conta'): 'Sair de todos os aparelhos' in the settings ends the others.
      const { error } = await supabase.auth.signOut({ scope: 'local' });
      // Server unreachable: supabase-js then keeps the stored session, which must not survive a reload.
      if (error) await forgetStoredSession();
    } finally {
      // A failed network call must not leave a stale session on screen.
      set({ ...SIGNED_OUT });
    }
  },
}));

const SessionContext = createContext<StoreApi<SessionState> | null>(null);

function notOnAServer(): Promise<never> {
  return Promise.reject(new Error('A session given to a server render cannot change.'));
}

/**
 * Gives a tree its own session instead of the page's: a server render says whom it renders for,
 * with nothing shared between two renders of one process.
 */
export function SessionProvider({ session, children }: { session: SessionSnapshot; children?: ReactNode }) {
  const [store] = useState(() => createStore<SessionState>()(() => ({ ...session, signOut: notOnAServer })));
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

function useSessionHook<T>(selector: (state: SessionState) => T): T {
  return useStore(useContext(SessionContext) ?? pageSession, selector);
}

/**
 * The session, as a hook (the one a SessionProvider gives, else the page's), and the page's store
 * itself (`getState`, `setState`, `subscribe`) for code outside React.
 */
export const useSession = Object.assign(useSessionHook, {
  getState: pageSession.getState,
  setState: pageSession.setState,
  subscribe: pageSession.subscribe,
});

function applySession(session: Session | null): void {
  if (!session) {
    pageSession.setState({ ...SIGNED_OUT });
    return;
  }
  pageSession.setState({ status: 'signed-in', session, user: session.user });
}

let started = false;

/**
 * Feeds the store from the Supabase client. Idempotent; called by whoever bootstraps the page
 * (the shell, or a remote running standalone). The session stored on the device shows at once;
 * auth-js (which refreshes it and hears sign-in and sign-out) confirms it after `firstScreen`
 * (the shell's first screen has rendered) once the page is idle, or at once when only auth-js can
 * tell. A session that cannot be read signs out cleanly.
 */
export function startSession(firstScreen: Promise<unknown> = Promise.resolve()): void {
  if (started) return;
  started = true;
  supabase.onAuthStateChange((_event, session) => {
    // Deferred: supabase-js holds its auth lock during this callback, and the store's subscribers
    // may call it (a query asks auth-js for the token).
    setTimeout(() => applySession(session), 0);
  });
  const confirm = () =>
    supabase.auth
      .getSession()
      .then(({ data, error }) => {
        if (error) throw error;
        applySession(data.session);
      })
      .catch(() => {
        pageSession.setState({ ...SIGNED_OUT });
        void supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
      });
  const stored = supabase.storedSession();
  if (stored === undefined) {
    void confirm();
    return;
  }
  applySession(stored);
  void firstScreen.then(() => whenIdle(() => void confirm()));
}
