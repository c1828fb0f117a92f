-- Issue 49 × 51: reversing a month's dues ('Estornar' a 'Mensalidade') failed with a raw constraint
-- error (club_ledger_dues_period): the reversing line did not carry the charge's month. It now copies
-- the period as it copies the kind, the amount, the member and the game. Only that line changes.
-- A line: its mirror when it reverses one, its signs, its place and the balances after it.
create or replace function public.club_ledger_before_insert()
returns trigger language plpgsql security definer set search_path = public, pg_temp
as $$
declare
  v_original public.club_ledger;
begin
  perform public.lock_club_ledger(new.club_id);
  if new.reverses_id is not null then
    select * into v_original from public.club_ledger where id = new.reverses_id and club_id = new.club_id;
    if not found then
      raise exception 'Lançamento não encontrado' using errcode = 'P0001';
    end if;
    if v_original.reverses_id is not null then
      raise exception 'Um estorno não pode ser estornado' using errcode = 'P0001',
        detail = 'Para desfazer um estorno, lance o valor de novo.';
    end if;
    if exists (select 1 from public.club_ledger where reverses_id = v_original.id) then
      raise exception 'Este lançamento já foi estornado' using errcode = 'P0001';
    end if;
    if exists (select 1 from public.club_settlements where charge_id = v_original.id) then
      raise exception 'Esta cobrança já foi paga' using errcode = 'P0001',
        detail = 'Estorne o pagamento antes de estornar a cobrança.';
    end if;
    new.kind := v_original.kind;
    new.amount_cents := v_original.amount_cents;
    new.user_id := v_original.user_id;
    new.event_id := v_original.event_id;
    new.period := v_original.period;
    -- the reversed payment's charges are open again
    delete from public.club_settlements where payment_id = v_original.id;
  elsif new.kind in ('dues', 'game', 'payment') and new.user_id is null then
    raise exception 'Informe o membro' using errcode = 'P0001';
  end if;
  new.cash_delta := (case when new.reverses_id is null then 1 else -1 end)
    * case new.kind when 'payment' then new.amount_cents when 'income' then new.amount_cents
                    when 'expense' then -new.amount_cents else 0 end;
  new.member_delta := (case when new.reverses_id is null then 1 else -1 end)
    * case new.kind when 'payment' then new.amount_cents when 'dues' then -new.amount_cents
                    when 'game' then -new.amount_cents else 0 end;
  -- Each running balance follows from the line before it (not from a sum): club_ledger_adds_up then
  -- compares the chain with the sum of the lines, so a line written around this trigger shows.
  select coalesce(max(seq), 0) + 1 into new.seq from public.club_ledger where club_id = new.club_id;
  new.cash_after := coalesce((select cash_after from public.club_ledger where club_id = new.club_id
                              order by seq desc limit 1), 0) + new.cash_delta;
  new.member_after := case when new.user_id is null then null else
    coalesce((select member_after from public.club_ledger where club_id = new.club_id and user_id = new.user_id
              order by seq desc limit 1), 0) + new.member_delta end;
  new.created_at := now();
  return new;
end;
$$;
revoke execute on function public.club_ledger_before_insert() from public, anon, authenticated;
