-- Storage bucket for event and profile images, and the tables streamed by Realtime.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('event-images', 'event-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy event_images_bucket_read on storage.buckets for select to anon, authenticated
  using (id = 'event-images');

create policy event_images_read on storage.objects for select to anon, authenticated
  using (bucket_id = 'event-images');
-- Storage records the uploader as the owner of a new object.
create policy event_images_upload on storage.objects for insert to authenticated
  with check (bucket_id = 'event-images');
-- Only the uploader may replace (upsert) or delete an object.
create policy event_images_update_own on storage.objects for update to authenticated
  using (bucket_id = 'event-images' and coalesce(owner_id, owner::text) = (select auth.uid())::text)
  with check (bucket_id = 'event-images' and coalesce(owner_id, owner::text) = (select auth.uid())::text);
create policy event_images_delete_own on storage.objects for delete to authenticated
  using (bucket_id = 'event-images' and coalesce(owner_id, owner::text) = (select auth.uid())::text);

alter publication supabase_realtime add table
  public.notifications, public.events, public.event_participants, public.event_comments;
