/**
 * What a shared link shows in a chat (WhatsApp, Telegram, Facebook): its title, its description
 * and an image card drawn from plain lines. Each kind of page (an event; a club later) has a small
 * file turning its public data into one; only public data ever goes in.
 */
export interface PreviewCard {
  /** Small line over the title: the sport. */
  kicker: string;
  title: string;
  /** Day and time, place. */
  lines: string[];
  /** The line that matters most: free places, full, paused or cancelled. */
  highlight: string;
  /** 'open': places left; 'full': no place left; 'stopped': paused, cancelled or over. */
  tone: 'open' | 'full' | 'stopped';
}

export interface LinkPreview {
  title: string;
  description: string;
  card: PreviewCard;
  /** Changes whenever the card's text does (the image's address carries it, so chats fetch it again). */
  version: string;
}

/** FNV-1a of the card's text, base 36: short, stable, and new whenever a number or a word changes. */
export function previewVersion(card: PreviewCard): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(card)) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function linkPreview(title: string, card: PreviewCard): LinkPreview {
  return { title, description: [card.kicker, ...card.lines, card.highlight].filter(Boolean).join(' · '), card, version: previewVersion(card) };
}
