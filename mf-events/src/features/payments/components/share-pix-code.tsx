import { useMemo } from 'react';
import type { MyPayment } from '@quadra/data';
import PixCode from '../../../shared/components/pix-code';
import { shareBrCode } from '../data/br-code';

/** A share's BR Code for what is left to pay: the whole share, or what a changed split added after 'Já paguei'. */
export default function SharePixCode({ payment }: { payment: MyPayment }) {
  const code = useMemo(() => shareBrCode({ ...payment, amount_cents: payment.owed_cents }), [payment]);
  return <PixCode code={code} amountCents={payment.owed_cents} />;
}
