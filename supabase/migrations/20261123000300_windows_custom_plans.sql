-- A pooled connection reuses a function's cached plan; after five calls PostgreSQL may switch to a
-- generic plan that cannot see which filters are null, and reads every upcoming event to sort them
-- (bench:db: 600 ms instead of 3 ms for the unfiltered first page). The windows plan each call for
-- its own arguments (planning costs well under a millisecond).
alter function public.list_available_events(text[], text[], timestamptz, uuid, integer) set plan_cache_mode = force_custom_plan;
alter function public.list_joined_events(timestamptz, uuid, integer) set plan_cache_mode = force_custom_plan;
alter function public.list_my_events(text, timestamptz, uuid, integer) set plan_cache_mode = force_custom_plan;
