// Separate entry (`@quadra/data/standalone`): a remote's dev harness boots the Supabase client and
// the session, which the pages' bundle of @quadra/data must not pull in.
export { renderStandaloneRemote } from './render-standalone-remote';
export { StandaloneRemote, type StandaloneChrome, type StandaloneRemoteProps, type LoadExposedModule } from './standalone-remote';
