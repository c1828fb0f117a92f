import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { toast } from '@quadra/data';
import { readOnboardingEmail } from '../../auth/data/onboarding-storage';

/**
 * Whose onboarding this is: the signed-in athlete (answers are saved at once), or the sign-up made
 * on this device that still waits for its e-mail confirmation (answers stay on the device).
 */
export function useOnboardingAccount() {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const email = user?.email ?? (readOnboardingEmail() || null);

  /** The address, or null after sending a visitor with no sign-up here to /login. */
  function requireEmail(): string | null {
    if (email) return email;
    toast.error(messages.onboarding.unauthenticated);
    navigate(paths.login);
    return null;
  }

  return { userId: user?.id ?? null, email, requireEmail };
}
