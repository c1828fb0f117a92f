import { clubPageData } from './club-page';
import { clubsPageData } from './clubs-page';
import { FIRST_SCREENS, type FirstScreens } from './first-screens';

/**
 * Every page a server renders: FIRST_SCREENS and the pages whose data the shell's start does not
 * read ahead ('Clubes' and a club's page): their declarations and fetchers would add to every
 * route's first load (bench:web). Without a server render, such a page starts its data as it mounts
 * (usePageData); with one, the app starts from the answers the document carries.
 */
export const SERVER_FIRST_SCREENS = {
  ...FIRST_SCREENS,
  mf_events: { ...FIRST_SCREENS.mf_events, './ClubsPage': clubsPageData, './ClubPage': clubPageData },
} satisfies FirstScreens;

/** A remote's exposed modules that declare a first screen: its server renders each of them. */
export type FirstScreenModule<R extends FirstScreenRemote> = keyof (typeof SERVER_FIRST_SCREENS)[R];
/** The remotes that have pages with a first screen. */
export type FirstScreenRemote = keyof typeof SERVER_FIRST_SCREENS;
