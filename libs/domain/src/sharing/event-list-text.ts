import { eventWhen } from './event-when';
import { vacanciesLine } from './vacancies';

/** Someone on the list; `guestOf`: the name of who brought them, for a guest without an account. */
export interface ListedPerson {
  name: string;
  guestOf?: string | null;
}

/** A confirmed player; `paid`: their payment is confirmed (shown only where the event has a cost). */
export interface ConfirmedPlayer extends ListedPerson {
  paid: boolean;
}

/** What every shared form of an event says of it (its list, its link preview). */
export interface SharedEvent {
  title: string;
  /** 'yyyy-MM-dd' and 'HH:MM[:SS]': the wall clock of the event's place. */
  date: string;
  time: string;
  timeZone: string;
  location: string;
  /** 'active', 'paused', 'cancelled' or 'completed'. */
  status: string;
  maxParticipants: number | null;
}

/** The list as the group pastes it: plain data, so any source (guests included) can fill it. */
export interface EventListModel extends SharedEvent {
  hasCost: boolean;
  /** In the order they joined. */
  confirmed: ConfirmedPlayer[];
  /** In line order. */
  waiting: ListedPerson[];
  /** The event's address, as shared. */
  link: string;
}

const STATUS_LINES: Record<string, string> = {
  paused: '⏸️ Inscrições pausadas',
  cancelled: '❌ Evento cancelado',
  completed: '🏁 Evento encerrado',
};

const personName = ({ name, guestOf }: ListedPerson) => (guestOf ? `${name} (convidado de ${guestOf})` : name);

/**
 * The event's list in the form WhatsApp groups paste ('*…*' is bold there):
 *
 *     *Pelada de quinta*
 *     📅 quinta-feira, 3 de dezembro de 2026 às 19:30
 *     📍 Quadra do Parque
 *
 *     Confirmados (2/10):
 *     1. Ana ✅ 💰
 *     2. Bruno ✅
 *
 *     Lista de espera:
 *     1. Carla
 *
 *     Faltam 8 vagas
 *     🔗 https://…/event/…
 */
export function eventListText(list: EventListModel): string {
  const header = [`*${list.title.trim()}*`, `📅 ${eventWhen(list.date, list.time, list.timeZone)}`, `📍 ${list.location.trim()}`];
  const status = STATUS_LINES[list.status];
  if (status) header.push(status);
  const limit = list.maxParticipants === null ? '' : `/${list.maxParticipants}`;
  const confirmed = [
    `Confirmados (${list.confirmed.length}${limit}):`,
    ...(list.confirmed.length === 0
      ? ['Ninguém ainda']
      : list.confirmed.map((p, i) => `${i + 1}. ${personName(p)} ✅${list.hasCost && p.paid ? ' 💰' : ''}`)),
  ];
  const waiting = list.waiting.length > 0 ? [['Lista de espera:', ...list.waiting.map((p, i) => `${i + 1}. ${personName(p)}`)].join('\n')] : [];
  const footer = [vacanciesLine(list.confirmed.length, list.maxParticipants, list.waiting.length), `🔗 ${list.link}`];
  return [header.join('\n'), confirmed.join('\n'), ...waiting, footer.join('\n')].join('\n\n');
}
