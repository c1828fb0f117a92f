/**
 * Signs a demo athlete in without the UI: asks the auth API for a session with plain fetch and
 * plants it in localStorage before the app starts, as supabase-js would have stored it.
 * (The shared `loginAs` builds a supabase-js client, which needs a WebSocket on Node 20.)
 */
import type { Page } from '@playwright/test';
import { stack } from '../../support/stack-env';

export async function signIn(page: Page, email: string, password = 'Quadra123'): Promise<void> {
  const res = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`signIn(${email}): HTTP ${res.status} ${await res.text()}`);
  const session = (await res.json()) as { expires_in: number; expires_at?: number };
  session.expires_at ??= Math.floor(Date.now() / 1000) + session.expires_in;
  const key = `sb-${new URL(stack.apiUrl).hostname.split('.')[0]}-auth-token`;
  await page.addInitScript(
    ([k, v]) => {
      // Only on the first load of the test, so a later sign-out in the app sticks.
      if (!sessionStorage.getItem('quadra-e2e-events-login')) {
        localStorage.setItem(k, v);
        sessionStorage.setItem('quadra-e2e-events-login', '1');
      }
    },
    [key, JSON.stringify(session)] as const,
  );
}
