import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../utils/cx';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Element to render (default 'div'); use 'li' inside lists, 'article' for event cards. */
  as?: 'div' | 'article' | 'section' | 'li';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Hover look, for a card wrapped in a link (put the <Link> inside or around it). */
  interactive?: boolean;
  children?: ReactNode;
}

/** Surface with border and rounded corners. */
export function Card({ as: Tag = 'div', padding = 'md', interactive = false, className, ...rest }: CardProps) {
  return <Tag className={cx(styles.card, styles[padding], interactive && styles.interactive, className)} {...rest} />;
}

/** Card classes for a router <Link> that is itself the card. */
export function cardClassName({ padding = 'md', interactive = true }: Pick<CardProps, 'padding' | 'interactive'> = {}) {
  return cx(styles.card, styles[padding], interactive && styles.interactive);
}
