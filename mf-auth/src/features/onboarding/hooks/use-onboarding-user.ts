import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { toast } from '@quadra/ui';

/**
 * The signed-in athlete the onboarding saves for. The route guard already sends visitors to
 * /login; `requireUserId` covers a session that ended while the step was open.
 */
export function useOnboardingUser() {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);

  function requireUserId(): string | null {
    if (user) return user.id;
    toast.error(messages.onboarding.unauthenticated);
    navigate(paths.login);
    return null;
  }

  return { user, requireUserId };
}
