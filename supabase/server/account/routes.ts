import type { FastifyInstance } from 'fastify';
import { handleDeleteAccount } from '../../functions/delete-account/handler.js';

export type AccountRoutesOptions = {
  /** this server's own URL: the function calls the public APIs, as the hosted Edge Function does */
  publicUrl: () => string;
  anonKey: string;
  serviceRoleKey: string;
};

/**
 * `POST /functions/v1/delete-account` — 'Excluir minha conta', where a hosted project has the Edge
 * Function of the same name: the same handler (supabase/functions/delete-account/handler.ts).
 */
export function accountRoutes(app: FastifyInstance, { publicUrl, anonKey, serviceRoleKey }: AccountRoutesOptions): void {
  app.post('/functions/v1/delete-account', async (request, reply) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
    headers.delete('content-length');
    const response = await handleDeleteAccount(
      new Request(`${publicUrl()}${request.url}`, { method: 'POST', headers, body: JSON.stringify(request.body ?? null) }),
      { supabaseUrl: publicUrl(), anonKey, serviceRoleKey },
    );
    return reply.code(response.status).type('application/json; charset=utf-8').send(await response.text());
  });
}
