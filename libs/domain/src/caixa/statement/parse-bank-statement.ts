import { decodeStatementText } from './decode-text';
import { parseCsvCredits } from './parse-csv';
import { looksLikeOfx, parseOfxCredits } from './parse-ofx';
import type { StatementReading } from './statement-credit';
import { statementMessages } from './statement-messages';

/**
 * The credits (money in) of a statement file a Brazilian bank exports: OFX 1.x/2.x or CSV, Latin-1 or
 * UTF-8. Never throws: a file it cannot read whole is refused with the pt-BR message to show.
 * Read in memory and discarded; the caller keeps only the matched credits.
 */
export function parseBankStatement(bytes: Uint8Array, fileName: string): StatementReading {
  try {
    const text = decodeStatementText(bytes);
    if (text.trim() === '') return { ok: false, message: statementMessages.empty };
    const ofx = looksLikeOfx(text) || /\.(?:ofx|qfx)$/i.test(fileName);
    const credits = ofx ? parseOfxCredits(text) : parseCsvCredits(text);
    if (credits === null) return { ok: false, message: ofx ? statementMessages.unreadable : statementMessages.notAStatement };
    return { ok: true, credits };
  } catch {
    // A bug in a library must not reach the admin as a crash: the file is refused like a bad one.
    return { ok: false, message: statementMessages.unreadable };
  }
}
