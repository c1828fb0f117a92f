import { eventLinkPreview } from './event-link-preview';
import type { PreviewSource } from './preview-source';

/** Every page kind with a link preview. */
export const PREVIEW_SOURCES: readonly PreviewSource[] = [eventLinkPreview];
