// Separate entry (`@quadra/ui/standalone`): it needs the session and Supabase client, which the
// shared `@quadra/ui` bundle must not pull in.
export { renderStandaloneRemote } from './render-standalone-remote';
export { StandaloneRemote, type StandaloneRemoteProps, type LoadExposedModule } from './standalone-remote';
