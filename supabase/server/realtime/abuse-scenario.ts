import type net from 'node:net';
import type pg from 'pg';
import WebSocket from 'ws';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { MAX_CHANNELS_PER_CLIENT } from './realtime.js';

/**
 * The realtime load scenario of issue 15 (used by limits.test.ts and `npm run bench:realtime`):
 * one socket floods thousands of joins and never reads, a few sockets sit at the channel cap without
 * reading, while an ordinary subscriber receives `changes` inserted rows. Loopback only, bounded loops.
 */
export type AbuseResult = { latencies: number[]; rssGrowthMb: number; abuserClosed: boolean };

const tcpOf = (ws: WebSocket) => (ws as unknown as { _socket: net.Socket })._socket;

/** Resolves once supabase-js reports SUBSCRIBED; rejects with the server's reason (or TIMED_OUT). */
export function subscribed(ch: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) => {
    ch.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
    });
  });
}

async function open(url: string): Promise<WebSocket> {
  const ws = new WebSocket(url);
  await new Promise((r, j) => {
    ws.once('open', r);
    ws.once('error', j);
  });
  return ws;
}

export async function runAbuseScenario(
  stack: { url: string; anonKey: string; pool: pg.Pool },
  viewer: SupabaseClient,
  creatorId: string,
  opts: { joins?: number; cappedSockets?: number; changes?: number } = {},
): Promise<AbuseResult> {
  const { joins = 5000, cappedSockets = 3, changes = 20 } = opts;
  const wsUrl = `${stack.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${stack.anonKey}&vsn=1.0.0`;
  const rssBefore = process.memoryUsage().rss;
  const config = { postgres_changes: [{ event: '*', schema: 'public', table: 'events' }] };
  const join = (ws: WebSocket, topic: string, ref: number) =>
    ws.send(JSON.stringify({ topic: `realtime:${topic}`, event: 'phx_join', payload: { config }, ref: String(ref), join_ref: String(ref) }));

  // the abuser: thousands of joins at once, and it never reads
  const abuser = await open(wsUrl);
  tcpOf(abuser).pause();
  let abuserClosed = false;
  abuser.once('close', () => (abuserClosed = true));
  for (let i = 0; i < joins; i++) join(abuser, `abuse:${i}`, i);

  // sockets within the limits (each at the channel cap) that stop reading once joined
  const capped: WebSocket[] = [];
  for (let s = 0; s < cappedSockets; s++) {
    const ws = await open(wsUrl);
    const last = String(MAX_CHANNELS_PER_CLIENT - 1);
    const joined = new Promise<void>((resolve) => ws.on('message', (d) => {
      if ((JSON.parse(String(d)) as { ref: string }).ref === last) resolve();
    }));
    for (let i = 0; i < MAX_CHANNELS_PER_CLIENT; i++) join(ws, `capped:${i}`, i);
    await joined;
    tcpOf(ws).pause();
    capped.push(ws);
  }

  const got = new Map<string, number>();
  const ch = viewer.channel(`viewer-${Date.now()}`).on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'events' }, (p) => {
    got.set(String((p.new as { title: string }).title), Date.now());
  });
  await subscribed(ch);
  const latencies: number[] = [];
  let rssGrowthMb = 0;
  try {
    for (let i = 0; i < changes; i++) {
      const title = `carga ${Date.now()} ${i}`;
      const sent = Date.now();
      await stack.pool.query(
        `insert into events (title, sport, creator_id, date, max_participants, details) values ($1, 'futebol', $2, current_date + 1, 10, $3)`,
        [title, creatorId, JSON.stringify({ text: 'y'.repeat(2000) })]);
      const until = Date.now() + 3000;
      while (!got.has(title) && Date.now() < until) await new Promise((r) => setTimeout(r, 2));
      latencies.push(got.has(title) ? got.get(title)! - sent : Infinity);
    }
    rssGrowthMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
    // let the abuser read again: a socket the server closed then reports it
    tcpOf(abuser).resume();
    await new Promise((r) => setTimeout(r, 200));
  } finally {
    abuser.terminate();
    for (const ws of capped) ws.terminate();
    await viewer.removeChannel(ch);
  }
  return { latencies, rssGrowthMb, abuserClosed };
}
