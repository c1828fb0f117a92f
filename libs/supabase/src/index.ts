export { supabase, configureSupabase, forgetStoredSession, isSupabaseConfigured, type ClientOverrides, type QuadraClient } from './client';
export { fetchRuntimeConfig, parseRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from './runtime-config';
export type { Database, Json } from './database.types';
export { whenIdle } from './idle';
