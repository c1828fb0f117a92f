import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { DbError, errorText } from '@quadra/data';
import { messages, type TitledMessage } from '@quadra/domain';
import { buttonClassName, EmptyState } from '@quadra/ui';

const m = messages.evaluation;

/** The database's refusal as the spec titles it ('Acesso Negado', 'Avaliação Não Disponível'). */
function titled(error: unknown): TitledMessage {
  if (error instanceof DbError) {
    // The database's own reason when it gives one (e.g. 'Só quem compareceu ao jogo pode avaliar.').
    for (const known of [m.accessDenied, m.notAvailable])
      if (error.message === known.title) return { title: known.title, description: error.details || known.description };
  }
  return { title: messages.common.error, description: errorText(error, m.permissionError) };
}

/** Why this evaluation cannot be done, with the way back to my events. */
export function EvaluationBlocked({ error }: { error: unknown }) {
  const { title, description } = titled(error);
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
