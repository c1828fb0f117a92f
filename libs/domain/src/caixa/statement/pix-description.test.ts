import { describe, expect, it } from 'vitest';
import { payerNameFrom, txidFrom } from './pix-description';

describe('payerNameFrom', () => {
  it.each([
    ['Nubank', 'Transferência recebida pelo Pix - JOÃO DA SILVA - •••.123.456-•• - BCO DO BRASIL S.A. (0001) Agência: 1 Conta: 2-3', 'JOÃO DA SILVA'],
    ['Inter', 'Pix recebido: "Cp :00000000-FULANO DE TAL"', 'FULANO DE TAL'],
    ['Inter, quotes lost', 'Pix recebido - Cp :00000000-FULANO DE TAL', 'FULANO DE TAL'],
    ['BB', 'Pix - Recebido 05/11 10:22 00012345678 JOAO DA SILVA', 'JOAO DA SILVA'],
    ['Itaú', 'PIX TRANSF JOAO S05/11', 'JOAO S'],
    ['Bradesco', 'TRANSFERENCIA PIX REM: JOAO DA SILVA 05/11', 'JOAO DA SILVA'],
    ['Santander', 'PIX RECEBIDO - JOAO DA SILVA', 'JOAO DA SILVA'],
    ['Caixa', 'CRED PIX JOAO DA SILVA', 'JOAO DA SILVA'],
    ['a quoted name', 'Pix recebido: "Maria Conceição Araújo"', 'Maria Conceição Araújo'],
    ['a TED', 'TED RECEBIDA 237 0001 PEDRO HENRIQUE', 'PEDRO HENRIQUE'],
  ])('%s', (_bank, text, name) => {
    expect(payerNameFrom(text)).toBe(name);
  });

  it('finds no name in a line that has none', () => {
    expect(payerNameFrom('PIX RECEBIDO')).toBeNull();
    expect(payerNameFrom('CRED PIX 05/11 123456')).toBeNull();
    expect(payerNameFrom('')).toBeNull();
  });
});

describe('txidFrom', () => {
  it('finds a labelled txid or one of Quadra\'s charge txids, else nothing', () => {
    expect(txidFrom('Pix recebido - JOAO - TXID: ABC123xyz')).toBe('ABC123xyz');
    expect(txidFrom('Pix recebido JOAO txid=QCD202611290A1B2C3D4E5F4A')).toBe('QCD202611290A1B2C3D4E5F4A');
    expect(txidFrom('PIX RECEBIDO QCM2026110A1B2C3D4E5F4A JOAO')).toBe('QCM2026110A1B2C3D4E5F4A');
    expect(txidFrom('PIX RECEBIDO JOAO DA SILVA 05/11')).toBeNull();
  });
});
