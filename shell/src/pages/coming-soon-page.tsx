import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { EmptyState, PageHeader } from '@quadra/ui';

/** The shared body of the /map and /messages placeholders. */
export function ComingSoonPage({ title }: { title: string }) {
  const navigate = useNavigate();
  // Opened from a link: go back; opened directly (no history inside the app): go to the events.
  const back = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(paths.events));
  return (
    <>
      <PageHeader title={title} onBack={back} />
      <EmptyState title={messages.common.comingSoon} description="Estamos preparando esta novidade para você." />
    </>
  );
}
