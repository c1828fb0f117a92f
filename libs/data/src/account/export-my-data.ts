import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { toast } from '@quadra/data/singletons';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';

/** The export's file name: quadra-meus-dados-2026-11-29.json (the athlete's own day). */
export function exportFileName(now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `quadra-meus-dados-${day}.json`;
}

/**
 * 'Baixar meus dados': everything Quadra holds about the athlete, made by the database in one
 * snapshot (export_my_data; fields in supabase/CONTRACT.md), as a UTF-8 JSON file.
 */
export async function exportMyData(): Promise<Blob> {
  const data = unwrap(await supabase.rpc('export_my_data'));
  return new Blob([JSON.stringify(data, null, 2)], { type: 'application/json;charset=utf-8' });
}

/** Hands a file to the browser as a download. */
function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started from the link; the URL is released after the click's task
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportMyData() {
  const m = messages.accountData;
  return useGuardedMutation<void, void>({
    name: 'export-my-data',
    lockKey: () => 'export-my-data',
    mutationFn: async () => download(await exportMyData(), exportFileName()),
    invalidates: () => [],
    onSuccess: () => toast.success(m.exportReady, { id: 'export-my-data' }),
    onError: (error) => failureToast(m.exportError, error, 'export-my-data'),
  });
}
