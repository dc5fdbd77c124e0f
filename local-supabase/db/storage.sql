-- What a hosted project's Storage has before any migration runs (the part local Storage serves), as
-- supabase/storage's own migrations make it: the `storage` schema with buckets and objects, row level
-- security on both (a project's policies decide who reads and writes objects), every API role granted all
-- on them as hosted does, the path helpers policies use, updated_at kept by trigger, and deletes refused
-- unless they come through the Storage API (which sets storage.allow_delete_query).
-- Run at every start and safe where Storage exists (a hosted project, an earlier run): like platform.sql it
-- only adds what is missing and replaces nothing.
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

do $$
begin
  if to_regclass('storage.buckets') is null then
    create table storage.buckets (
      id text primary key,
      name text not null unique,
      owner uuid,
      owner_id text,
      public boolean default false,
      avif_autodetection boolean default false,
      file_size_limit bigint,
      allowed_mime_types text[],
      created_at timestamptz default now(),
      updated_at timestamptz default now()
    );
    alter table storage.buckets enable row level security;
    grant all on storage.buckets to anon, authenticated, service_role;
  end if;
  if to_regclass('storage.objects') is null then
    create table storage.objects (
      id uuid primary key default gen_random_uuid(),
      bucket_id text references storage.buckets (id),
      name text,
      owner uuid,
      owner_id text,
      metadata jsonb,
      user_metadata jsonb,
      path_tokens text[] generated always as (string_to_array(name, '/')) stored,
      version text,
      created_at timestamptz default now(),
      updated_at timestamptz default now(),
      last_accessed_at timestamptz default now(),
      unique (bucket_id, name)
    );
    alter table storage.objects enable row level security;
    grant all on storage.objects to anon, authenticated, service_role;
  end if;
  -- A local data folder made before user_metadata was served.
  if not exists (select 1 from information_schema.columns
                 where table_schema = 'storage' and table_name = 'objects' and column_name = 'user_metadata') then
    alter table storage.objects add column user_metadata jsonb;
    grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
  end if;

  if to_regprocedure('storage.update_updated_at_column()') is null then
    create function storage.update_updated_at_column() returns trigger language plpgsql as $f$
    begin
      new.updated_at = now();
      return new;
    end $f$;
  end if;
  if not exists (select 1 from pg_trigger where tgname = 'update_objects_updated_at' and tgrelid = 'storage.objects'::regclass) then
    create trigger update_objects_updated_at before update on storage.objects
      for each row execute function storage.update_updated_at_column();
  end if;

  if to_regprocedure('storage.protect_delete()') is null then
    create function storage.protect_delete() returns trigger language plpgsql as $f$
    begin
      if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
        raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
          using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
      end if;
      return null;
    end $f$;
  end if;
  if not exists (select 1 from pg_trigger where tgname = 'protect_buckets_delete' and tgrelid = 'storage.buckets'::regclass) then
    create trigger protect_buckets_delete before delete on storage.buckets
      for each statement execute function storage.protect_delete();
  end if;
  if not exists (select 1 from pg_trigger where tgname = 'protect_objects_delete' and tgrelid = 'storage.objects'::regclass) then
    create trigger protect_objects_delete before delete on storage.objects
      for each statement execute function storage.protect_delete();
  end if;

  if to_regprocedure('storage.foldername(text)') is null then
    create function storage.foldername(name text) returns text[] language sql immutable
      as $f$ select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1] $f$;
  end if;
  if to_regprocedure('storage.filename(text)') is null then
    create function storage.filename(name text) returns text language sql immutable
      as $f$ select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)] $f$;
  end if;
  if to_regprocedure('storage.extension(text)') is null then
    create function storage.extension(name text) returns text language sql immutable
      as $f$ select reverse(split_part(reverse(storage.filename(name)), '.', 1)) $f$;
  end if;
end $$;
