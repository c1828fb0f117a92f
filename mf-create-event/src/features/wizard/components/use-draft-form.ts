import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useDraft, type EventDraft } from '../store/draft-store';

/**
 * A step form over the draft: starts from what the draft holds and writes every change back at once,
 * so a reload or the back button never loses what was typed. The resolver is the step's zod schema.
 */
export function useDraftForm<TInput extends FieldValues, TOutput>(
  pick: (draft: EventDraft) => TInput,
  resolver: Resolver<TInput, unknown, TOutput>,
) {
  const draft = useDraft();
  const form = useForm<TInput, unknown, TOutput>({
    defaultValues: pick(draft) as DefaultValues<TInput>,
    resolver,
    mode: 'onTouched',
  });
  const { subscribe } = form;
  const { update } = draft;
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => update(values as Partial<EventDraft>) }),
    [subscribe, update],
  );
  return { form, draft };
}
