/**
 * Small Portuguese profanity/spam filter. Text is lowercased, accents and punctuation removed;
 * PARTIAL terms match inside any word, WHOLE terms only as a whole word (they are short or occur
 * inside harmless words, e.g. 'puta' in 'computador'), phrases match as consecutive words.
 */

const PARTIAL = [
  'porra',
  'caralh',
  'merda',
  'foda',
  'fuder',
  'foder',
  'buceta',
  'bosta',
  'cacete',
  'arrombad',
  'desgracad',
  'vagabund',
  'idiota',
  'imbecil',
  'otari',
  'babaca',
  'cretino',
  'cuzao',
  'putaria',
  'bitcoin',
  'forex',
  'criptomoeda',
];

const WHOLE = ['puta', 'puto', 'cu', 'fdp', 'pqp', 'vsf', 'vtnc', 'krl', 'burro', 'burra'];

const PHRASES = [
  'filho da puta',
  'vai tomar no cu',
  'ganhe dinheiro',
  'dinheiro facil',
  'renda extra',
  'clique aqui',
  'trabalhe em casa',
];

/** Lowercase, no accents, punctuation removed (so 'p.o.r.r.a' reads 'porra'), single spaces. */
export function normalizeForFilter(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function containsProfanity(text: string | null | undefined): boolean {
  if (!text) return false;
  const normalized = normalizeForFilter(text);
  if (!normalized) return false;
  const words = normalized.split(' ');
  if (words.some((word) => WHOLE.includes(word) || PARTIAL.some((term) => word.includes(term)))) return true;
  const padded = ` ${normalized} `;
  return PHRASES.some((phrase) => padded.includes(` ${phrase} `));
}

/** 'O nome contém linguagem inapropriada. ...'; the label names the field (e.g. 'nome do evento'). */
export function profanityMessage(label = 'nome'): string {
  return `O ${label} contém linguagem inapropriada. Por favor, mantenha um ambiente respeitoso.`;
}
