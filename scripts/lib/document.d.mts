export type Slot = 'hints' | 'head' | 'app' | 'styles' | 'first-screen' | 'app-start';
export const SLOTS: Slot[];
export const DOCUMENT_FILE: string;
export const DEFAULT_HEAD: string;
export function escapeAttr(value: unknown): string;
export interface Template {
  parts: string[];
  slots: Slot[];
}
/** The app's tags, apart from the template: its entry scripts (their attributes) and its preloads. */
export interface AppTags {
  scripts: Array<Record<string, string | boolean>>;
  preloads: Array<{ href: string; as: 'script' | 'style' }>;
}
export function parseTemplate(text: string): Template;
export function fillTemplate(template: Template, values: Partial<Record<Slot, string>>): string;
export function element(tag: string, attrs: Record<string, string | boolean | undefined | null>, content?: string): string;
export function appTags(tags: AppTags): string;
