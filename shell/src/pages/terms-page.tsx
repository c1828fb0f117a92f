import { messages } from '@quadra/domain';
import { LegalDocument } from './legal/legal-document';
import { TERMS_SECTIONS } from './legal/terms-text';

export default function TermsPage() {
  return <LegalDocument title={messages.account.security.terms} sections={TERMS_SECTIONS} />;
}
