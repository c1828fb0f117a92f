insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('avatars', 'avatars', true, 1048576, array['image/png', 'image/jpeg', 'image/webp']),
       ('private', 'private', false, null, null);
create policy "avatars public read" on storage.objects for select using (bucket_id = 'avatars');
create policy "own folder write" on storage.objects for insert to authenticated
  with check (bucket_id in ('avatars', 'private') and (storage.foldername(name))[1] = auth.uid()::text);
create policy "own folder update" on storage.objects for update to authenticated
  using ((storage.foldername(name))[1] = auth.uid()::text);
create policy "own folder delete" on storage.objects for delete to authenticated
  using ((storage.foldername(name))[1] = auth.uid()::text);
create policy "own private read" on storage.objects for select to authenticated
  using (bucket_id = 'private' and owner = auth.uid());
