import type { Session, User } from '@supabase/supabase-js';
import { create } from 'zustand';
import { forgetStoredSession, supabase, whenIdle } from '@quadra/supabase';

export interface ProfileSummary {
  user_id: string;
  full_name: string | null;
  preferred_name: string | null;
  profile_photo_url: string | null;
  city: string | null;
}

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  session: Session | null;
  user: User | null;
  profile: ProfileSummary | null;
  refreshProfile(): Promise<void>;
  signOut(): Promise<void>;
}

const SIGNED_OUT = { status: 'signed-out', session: null, user: null, profile: null } as const;

async function readProfile(user: User): Promise<ProfileSummary | null> {
  const { data, error } = await supabase
    .from('profiles')
    .select('user_id, full_name, preferred_name, city, profile_photo_url')
    .eq('user_id', user.id)
    .maybeSingle();
  if (error || !data) return null;
  return data;
}

/** The one auth store; a shared singleton, so the shell and every remote see the same state. */
export const useSession = create<SessionState>()((set, get) => ({
  status: 'loading',
  session: null,
  user: null,
  profile: null,
  async refreshProfile() {
    const { user } = get();
    if (!user) return;
    const profile = await readProfile(user);
    // The user may have changed while the profile was read.
    if (get().user?.id === user.id) set({ profile });
  },
  async signOut() {
    try {
      const { error } = await supabase.auth.signOut();
      // Server unreachable: supabase-js then keeps the stored session, which must not survive a reload.
      if (error) forgetStoredSession();
    } finally {
      // A failed network call must not leave a stale session on screen.
      set({ ...SIGNED_OUT });
    }
  },
}));

function applySession(session: Session | null): void {
  if (!session) {
    useSession.setState({ ...SIGNED_OUT });
    return;
  }
  const sameUser = useSession.getState().user?.id === session.user.id;
  useSession.setState({
    status: 'signed-in',
    session,
    user: session.user,
    profile: sameUser ? useSession.getState().profile : null,
  });
  if (!sameUser) void useSession.getState().refreshProfile();
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
    // Defer: supabase-js holds its auth lock during this callback, and refreshProfile queries.
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
        useSession.setState({ ...SIGNED_OUT });
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
