import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { signUp, toast, useGuardedMutation, type SignedUp } from '@quadra/data';
import { createSignupRateLimiter, mapSignupError, messages, normalizeEmail, type SignupForm } from '@quadra/domain';
import { saveOnboardingEmail } from '../../auth/data/onboarding-storage';
import { draftFor } from '../../onboarding/data/onboarding-draft';

/** In memory, per e-mail, for the life of the page (spec section 9). */
const signupLimiter = createSignupRateLimiter();

interface SignupVars {
  email: string;
  password: string;
}

/**
 * Creates the account and goes on to the onboarding at once (the spec lets the athlete continue
 * before confirming): with a session the answers are saved step by step, without one they stay
 * on this device until the first login after the confirmation. A refusal (the rate limit, or
 * GoTrue's answer mapped by its error code) is one text under the form, never also a toast.
 */
export function useSignup() {
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const signup = useGuardedMutation<SignedUp, SignupVars>({
    name: 'sign-up',
    lockKey: () => 'signup',
    mutationFn: ({ email, password }) => signUp(email, password, `${window.location.origin}${paths.loginConfirmed}`),
    invalidates: () => [],
    onSuccess: ({ outcome }, { email }) => {
      saveOnboardingEmail(email);
      draftFor(email);
      if (outcome === 'resent') {
        toast.info(messages.signup.resent(email), { id: 'signup' });
      } else {
        toast.success(messages.signup.created, { id: 'signup' });
        toast.info(outcome === 'session' ? messages.signup.confirmLater : messages.signup.confirmationSent(email));
      }
      navigate(paths.onboarding(1));
    },
  });

  function submit(values: SignupForm) {
    const email = normalizeEmail(values.email);
    if (!signupLimiter.attempt(email).allowed) return setRefusal(messages.signup.rateLimited);
    setRefusal(null);
    signup.run({ email, password: values.password });
  }

  return {
    submit,
    submitting: signup.anyPending,
    error: refusal ?? (signup.error ? mapSignupError(signup.error) : null),
  };
}
