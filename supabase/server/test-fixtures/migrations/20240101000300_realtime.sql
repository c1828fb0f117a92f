-- Private channels, authorised by policies on realtime.messages (as on hosted Realtime):
-- 'sala:<user id>' is read and written only by that user; 'mural' is read by any signed-in user, written by none.
create policy "a sala lida pelo dono e o mural por todos" on realtime.messages for select to authenticated
  using (extension = 'broadcast' and (realtime.topic() = 'sala:' || auth.uid()::text or realtime.topic() = 'mural'));
create policy "a sala escrita pelo dono" on realtime.messages for insert to authenticated
  with check (extension = 'broadcast' and realtime.topic() = 'sala:' || auth.uid()::text);
