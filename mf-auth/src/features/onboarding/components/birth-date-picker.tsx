import { useEffect, useId, useRef, useState } from 'react';
import { addMonths, format, getDay, getDaysInMonth, parseISO, setDate, startOfMonth } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { BIRTH_DATE_PICKER_DEFAULT_MONTH, LIMITS, formatMonthYear } from '@quadra/domain';
import { BackIcon, IconButton } from '@quadra/ui';
import styles from './birth-date-picker.module.css';

const WEEKDAYS = ['D', 'S', 'T', 'Q', 'Q', 'S', 'S'];
const MONTHS = Array.from({ length: 12 }, (_, m) => format(new Date(2000, m, 1), 'MMMM', { locale: ptBR }));

interface BirthDatePickerProps {
  label: string;
  /** yyyy-MM-dd, or '' when nothing is chosen. */
  value: string;
  onChange(value: string): void;
  error?: string;
  /** Today, as yyyy-MM-dd (the latest day that can be picked). */
  max: string;
}

/**
 * A calendar limited to 1900-01-01..today that opens at June 1996 when empty (spec section 9):
 * a native date input cannot choose the month it opens at.
 */
export function BirthDatePicker({ label, value, onChange, error, max }: BirthDatePickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(() => startOfMonth(parseISO(value || BIRTH_DATE_PICKER_DEFAULT_MONTH)));
  const rootRef = useRef<HTMLDivElement>(null);
  const min = LIMITS.birthDateMin;
  const minYear = Number(min.slice(0, 4));
  const maxYear = Number(max.slice(0, 4));

  useEffect(() => {
    if (!open) return;
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') setOpen(false);
    }
    function onPointer(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  function toggle() {
    if (!open) setMonth(startOfMonth(parseISO(value || BIRTH_DATE_PICKER_DEFAULT_MONTH)));
    setOpen(!open);
  }

  function pick(day: string) {
    onChange(day);
    setOpen(false);
  }

  const leadingBlanks = getDay(month);
  const days = Array.from({ length: getDaysInMonth(month) }, (_, i) => setDate(month, i + 1));
  const years = Array.from({ length: maxYear - minYear + 1 }, (_, i) => maxYear - i);
  const monthStart = format(month, 'yyyy-MM-dd');
  const monthEnd = format(setDate(month, getDaysInMonth(month)), 'yyyy-MM-dd');

  return (
    <div className={styles.field} ref={rootRef}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </span>
      <button
        type="button"
        id={id}
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={toggle}
      >
        {value ? format(parseISO(value), 'dd/MM/yyyy') : <span className={styles.placeholder}>dd/mm/aaaa</span>}
      </button>
      {open ? (
        <div className={styles.popover} role="dialog" aria-label={`Escolher ${label.toLowerCase()}`}>
          <div className={styles.nav}>
            <IconButton
              size="sm"
              label="Mês anterior"
              icon={<BackIcon />}
              disabled={monthStart <= min}
              onClick={() => setMonth(addMonths(month, -1))}
            />
            <select
              aria-label="Mês"
              value={month.getMonth()}
              onChange={(e) => setMonth(new Date(month.getFullYear(), Number(e.target.value), 1))}
            >
              {MONTHS.map((name, index) => (
                <option key={name} value={index}>
                  {name}
                </option>
              ))}
            </select>
            <select
              aria-label="Ano"
              value={month.getFullYear()}
              onChange={(e) => setMonth(new Date(Number(e.target.value), month.getMonth(), 1))}
            >
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
            <IconButton
              size="sm"
              label="Próximo mês"
              icon={<BackIcon style={{ transform: 'rotate(180deg)' }} />}
              disabled={monthEnd >= max}
              onClick={() => setMonth(addMonths(month, 1))}
            />
          </div>
          <p className={styles.caption} aria-live="polite">
            {formatMonthYear(monthStart)}
          </p>
          <div className={styles.grid}>
            {WEEKDAYS.map((d, i) => (
              <span key={i} className={styles.weekday} aria-hidden="true">
                {d}
              </span>
            ))}
            {Array.from({ length: leadingBlanks }, (_, i) => (
              <span key={`blank-${i}`} />
            ))}
            {days.map((day) => {
              const iso = format(day, 'yyyy-MM-dd');
              return (
                <button
                  key={iso}
                  type="button"
                  className={styles.day}
                  aria-label={format(day, "d 'de' MMMM 'de' yyyy", { locale: ptBR })}
                  aria-pressed={iso === value}
                  disabled={iso < min || iso > max}
                  onClick={() => pick(iso)}
                >
                  {day.getDate()}
                </button>
              );
            })}
          </div>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
