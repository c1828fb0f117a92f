/**
 * The version (its date) of the 'Termos de uso' and the 'Política de privacidade' the screens show.
 * The database's public.current_terms_version() returns the same date (migration
 * 20261129400000_terms_acceptance.sql): a new version changes both, in one release, and
 * supabase/tests/terms.test.ts fails while they differ. Sign-up sends it; a signed-in athlete who
 * has not accepted it is asked once at the next visit.
 */
export const CURRENT_TERMS_VERSION = '2026-11-29';
