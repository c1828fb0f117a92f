import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { calendarOf, type CalendarEvent } from './ics.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[0-9a-f]{64}$/;

export type CalendarOptions = {
  /** the owner's pool: calendar_event and calendar_feed are service_role's only */
  admin: pg.Pool;
  /** where the app is, for the link back in each entry */
  appUrl: () => string;
};

/**
 * The calendar function, where a hosted project has an Edge Function named `calendar`:
 * - `GET /functions/v1/calendar/events/:id.ics` — 'Adicionar à agenda': one event, or its whole
 *   series; public like the event itself.
 * - `GET /functions/v1/calendar/feed/:token.ics` — 'Assinar minha agenda': the athlete's upcoming
 *   games. The token is the only key: 404 for an unknown or renewed one, and private caching.
 */
export function calendarRoutes(app: FastifyInstance, { admin, appUrl }: CalendarOptions): void {
  app.get<{ Params: { file: string } }>('/functions/v1/calendar/events/:file', async (request, reply) => {
    const id = request.params.file.replace(/\.ics$/, '');
    if (!UUID.test(id)) return reply.code(404).send({ message: 'Not found' });
    const { rows } = await admin.query<{ event: CalendarEvent | null }>('select public.calendar_event($1) as event', [id]);
    const event = rows[0]?.event;
    if (!event) return reply.code(404).send({ message: 'Not found' });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="evento.ics"')
      .header('Cache-Control', 'public, max-age=60')
      .send(calendarOf(event.title, [event], appUrl()).toString());
  });
  app.get<{ Params: { file: string } }>('/functions/v1/calendar/feed/:file', async (request, reply) => {
    const token = request.params.file.replace(/\.ics$/, '');
    const notFound = () => reply.code(404).header('Cache-Control', 'no-store').send({ message: 'Not found' });
    if (!TOKEN.test(token)) return notFound();
    const { rows } = await admin.query<{ events: CalendarEvent[] | null }>('select public.calendar_feed($1) as events', [token]);
    const events = rows[0]?.events;
    if (!events) return notFound();
    return reply
      .type('text/calendar; charset=utf-8')
      // One person's games: never in a shared cache; calendar apps poll, a few minutes' reuse is fine.
      .header('Cache-Control', 'private, max-age=300')
      .header('X-Robots-Tag', 'noindex')
      .header('Referrer-Policy', 'no-referrer')
      .send(calendarOf('Quadra — meus jogos', events, appUrl()).toString());
  });
}
