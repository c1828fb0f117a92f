import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@quadra/contracts';
import { signIn } from '@quadra/data';
import { createLoginRateLimiter, mapLoginError, messages, normalizeEmail, type LoginForm } from '@quadra/domain';
import { rememberReturnPath, takeReturnPath } from '@quadra/session';
import { toast } from '@quadra/ui';
import { saveDraftAnswers, StepSaveError } from '../../onboarding/data/save-answers';

/** In memory, per e-mail, for the life of the page (spec section 9); reset on success. */
const loginLimiter = createLoginRateLimiter();

export function useLogin() {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // '?next=/event/…': kept (validated) through a sign-up, its e-mail and the onboarding too.
  const [params] = useSearchParams();
  const next = params.get('next');
  useEffect(() => rememberReturnPath(next), [next]);

  function fail(text: string) {
    setSubmitting(false);
    setError(text);
    toast.error(text, { id: 'login' });
  }

  const invalid = (problems: string[]) => fail(messages.common.validationErrorWith(problems.join(', ')));

  async function submit(values: LoginForm) {
    const email = normalizeEmail(values.email);
    if (!loginLimiter.attempt(email).allowed) return fail(messages.login.rateLimited);

    setSubmitting(true);
    setError(null);
    try {
      const result = await signIn(email, values.password);
      if (!result.ok) return fail(mapLoginError(result.error));
      loginLimiter.reset(email);
      toast.success(messages.login.success, { id: 'login' });
      if (!result.onboardingPending) return navigate(takeReturnPath() ?? paths.dashboard, { replace: true });
      // The first login after confirming: what was answered on this device is saved now.
      const next = await saveDraftAnswers(result.userId, email).catch((cause: unknown) => {
        toast.error(cause instanceof StepSaveError ? cause.message : messages.onboarding.saveError, { id: 'onboarding-step' });
        return 1 as const;
      });
      if (next === 'done') {
        toast.success(messages.onboarding.completed, { id: 'onboarding-step' });
        navigate(paths.loading, { replace: true });
      } else {
        navigate(paths.onboarding(next), { replace: true });
      }
    } catch {
      fail(messages.login.unexpected);
    }
    // On success `submitting` stays on until this screen is left: the login page would otherwise
    // redirect on its own (to step 1) before the navigation above lands.
  }

  return { submit, invalid, submitting, error };
}
