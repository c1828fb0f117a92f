import { useEffect, useRef, useState } from 'react';
import { EMPTY_EVENT_FILTER, FILTER_DATES, FILTER_SPORTS, activeFilterCount, type EventFilter } from '@quadra/domain';
import { Button, FilterIcon } from '@quadra/ui';
import styles from './filter-popover.module.css';

export interface FilterPopoverProps {
  value: EventFilter;
  onChange: (value: EventFilter) => void;
}

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

/** Sport and date filters, applied to the lists as soon as they are ticked. */
export function FilterPopover({ value, onChange }: FilterPopoverProps) {
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const count = activeFilterCount(value);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div className={styles.wrap} ref={wrap}>
      <Button
        variant="secondary"
        size="sm"
        icon={<FilterIcon size={16} />}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((v) => !v)}
      >
        {count > 0 ? `Filtros (${count})` : 'Filtros'}
      </Button>
      {open && (
        <div className={styles.panel} role="dialog" aria-label="Filtros">
          <fieldset className={styles.group}>
            <legend className={styles.legend}>Esportes</legend>
            {FILTER_SPORTS.map((sport) => (
              <label key={sport} className={styles.chip}>
                <input
                  type="checkbox"
                  checked={value.sports.includes(sport)}
                  onChange={() => onChange({ ...value, sports: toggle(value.sports, sport) })}
                />
                {sport}
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>Data</legend>
            {FILTER_DATES.map((d) => (
              <label key={d.id} className={styles.chip}>
                <input
                  type="checkbox"
                  checked={value.dates.includes(d.id)}
                  onChange={() => onChange({ ...value, dates: toggle(value.dates, d.id) })}
                />
                {d.label}
              </label>
            ))}
          </fieldset>
          <div className={styles.actions}>
            <Button variant="ghost" size="sm" disabled={count === 0} onClick={() => onChange(EMPTY_EVENT_FILTER)}>
              Limpar filtros
            </Button>
            <Button size="sm" onClick={() => setOpen(false)}>
              Fechar
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
