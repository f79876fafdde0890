'use client';
import { useEffect, useState } from 'react';
import type { VoucherCodesResult } from '@/lib/contracts/vouchers';
import styles from './voucher-sheet.module.css';

/** A QR code as an SVG address, made in the browser (qrcode, loaded with this sheet; nothing from another origin). */
async function qrImages(codes: VoucherCodesResult['codes']): Promise<string[]> {
  const { default: QRCode } = await import('qrcode');
  return Promise.all(
    codes.map(
      async (c) =>
        `data:image/svg+xml;charset=utf-8,${encodeURIComponent(await QRCode.toString(c.url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))}`,
    ),
  );
}

/** The printable sheet: each code's QR code (holding {SITE_URL}/me/voucher?code=…) with the code to type beneath. */
export function VoucherSheet({ title, codes }: { title: string; codes: VoucherCodesResult['codes'] }) {
  const [images, setImages] = useState<{ for: VoucherCodesResult['codes']; src: string[] } | null>(null);
  useEffect(() => {
    let live = true;
    void qrImages(codes).then((src) => live && setImages({ for: codes, src }));
    return () => {
      live = false;
    };
  }, [codes]);
  const src = images?.for === codes ? images.src : null;
  return (
    <div className={styles.sheet} data-testid="voucher-sheet">
      {codes.map((c, i) => (
        <div key={c.code} className={styles.label}>
          <span className={styles.title}>{title}</span>
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG made in the browser, as a data address */}
          {src ? <img src={src[i]} alt="" width={120} height={120} data-testid="voucher-qr" /> : <span style={{ width: 120, height: 120 }} />}
          <span className={styles.code}>{c.code}</span>
        </div>
      ))}
    </div>
  );
}
