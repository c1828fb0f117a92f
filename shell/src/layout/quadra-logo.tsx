import { messages } from '@quadra/domain';

/**
 * The round Quadra logo, drawn inline: as an <img> of the SVG file, Chrome built it as a document
 * of its own on the main thread as the page first painted (12–20 ms in Lighthouse's traces).
 */
export function QuadraLogo({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={messages.landing.logoAlt}>
      <circle cx="32" cy="32" r="32" fill="#c8f53c" />
      <rect x="16" y="16" width="32" height="32" rx="6" fill="none" stroke="#0b0f14" strokeWidth="5" />
      <path d="M32 16v32M16 32h32" stroke="#0b0f14" strokeWidth="3" />
      <circle cx="32" cy="32" r="6" fill="#0b0f14" />
    </svg>
  );
}
