import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Page } from '@playwright/test';
import { checkScreen, screenArrived } from './axe';
import { test } from './fixtures';
import { saveScreenshot } from './screenshots';
import { stack } from './stack-env';

/**
 * Demo users of supabase/seed.sql (see supabase/CONTRACT.md): the specs rely on the seed's users,
 * events and ids. An environment seeded with other passwords gives its own: QUADRA_E2E_PASSWORD.
 */
export const DEMO_PASSWORD = process.env.QUADRA_E2E_PASSWORD ?? 'Quadra123';
export const DEMO_USERS = {
  ana: 'ana@quadra.dev',
  bruno: 'bruno@quadra.dev',
  carla: 'carla@quadra.dev',
} as const;

/** Opens a path of the shell and waits until no section is still loading. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
}

/**
 * Waits until the app's screen has arrived (see screenArrived), then checks it with axe (any
 * violation fails the test at its end). One still without a heading after `timeout` is judged as
 * it is (axe then reports it).
 */
export async function settled(page: Page, timeout = 10_000): Promise<void> {
  await screenArrived(page, timeout);
  await checkScreen(page);
}

/** Saves a named screenshot of the current screen (in addition to the automatic ones). */
export async function snap(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, test.info(), name);
}

/** A Supabase client for Node against the e2e backend (anon key, or service role). */
export function apiClient(role: 'anon' | 'service_role' = 'anon') {
  return createClient(stack.apiUrl, role === 'anon' ? stack.anonKey : stack.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket; supabase-js builds its realtime client eagerly.
    realtime: { transport: WebSocket as never },
  });
}

/** The key supabase-js uses in localStorage for this API URL. */
function storageKey(): string {
  return `sb-${new URL(stack.apiUrl).hostname.split('.')[0]}-auth-token`;
}

/**
 * Signs in without the UI (fast): gets a session from the API and plants it in localStorage
 * before the app starts. Use the real login form in the auth specs instead.
 */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<{ userId: string; accessToken: string }> {
  const client = apiClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`loginAs(${email}) failed: ${error?.message ?? 'no session'}`);
  const key = storageKey();
  const value = JSON.stringify(data.session);
  await page.addInitScript(
    ([k, v]) => {
      // Only on first load of the test: a later signOut in the app must stick.
      if (!sessionStorage.getItem('quadra-e2e-login')) {
        localStorage.setItem(k, v);
        sessionStorage.setItem('quadra-e2e-login', '1');
      }
    },
    [key, value] as const,
  );
  return { userId: data.session.user.id, accessToken: data.session.access_token };
}

/** Messages of the local mailbox for an address, newest first. */
export async function mailbox(to: string): Promise<Array<Record<string, unknown>>> {
  const res = await fetch(`${stack.mailboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`mailbox: HTTP ${res.status}`);
  const body = (await res.json()) as unknown;
  return Array.isArray(body) ? body : ((body as { messages?: Array<Record<string, unknown>> }).messages ?? []);
}

/** A fresh e-mail address no test has used. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}
