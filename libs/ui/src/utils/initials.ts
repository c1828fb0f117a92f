/**
 * Initials of a name: first letter of the first and last words, upper-cased
 * ('Ana Maria Souza' -> 'AS', 'joão' -> 'J'). Empty or missing names give '?'.
 */
export function getInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].map((w) => (w ? Array.from(w)[0] ?? '' : ''));
  return letters.join('').toLocaleUpperCase('pt-BR');
}
