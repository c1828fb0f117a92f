/** A section of a legal page: a heading, paragraphs, and maybe a list. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}
