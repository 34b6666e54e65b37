import { useEffect, useState } from 'react';
import type * as QrModule from 'qrcode';
import { cx } from '../../lib/cx.ts';
import styles from './qr-code.module.css';

interface QrCodeProps {
  /** The text to encode, e.g. an otpauth:// URL. */
  value: string;
  /** Translated description read by screen readers. */
  label: string;
  size?: number;
  /** Quiet zone around the code, in modules. */
  margin?: number;
  className?: string;
  testId?: string;
}

type QrLibrary = typeof QrModule;

/** Renders `value` as a scannable QR code; the library loads on first use, off the entry chunk. */
export function QrCode({
  value,
  label,
  size = 184,
  margin = 1,
  className,
  testId = 'qr-code',
}: QrCodeProps) {
  const [rendered, setRendered] = useState<{ value: string; svg: string } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void import('qrcode')
      .then((mod) =>
        ((mod as { default?: QrLibrary }).default ?? mod).toString(value, {
          type: 'svg',
          margin,
          errorCorrectionLevel: 'M',
        }),
      )
      .then((svg) => {
        if (isCurrent) setRendered({ value, svg });
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [value, margin]);

  const svg = rendered?.value === value ? rendered.svg : null;
  return (
    <div
      role="img"
      aria-label={label}
      aria-busy={svg ? undefined : true}
      className={cx(styles.qr, className)}
      style={{ inlineSize: size, blockSize: size }}
      data-testid={testId}
      // The markup comes from the qrcode library (paths only), never from user or server text.
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}
