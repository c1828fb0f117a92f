import { renderToString } from 'react-dom/server';
import { renderHook } from '@testing-library/react';
import type { User } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { SessionProvider, SIGNED_OUT, useSession } from './session-store';

function Who() {
  const status = useSession((s) => s.status);
  const id = useSession((s) => s.user?.id ?? 'ninguém');
  return <p>{`${status}:${id}`}</p>;
}

const ana = { id: 'ana' } as User;

describe('SessionProvider', () => {
  it("gives a server render its own session and leaves the page's store as it was", () => {
    expect(useSession.getState().status).toBe('loading');
    expect(renderToString(<SessionProvider session={SIGNED_OUT}><Who /></SessionProvider>)).toBe('<p>signed-out:ninguém</p>');
    expect(useSession.getState().status).toBe('loading');
  });

  it('keeps two renders of one process apart, whatever their order', () => {
    const signedIn = { status: 'signed-in', session: null, user: ana } as const;
    expect(renderToString(<SessionProvider session={signedIn}><Who /></SessionProvider>)).toBe('<p>signed-in:ana</p>');
    expect(renderToString(<SessionProvider session={SIGNED_OUT}><Who /></SessionProvider>)).toBe('<p>signed-out:ninguém</p>');
    expect(renderToString(<Who />)).toBe('<p>loading:ninguém</p>');
  });

  it('refuses to sign a given session out: a server render cannot change it', async () => {
    const { result } = renderHook(() => useSession((s) => s.signOut), {
      wrapper: ({ children }) => <SessionProvider session={SIGNED_OUT}>{children}</SessionProvider>,
    });
    await expect(result.current()).rejects.toThrow('cannot change');
    expect(useSession.getState().status).toBe('loading');
  });
});
