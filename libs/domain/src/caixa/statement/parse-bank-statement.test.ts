import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBankStatement } from './parse-bank-statement';
import type { StatementCredit } from './statement-credit';
import { statementMessages } from './statement-messages';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const credits = (name: string): StatementCredit[] => {
  const reading = parseBankStatement(fixture(name), name);
  if (!reading.ok) throw new Error(`${name}: ${reading.message}`);
  return reading.credits;
};
const summary = (list: StatementCredit[]) => list.map(({ postedOn, amountCents, payerName }) => [postedOn, amountCents, payerName]);

describe('parseBankStatement: OFX', () => {
  it('reads an OFX 1.x SGML statement in Windows-1252 (Banco do Brasil): only the credits, accents intact, cents exact', () => {
    const read = credits('bb-ofx1-sgml-latin1.ofx');
    expect(summary(read)).toEqual([
      ['2026-11-05', 8000, 'JOÃO DA SILVA'],
      ['2026-11-07', 123456, 'MARIA CONCEIÇÃO ARAÚJO'],
      ['2026-11-10', 1, 'RENDIMENTO POUPANÇA'],
    ]);
    expect(read[0]).toMatchObject({
      bankId: 'ofx:001/98765-4:20261105001',
      memo: 'Pix - Recebido 05/11 10:22 00012345678 JOÃO DA SILVA',
      txid: null,
    });
  });

  it('reads an OFX 2.x XML statement in UTF-8 (Nubank): the payer out of the memo, a txid when the line has one', () => {
    const read = credits('nubank-ofx2-xml-utf8.ofx');
    expect(summary(read)).toEqual([
      ['2026-11-03', 8000, 'JOSÉ CARLOS PEREIRA'],
      ['2026-11-04', 16000, 'ANA BEATRIZ SOUZA'],
      ['2026-11-08', 99999999, 'PATROCINADOR ESPORTES LTDA'],
    ]);
    expect(read.map((credit) => credit.txid)).toEqual([null, 'QCM2026110A1B2C3D4E5F4A', null]);
    expect(read[0]?.bankId).toBe('ofx:0260/1234567-8:6543a1b2-0f1e-4c2d-9b8a-7f6e5d4c3b2a');
  });

  it('reads the same SGML statement whether the bank wrote it in Windows-1252 or UTF-8', () => {
    const latin1 = fixture('bb-ofx1-sgml-latin1.ofx');
    const utf8 = new TextEncoder().encode(new TextDecoder('windows-1252').decode(latin1));
    expect(parseBankStatement(utf8, 'extrato.ofx')).toEqual(parseBankStatement(latin1, 'extrato.ofx'));
  });

  it('gives the same bank ids on every upload of the same file, and a repeated FITID its own', () => {
    const twice = new TextDecoder('windows-1252')
      .decode(fixture('bb-ofx1-sgml-latin1.ofx'))
      .replace('<FITID>20261107001', '<FITID>20261105001');
    const read = parseBankStatement(new TextEncoder().encode(twice), 'extrato.ofx');
    expect(read.ok && read.credits.map((credit) => credit.bankId)).toEqual([
      'ofx:001/98765-4:20261105001',
      'ofx:001/98765-4:20261105001#2',
      'ofx:001/98765-4:20261110001',
    ]);
    expect(credits('bb-ofx1-sgml-latin1.ofx')).toEqual(credits('bb-ofx1-sgml-latin1.ofx'));
  });

  it('takes a positive amount written with a debit type as a debit, and a comma decimal as cents', () => {
    const text = new TextDecoder('windows-1252')
      .decode(fixture('bb-ofx1-sgml-latin1.ofx'))
      .replace('<TRNAMT>80.00', '<TRNAMT>80,5')
      .replace('<TRNTYPE>CREDIT\r\n<DTPOSTED>20261107', '<TRNTYPE>PAYMENT\r\n<DTPOSTED>20261107');
    const read = parseBankStatement(new TextEncoder().encode(text), 'extrato.ofx');
    expect(read.ok && summary(read.credits)).toEqual([
      ['2026-11-05', 8050, 'JOÃO DA SILVA'],
      ['2026-11-10', 1, 'RENDIMENTO POUPANÇA'],
    ]);
  });
});

