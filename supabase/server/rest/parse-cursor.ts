import { LIMITS, parseError } from './codes.js';

/** A name PostgREST reads without quotes. */
export const IDENT = /^[A-Za-z_\u00C0-\uFFFF][A-Za-z0-9_$\u00C0-\uFFFF]*$/;
const NAME_CHAR = /[A-Za-z0-9_$\u00C0-\uFFFF]/;

/** Reads one parameter's value left to right; errors name the parameter and the column, as PostgREST's do. */
export class Cursor {
  pos = 0;
  constructor(
    readonly text: string,
    readonly what: string,
  ) {}
  get done(): boolean {
    return this.pos >= this.text.length;
  }
  peek(n = 0): string {
    return this.text[this.pos + n] ?? '';
  }
  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }
  eat(s: string): boolean {
    if (!this.startsWith(s)) return false;
    this.pos += s.length;
    return true;
  }
  expect(s: string): void {
    if (!this.eat(s)) this.fail(`"${s}"`);
  }
  fail(expecting: string): never {
    const got = this.done ? 'end of input' : `"${this.peek()}"`;
    throw parseError(this.what, this.text, this.pos + 1, `unexpected ${got} expecting ${expecting}`);
  }
  failAt(details: string): never {
    throw parseError(this.what, this.text, this.pos + 1, details);
  }
  /** `"quoted"` (with \" and \\ escapes) or a run of name characters. */
  name(what: string): string {
    if (this.peek() === '"') return this.quoted();
    const start = this.pos;
    while (!this.done && NAME_CHAR.test(this.peek())) this.pos++;
    const n = this.text.slice(start, this.pos);
    if (!n) this.fail(what);
    if (n.length > 63 || !IDENT.test(n)) {
      this.pos = start;
      this.failAt(`invalid ${what} "${n.slice(0, 80)}"`);
    }
    return n;
  }
  quoted(): string {
    const start = this.pos;
    this.expect('"');
    let out = '';
    let from = this.pos;
    for (;;) {
      if (this.done) {
        this.pos = start;
        this.failAt('unterminated quoted name');
      }
      const ch = this.peek();
      if (ch === '\\') {
        out += this.text.slice(from, this.pos) + this.peek(1);
        this.pos += 2;
        from = this.pos;
        continue;
      }
      if (ch === '"') break;
      this.pos++;
    }
    out += this.text.slice(from, this.pos);
    this.pos++;
    if (!out || out.length > 63 || out.includes('\u0000')) this.failAt('invalid quoted name');
    return out;
  }
  depthCheck(depth: number): void {
    if (depth > LIMITS.MAX_NESTING) this.failAt(`nesting deeper than ${LIMITS.MAX_NESTING} levels`);
  }
}
