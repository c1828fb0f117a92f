import { messages } from '@quadra/domain';
import { ComingSoonPage } from './coming-soon-page';

export default function ClubsPage() {
  return <ComingSoonPage title={messages.placeholders.clubs} />;
}
