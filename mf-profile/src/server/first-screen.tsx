import { renderFirstScreenOf } from '@quadra/data/server';
import ProfilePage from '../exposes/profile-page';

/**
 * Server side: the first screen of one of this remote's pages, as the caller sees it (see
 * renderFirstScreenOf). `url`: the path and its query; `accessToken`: the signed-in athlete's, or null.
 */
export function renderFirstScreen(url: string, module: string, config: unknown, accessToken: string | null = null) {
  return renderFirstScreenOf('mf_profile', { './ProfilePage': ProfilePage }, { url, module, config, accessToken });
}
