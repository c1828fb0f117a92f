import { messages, type ReportFormValues } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { toast } from '@quadra/data/singletons';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { eventKeys } from '../keys';

const m = messages.safety;

export type ReportTarget = { kind: 'comment'; commentId: string; eventId: string } | { kind: 'profile'; userId: string };
export type ReportVars = ReportTarget & ReportFormValues;

/** One report per reporter and target; the database refuses a second, oneself and a bad reason. */
export async function sendReport(vars: ReportVars): Promise<void> {
  const details = vars.details || undefined;
  if (vars.kind === 'comment')
    unwrap(await supabase.rpc('report_comment', { p_comment_id: vars.commentId, p_reason: vars.reason, p_details: details }));
  else unwrap(await supabase.rpc('report_profile', { p_user_id: vars.userId, p_reason: vars.reason, p_details: details }));
}

export function useSendReport() {
  return useGuardedMutation({
    name: 'send-report',
    lockKey: (vars: ReportVars) => (vars.kind === 'comment' ? vars.commentId : vars.userId),
    mutationFn: sendReport,
    // The third report hides the comment: the wall reloads.
    invalidates: (vars) => (vars.kind === 'comment' ? [eventKeys.comments(vars.eventId)] : []),
    onSuccess: () => toast.success(m.reportSent, { id: 'send-report' }),
    onError: (error) => failureToast(m.reportError, error, 'send-report'),
  });
}
