import { describe, expect, it } from 'vitest';
import { previewPng } from '../lib/preview-image.mjs';

// The link preview's image at its longest: a title of 100 characters and a place of 200, in pt-BR.
const LONGEST = {
  kicker: 'Futebol Society',
  title: 'Pelada de quinta-feira à noite no Ibirapuera com a galera do trabalho, do condomínio e da faculdade!!',
  lines: ['quinta-feira, 3 de dezembro de 2026 às 19:30 (horário de Fernando de Noronha)', 'Ç'.repeat(10) + ' Quadra do Parque São João, '.repeat(7)],
  highlight: 'Lotado · 12 na lista de espera',
  tone: 'full' as const,
};

describe('previewPng', () => {
  it('draws a 1200×630 PNG under 300 KB, also for the longest texts', async () => {
    const png = await previewPng(LONGEST);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeLessThan(300 * 1024);
  });

  it('draws other words as another image', async () => {
    const open = await previewPng({ ...LONGEST, highlight: 'Faltam 3 vagas', tone: 'open' });
    expect(open.equals(await previewPng(LONGEST))).toBe(false);
  });
});
