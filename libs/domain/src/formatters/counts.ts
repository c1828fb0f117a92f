import { LIMITS } from '../constants';

// Built on first use: constructing Intl objects costs start-up time on a phone.
let plural: Intl.PluralRules | undefined;

/** 'N noun' with pt-BR plural rules: '1 participante', '2 participantes'. */
export function countLabel(count: number, one: string, other: string): string {
  return `${count} ${(plural ??= new Intl.PluralRules('pt-BR')).select(count) === 'one' ? one : other}`;
}

/** Search rows and the participants footer: '1 participante', '7 participantes'. */
export function participantsLabel(count: number): string {
  return countLabel(count, 'participante', 'participantes');
}

/** Unread badge: null (hidden) at 0, the count up to 10, then '10+'. */
export function unreadBadgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > LIMITS.unreadBadgeMax ? `${LIMITS.unreadBadgeMax}+` : String(count);
}

/** Avatar initials: first letters of the first and last words, 'Ana Maria Souza' -> 'AS'. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}
