import { messages } from '@quadra/domain';
import { LegalDocument } from './legal/legal-document';
import { PRIVACY_SECTIONS } from './legal/privacy-text';

export default function PrivacyPage() {
  return <LegalDocument title={messages.account.security.privacy} sections={PRIVACY_SECTIONS} />;
}
