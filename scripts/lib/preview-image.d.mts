export const PREVIEW_SIZE: { width: number; height: number };
export interface PreviewCardInput {
  kicker: string;
  title: string;
  lines: string[];
  highlight: string;
  tone: 'open' | 'full' | 'stopped';
}
export function previewPng(card: PreviewCardInput): Promise<Buffer>;
export function previewImageRoute(options: { serverModule: unknown; configFile: string }): (request: unknown, reply: unknown) => Promise<unknown>;
