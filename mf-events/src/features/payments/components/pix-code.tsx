import { useEffect, useId, useMemo, useState } from 'react';
import { toDataURL } from 'qrcode';
import { toast, type MyPayment } from '@quadra/data';
import { formatBRL, messages } from '@quadra/domain';
import { Button } from '@quadra/ui';
import { shareBrCode } from '../data/br-code';
import styles from './payments.module.css';

const p = messages.payments;

/**
 * The QR code and the 'Pix Copia e Cola' text of a share (loaded with the libraries that make them),
 * for what is left to pay: the whole share, or what a changed split added after 'Já paguei'.
 */
export default function PixCode({ payment }: { payment: MyPayment }) {
  const code = useMemo(() => shareBrCode({ ...payment, amount_cents: payment.owed_cents }), [payment]);
  const [qr, setQr] = useState<string | null>(null);
  const codeId = useId();

  useEffect(() => {
    let current = true;
    void toDataURL(code, { errorCorrectionLevel: 'M', margin: 2, width: 480 }).then((url) => current && setQr(url));
    return () => {
      current = false;
    };
  }, [code]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(p.codeCopied, { id: 'pix-copy' });
    } catch {
      toast.error(p.copyFailed, { id: 'pix-copy' });
    }
  }

  return (
    <>
      {qr ? <img className={styles.qr} src={qr} alt={p.qrAlt(formatBRL(payment.owed_cents))} width={240} height={240} /> : null}
      <label className={styles.label} htmlFor={codeId}>
        {p.copyPaste}
      </label>
      <textarea id={codeId} className={styles.code} readOnly value={code} onFocus={(e) => e.currentTarget.select()} />
      <Button variant="secondary" fullWidth onClick={() => void copy()}>
        {p.copyCode}
      </Button>
    </>
  );
}
