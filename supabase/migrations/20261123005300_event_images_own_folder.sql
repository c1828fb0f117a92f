-- event-images: a user writes only under their own first folder `{auth.uid()}/…`
-- (profile photo `{userId}/{userId}-{timestamp}.{ext}`, event image `{userId}/events/{eventId|new}-{timestamp}.{ext}`).
-- Replacing (upsert) or moving an object keeps both rules: the owner, and a name in the owner's folder.

drop policy if exists event_images_upload on storage.objects;
create policy event_images_upload on storage.objects for insert to authenticated
  with check (
    bucket_id = 'event-images'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

drop policy if exists event_images_update_own on storage.objects;
create policy event_images_update_own on storage.objects for update to authenticated
  using (bucket_id = 'event-images' and coalesce(owner_id, owner::text) = (select auth.uid())::text)
  with check (
    bucket_id = 'event-images'
    and coalesce(owner_id, owner::text) = (select auth.uid())::text
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
