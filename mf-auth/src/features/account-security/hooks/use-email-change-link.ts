import { useState } from 'react';
import { messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { linkFragment, linkRefused } from '../../auth/components/link-fragment';

const m = messages.account.emailLink;

/** GoTrue's message when the first of the two links is followed (supabase/CONTRACT.md, Auth). */
const FIRST_OF_TWO = /^Confirmation link accepted/;

/**
 * Where both e-mail change links land. The first brings a message (nothing changes yet), a
 * refused one an error, the second a session (auth-js takes it in and clears the fragment): then
 * the account's address is the new one.
 */
export function useEmailChangeLink() {
  const [fragment] = useState(linkFragment);
  const status = useSession((s) => s.status);
  const email = useSession((s) => s.user?.email ?? '');
  const signedIn = status === 'signed-in';
  let text: string | null;
  let failed = false;
  if (linkRefused(fragment)) {
    text = m.invalid;
    failed = true;
  } else if (FIRST_OF_TWO.test(fragment.get('message') ?? '')) text = m.firstAccepted;
  else if (status === 'loading') text = null;
  else text = signedIn && email ? m.done(email) : m.openLinks;
  return { text, failed, signedIn };
}
