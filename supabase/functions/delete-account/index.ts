// The hosted Edge Function `delete-account` (Deno): deploy with `supabase functions deploy delete-account`
// (JWT verification on: only a signed-in caller reaches it). The work is in handler.ts, shared with the
// local server. CORS as the browser app needs it.
import { handleDeleteAccount } from './handler.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): void;
};

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS });
  const response = await handleDeleteAccount(request, {
    supabaseUrl: Deno.env.get('SUPABASE_URL') ?? '',
    anonKey: Deno.env.get('SUPABASE_ANON_KEY') ?? '',
    serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  });
  for (const [name, value] of Object.entries(CORS)) response.headers.set(name, value);
  return response;
});
