import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { toast } from '@quadra/data/singletons';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { eventKeys, safetyKeys } from '../keys';

const m = messages.safety;

export interface BlockTarget {
  userId: string;
  /** For the toast. */
  name: string;
}

export async function blockUser({ userId }: BlockTarget): Promise<void> {
  unwrap(await supabase.rpc('block_user', { p_user_id: userId }));
}

export async function unblockUser({ userId }: BlockTarget): Promise<void> {
  unwrap(await supabase.rpc('unblock_user', { p_user_id: userId }));
}

// A block changes the walls (their comments no longer read) and the events (joins refused): all reloaded.
const afterBlock = () => [safetyKeys.all, eventKeys.all];

export function useBlockUser() {
  return useGuardedMutation({
    name: 'block-user',
    lockKey: ({ userId }: BlockTarget) => userId,
    mutationFn: blockUser,
    invalidates: afterBlock,
    onSuccess: (_, { name }) => toast.success(m.blocked(name), { id: 'block-user' }),
    onError: (error) => failureToast(m.blockError, error, 'block-user'),
  });
}

export function useUnblockUser() {
  return useGuardedMutation({
    name: 'unblock-user',
    lockKey: ({ userId }: BlockTarget) => userId,
    mutationFn: unblockUser,
    invalidates: afterBlock,
    onSuccess: (_, { name }) => toast.success(m.unblocked(name), { id: 'unblock-user' }),
    onError: (error) => failureToast(m.unblockError, error, 'unblock-user'),
  });
}
