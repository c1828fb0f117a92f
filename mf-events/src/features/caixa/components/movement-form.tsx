import { useState, type FormEvent } from 'react';
import { toast, useAddClubMovement } from '@quadra/data';
import { messages, parseBRLToCents } from '@quadra/domain';
import { Button, Dialog, TextField } from '@quadra/ui';
import styles from './caixa.module.css';

const c = messages.caixa;

/** 'Saída' or 'Entrada' of the club: amount, description and date (today by default). */
export function MovementForm({ clubId, kind, open, onOpenChange }: {
  clubId: string; kind: 'income' | 'expense'; open: boolean; onOpenChange(open: boolean): void;
}) {
  const add = useAddClubMovement();
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [date, setDate] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; description?: string }>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const cents = parseBRLToCents(amount);
    const found = { amount: cents === null || cents === 0 ? c.amountInvalid : undefined, description: description.trim() ? undefined : c.descriptionRequired };
    setErrors(found);
    if (found.amount || found.description || cents === null) return;
    add.runAsync({ clubId, kind, amountCents: cents, description: description.trim(), occurredOn: date || undefined }).then((id) => {
      if (id === undefined) return;
      toast.success(c.movementSaved(kind), { id: 'caixa-movement' });
      setAmount('');
      setDescription('');
      setDate('');
      onOpenChange(false);
    }, () => undefined); // the failure is the hook's toast
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={c.newMovement(kind)}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label={c.amountLabel} inputMode="decimal" value={amount} error={errors.amount}
          placeholder="300,00" onChange={(e) => setAmount(e.target.value)} />
        <TextField label={c.descriptionLabel} value={description} maxLength={120} error={errors.description}
          placeholder={c.descriptionPlaceholder[kind]} onChange={(e) => setDescription(e.target.value)} />
        <TextField label={c.dateLabel} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        <Button type="submit" fullWidth disabled={add.anyPending}>{c.save}</Button>
      </form>
    </Dialog>
  );
}
