import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { buttonClassName, EmptyState, PageHeader } from '@quadra/ui';

interface Props {
  step: 1 | 2 | 3 | 4 | 5;
}

/** A step of the create-event wizard, until the wizard itself ships in this remote. */
export function WizardStepPlaceholder({ step }: Props) {
  const back = step === 1 ? paths.events : paths.createEvent((step - 1) as 1 | 2 | 3 | 4);
  const next = step === 5 ? null : paths.createEvent((step + 1) as 2 | 3 | 4 | 5);
  return (
    <section>
      <PageHeader title="Crie seu evento" subtitle={`Etapa ${step} de 5`} backTo={back} />
      <EmptyState
        title="Em desenvolvimento"
        description="A criação de eventos chega em breve."
        action={
          next ? (
            <Link to={next} className={buttonClassName({ variant: 'secondary' })}>
              Próxima etapa
            </Link>
          ) : undefined
        }
      />
    </section>
  );
}
