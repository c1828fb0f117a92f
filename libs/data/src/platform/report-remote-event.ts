import { supabase } from '@quadra/supabase';
import type { ReleaseChannel, RemoteName } from '@quadra/contracts';

export type RemoteEventKind = 'load' | 'load-failed' | 'stalled' | 'render-error';

/** What the shell tells the backend about a remote release: no user, no concrete path. */
export interface RemoteEvent {
  remote: RemoteName;
  channel: ReleaseChannel;
  entry: string;
  /** The route pattern ('/event/:id'), never the path with its ids. */
  route: string | null;
  kind: RemoteEventKind;
}

/** Sends one report (rpc report_remote_event); never throws: a report must not break the page. */
export async function reportRemoteEvent(event: RemoteEvent): Promise<void> {
  try {
    await supabase.rpc('report_remote_event', {
      p_remote: event.remote,
      p_channel: event.channel,
      p_entry: event.entry,
      p_route: event.route ?? '',
      p_kind: event.kind,
    });
  } catch {
    // Backend unreachable or not configured yet: the report is lost, the page goes on.
  }
}
