import { describe, expect, it } from 'vitest';
import { ROUTE_TITLES, routeTitle } from './route-titles';
import { exposedModules, exposeFileName, matchRoute, pathTo, paths, REMOTES, remoteRoutes, ROUTES, WIDGETS, type AppRoute } from './routes';

describe('route table', () => {
  it('declares each path once', () => {
    const all = ROUTES.map((r) => r.path);
    expect(new Set(all).size).toBe(all.length);
  });

  it('gives every remote at least one route and only its own modules', () => {
    for (const remote of Object.keys(REMOTES) as (keyof typeof REMOTES)[]) {
      expect(remoteRoutes(remote).length).toBeGreaterThan(0);
      expect(remoteRoutes(remote).every((r) => r.remote === remote)).toBe(true);
    }
  });

  it('exposes pages and widgets once each', () => {
    expect(exposedModules('mf_events')).toEqual([
      './EventsPage',
      './SearchPage',
      './EventDetailPage',
      './EditEventPage',
      './ParticipantsPage',
      './PaymentsPage',
      './MyEventsPage',
      './ClubsPage',
      './CreateClubPage',
      './ClubPage',
      './ClubInvitePage',
      './GuestClaimPage',
    ]);
    expect(exposedModules(WIDGETS.unreadBadge.remote)).toContain('./UnreadBadge');
  });

  it("opens the athlete's own profile at /profile without an id", () => {
    expect(ROUTES.find((r) => r.path === '/profile')).toEqual({
      path: '/profile',
      access: 'login-required',
      remote: 'mf_profile',
      module: './ProfilePage',
    });
  });

  it('maps module names to kebab-case files', () => {
    expect(exposeFileName('./OnboardingStep1Page')).toBe('onboarding-step1-page');
    expect(exposeFileName('./UnreadBadge')).toBe('unread-badge');
    expect(exposeFileName('./EventDetailPage')).toBe('event-detail-page');
  });
});

describe('paths', () => {
  it('fills and encodes parameters', () => {
    expect(pathTo('/event/:id/edit', { id: 'a b' })).toBe('/event/a%20b/edit');
    expect(paths.event('42')).toBe('/event/42');
    expect(paths.createEvent()).toBe('/create-event');
    expect(paths.createEvent(3)).toBe('/create-event/step3');
  });

  it('only names paths the route table serves', () => {
    const patterns = ROUTES.map((r) => new RegExp(`^${r.path.replace(/:\w+/g, '[^/]+')}$`));
    const samples = [paths.event('x'), paths.profile('x'), paths.evaluation('x'), paths.createEvent(5), paths.onboarding(2), paths.notifications];
    for (const p of samples) expect(patterns.some((re) => re.test(p))).toBe(true);
  });
});

describe('matchRoute', () => {
  it('finds the route a path opens, with its params decoded, a trailing slash ignored', () => {
    expect(matchRoute(paths.event('a b'))).toMatchObject({ route: { path: '/event/:id', module: './EventDetailPage' }, params: { id: 'a b' } });
    expect(matchRoute(`${paths.dashboard}/`)).toMatchObject({ route: { module: './EventsPage' }, params: {} });
    // The first route in the table wins: '/profile/current' is not the profile of a user 'current'.
    expect(matchRoute(paths.currentProfile)?.route.path).toBe('/profile/current');
    expect(matchRoute('/event/%E0%A4%A')).toMatchObject({ params: { id: '%E0%A4%A' } });
    expect(matchRoute('/event/1/nope')).toBeNull();
  });

  it('titles every screen once: aliases share their screen\'s title, every other route has its own', () => {
    // Paths that open the same screen as another path.
    const aliases: Record<string, string> = { '/dashboard': '/events', '/profile/current': '/profile' };
    const titles = (ROUTES as readonly AppRoute[]).filter((r) => !aliases[r.path]).map((r) => ROUTE_TITLES[r.path as keyof typeof ROUTE_TITLES]);
    expect(new Set(titles).size).toBe(titles.length);
    for (const [alias, path] of Object.entries(aliases)) {
      expect(ROUTE_TITLES[alias as keyof typeof ROUTE_TITLES]).toBe(ROUTE_TITLES[path as keyof typeof ROUTE_TITLES]);
    }
    expect(routeTitle('/events')).toBe('Eventos · Quadra');
    expect(routeTitle('/event/123/payments')).toBe('Pagamentos · Quadra');
    expect(routeTitle('/nada/aqui')).toBe('Página não encontrada · Quadra');
  });
});
