-- 20261129200100 replaced the set-wide send_payment_reminders with one unit per event
-- (send_event_payment_reminders); 20261129300000, written beside it, defined the old one again.
-- Nothing calls it: drop it so the rule lives in payment_reminders_due only.
drop function if exists public.send_payment_reminders(timestamptz);
