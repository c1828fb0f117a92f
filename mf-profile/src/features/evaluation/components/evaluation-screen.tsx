import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@quadra/contracts';
import { DbError, PERMISSION_DENIED_CODE, useEvaluation, toast } from '@quadra/data';
import { messages } from '@quadra/domain';
import { PageHeader, Spinner } from '@quadra/ui';
import { EvaluationBlocked } from './evaluation-blocked';
import { EvaluationForm } from './evaluation-form';

const m = messages.evaluation;

/** Whether the database refused because nobody is signed in (the session expired meanwhile). */
function isAuthFailure(error: unknown): boolean {
  return error instanceof DbError && (error.code === PERMISSION_DENIED_CODE || error.message === messages.common.unauthenticated);
}

/** '/event-evaluation/:eventId': the database says what may be evaluated (get_evaluation). */
export function EvaluationScreen() {
  const { eventId } = useParams();
  const navigate = useNavigate();
  const evaluation = useEvaluation(eventId ?? null);
  const authFailed = evaluation.isError && isAuthFailure(evaluation.error);

  // The two access errors with a destination in the spec: back to my events, or to the login.
  useEffect(() => {
    if (!eventId) {
      toast.error(m.missingEventId, { id: 'evaluation-access' });
      navigate(paths.myEvents, { replace: true });
    } else if (authFailed) {
      toast.error(m.authError.title, { id: 'evaluation-access', description: m.authError.description });
      navigate(paths.login, { replace: true });
    }
  }, [eventId, authFailed, navigate]);

  return (
    <section>
      <PageHeader title={m.header} subtitle={evaluation.data?.title ?? undefined} backTo={paths.myEvents} />
      {evaluation.isPending ? (
        <Spinner centered />
      ) : evaluation.isError ? (
        authFailed ? null : <EvaluationBlocked error={evaluation.error} />
      ) : evaluation.data.available ? (
        <EvaluationForm evaluation={evaluation.data} />
      ) : (
        <EvaluationBlocked unavailable={evaluation.data} />
      )}
    </section>
  );
}
