import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { buttonClassName, EmptyState, PageHeader } from '@quadra/ui';

export default function EventCreatedPage() {
  return (
    <section>
      <PageHeader title="Evento criado!" backTo={paths.events} />
      <EmptyState
        title="Seu evento está no ar"
        action={
          <Link to={paths.myEvents} className={buttonClassName()}>
            Ver meus eventos
          </Link>
        }
      />
    </section>
  );
}
