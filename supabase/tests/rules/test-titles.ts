// Reads test files for the titles of their tests (vitest `it`/`test`, Playwright `test`) with the
// TypeScript parser, so a rule of rules.ts can name the test that covers it and the check can tell
// when that test was renamed or removed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** One test: its exact title and the source text of its call (title and body). */
export type FoundTest = { title: string; source: string };

const TEST_CALLS = new Set(['it', 'test', 'it.only', 'test.only', 'it.concurrent', 'test.concurrent']);

function calleeName(node: ts.Expression): string {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return `${calleeName(node.expression)}.${node.name.text}`;
  return '';
}

const cache = new Map<string, FoundTest[] | null>();

/** The tests of a file (path from the repository root), or null when there is no such file. */
export function testsOf(file: string): FoundTest[] | null {
  if (cache.has(file)) return cache.get(file)!;
  const full = path.join(REPO_ROOT, file);
  if (!fs.existsSync(full)) {
    cache.set(file, null);
    return null;
  }
  const text = fs.readFileSync(full, 'utf8');
  const source = ts.createSourceFile(full, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: FoundTest[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && TEST_CALLS.has(calleeName(node.expression))) {
      const [title] = node.arguments;
      if (title && (ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title))) {
        found.push({ title: title.text, source: node.getText(source) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  cache.set(file, found);
  return found;
}

/**
 * The names of the variables of a file (at any depth) whose initialiser holds `text` as a string
 * literal: a test may check its messages through a table (`const BAD = [[..., 'message']]`).
 */
export function variablesHolding(file: string, text: string): string[] {
  const full = path.join(REPO_ROOT, file);
  if (!fs.existsSync(full)) return [];
  const source = ts.createSourceFile(full, fs.readFileSync(full, 'utf8'), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const holds = (node: ts.Node): boolean =>
    ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && node.text === text) || (ts.forEachChild(node, holds) ?? false);
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && holds(node.initializer)) names.push(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** A reference 'path/from/root.test.ts › exact title', split in two. */
export function parseRef(ref: string): { file: string; title: string } {
  const at = ref.indexOf(' › ');
  return at < 0 ? { file: ref, title: '' } : { file: ref.slice(0, at), title: ref.slice(at + 3) };
}

/** Why a reference names no test, or null when it does (the test whose title it gives exists). */
export function missingTest(ref: string): string | null {
  const { file, title } = parseRef(ref);
  if (!title) return `'${ref}' is not 'path/from/repo/root.test.ts › exact test title'`;
  const tests = testsOf(file);
  if (!tests) return `${file} does not exist`;
  return tests.some((t) => t.title === title) ? null : `${file} has no test titled '${title}'`;
}

/** The source of the test a reference names (title and body), or null. */
export function testSource(ref: string): string | null {
  const { file, title } = parseRef(ref);
  return testsOf(file)?.find((t) => t.title === title)?.source ?? null;
}
