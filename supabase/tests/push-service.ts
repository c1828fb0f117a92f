// A push service for tests, on https://127.0.0.1 (its own self-signed certificate): it holds each
// device's P-256 key pair and auth secret as a browser would, checks the VAPID JWT of every push
// against the application server's public key (RFC 8292) and decrypts the body (RFC 8291,
// aes128gcm with `http_ece`). Nothing is mocked: the sender under test talks real HTTPS to it.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import https from 'node:https';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { decrypt } from 'http_ece';
import { importJWK, jwtVerify, type JWK } from 'jose';
import type { PushMessage } from '@quadra/jobs';

export type Received = { device: string; message: PushMessage; ttl: number; urgency: string | undefined; topic: string | undefined; at: number };
export type Answer = { status: number; delayMs?: number };
type Device = { ecdh: crypto.ECDH; auth: string; answer: Answer };

const b64url = (b: Buffer) => b.toString('base64url');

/** The raw P-256 point of a VAPID public key as a JWK, to verify the JWT with. */
function vapidJwk(publicKey: string): JWK {
  const raw = Buffer.from(publicKey, 'base64url');
  return { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) };
}

export class TestPushService {
  /** pushes accepted: answered 201 on a connection still open (a push service's acceptance) */
  readonly received: Received[] = [];
  /** requests refused, with the reason (a bad JWT, an undecryptable body, an unknown device) */
  readonly refused: string[] = [];
  /** requests that arrived, accepted or not */
  arrivals = 0;
  private readonly devices = new Map<string, Device>();
  private holdingFrom: number | null = null;
  private constructor(
    private readonly server: https.Server,
    readonly origin: string,
    /** the certificate a sender must trust (https.Agent ca, or NODE_EXTRA_CA_CERTS=caFile) */
    readonly ca: string,
    readonly caFile: string,
    private readonly vapidPublicKey: string,
  ) {}

  static async start(vapidPublicKey: string): Promise<TestPushService> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quadra-push-'));
    const [keyFile, certFile] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    await promisify(execFile)('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-keyout', keyFile, '-out', certFile, '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    ]);
    const [key, cert] = await Promise.all([fs.readFile(keyFile, 'utf8'), fs.readFile(certFile, 'utf8')]);
    const server = https.createServer({ key, cert });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    const service = new TestPushService(server, `https://127.0.0.1:${port}`, cert, certFile, vapidPublicKey);
    server.on('request', (req, res) => void service.handle(req, res));
    return service;
  }

  /** A new browser subscription (the PushSubscription JSON the app saves). */
  device(answer: Answer = { status: 201 }) {
    const id = crypto.randomUUID();
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = b64url(crypto.randomBytes(16));
    this.devices.set(id, { ecdh, auth, answer });
    const subscription = { endpoint: `${this.origin}/push/${id}`, expirationTime: null, keys: { p256dh: b64url(ecdh.getPublicKey()), auth } };
    return { id, subscription };
  }

  answer(device: string, answer: Answer) {
    this.devices.get(device)!.answer = answer;
  }

  of(device: string): Received[] {
    return this.received.filter((r) => r.device === device);
  }

  /** Waits (real time) until check() holds. */
  async until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
    for (const end = Date.now() + timeoutMs; !check(); ) {
      if (Date.now() > end) throw new Error(`push service: not in time (${this.received.length} received, refused: ${this.refused.join('; ') || 'none'})`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  /**
   * Requests from the `from`-th arrival on are never answered, until release(): a sender killed
   * meanwhile has pushes on the wire that were never accepted, whatever the machine's speed.
   */
  holdFrom(from: number): void {
    this.holdingFrom = from;
  }

  /** New requests are answered again (the held ones never are). */
  release(): void {
    this.holdingFrom = null;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) {
    const arrival = ++this.arrivals;
    const held = this.holdingFrom !== null && arrival >= this.holdingFrom;
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const refuse = (status: number, reason: string) => {
      this.refused.push(reason);
      res.writeHead(status).end(reason);
    };
    const device = this.devices.get(/^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '');
    if (!device || req.method !== 'POST') return refuse(404, `unknown subscription ${req.url}`);
    const id = req.url!.slice('/push/'.length);

    // RFC 8292: Authorization: vapid t=<JWT>, k=<the server's public key>
    const vapid = /^vapid t=([^,\s]+),\s*k=([^,\s]+)$/.exec(req.headers.authorization ?? '');
    if (!vapid) return refuse(401, `no vapid authorization: ${req.headers.authorization}`);
    if (vapid[2] !== this.vapidPublicKey) return refuse(403, 'k is not the application server key');
    try {
      const key = await importJWK(vapidJwk(this.vapidPublicKey), 'ES256');
      const { payload } = await jwtVerify(vapid[1] ?? '', key, { audience: this.origin, algorithms: ['ES256'] });
      if (!payload.sub || !payload.exp || payload.exp > Date.now() / 1000 + 24 * 3600) return refuse(403, `bad vapid claims ${JSON.stringify(payload)}`);
    } catch (e) {
      return refuse(403, `vapid jwt: ${(e as Error).message}`);
    }
    if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(415, `content-encoding ${req.headers['content-encoding']}`);
    let message: PushMessage;
    try {
      message = JSON.parse(decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth }).toString('utf8'));
    } catch (e) {
      return refuse(400, `decrypt: ${(e as Error).message}`);
    }
    const { status, delayMs = 0 } = device.answer;
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    if (held) {
      // Left unanswered until its connection ends (the sender killed, or stop()).
      await new Promise((resolve) => (req.socket.destroyed ? resolve(null) : req.socket.once('close', resolve)));
      return;
    }
    // The sender hung up (killed) before the answer: the push was never accepted.
    if (req.socket.destroyed) return;
    if (status === 201) {
      this.received.push({
        device: id, message, ttl: Number(req.headers.ttl), urgency: req.headers.urgency as string | undefined,
        topic: req.headers.topic as string | undefined, at: Date.now(),
      });
    }
    res.writeHead(status, status === 201 ? { location: `${this.origin}/message/${crypto.randomUUID()}` } : {}).end();
  }
}
