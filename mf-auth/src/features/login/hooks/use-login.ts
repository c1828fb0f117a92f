import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { createLoginRateLimiter, mapLoginError, messages, normalizeEmail, validateLogin } from '@quadra/domain';
import { toast } from '@quadra/ui';
import { signIn } from '../data/sign-in';

/** In memory, per e-mail, for the life of the page (spec section 9); reset on success. */
const loginLimiter = createLoginRateLimiter();

export function useLogin() {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function fail(text: string) {
    setError(text);
    toast.error(text);
  }

  async function submit(values: { email: string; password: string }) {
    const problems = validateLogin(values);
    if (problems.length > 0) return fail(messages.common.validationErrorWith(problems.join(', ')));

    const email = normalizeEmail(values.email);
    if (!loginLimiter.attempt(email).allowed) return fail(messages.login.rateLimited);

    setSubmitting(true);
    setError(null);
    try {
      const result = await signIn(email, values.password);
      if (!result.ok) {
        setSubmitting(false);
        return fail(mapLoginError(result.error));
      }
      loginLimiter.reset(email);
      toast.success(messages.login.success);
      // The screen would also move on once the session store reacts; going now avoids a flash.
      navigate(result.onboardingPending ? paths.onboarding(1) : paths.dashboard, { replace: true });
    } catch {
      setSubmitting(false);
      fail(messages.login.unexpected);
    }
  }

  return { submit, submitting, error };
}
