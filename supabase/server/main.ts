import { serveFromEnvironment } from './serve-from-environment.js';

/** `npm run -w @quadra/local-supabase start`: the emulator alone, nothing of the product mounted. */
await serveFromEnvironment();
