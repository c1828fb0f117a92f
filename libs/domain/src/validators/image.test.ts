import { describe, expect, it } from 'vitest';
import { fileExtension, validateImageFile } from './image';

const MB = 1024 * 1024;

describe('image upload', () => {
  it.each([
    ['foto.jpg', 'image/jpeg'],
    ['foto.JPEG', 'image/jpeg'],
    ['foto.png', 'image/png'],
    ['foto.webp', 'image/webp'],
  ])('accepts %s', (name, type) => {
    expect(validateImageFile({ name, type, size: MB })).toEqual([]);
  });
  it('refuses other types', () => {
    expect(validateImageFile({ name: 'foto.gif', type: 'image/gif', size: MB })).toEqual([
      'Formato de arquivo não permitido. Use JPG, PNG ou WebP.',
    ]);
    expect(validateImageFile({ name: 'foto.png', type: 'text/plain', size: MB })).toEqual([
      'Formato de arquivo não permitido. Use JPG, PNG ou WebP.',
    ]);
  });
  it('accepts exactly 5 MB and refuses more', () => {
    expect(validateImageFile({ name: 'a.png', type: 'image/png', size: 5 * MB })).toEqual([]);
    expect(validateImageFile({ name: 'a.png', type: 'image/png', size: 5 * MB + 1 })).toEqual(['Arquivo muito grande. Máximo 5MB.']);
  });
  it('refuses executable-like names, even behind an image extension', () => {
    expect(validateImageFile({ name: 'virus.exe', type: 'image/png', size: 10 })).toEqual(['Tipo de arquivo não permitido por segurança.']);
    expect(validateImageFile({ name: 'foto.php.jpg', type: 'image/jpeg', size: 10 })).toEqual([
      'Tipo de arquivo não permitido por segurança.',
    ]);
  });
  it('reads the extension', () => {
    expect(fileExtension('Foto.Final.PNG')).toBe('png');
    expect(fileExtension('semextensao')).toBe('');
  });
});
