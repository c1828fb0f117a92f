import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { DbError, errorText, type EvaluationUnavailable } from '@quadra/data';
import { messages, type TitledMessage } from '@quadra/domain';
import { buttonClassName, EmptyState } from '@quadra/ui';

const m = messages.evaluation;

/**
 * Why, as the spec titles it ('Acesso Negado', 'Avaliação Não Disponível'): the database's answer
 * (`unavailable`), or an error that is not one of them (a malformed id, the network).
 */
function titled(unavailable: EvaluationUnavailable | null, error: unknown): TitledMessage {
  const reason = unavailable?.reason ?? (error instanceof DbError ? error.message : null);
  // The database's own detail when it gives one (e.g. 'Só quem compareceu ao jogo pode avaliar.').
  for (const known of [m.accessDenied, m.notAvailable])
    if (reason === known.title) return { title: known.title, description: unavailable?.detail ?? known.description };
  if (unavailable) return { title: unavailable.reason, description: unavailable.detail ?? m.permissionError };
  return { title: messages.common.error, description: errorText(error, m.permissionError) };
}

/** Why this evaluation cannot be done, with the way back to my events. */
export function EvaluationBlocked({ unavailable = null, error }: { unavailable?: EvaluationUnavailable | null; error?: unknown }) {
  const { title, description } = titled(unavailable, error);
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        <Link to={paths.myEvents} className={buttonClassName({ variant: 'secondary' })}>
          {m.backToMyEvents}
        </Link>
      }
    />
  );
}
