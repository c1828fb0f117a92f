/**
 * The shell's document as a template with named slots: its index.html, written by the build with
 * `<!--slot:NAME-->` where each request's parts go (scripts/build/rsbuild-app.ts), and the app's
 * own tags kept apart as data, so a server can write them as the document needs (scripts/serve-static.mjs).
 *
 * Slots: `hints` (first in the head: preconnects, preloads, the boot data), `head` (the page's
 * title and description, and its link preview's tags), `app` (the app's scripts and preloads),
 * `styles` (end of the head), `first-screen` (before the app's mount element), `app-start` (end of
 * the body).
 */

export const SLOTS = ['hints', 'head', 'app', 'styles', 'first-screen', 'app-start'];
/** The `head` of a document whose server names no page (dist/index.html, or a server without the shell's server code). */
export const DEFAULT_HEAD =
  '<title>Quadra</title><meta name="description" content="Quadra — Tecnologia a favor do esporte: encontre e organize eventos esportivos amadores.">';
/** The shell's build writes `{ template, app }` here (template: parseTemplate's; app: the AppTags). */
export const DOCUMENT_FILE = 'document.json';
const OPEN = '<!--slot:';
const CLOSE = '-->';

/** The text between slots, and the slots' names in order: `parts[i]`, `slots[i]`, …, `parts[last]`. */
export function parseTemplate(text) {
  const parts = [];
  const slots = [];
  let at = 0;
  for (let start = text.indexOf(OPEN); start !== -1; start = text.indexOf(OPEN, at)) {
    const end = text.indexOf(CLOSE, start);
    if (end === -1) throw new Error('document template: a slot is not closed');
    parts.push(text.slice(at, start));
    slots.push(text.slice(start + OPEN.length, end));
    at = end + CLOSE.length;
  }
  parts.push(text.slice(at));
  const unknown = slots.filter((name) => !SLOTS.includes(name));
  if (unknown.length > 0) throw new Error(`document template: unknown slots ${unknown.join(', ')}`);
  return { parts, slots };
}

/** The document: each slot filled with its value (empty when none is given). */
export function fillTemplate({ parts, slots }, values) {
  return parts.reduce((html, part, i) => html + part + (i < slots.length ? (values[slots[i]] ?? '') : ''), '');
}

/** A value as JSON inside an element (a script or a data block): `<` escaped, so it can never close it. */
export const jsonInHtml = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

export const escapeAttr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** One element: `true` attributes are written bare, `false` and absent ones left out. */
export function element(tag, attrs, content) {
  const written = Object.entries(attrs)
    .filter(([, value]) => value !== false && value !== undefined && value !== null)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttr(value)}"`))
    .join('');
  return content === undefined ? `<${tag}${written}>` : `<${tag}${written}>${content}</${tag}>`;
}

/** The app's tags as a document without a first screen has them: its deferred scripts, then its preloads. */
export function appTags({ scripts, preloads }) {
  return [...scripts.map((attrs) => element('script', attrs, '')), ...preloads.map(({ href, as }) => element('link', { rel: 'preload', href, as }))].join('');
}
