import { useSetGuestAllowance } from '@quadra/data';
import { guestTexts } from '@quadra/domain';
import { Select } from '@quadra/ui';

const t = guestTexts;
const OPTIONS = [
  { value: '0', label: t.allowanceNone },
  ...[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: String(n) })),
];

/** The organiser lets each participant bring up to N guests. */
export function GuestAllowance({ eventId, perParticipant }: { eventId: string; perParticipant: number }) {
  const allowance = useSetGuestAllowance();
  return (
    <Select
      label={t.allowance}
      options={OPTIONS}
      value={String(perParticipant)}
      disabled={allowance.anyPending}
      onChange={(e) => allowance.run({ eventId, perParticipant: Number(e.target.value) })}
    />
  );
}
