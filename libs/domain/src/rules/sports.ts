/** Spellings of another language or a long form that name a sport of SPORTS. */
const SYNONYMS: Record<string, string> = {
  tennis: 'tenis',
  voleibol: 'volei',
  pinguepongue: 'pingpong',
  tenisdemesa: 'pingpong',
};

/**
 * The key under which two sport names are the same sport: case, accents, spaces and punctuation
 * ignored, plus a few synonyms. Mirrors the database's `sport_name_key` (its unique index).
 */
export function sportKey(name: string | null | undefined): string {
  const key = (name ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return SYNONYMS[key] ?? key;
}
