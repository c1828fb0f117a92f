import { getStartupProblem } from '../startup/startup-problem';
import styles from './startup-notice.module.css';

/** Says what is wrong with the app's setup while the rest keeps working. */
export function StartupNotice() {
  const problem = getStartupProblem();
  if (!problem) return null;
  return (
    <div role="alert" className={styles.notice}>
      {problem}
    </div>
  );
}
