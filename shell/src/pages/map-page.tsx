import { messages } from '@quadra/domain';
import { ComingSoonPage } from './coming-soon-page';

export default function MapPage() {
  return <ComingSoonPage title={messages.placeholders.map} />;
}
