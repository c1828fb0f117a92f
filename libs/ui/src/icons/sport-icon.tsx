import {
  Bike,
  BrickWall,
  CarFront,
  ChessKnight,
  CircleDot,
  Crosshair,
  Disc,
  Dumbbell,
  Feather,
  Flower2,
  Footprints,
  Goal,
  Hand,
  Spade,
  Target,
  Trophy,
  Volleyball,
  Waves,
  Wind,
  type LucideIcon,
} from 'lucide-react';
import { createElement } from 'react';
import { sportKey } from '@quadra/domain';

/**
 * Lucide icons (named imports, so a build ships only these) by `sportKey`: a card without a cover
 * photo still says which sport it is. Sports without their own icon get the trophy.
 */
const SPORT_ICONS: Record<string, LucideIcon> = {
  futebol: Goal,
  futsal: Goal,
  basquete: Target,
  volei: Volleyball,
  handebol: Hand,
  tenis: CircleDot,
  badminton: Feather,
  pingpong: Disc,
  natacao: Waves,
  corrida: Footprints,
  ciclismo: Bike,
  crossfit: Dumbbell,
  yoga: Flower2,
  xadrez: ChessKnight,
  jogosdecartas: Spade,
  kart: CarFront,
  paintball: Crosshair,
  parkour: BrickWall,
  patins: Wind,
  skate: Wind,
};

/** The icon of a sport (any spelling `sportKey` folds), the trophy for the others. */
export function sportIconFor(sport: string | null | undefined): LucideIcon {
  return SPORT_ICONS[sportKey(sport)] ?? Trophy;
}

export interface SportIconProps {
  sport: string | null | undefined;
  /** Pixel size of the square icon (default 40). */
  size?: number;
  className?: string;
}

/** A sport's icon, decorative (the card or screen names the event and its sport in text). */
export function SportIcon({ sport, size = 40, className }: SportIconProps) {
  // One of the module-level icons above, picked by name (not a component created while rendering).
  return createElement(sportIconFor(sport), {
    size,
    className,
    'aria-hidden': true,
    focusable: 'false',
    'data-sport-icon': sportKey(sport) || 'outro',
  } as Record<string, unknown>);
}
