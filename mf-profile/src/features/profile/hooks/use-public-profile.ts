import { useEffect, useState } from 'react';
import { fetchPublicProfile, type PublicProfile } from '../data/profile-api';

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; profile: PublicProfile | null };

export function usePublicProfile(userId: string | null): State {
  const [state, setState] = useState<{ key: string | null; value: State }>({ key: null, value: { status: 'loading' } });

  useEffect(() => {
    if (!userId) return;
    let active = true;
    fetchPublicProfile(userId).then(
      (profile) => active && setState({ key: userId, value: { status: 'ready', profile } }),
      (e: unknown) => active && setState({ key: userId, value: { status: 'error', message: (e as Error).message } }),
    );
    return () => {
      active = false;
    };
  }, [userId]);

  return state.key === userId ? state.value : { status: 'loading' };
}
