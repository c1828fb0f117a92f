import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  /** Shown after the label as ' (n)', e.g. 'Não lidas (3)'. */
  count?: number;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Value of the selected tab (controlled). */
  value: string;
  onValueChange: (value: string) => void;
  /** Accessible name of the tab list, e.g. 'Filtros de notificações'. */
  label: string;
  /** Content of the selected tab; rendered in its tabpanel. Omit to render only the tab list. */
  children?: ReactNode;
  className?: string;
}

/** Controlled tabs: arrow keys, Home and End move between tabs and select them. */
export function Tabs({ items, value, onValueChange, label, children, className }: TabsProps) {
  const baseId = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = items.filter((i) => !i.disabled);
  const hasPanel = children !== undefined;
  // Ids from positions: tab values may contain characters that are not valid in ids.
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;

  function select(next: TabItem | undefined) {
    if (!next) return;
    refs.current.get(next.value)?.focus();
    onValueChange(next.value);
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const current = enabled.findIndex((i) => i.value === value);
    const n = enabled.length;
    if (n === 0) return;
    const moves: Record<string, number> = {
      ArrowRight: (current + 1) % n,
      ArrowLeft: (current - 1 + n) % n,
      Home: 0,
      End: n - 1,
    };
    const target = moves[e.key];
    if (target === undefined) return;
    e.preventDefault();
    select(enabled[target]);
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              ref={(el) => {
                if (el) refs.current.set(item.value, el);
                else refs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={selected}
              aria-controls={hasPanel && selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              className={styles.tab}
              onClick={() => onValueChange(item.value)}
            >
              {item.label}
              {item.count !== undefined ? <span className={styles.count}> ({item.count})</span> : null}
            </button>
          );
        })}
      </div>
      {hasPanel ? (
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(items.findIndex((i) => i.value === value))}
          tabIndex={0}
          className={styles.panel}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
