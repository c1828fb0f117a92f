import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';
import { EMPTY_EVENT_COST, EVENT_DRAFT_DEFAULTS, type EventCostForm, type SkillLevel } from '@quadra/domain';
import type { InvitableAthlete } from '@quadra/data';
import { useSession } from '@quadra/session';

/** Someone chosen in step 5, kept with what the list shows so the choice survives a reload. */
export type InvitedPerson = InvitableAthlete;

/**
 * The event-creation draft (spec section 3): every field the wizard collects. Player counts are ''
 * while an input is empty; `eventImage` is the public URL of the cover, uploaded when chosen (a
 * File cannot be kept in local storage). `autoAcceptRegistrations` is the spec's name of the
 * 'Aprovar inscrições manualmente' toggle: true means the event requires approval.
 */
export type EventDraft = Omit<typeof EVENT_DRAFT_DEFAULTS, 'skillLevel' | 'minPlayers' | 'maxPlayers' | 'selectedPeople'> & {
  skillLevel: SkillLevel;
  minPlayers: number | '';
  maxPlayers: number | '';
  selectedPeople: InvitedPerson[];
  /** 'Custo do evento' (step 3, issue 28): charge: false = a free event. */
  cost: EventCostForm;
};

export interface DraftState extends EventDraft {
  update(changes: Partial<EventDraft>): void;
  /** Back to the defaults and out of local storage (after the event is created). */
  clear(): void;
}

export const draftDefaults = (): EventDraft => ({ ...EVENT_DRAFT_DEFAULTS, selectedPeople: [], cost: EMPTY_EVENT_COST });

/** One local-storage entry per account: another account on the same phone never sees this draft. */
export const draftStorageKey = (userId: string) => `quadra:event-draft:${userId}`;

const DRAFT_KEYS = Object.keys(draftDefaults()) as (keyof EventDraft)[];

function pickDraft(state: DraftState): EventDraft {
  const draft = {} as Record<keyof EventDraft, unknown>;
  for (const key of DRAFT_KEYS) draft[key] = state[key];
  return draft as EventDraft;
}

function makeDraftStore(userId: string) {
  return createStore<DraftState>()(
    persist(
      (set, _get, api) => ({
        ...draftDefaults(),
        update: (changes) => set(changes),
        clear: () => {
          set(draftDefaults());
          api.persist.clearStorage();
        },
      }),
      {
        name: draftStorageKey(userId),
        storage: createJSONStorage(() => localStorage),
        partialize: pickDraft,
        version: 1,
      },
    ),
  );
}

const stores = new Map<string, ReturnType<typeof makeDraftStore>>();

/** The draft store of one account (created once, hydrated from local storage synchronously). */
export function draftStore(userId: string): StoreApi<DraftState> {
  let store = stores.get(userId);
  if (!store) {
    store = makeDraftStore(userId);
    stores.set(userId, store);
  }
  return store;
}

/** Forgets the in-memory stores (tests: a "reload" reads local storage again). */
export function resetDraftStores(): void {
  stores.clear();
}

/** The signed-in athlete's draft: the wizard's steps render once the athlete is known (WizardScreen). */
export function useDraft(): DraftState {
  const userId = useSession((s) => s.user?.id);
  if (!userId) throw new Error('The wizard draft is read before the athlete is known: render the step inside WizardScreen.');
  return useStore(draftStore(userId));
}
