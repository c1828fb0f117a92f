import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { signUp, toast } from '@quadra/data';
import { createSignupRateLimiter, mapSignupError, messages, normalizeEmail, type SignupForm } from '@quadra/domain';
import { saveOnboardingEmail } from '../../auth/data/onboarding-storage';
import { draftFor } from '../../onboarding/data/onboarding-draft';

/** In memory, per e-mail, for the life of the page (spec section 9). */
const signupLimiter = createSignupRateLimiter();

/**
 * Creates the account and goes on to the onboarding at once (the spec lets the athlete continue
 * before confirming): with a session the answers are saved step by step, without one they stay
 * on this device until the first login after the confirmation.
 */
export function useSignup() {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  async function submit(values: SignupForm) {
    const email = normalizeEmail(values.email);
    if (!signupLimiter.attempt(email).allowed) return toast.error(messages.signup.rateLimited, { id: 'signup' });

    setSubmitting(true);
    try {
      const result = await signUp(email, values.password, `${window.location.origin}${paths.loginConfirmed}`);
      if (!result.ok) return toast.error(mapSignupError(result.error), { id: 'signup' });
      saveOnboardingEmail(email);
      draftFor(email);
      if (result.outcome === 'resent') {
        toast.info(messages.signup.resent(email), { id: 'signup' });
      } else {
        toast.success(messages.signup.created, { id: 'signup' });
        toast.info(result.outcome === 'session' ? messages.signup.confirmLater : messages.signup.confirmationSent(email));
      }
      navigate(paths.onboarding(1));
    } catch {
      toast.error(messages.signup.unexpected, { id: 'signup' });
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting };
}
