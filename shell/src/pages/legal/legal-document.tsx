import { CURRENT_TERMS_VERSION } from '@quadra/domain';
import { PageHeader } from '@quadra/ui';
import type { LegalSection } from './legal-text';
import styles from './legal-document.module.css';

const VERSION_DATE = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
  new Date(`${CURRENT_TERMS_VERSION}T00:00:00Z`),
);

/** 'Termos de uso' and 'Política de privacidade': the same version, one column of plain sections. */
export function LegalDocument({ title, sections }: { title: string; sections: LegalSection[] }) {
  return (
    <>
      <PageHeader title={title} backTo={-1} />
      <article className={styles.document}>
        <p className={styles.version}>Versão de {VERSION_DATE}</p>
        {sections.map((section) => (
          <section key={section.heading}>
            <h2 className={styles.heading}>{section.heading}</h2>
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {section.items ? (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </>
  );
}
