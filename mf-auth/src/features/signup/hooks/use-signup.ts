import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { createSignupRateLimiter, mapSignupError, messages, normalizeEmail, validateSignup } from '@quadra/domain';
import { toast } from '@quadra/ui';
import { saveOnboardingEmail } from '../../auth/data/onboarding-storage';
import { signUp } from '../data/sign-up';

export interface SignupFieldErrors {
  email?: string;
  password?: string;
  confirmPassword?: string;
}

export interface SignupValues {
  email: string;
  password: string;
  confirmPassword: string;
}

/** In memory, per e-mail, for the life of the page (spec section 9). */
const signupLimiter = createSignupRateLimiter();

/** Checks the form against section 5 before anything is sent; returns per-field pt-BR errors. */
function checkSignup(values: SignupValues): SignupFieldErrors {
  const { emailErrors, passwordErrors, confirmErrors } = validateSignup(values);
  const join = (list: string[]) => (list.length > 0 ? list.join(', ') : undefined);
  return { email: join(emailErrors), password: join(passwordErrors), confirmPassword: join(confirmErrors) };
}

export function useSignup() {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<SignupFieldErrors>({});

  async function submit(values: SignupValues) {
    const fieldErrors = checkSignup(values);
    setErrors(fieldErrors);
    if (fieldErrors.email) return toast.error(fieldErrors.email);
    if (fieldErrors.password) return toast.error(messages.signup.weakPassword(fieldErrors.password));
    if (fieldErrors.confirmPassword) return toast.error(fieldErrors.confirmPassword);

    const email = normalizeEmail(values.email);
    if (!signupLimiter.attempt(email).allowed) return toast.error(messages.signup.rateLimited);

    setSubmitting(true);
    try {
      const result = await signUp(email, values.password);
      if (!result.ok) {
        setSubmitting(false);
        return toast.error(mapSignupError(result.error));
      }
      saveOnboardingEmail(email);
      toast.success(messages.signup.created);
      toast.info(messages.signup.confirmationSent(email));
      if (result.hasSession) {
        // Confirmation is not required first: the onboarding starts right away.
        toast.info(messages.signup.confirmLater);
        navigate(paths.onboarding(1));
      } else {
        // No session until the e-mail is confirmed; the first login resumes the onboarding.
        toast.info(messages.signup.confirmThenLogin);
        navigate(paths.login);
      }
    } catch {
      setSubmitting(false);
      toast.error(messages.signup.unexpected);
    }
  }

  return { submit, submitting, errors };
}
