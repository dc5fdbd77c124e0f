-- Product photos in Supabase Storage. A public bucket (the web shop shows the photos by their public URL),
-- at most 10 MB per file, images only (webp, jpeg, png). Staff with can_edit_product_data write files under
-- their company's folder (<company id>/<product id>/<file>); every staff member of the company reads the
-- rows (an upsert needs it). The storage schema is the platform's (a hosted project has it; local-supabase
-- makes it the same way), so this migration only adds the bucket and the policies on storage.objects.
-- Idempotent: the bucket is upserted and each policy made anew, so it also applies where an earlier copy of
-- these statements (as 20251130000006_product_images) already ran.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('product-images', 'product-images', true, 10485760, array['image/webp', 'image/jpeg', 'image/png'])
on conflict (id) do update
  set public = excluded.public, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

drop policy if exists product_images_select on storage.objects;
create policy product_images_select on storage.objects
  for select to authenticated
  using (bucket_id = 'product-images'
         and (storage.foldername(name))[1] = (select public.current_company_id())::text);

drop policy if exists product_images_insert on storage.objects;
create policy product_images_insert on storage.objects
  for insert to authenticated
  with check (bucket_id = 'product-images'
              and (storage.foldername(name))[1] = (select public.current_company_id())::text
              and (select public.has_permission(public.current_company_id(), 'can_edit_product_data')));

drop policy if exists product_images_update on storage.objects;
create policy product_images_update on storage.objects
  for update to authenticated
  using (bucket_id = 'product-images'
         and (storage.foldername(name))[1] = (select public.current_company_id())::text
         and (select public.has_permission(public.current_company_id(), 'can_edit_product_data')))
  with check (bucket_id = 'product-images'
              and (storage.foldername(name))[1] = (select public.current_company_id())::text
              and (select public.has_permission(public.current_company_id(), 'can_edit_product_data')));

drop policy if exists product_images_delete on storage.objects;
create policy product_images_delete on storage.objects
  for delete to authenticated
  using (bucket_id = 'product-images'
         and (storage.foldername(name))[1] = (select public.current_company_id())::text
         and (select public.has_permission(public.current_company_id(), 'can_edit_product_data')));
