/**
 * How well the payer name a bank wrote fits a member's name. Banks upper-case, drop accents, cut names
 * short ('JOAO DA SILVA SAN'), abbreviate ('JOAO S', 'M. SOUZA') and leave out middle names; members
 * sign up with accents, lower case and sometimes fewer names than their documents carry.
 *
 * - 'strong': the first names fit, and every word of the shorter name fits a word of the longer one,
 *   in order (at least two words, or both names one same word).
 * - 'weak': they share a word (the first name, or a surname of 3+ letters), nothing more.
 * - 'none'.
 * A word fits another when equal, when one is the other's initial, or when one (3+ letters) begins
 * the other — cut short by the bank or written in full.
 */
export type NameFit = 'strong' | 'weak' | 'none';

// 'da', 'de', 'do', 'das', 'dos', 'e': left out or kept at will.
const PARTICLES = new Set(['da', 'de', 'do', 'das', 'dos', 'e', 'd']);

export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .split(' ')
    .filter((word) => word !== '' && !PARTICLES.has(word));
}

/**
 * A payer's word fits a member's word when equal or when either is the other's initial; the payer's
 * last word may also be cut short (3+ letters), as banks cut a long name at the end. 'MARIA' never
 * fits 'Mariana' elsewhere: they are different names.
 */
function wordsFit(payerWord: string, memberWord: string, payerWordIsLast: boolean): boolean {
  if (payerWord === memberWord) return true;
  if (payerWord.length === 1 || memberWord.length === 1) return memberWord[0] === payerWord[0];
  return payerWordIsLast && payerWord.length >= 3 && memberWord.startsWith(payerWord);
}

/** Whether every word of the shorter side fits a word of the other side, in order. */
function fitsInOrder(payer: readonly string[], member: readonly string[]): boolean {
  const payerShorter = payer.length <= member.length;
  const [shorter, longer] = payerShorter ? [payer, member] : [member, payer];
  let at = 0;
  for (const [index, word] of shorter.entries()) {
    const fits = (other: string) =>
      payerShorter
        ? wordsFit(word, other, index === payer.length - 1)
        : wordsFit(other, word, at === payer.length - 1);
    while (at < longer.length && !fits(longer[at] ?? '')) at++;
    if (at === longer.length) return false;
    at++;
  }
  return true;
}

export function payerNameFit(payerName: string, memberName: string): NameFit {
  const payer = nameWords(payerName);
  const member = nameWords(memberName);
  const [firstPayer, firstMember] = [payer[0], member[0]];
  if (firstPayer === undefined || firstMember === undefined) return 'none';
  // The first name is never an initial here: 'J SILVA' could be anyone of the Silvas.
  const firstFit = firstPayer.length > 1 && firstMember.length > 1 && wordsFit(firstPayer, firstMember, payer.length === 1);
  const enoughWords = Math.min(payer.length, member.length) >= 2 || payer.length === member.length;
  if (firstFit && enoughWords && fitsInOrder(payer.slice(1), member.slice(1))) return 'strong';
  if (firstFit) return 'weak';
  return payer.some((word) => word.length >= 3 && member.includes(word)) ? 'weak' : 'none';
}
