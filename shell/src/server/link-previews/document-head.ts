import { matchRoute, pageTitle, routeTitle } from '@quadra/contracts';
import type { LinkPreview, PreviewCard } from '@quadra/domain';
import { PAGE_TITLE_PATH } from '@quadra/ui';
import { PREVIEW_SOURCES } from './preview-sources';
import { publicApi } from './public-api';

/** The site's own description: every page without one of its own. */
const SITE_DESCRIPTION = 'Quadra — Tecnologia a favor do esporte: encontre e organize eventos esportivos amadores.';
export const PREVIEW_IMAGE = { width: 1200, height: 630 } as const;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const meta = (key: 'name' | 'property', name: string, content: string | number) => `<meta ${key}="${name}" content="${escapeHtml(String(content))}">`;

/** The preview source of a path, and the id it names (`/event/:id` -> the event's id). */
function previewSourceOf(pathname: string) {
  const match = matchRoute(pathname);
  const source = match && PREVIEW_SOURCES.find((s) => s.page === match.route.path);
  const id = match ? Object.values(match.params)[0] : undefined;
  return source && id ? { source, id } : null;
}

async function previewOf(pathname: string, config: unknown): Promise<{ kind: string; id: string; preview: LinkPreview } | null> {
  const found = previewSourceOf(pathname);
  const api = publicApi(config);
  if (!found || !api) return null;
  try {
    const preview = await found.source.load(found.id, api);
    return preview && { kind: found.source.kind, id: found.id, preview };
  } catch {
    // A slow or failing API leaves the route's title: the page still opens.
    return null;
  }
}

export const previewImagePath = (kind: string, id: string, version: string) => `/preview/${kind}/${encodeURIComponent(id)}/${version}.png`;

/**
 * Server side: the head of a path's document: its pt-BR title (marked as this path's, so the app
 * keeps it) and description; a page with a link preview (an event) adds Open Graph and Twitter
 * tags with its image, whose address changes with its text. `origin`: the site as the request
 * reached it (the tags name absolute addresses).
 */
export async function documentHead(pathname: string, config: unknown, origin: string): Promise<string> {
  const found = await previewOf(pathname, config);
  const title = found ? pageTitle(found.preview.title) : routeTitle(pathname);
  const description = found?.preview.description ?? SITE_DESCRIPTION;
  const head = [`<title ${PAGE_TITLE_PATH}="${escapeHtml(pathname)}">${escapeHtml(title)}</title>`, meta('name', 'description', description)];
  if (!found) return head.join('');
  const { kind, id, preview } = found;
  const image = `${origin}${previewImagePath(kind, id, preview.version)}`;
  const alt = `${preview.card.kicker}: ${preview.card.title} · ${preview.card.highlight}`;
  head.push(
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Quadra'),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', `${origin}${pathname}`),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', PREVIEW_IMAGE.width),
    meta('property', 'og:image:height', PREVIEW_IMAGE.height),
    meta('property', 'og:image:alt', alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  );
  return head.join('');
}

/**
 * Server side: the card of a preview image's address (/preview/<kind>/<id>/<version>.png) as its
 * page is now, with its current version (the address's may be older). Null when it names none.
 */
export async function previewImageCard(pathname: string, config: unknown): Promise<{ card: PreviewCard; path: string } | null> {
  const match = /^\/preview\/([a-z-]+)\/([^/]+)\/[a-z0-9]+\.png$/.exec(pathname);
  const source = match && PREVIEW_SOURCES.find((s) => s.kind === match[1]);
  const api = publicApi(config);
  if (!match || !source || !api) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
  const preview = await source.load(id, api);
  return preview && { card: preview.card, path: previewImagePath(source.kind, id, preview.version) };
}
