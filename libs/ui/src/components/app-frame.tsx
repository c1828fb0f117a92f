import type { ReactNode } from 'react';
import '../styles/global.css';
import { cx } from '../utils/cx';

export interface AppFrameProps {
  children: ReactNode;
  className?: string;
}

/**
 * The single mobile column (max 480px, centred). Importing it also loads the tokens and the
 * global stylesheet, so a remote rendered standalone looks the same as inside the shell.
 */
export function AppFrame({ children, className }: AppFrameProps) {
  return <div className={cx('q-app-frame', className)}>{children}</div>;
}
