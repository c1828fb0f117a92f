import { useParams } from 'react-router';
import { useSession } from '@quadra/session';

/** Whose profile the route shows: '/profile/current' (or an id of 'current') is the signed-in athlete's. */
export function useProfileTarget(): { userId: string | null; isOwner: boolean } {
  const { id } = useParams();
  const me = useSession((s) => s.user?.id ?? null);
  const userId = !id || id === 'current' ? me : id;
  return { userId, isOwner: userId !== null && userId === me };
}
