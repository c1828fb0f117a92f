import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEventCost, useSetEventCost, useSplitPreview } from '@quadra/data';
import { costSectionSchema, eventCostArgs, eventCostForm, messages, type EventCostArgs } from '@quadra/domain';
import { Button, EventCostFields, Spinner } from '@quadra/ui';
import styles from './payments.module.css';

/** The edit screen's 'Custo' tab: waits for the stored cost, then edits it. */
export function CostEditor({ eventId }: { eventId: string }) {
  const stored = useEventCost(eventId);
  if (stored.data === undefined) return <Spinner centered />;
  return <CostForm eventId={eventId} stored={stored.data} />;
}

/**
 * 'Salvar custo' sets the cost (or, switched off, 'Remover custo' removes it). The database checks
 * it again and recounts every share; what a player already paid is kept apart, and a share the new
 * split raises asks him only for the difference.
 */
function CostForm({ eventId, stored }: { eventId: string; stored: EventCostArgs | null }) {
  const save = useSetEventCost();
  const { control, handleSubmit, setValue, formState } = useForm({
    defaultValues: { cost: eventCostForm(stored) },
    resolver: zodResolver(costSectionSchema),
  });
  const cost = useWatch({ control, name: 'cost' });
  const errors = formState.errors.cost;
  // Divided by whom the app charges now, never by the places (issue 48: 12 places read R$ 10,00 while 8 paid R$ 15,00).
  const preview = useSplitPreview(eventId, cost.includeOrganiser, cost.charge && cost.mode === 'total');
  return (
    <form className={styles.section} noValidate onSubmit={handleSubmit(({ cost: value }) => save.run({ eventId, cost: eventCostArgs(value) }))}>
      <EventCostFields
        value={cost}
        onChange={(next) => setValue('cost', next, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
        errors={{
          amount: errors?.amount?.message,
          pixKey: errors?.pixKey?.message,
          recipientName: errors?.recipientName?.message,
          recipientCity: errors?.recipientCity?.message,
        }}
        split={preview.data ? { kind: 'charged', players: preview.data.payers, canGrow: preview.data.can_grow } : null}
      />
      <Button type="submit" fullWidth loading={save.isPending({ eventId, cost: null })} disabled={!cost.charge && !stored}>
        {cost.charge || !stored ? messages.payments.saveCost : messages.payments.removeCost}
      </Button>
    </form>
  );
}
