import { REMOTES, type RemoteName } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { currentReleases } from '../remotes/current-releases';
import styles from './build-info.module.css';

const m = messages.buildInfo;

/**
 * Which release of each remote this page uses ('Versão: canary' for a candidate), so QA can tell,
 * in the live shell, whether a forced (?remote=mf_events@canary) or assigned canary is what it sees.
 */
export function BuildInfo() {
  const releases = Object.entries(currentReleases()) as [RemoteName, { entry: string; channel: keyof typeof m.channel }][];
  return (
    <details className={styles.panel}>
      <summary>{m.title}</summary>
      {releases.length === 0 ? (
        <p>{m.none}</p>
      ) : (
        <dl className={styles.list}>
          {releases.map(([name, release]) => (
            <div key={name} data-testid={`release-${name}`}>
              <dt>{REMOTES[name].project}</dt>
              <dd>{m.channel[release.channel]}</dd>
              <dd className={styles.entry}>{release.entry}</dd>
            </div>
          ))}
        </dl>
      )}
    </details>
  );
}
