-- Issue 56, point 13: these four tables were created without revoking hosted's default grants, so
-- anon and authenticated kept DELETE/INSERT/TRUNCATE/UPDATE on them (row-level security stopped the
-- rows, but TRUNCATE ignores it). Only the service role writes them; an athlete reads and deletes
-- his own devices (push_subscriptions' policies).
revoke all on table public.push_config, public.push_outbox, public.push_subscriptions, public.payment_reminders_sent
  from public, anon, authenticated;
grant select, delete on table public.push_subscriptions to authenticated;

-- And: a visitor calling a series function got 400 ('Usuário não autenticado'); the contract says
-- 42501 for a call the role may not make at all.
revoke execute on function public.update_series_from(text, jsonb), public.end_series(text),
  public.set_series_regular(text, uuid, boolean) from public, anon;
grant execute on function public.update_series_from(text, jsonb), public.end_series(text),
  public.set_series_regular(text, uuid, boolean) to authenticated, service_role;
