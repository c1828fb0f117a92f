import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Jwt } from '../auth/jwt.js';
import type { AuthCtx } from '../http/db.js';
import { HttpError } from '../http/errors.js';
import { checkToken } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    broadcaster?: AuthCtx;
  }
}

export type Broadcast = (auth: AuthCtx, topic: string, event: string, payload: Record<string, unknown> | Buffer, priv: boolean) => Promise<void>;

const str = { type: 'string' } as const;
type BatchBody = { messages: { topic: string; event: string; payload: Record<string, unknown>; private?: boolean }[] };
type OneParams = { topic: string; event: string };

/**
 * Realtime's REST broadcast: channel.send() when not joined posts a batch, channel.httpSend() one message.
 * The sender's token is checked first (401), then the shape (hosted answers a bad batch with its changeset errors, 422).
 */
export function broadcastRoutes(app: FastifyInstance, deps: { jwt: Jwt; broadcast: Broadcast }): void {
  const authenticate = async (req: FastifyRequest, reply: FastifyReply) => {
    const h = req.headers.authorization;
    const token = h && /^bearer\s+/i.test(h) ? h.replace(/^bearer\s+/i, '').trim() : ((req.headers.apikey as string | undefined) ?? '');
    const c = await checkToken(deps.jwt, token);
    if (!c.ok) return reply.code(401).send({ message: 'Unauthorized' });
    req.broadcaster = c.auth;
  };

  app.post<{ Body: BatchBody }>('/realtime/v1/api/broadcast', {
    preValidation: authenticate,
    schema: {
      body: {
        type: 'object',
        required: ['messages'],
        properties: {
          messages: {
            type: 'array', minItems: 1,
            items: { type: 'object', required: ['topic', 'event', 'payload'], properties: { topic: str, event: str, payload: { type: 'object' }, private: {} } },
          },
        },
      },
    },
    schemaErrorFormatter: () => new HttpError(422, { errors: { messages: ['is invalid'] } }),
  }, async (req, reply) => {
    for (const m of req.body.messages) await deps.broadcast(req.broadcaster!, m.topic, m.event, m.payload, m.private === true);
    return reply.code(202).send();
  });

  app.post<{ Params: OneParams; Querystring: { private?: string } }>('/realtime/v1/api/broadcast/:topic/events/:event', {
    preValidation: authenticate,
    schema: { params: { type: 'object', properties: { topic: str, event: str }, required: ['topic', 'event'] }, querystring: { type: 'object', properties: { private: str } } },
  }, async (req, reply) => {
    // JSON, or bytes (httpSend of an ArrayBuffer: application/octet-stream)
    const payload = req.body;
    if (!payload || typeof payload !== 'object') return reply.code(415).send({ message: 'Only JSON or binary payloads are supported here' });
    await deps.broadcast(req.broadcaster!, req.params.topic, req.params.event, payload as Record<string, unknown> | Buffer, req.query.private === 'true');
    return reply.code(202).send();
  });
}
