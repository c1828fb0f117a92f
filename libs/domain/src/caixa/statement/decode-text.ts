const BOM = '\uFEFF';

/**
 * The file's bytes as text. Brazilian banks write OFX 1.x in Windows-1252 (CHARSET:1252, often with
 * ENCODING:USASCII although the names carry accents) and CSVs in Latin-1 or UTF-8, and their headers
 * are not always true: so the bytes decide. Valid UTF-8 is read as UTF-8 (Latin-1 text with accents is
 * practically never valid UTF-8); anything else as Windows-1252, a superset of Latin-1's letters.
 */
export function decodeStatementText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.startsWith(BOM) ? text.slice(1) : text;
}
