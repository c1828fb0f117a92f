import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appTags, element, fillTemplate, parseTemplate } from '../../../scripts/lib/document.mjs';

// The shell's document is its index.html with named slots, filled per request (scripts/lib/document.mjs).
const template = parseTemplate(readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8'));

describe('the document template', () => {
  it('names the slots of each part of the document, in document order', () => {
    expect(template.slots).toEqual(['hints', 'head', 'app', 'styles', 'first-screen', 'app-start']);
  });

  it('puts each value in its slot, as given, and leaves the rest of the document as written', () => {
    const html = fillTemplate(template, {
      hints: '<link rel="preconnect" href="https://api">',
      head: '<title>Eventos · Quadra</title>',
      'first-screen': '<p>Eventos <!--slot:hints--></p>',
    });
    expect(html.indexOf('<link rel="preconnect" href="https://api">')).toBeLessThan(html.indexOf('<title>Eventos · Quadra</title>'));
    expect(html.indexOf('<title>Eventos · Quadra</title>')).toBeLessThan(html.indexOf('<meta name="theme-color"'));
    expect(html.indexOf('<p>Eventos <!--slot:hints--></p>')).toBeLessThan(html.indexOf('<div id="<%= mountId %>">'));
    expect(html.match(/<!--slot:/g)).toHaveLength(1);
    expect(html).toContain('<html lang="pt-BR">');
  });

  it('refuses a slot it does not know (a typo would drop that part silently)', () => {
    expect(() => parseTemplate('<head><!--slot:hint--></head>')).toThrow('unknown slots hint');
  });

  it("writes the app's tags as a document without a first screen has them", () => {
    const tags = appTags({
      scripts: [{ defer: true, src: '/static/js/index.1a2b3c4d.js', fetchpriority: 'high' }],
      preloads: [{ href: '/static/js/async/startup.1a2b3c4d.js', as: 'script' }],
    });
    expect(tags).toBe(
      '<script defer src="/static/js/index.1a2b3c4d.js" fetchpriority="high"></script><link rel="preload" href="/static/js/async/startup.1a2b3c4d.js" as="script">',
    );
    expect(element('div', { title: '"<x>"&', inert: true, hidden: false }, '')).toBe('<div title="&quot;&lt;x>&quot;&amp;" inert></div>');
  });
});
