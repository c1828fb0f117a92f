import { formatBRL, messages, parseBRLToCents, PIX_KEY_TYPES, splitCents, type EventCostForm, type PixKeyType } from '@quadra/domain';
import { Checkbox } from './checkbox';
import { RadioGroup } from './radio-group';
import { Select } from './select';
import { Switch } from './switch';
import { TextField } from './text-field';
import styles from './event-cost-fields.module.css';

const p = messages.payments;
const MODES = [
  { value: 'total', label: p.modeTotal },
  { value: 'per_person', label: p.modePerPerson },
] as const;
const KEY_TYPES = PIX_KEY_TYPES.map((type) => ({ value: type, label: p.keyTypes[type] }));

export type SplitBasis = { kind: 'charged'; players: number; canGrow: boolean } | { kind: 'full'; players: number };

/** The preview's sentence: what each player would pay, by the same split as the database's. */
function previewOf(cents: number | null, split: SplitBasis | null | undefined): string | undefined {
  if (!cents || !split) return undefined;
  if (split.players <= 0) return split.kind === 'charged' ? p.splitPreview(0, '', '', true) : undefined;
  const parts = splitCents(cents, split.players);
  const from = formatBRL(parts.at(-1) ?? 0);
  const to = formatBRL(parts[0] ?? 0);
  return split.kind === 'charged' ? p.splitPreview(split.players, from, to, split.canGrow) : p.fullSplitPreview(split.players, from, to);
}

export interface EventCostFieldsProps {
  value: EventCostForm;
  onChange(next: EventCostForm): void;
  /** Errors by field (the form's zod schema, eventCostSchema). */
  errors?: Partial<Record<keyof EventCostForm, string | undefined>>;
  /**
   * For the preview of a total's split, whom it is divided by: `charged` those the app charges now
   * (the edit screen; `canGrow` when more may still join), `full` the places of an event nobody
   * joined yet (the wizard). Absent: no preview.
   */
  split?: SplitBasis | null;
  /** The switch may be hidden where the section exists only for a cost (the edit screen's tab). */
  disabled?: boolean;
}

/**
 * 'Custo do evento' — wizard step 3 and the edit screen: a total or a price per person, the Pix key
 * with its type, and the recipient's name and city as the BR Code carries them. Controlled: the
 * screen keeps the values (draft or form) and validates them with eventCostSchema.
 */
export function EventCostFields({ value, onChange, errors = {}, split, disabled }: EventCostFieldsProps) {
  const set = (changes: Partial<EventCostForm>) => onChange({ ...value, ...changes });
  const cents = parseBRLToCents(value.amount);
  const preview = value.mode === 'total' ? previewOf(cents, split) : undefined;
  return (
    <fieldset className={styles.section} disabled={disabled}>
      <legend className={styles.title}>{p.costTitle}</legend>
      <Switch label={p.chargeCost} description={p.costHint} checked={value.charge} onCheckedChange={(charge) => set({ charge })} />
      {value.charge ? (
        <>
          <RadioGroup
            label="Como cobrar"
            orientation="horizontal"
            options={MODES}
            value={value.mode}
            onValueChange={(mode) => set({ mode: mode as EventCostForm['mode'] })}
          />
          <TextField
            label={value.mode === 'total' ? p.totalLabel : p.perPersonLabel}
            placeholder={p.amountPlaceholder}
            inputMode="decimal"
            autoComplete="off"
            value={value.amount}
            error={errors.amount}
            hint={preview}
            onChange={(e) => set({ amount: e.target.value })}
          />
          {value.mode === 'total' ? (
            <Checkbox
              label={p.includeOrganiser}
              description={p.extraCentRule}
              checked={value.includeOrganiser}
              onCheckedChange={(includeOrganiser) => set({ includeOrganiser })}
            />
          ) : null}
          <Select
            label={p.pixKeyType}
            options={KEY_TYPES}
            value={value.pixKeyType}
            onChange={(e) => set({ pixKeyType: e.target.value as PixKeyType })}
          />
          <TextField
            label={p.pixKey}
            placeholder={p.keyPlaceholders[value.pixKeyType]}
            autoComplete="off"
            autoCapitalize="none"
            inputMode={value.pixKeyType === 'email' ? 'email' : value.pixKeyType === 'phone' ? 'tel' : value.pixKeyType === 'random' ? 'text' : 'numeric'}
            maxLength={77}
            value={value.pixKey}
            error={errors.pixKey}
            onChange={(e) => set({ pixKey: e.target.value })}
          />
          <div className={styles.row}>
            <TextField
              label={p.recipientName}
              maxLength={25}
              autoComplete="name"
              value={value.recipientName}
              error={errors.recipientName}
              onChange={(e) => set({ recipientName: e.target.value })}
            />
            <TextField
              label={p.recipientCity}
              maxLength={15}
              autoComplete="address-level2"
              value={value.recipientCity}
              error={errors.recipientCity}
              onChange={(e) => set({ recipientCity: e.target.value })}
            />
          </div>
        </>
      ) : null}
    </fieldset>
  );
}
