// Standalone dev harness: only runs when this remote is opened on its own (`npm run dev`).
// The context stays here: it must be resolved against this remote's own src/exposes.
import { renderStandaloneRemote } from '@quadra/ui/standalone';

const exposes = import.meta.webpackContext('./exposes', { recursive: false, regExp: /\.tsx$/, mode: 'lazy' });
void renderStandaloneRemote('mf_profile', (request) => exposes(request));
