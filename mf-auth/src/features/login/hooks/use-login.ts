import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@quadra/contracts';
import { signIn, toast, useGuardedMutation } from '@quadra/data';
import { createLoginRateLimiter, mapLoginError, messages, normalizeEmail, type LoginForm } from '@quadra/domain';
import { rememberReturnPath, takeReturnPath } from '@quadra/session';
import { saveDraftAnswers, StepSaveError } from '../../onboarding/data/save-answers';

/** In memory, per e-mail, for the life of the page (spec section 9); reset on success. */
const loginLimiter = createLoginRateLimiter();

/** Where a successful login goes, and why not further when the answers kept on this device failed to save. */
interface LoggedIn {
  to: string;
  saveError: string | null;
}

/** Signs in; the first login after confirming also saves what was answered on this device. */
async function logIn({ email, password }: LoginForm): Promise<LoggedIn> {
  const account = await signIn(email, password);
  if (!account.onboardingPending) return { to: takeReturnPath() ?? paths.dashboard, saveError: null };
  try {
    const next = await saveDraftAnswers(account.userId, email);
    return { to: next === 'done' ? paths.loading : paths.onboarding(next), saveError: null };
  } catch (cause) {
    return { to: paths.onboarding(1), saveError: cause instanceof StepSaveError ? cause.message : messages.onboarding.saveError };
  }
}

/**
 * 'Entrar': one sign-in at a time. Every refusal (the form's rules, the rate limit, GoTrue's answer
 * mapped by its error code) is one text under the password, never also a toast.
 */
export function useLogin() {
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  // '?next=/event/…': kept (validated) through a sign-up, its e-mail and the onboarding too.
  const [params] = useSearchParams();
  const next = params.get('next');
  useEffect(() => rememberReturnPath(next), [next]);
  const login = useGuardedMutation<LoggedIn, LoginForm>({
    name: 'sign-in',
    lockKey: () => 'login',
    mutationFn: logIn,
    invalidates: () => [],
    onSuccess: ({ to, saveError }, { email }) => {
      loginLimiter.reset(email);
      toast.success(messages.login.success, { id: 'login' });
      if (saveError) toast.error(saveError, { id: 'onboarding-step' });
      else if (to === paths.loading) toast.success(messages.onboarding.completed, { id: 'onboarding-step' });
      navigate(to, { replace: true });
    },
  });

  function submit(values: LoginForm) {
    const email = normalizeEmail(values.email);
    if (!loginLimiter.attempt(email).allowed) return setRefusal(messages.login.rateLimited);
    setRefusal(null);
    login.run({ email, password: values.password });
  }

  const invalid = (problems: string[]) => setRefusal(messages.common.validationErrorWith(problems.join(', ')));
  const failure = login.error ? mapLoginError(login.error) : null;

  return {
    submit,
    invalid,
    // On success it stays busy until this screen is left: the login page would otherwise redirect
    // on its own (to step 1) before the navigation above lands.
    submitting: login.anyPending || login.isSuccess,
    error: refusal ?? failure,
  };
}
