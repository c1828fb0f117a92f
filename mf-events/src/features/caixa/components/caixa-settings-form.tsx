import { useState, type FormEvent } from 'react';
import { toast, useSetClubCaixa, type CaixaSettings } from '@quadra/data';
import { formatDecimalBRL, messages, parseBRLToCents, type PixKeyType } from '@quadra/domain';
import { Button, Select, Switch, TextField } from '@quadra/ui';
import styles from './caixa.module.css';

const c = messages.caixa;
const p = messages.payments;
const KEY_TYPES = Object.entries(p.keyTypes).map(([value, label]) => ({ value, label }));
const cents = (value: number | null | undefined) => (value ? formatDecimalBRL(value) : '');

/**
 * 'Preços e Pix': 'Mensalidade' (amount and due day), 'Valor por jogo', the key members pay to and
 * 'Só joga quem está em dia'. The database checks each value (set_club_caixa) and says why not.
 */
export function CaixaSettingsForm({ clubId, settings }: { clubId: string; settings: CaixaSettings | null }) {
  const save = useSetClubCaixa();
  const [dues, setDues] = useState(cents(settings?.dues_cents));
  const [duesDay, setDuesDay] = useState(String(settings?.dues_day ?? 10));
  const [gamePrice, setGamePrice] = useState(cents(settings?.game_price_cents));
  const [keyType, setKeyType] = useState<PixKeyType>(settings?.pix_key_type ?? 'email');
  const [pixKey, setPixKey] = useState(settings?.pix_key ?? '');
  const [name, setName] = useState(settings?.recipient_name ?? '');
  const [city, setCity] = useState(settings?.recipient_city ?? '');
  const [onlyPaidUp, setOnlyPaidUp] = useState(settings?.only_paid_up ?? false);
  const [errors, setErrors] = useState<{ dues?: string; gamePrice?: string }>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const duesCents = dues.trim() ? parseBRLToCents(dues) : null;
    const gameCents = gamePrice.trim() ? parseBRLToCents(gamePrice) : null;
    const found = {
      dues: dues.trim() && duesCents === null ? c.amountInvalid : undefined,
      gamePrice: gamePrice.trim() && gameCents === null ? c.amountInvalid : undefined,
    };
    setErrors(found);
    if (found.dues || found.gamePrice) return;
    save.runAsync({ clubId, settings: {
      dues_cents: duesCents, dues_day: Number(duesDay), game_price_cents: gameCents, only_paid_up: onlyPaidUp,
      ...(pixKey.trim() ? { pix_key_type: keyType, pix_key: pixKey, recipient_name: name, recipient_city: city } : {}),
    } }).then(() => toast.success(c.settingsSaved, { id: 'caixa-settings' }), () => undefined);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="caixa-settings">
      <h3 id="caixa-settings" className={styles.subtitle}>{c.settingsTitle}</h3>
      <TextField label={`${c.dues} (R$)`} inputMode="decimal" value={dues} error={errors.dues} placeholder="80,00"
        onChange={(e) => setDues(e.target.value)} />
      <TextField label={c.duesDay} type="number" inputMode="numeric" min={1} max={28} value={duesDay}
        onChange={(e) => setDuesDay(e.target.value)} />
      <TextField label={`${c.gamePrice} (R$)`} inputMode="decimal" value={gamePrice} error={errors.gamePrice} placeholder="20,00"
        onChange={(e) => setGamePrice(e.target.value)} />
      <Select label={p.pixKeyType} options={KEY_TYPES} value={keyType} onChange={(e) => setKeyType(e.target.value as PixKeyType)} />
      <TextField label={p.pixKey} value={pixKey} placeholder={p.keyPlaceholders[keyType]} onChange={(e) => setPixKey(e.target.value)} />
      <TextField label={p.recipientName} value={name} maxLength={25} onChange={(e) => setName(e.target.value)} />
      <TextField label={p.recipientCity} value={city} maxLength={15} onChange={(e) => setCity(e.target.value)} />
      <Switch label={c.onlyPaidUp} description={c.onlyPaidUpHint} checked={onlyPaidUp} onCheckedChange={setOnlyPaidUp} />
      <Button type="submit" variant="secondary" fullWidth disabled={save.anyPending}>{c.saveSettings}</Button>
    </form>
  );
}
