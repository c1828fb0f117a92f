import { useEffect, useId, useState } from 'react';
import { toDataURL } from 'qrcode';
import { toast } from '@quadra/data';
import { formatBRL, messages } from '@quadra/domain';
import { Button } from '@quadra/ui';
import styles from './pix-code.module.css';

const p = messages.payments;

/**
 * The QR code and the 'Pix Copia e Cola' text of a BR Code (loaded with the library that draws it):
 * an event's share, or everything a member owes his club.
 */
export default function PixCode({ code, amountCents }: { code: string; amountCents: number }) {
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
      {qr ? <img className={styles.qr} src={qr} alt={p.qrAlt(formatBRL(amountCents))} width={240} height={240} /> : null}
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
