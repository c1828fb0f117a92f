import { paths } from '@quadra/contracts';
import { EmptyState, PageHeader } from '@quadra/ui';

/** Placeholder until the evaluation flow ships in this remote. */
export default function EvaluationPage() {
  return (
    <section>
      <PageHeader title="Avalie seu último jogo" backTo={paths.myEvents} />
      <EmptyState title="Em desenvolvimento" description="A avaliação de eventos chega em breve." />
    </section>
  );
}
