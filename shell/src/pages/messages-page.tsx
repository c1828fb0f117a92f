import { messages } from '@quadra/domain';
import { ComingSoonPage } from './coming-soon-page';

export default function MessagesPage() {
  return <ComingSoonPage title={messages.placeholders.messages} />;
}
