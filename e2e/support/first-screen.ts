/**
 * For the specs of server-rendered first screens: devices signed in (their session's cookie, the
 * way @supabase/ssr keeps it), documents opened until they carry their first screen, the same
 * device with JavaScript off (only what the server sent), and cookies with a forged token.
 */
import { createHmac } from 'node:crypto';
import { createChunks, stringFromBase64URL, stringToBase64URL } from '@supabase/ssr';
import type { Browser, BrowserContext } from '@playwright/test';
import { expect, type Page } from './fixtures';
import { loginAs, settled } from './helpers';
import { stack } from './stack-env';

export const cookieName = () => `sb-${new URL(stack.apiUrl).hostname.split('.')[0]}-auth-token`;
/** The local backend's JWT secret (the Supabase CLI's, supabase/server/auth/jwt.ts): to sign an expired token. */
export const CLI_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/**
 * A device where `email` signed in and opened /events once: the app has written the session's
 * cookie (auth-js writes it with the session). The context stays open, JavaScript on.
 */
export async function signedInDevice(browser: Browser, email: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: stack.baseUrl });
  const page = await context.newPage();
  await loginAs(page, email);
  await page.goto('/events');
  await settled(page);
  await expect.poll(async () => (await context.cookies()).some((c) => c.name.startsWith(cookieName())), { timeout: 20_000 }).toBe(true);
  await page.close();
  return context;
}

const SCREEN_MARK = '<div id="first-screen"';

/**
 * Asks for `path` until the document as sent carries its server-rendered screen: the shell's server
 * waits for the remote's render at most 400 ms, and on a busy machine the first ones can be later
 * (the document then comes as before, splash then app). Returns the last answer.
 */
async function untilScreen<T>(path: string, ask: () => Promise<{ answer: T; html: string }>): Promise<T> {
  let answer!: T;
  await expect
    .poll(
      async () => {
        const got = await ask();
        answer = got.answer;
        return got.html.includes(SCREEN_MARK);
      },
      { timeout: 30_000, message: `${path} never came with its first screen` },
    )
    .toBe(true);
  return answer;
}

/** Opens `path` in the page until its document carries its first screen; returns that response. */
export function openWithScreen(page: Page, path: string) {
  return untilScreen(path, async () => {
    const response = await page.goto(path);
    // The document as sent: with JavaScript on, the app may already have taken its place.
    return { answer: response!, html: (await response?.text()) ?? '' };
  });
}

/** A document of `path` carrying its first screen, fetched with the context's cookies (no page opened). */
export function documentWithScreen(page: Page, path: string) {
  return untilScreen(path, async () => {
    const html = await (await page.request.get(path)).text();
    return { answer: html, html };
  });
}

/** The same device with JavaScript off: only what the server sent is on screen. */
export async function withoutScript(browser: Browser, device: BrowserContext): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: stack.baseUrl, javaScriptEnabled: false, storageState: await device.storageState(), viewport: { width: 390, height: 844 } });
  return { context, page: await context.newPage() };
}

/** The session's cookie with its access token replaced, written as @supabase/ssr writes it. */
export async function cookieWithToken(device: BrowserContext, token: (session: { access_token: string }) => string) {
  const chunks = (await device.cookies()).filter((c) => c.name === cookieName() || c.name.startsWith(`${cookieName()}.`));
  const ordered = chunks.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  const session = JSON.parse(stringFromBase64URL(ordered.map((c) => c.value).join('').slice('base64-'.length))) as { access_token: string };
  const value = `base64-${stringToBase64URL(JSON.stringify({ ...session, access_token: token(session) }))}`;
  const url = stack.baseUrl;
  return createChunks(cookieName(), value).map((c) => ({ name: c.name, value: c.value, url }));
}

export function signHs256(claims: Record<string, unknown>, secret: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

export const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/**
 * Documents without their server-rendered screen, as when the server could not render it in time
 * (or its own read of the API failed): the app starts from the splash and asks the API for the
 * page's data itself, which a test can then hold or fail.
 */
export async function withoutFirstScreen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver(() => document.getElementById('first-screen')?.remove()).observe(document, { childList: true, subtree: true });
  });
}
