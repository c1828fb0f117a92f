import { useEffect, useState } from 'react';
import { loadMyProfile, type OnboardingProfile } from '../data/my-profile';

/** The saved profile, so a step shows what was already answered when the athlete comes back. */
export function useMyProfile(userId: string | undefined) {
  const [profile, setProfile] = useState<OnboardingProfile | null>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (!userId) return;
    let active = true;
    loadMyProfile()
      .then((row) => active && setProfile(row))
      .catch((error: unknown) => console.warn('Falha ao carregar o perfil', error))
      .finally(() => active && setLoaded(true));
    return () => {
      active = false;
    };
  }, [userId]);

  return { profile, loaded };
}
