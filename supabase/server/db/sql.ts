/** SQL text helpers shared by REST, storage and realtime. Values always go as bound parameters; names through these. */

/** A quoted identifier: `a"b` → `"a""b"`. */
export const qi = (name: string): string => `"${name.replace(/"/g, '""')}"`;
