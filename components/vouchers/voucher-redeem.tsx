'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { VoucherLookup, VoucherRedeemResult } from '@/lib/contracts/vouchers';
import { ApiClientError } from '@/lib/client/api-error';
import { useAddressQuery } from '@/lib/client/address-query';
import { newIdempotencyKey } from '@/lib/client/rewards-api';
import { useMemberSession } from '@/lib/client/use-session';
import { lookupVoucher, redeemVoucher } from '@/lib/client/vouchers-api';
import { codeFromScan, formatCode, normaliseCode } from '@/lib/domain/vouchers';
import { LoginPrompt } from '@/components/session/login-prompt';
import { CodeForm } from './code-form';
import { CameraScanner } from './camera-scanner';
import { PhotoScan } from './photo-scan';
import { useVoucherErrorText } from './use-voucher-error';
import { VoucherOffer } from './voucher-offer';
import { VoucherSuccess } from './voucher-success';
import styles from './vouchers.module.css';

type Problem = { text: string; code?: string } | null;

/**
 * The member's part of /me/voucher (docs/vouchers.md, The scanner and its fallbacks): a code comes
 * from the camera, a photo, the keyboard or the address (?code=, what the QR code holds) and is
 * looked up; the offer then says what it gives and redeems it (anonymous members are asked to log
 * in); the success shows the new balance and where the Räppli or the reward are.
 */
export function VoucherRedeem() {
  const t = useTranslations('voucher');
  const errorText = useVoucherErrorText();
  const { session, me } = useMemberSession();
  const query = useAddressQuery();
  const token = session.collectorToken;
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [offer, setOffer] = useState<{ code: string; voucher: VoucherLookup } | null>(null);
  const [redeeming, setRedeeming] = useState(false);
  const [result, setResult] = useState<VoucherRedeemResult | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  // Refused for the sign-in: an anonymous member signs in, one whose SSO pair is lost or garbled again.
  const [mustLogIn, setMustLogIn] = useState<'anonymous' | 'broken' | null>(null);
  const key = useRef<string | null>(null);
  const fromAddress = useRef(false);

  const check = useCallback(
    async (text: string) => {
      setProblem(null);
      const symbols = normaliseCode(text);
      // A code of the wrong length is a typing slip: said here, without a guess counted by the server.
      if (!symbols) return setProblem({ text: t('code.incomplete'), code: 'INCOMPLETE' });
      const typed = formatCode(symbols);
      setCode(typed);
      setChecking(true);
      try {
        setOffer({ code: typed, voucher: await lookupVoucher(token, typed) });
        key.current = null;
      } catch (e) {
        setProblem({ text: errorText(e), code: e instanceof ApiClientError ? e.code : undefined });
      } finally {
        setChecking(false);
      }
    },
    [token, errorText, t],
  );

  // The QR code's address: /me/voucher?code=… fills the code in and looks it up.
  useEffect(() => {
    const fromQr = query?.get('code');
    if (fromAddress.current || !fromQr || !session.known || !token) return;
    fromAddress.current = true;
    setCode(fromQr);
    void check(fromQr);
  }, [query, session.known, token, check]);

  const scanned = (text: string) => {
    const found = codeFromScan(text);
    if (!found) return setProblem({ text: t('scan.notOurs'), code: 'NOT_OURS' });
    void check(found);
  };

  const redeem = async () => {
    if (!offer || redeeming) return;
    setRedeeming(true);
    setProblem(null);
    key.current ??= newIdempotencyKey();
    try {
      setResult(await redeemVoucher(token, { hash: session.hash, token: session.token }, offer.code, key.current));
      key.current = null;
    } catch (e) {
      // Answered by the server: a new attempt is a new redeem; a lost answer keeps the key.
      if (e instanceof ApiClientError && e.status >= 400 && e.status < 500) key.current = null;
      if (e instanceof ApiClientError && e.code === 'ANONYMOUS_NOT_ALLOWED') setMustLogIn('anonymous');
      else if (e instanceof ApiClientError && (e.code === 'MISSING_HASH_TOKEN' || e.code === 'INVALID_HASH_TOKEN')) setMustLogIn('broken');
      else setProblem({ text: errorText(e), code: e instanceof ApiClientError ? e.code : undefined });
    } finally {
      setRedeeming(false);
    }
  };

  const reset = () => {
    setOffer(null);
    setResult(null);
    setProblem(null);
    setMustLogIn(null);
    setCode('');
  };

  const anonymous = me.data?.anonymous === true;
  const notice = problem ? (
    <p className={styles.error} role="alert" data-testid="voucher-error" data-code={problem.code}>
      {problem.text}
    </p>
  ) : null;

  if (result && offer) return <VoucherSuccess result={result} voucher={offer.voucher} onAnother={reset} />;
  if (offer) {
    return (
      <>
        <VoucherOffer voucher={offer.voucher} code={offer.code} anonymous={anonymous} redeeming={redeeming} onRedeem={() => void redeem()} onOther={reset} />
        {notice}
        {mustLogIn === 'broken' ? (
          <LoginPrompt title={t('login.brokenTitle')} text={t('login.brokenText')} />
        ) : mustLogIn || (anonymous && offer.voucher.state === 'available') ? (
          <LoginPrompt title={t('login.title')} text={t('login.text')} />
        ) : null}
      </>
    );
  }
  return (
    <>
      <section className={styles.card} aria-labelledby="voucher-scan-title">
        <h2 className={styles.cardTitle} id="voucher-scan-title">
          {t('scan.title')}
        </h2>
        <CameraScanner onText={scanned} />
        <PhotoScan onText={scanned} />
      </section>
      <section className={styles.card} aria-labelledby="voucher-code-title">
        <h2 className={styles.cardTitle} id="voucher-code-title">
          {t('code.title')}
        </h2>
        <CodeForm value={code} onValue={setCode} checking={checking} disabled={!session.known || !token} onCheck={() => void check(code)} />
        {notice}
      </section>
    </>
  );
}
