import { DEFAULT_RATING, PRAISE_STAR_THRESHOLDS } from '../constants';

/** Stars from total praise tags received: 1 below 6, 2 from 6, 3 from 16, 4 from 31, 5 from 51. */
export function praiseStars(totalTags: number): number {
  return 1 + PRAISE_STAR_THRESHOLDS.filter((threshold) => totalTags >= threshold).length;
}

/** Rounded to one decimal (4.25 -> 4.3). */
export function roundRating(rating: number): number {
  return Math.round(rating * 10) / 10;
}

/** Average of the ratings given, rounded; 5 when there are none. */
export function averageRating(ratings: readonly (number | null | undefined)[]): number {
  const values = ratings.filter((rating): rating is number => typeof rating === 'number');
  if (values.length === 0) return DEFAULT_RATING;
  return roundRating(values.reduce((sum, rating) => sum + rating, 0) / values.length);
}
