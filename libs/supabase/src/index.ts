export { supabase, configureSupabase, forgetStoredSession, isSupabaseConfigured, type ClientOverrides, type QuadraClient } from './client';
export { fetchRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from './runtime-config';
export type { Database, Json } from './database.types';
