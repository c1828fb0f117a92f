import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { useExportMyData } from '@quadra/data';
import { messages } from '@quadra/domain';
import { Button } from '@quadra/ui';
import styles from './settings-section.module.css';

const m = messages.accountData;

/** Settings' 'Seus dados' block (issue 46): 'Baixar meus dados' and the way to 'Excluir minha conta'. */
export function AccountDataSettings() {
  const navigate = useNavigate();
  const exportData = useExportMyData();
  return (
    <section className={styles.section} aria-labelledby="account-data-title">
      <h2 id="account-data-title" className={styles.title}>{m.sectionTitle}</h2>
      <p id="export-data-hint" className={styles.hint}>{m.exportHint}</p>
      <Button variant="secondary" fullWidth aria-describedby="export-data-hint" loading={exportData.anyPending} onClick={() => exportData.run(undefined)}>
        {m.exportData}
      </Button>
      <Button variant="danger" fullWidth onClick={() => navigate(paths.deleteAccount)}>
        {m.deleteAccount}
      </Button>
    </section>
  );
}