describe('parseBankStatement: CSV', () => {
  it('reads Itaú (semicolons, Latin-1, balance lines skipped, the name cut short), identical lines apart', () => {
    const read = credits('itau-extrato.csv');
    expect(summary(read)).toEqual([
      ['2026-11-05', 8000, 'JOAO S'],
      ['2026-11-09', 2000, 'MARCOS'],
      ['2026-11-09', 2000, 'MARCOS'],
    ]);
    expect(read[2]?.bankId).toBe(`${read[1]?.bankId}#2`);
  });

  it('reads Bradesco (account line above the header, Crédito/Débito columns, the payer on the row below, a total row)', () => {
    expect(summary(credits('bradesco-extrato.csv'))).toEqual([
      ['2026-11-05', 8000, 'LUCAS OLIVEIRA'],
      ['2026-11-12', 123456, 'FERNANDA COSTA'],
    ]);
  });

  it('reads Nubank (commas, dot decimals, its own line ids)', () => {
    const read = credits('nubank-extrato.csv');
    expect(summary(read)).toEqual([
      ['2026-11-03', 8000, 'JOSÉ CARLOS PEREIRA'],
      ['2026-11-07', 2000, 'RAFAELA LIMA'],
    ]);
    expect(read[0]?.bankId).toBe('csv:2026-11-03:8000:6543a1b2-0f1e-4c2d-9b8a-7f6e5d4c3b2a');
  });

  it('reads Inter (account lines first, Histórico and Descrição, the key prefix taken off the payer)', () => {
    expect(summary(credits('inter-extrato.csv'))).toEqual([['2026-11-05', 8000, 'GABRIEL ALVES']]);
  });

  // Shapes written inline: one credit (João's R$ 80,00 Pix on 5 Nov) among a debit and balance lines.
  it.each([
    [
      'Banco do Brasil (quoted, commas, Lançamento + Detalhes, an Entrada/Saída column, the day\'s balance)',
      [
        '"Data","Lançamento","Detalhes","N° documento","Valor","Tipo Lançamento"',
        '"05/11/2026","Pix - Recebido","05/11 10:22 00012345678 JOAO DA SILVA","110522","80,00","Entrada"',
        '"06/11/2026","Pix - Enviado","06/11 19:40 ARENA SOCIETY LTDA","220611","300,00","Saída"',
        '"30/11/2026","Saldo do dia","","","1.320,00",""',
      ],
      'csv:2026-11-05:8000:110522',
    ],
    [
      'Santander (Crédito and Débito columns, a status column)',
      [
        'Data;Descrição;Docto;Situação;Crédito (R$);Débito (R$);Saldo (R$)',
        '05/11/2026;PIX RECEBIDO JOAO DA SILVA;123456;Efetivado;80,00;;1.080,00',
        '06/11/2026;PIX ENVIADO ARENA SOCIETY;234567;Efetivado;;-300,00;780,00',
      ],
      'csv:2026-11-05:8000:123456',
    ],
    [
      'Caixa (quoted, yyyymmdd days, a C/D column)',
      [
        '"Conta";"Data_Mov";"Nr_Doc";"Historico";"Valor";"Deb_Cred"',
        '"0000123456789";"20261105";"051022";"CRED PIX JOAO DA SILVA";"80.00";"C"',
        '"0000123456789";"20261106";"061940";"PAG BOLETO";"300.00";"D"',
      ],
      'csv:2026-11-05:8000:051022',
    ],
  ])('reads %s', (_shape, lines, bankId) => {
    const read = parseBankStatement(new TextEncoder().encode(lines.join('\r\n')), 'extrato.csv');
    expect(read.ok && summary(read.credits)).toEqual([['2026-11-05', 8000, 'JOAO DA SILVA']]);
    expect(read.ok && read.credits[0]?.bankId).toBe(bankId);
  });
});

describe('parseBankStatement: files it refuses, with the pt-BR message and nothing read', () => {
  it.each([
    ['malformed-cut.ofx', statementMessages.unreadable],
    ['empty.ofx', statementMessages.empty],
    ['not-a-statement.csv', statementMessages.notAStatement],
  ])('%s', (name, message) => {
    expect(parseBankStatement(fixture(name), name)).toEqual({ ok: false, message });
  });

  it('refuses a file of blanks, a binary file, and a CSV whose dated line has no readable amount', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(parseBankStatement(bytes(' \r\n\t'), 'extrato.csv')).toEqual({ ok: false, message: statementMessages.empty });
    expect(parseBankStatement(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0xfe, 0x10]), 'extrato.pdf')).toEqual({
      ok: false,
      message: statementMessages.notAStatement,
    });
    expect(parseBankStatement(bytes('Data;Descrição;Valor\n05/11/2026;PIX RECEBIDO JOAO;oitenta\n'), 'extrato.csv')).toEqual({
      ok: false,
      message: statementMessages.notAStatement,
    });
  });

  it('refuses an OFX with a transaction whose amount or day cannot be read, instead of reading half of it', () => {
    const text = new TextDecoder('windows-1252').decode(fixture('bb-ofx1-sgml-latin1.ofx')).replace('<TRNAMT>1234.56', '<TRNAMT>mil');
    expect(parseBankStatement(new TextEncoder().encode(text), 'extrato.ofx')).toEqual({ ok: false, message: statementMessages.unreadable });
  });
});
