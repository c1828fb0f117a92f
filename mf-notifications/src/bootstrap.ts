// Standalone dev harness: only runs when this remote is opened on its own (`npm run dev`).
// The context stays here: it must be resolved against this remote's own src/exposes.
import { renderStandaloneRemote } from '@quadra/data/standalone';
import { AppFrame, Spinner } from '@quadra/ui';
import { Toaster } from '@quadra/ui/toaster';

const exposes = import.meta.webpackContext('./exposes', { recursive: false, regExp: /\.tsx$/, mode: 'lazy' });
void renderStandaloneRemote('mf_notifications', (request) => exposes(request), { AppFrame, Spinner, Toaster });
