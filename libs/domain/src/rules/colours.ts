import { CAPACITY_THRESHOLDS } from '../constants';
import { sportKey } from './sports';

export type CapacityColour = 'green' | 'amber' | 'red';

/** participants/max below 0.5 green, below 0.8 amber, else red; green without a maximum. */
export function capacityColour(participantCount: number, maxParticipants: number | null | undefined): CapacityColour {
  if (!maxParticipants || maxParticipants <= 0) return 'green';
  const ratio = participantCount / maxParticipants;
  if (ratio < CAPACITY_THRESHOLDS.amber) return 'green';
  if (ratio < CAPACITY_THRESHOLDS.red) return 'amber';
  return 'red';
}

/** Card background by sport (its `sportKey`) for events without a cover image. */
export const SPORT_COLOURS: Record<string, string> = {
  futebol: '#2E7D32',
  futsal: '#388E3C',
  basquete: '#E65100',
  volei: '#F9A825',
  tenis: '#9E9D24',
  natacao: '#0277BD',
  corrida: '#C62828',
  ciclismo: '#00838F',
  xadrez: '#37474F',
  handebol: '#6A1B9A',
  yoga: '#AD1457',
  skate: '#4E342E',
};

/** Palette for sports without a fixed colour, picked by a hash of the name. */
export const FALLBACK_SPORT_PALETTE = [
  '#1565C0',
  '#5E35B1',
  '#00695C',
  '#D84315',
  '#6D4C41',
  '#283593',
  '#558B2F',
  '#8E24AA',
];

export function sportColour(sport: string | null | undefined): string {
  const key = sportKey(sport);
  const fixed = SPORT_COLOURS[key];
  if (fixed) return fixed;
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return FALLBACK_SPORT_PALETTE[hash % FALLBACK_SPORT_PALETTE.length]!;
}
