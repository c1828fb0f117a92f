import type { LinkPreview } from '@quadra/domain';
import type { PublicApi } from './public-api';

/**
 * A kind of page with a link preview: the route that shows it, the name its image's address
 * carries (/preview/<kind>/<id>/<version>.png), and how its public data becomes a preview.
 * A club's preview is one more of these, listed in PREVIEW_SOURCES.
 */
export interface PreviewSource {
  /** The route pattern, with one parameter: the page's id. */
  page: string;
  kind: string;
  /** The preview of the page with this id; null when there is none to show. */
  load(id: string, api: PublicApi): Promise<LinkPreview | null>;
}
