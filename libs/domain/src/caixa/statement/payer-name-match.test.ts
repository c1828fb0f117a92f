import { describe, expect, it } from 'vitest';
import { payerNameFit } from './payer-name-match';

describe('payerNameFit', () => {
  it.each([
    ['JOAO DA SILVA', 'João da Silva'],
    ['joão da silva', 'JOAO DA SILVA'],
    ['JOAO SILVA', 'João da Silva'], // 'da' left out
    ['JOAO DA SILVA SAN', 'João da Silva Santos'], // cut short at the end
    ['JOAO S', 'João Silva'], // Itaú: the surname's initial
    ['JOAO P SILVA', 'João Pedro Silva'], // a middle initial
    ['JOAO PEDRO DA SILVA', 'João Silva'], // the member signed up with fewer names
    ['MARIA CONCEICAO ARAUJO', 'Maria Conceição Araújo'],
    ['GABRIEL', 'Gabriel'],
  ])('%s is %s', (payer, member) => {
    expect(payerNameFit(payer, member)).toBe('strong');
  });

  it.each([
    ['JOAO', 'João da Silva'], // the first name only
    ['JOAO PEREIRA', 'João da Silva'], // another João
    ['J SILVA', 'João Silva'], // an initial first name could be any Silva
    ['SILVA JOAO', 'João Silva'], // surname first: they share a word, no more
    ['MARIA SOUZA', 'Mariana Souza'], // a cut-off first name is another name
  ])('%s may be %s (weak)', (payer, member) => {
    expect(payerNameFit(payer, member)).toBe('weak');
  });

  it.each([
    ['PEDRO ALVES', 'João da Silva'],
    ['ARENA SOCIETY LTDA', 'Lucas Oliveira'],
    ['', 'João da Silva'],
    ['JO', 'João'], // too short to be a cut name
  ])('%s is not %s', (payer, member) => {
    expect(payerNameFit(payer, member)).toBe('none');
  });
});
