'use client';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { PendingPrize, Segment } from '@/lib/contracts/games';
import { usePrizewheel } from '@/lib/client/games-api';
import { useMemberSession } from '@/lib/client/use-session';
import { prefersReducedMotion } from '@/lib/client/reduced-motion';
import { SignInProblem } from '@/components/session/sign-in-problem';
import { PendingPrizes } from './pending-prizes';
import { WheelAction, type Phase } from './wheel-action';
import { WheelSvg } from './wheel-svg';
import { rotationTo, SPIN_MS } from './wheel-geometry';
import { useSpin } from './use-spin';
import { WheelIcon } from '../game-icons';
import styles from './wheel.module.css';

// The claim's form loads when a member claims a prize.
const WheelClaimDialog = dynamic(() => import('./wheel-claim-dialog').then((m) => m.WheelClaimDialog), { ssr: false });

/**
 * The daily prize wheel (docs/games.md, Pages): the segments from GET /api/prizewheel, "Drehen" asks
 * the server, which draws and books; the wheel then turns about four seconds, eased, to the segment
 * the answer names (at once under prefers-reduced-motion) and says what it gave. The page and the
 * widget use it alike; its box has its size before anything loads. A widget may hand it a `notice`
 * that says, in the state's place, why this reader has no wheel state (a token the server does not know, a /me that failed).
 */
export function PrizewheelGame({ compact = false, notice }: { compact?: boolean; notice?: ReactNode }) {
  const { session, me } = useMemberSession();
  const t = useTranslations('games.wheel');
  const token = session.known ? session.collectorToken : '';
  const pair = { hash: session.hash, token: session.token };
  const wheel = usePrizewheel(token);
  const spin = useSpin(session.collectorToken, pair);
  // The segments the wheel turned with stay until the next spin, though today's wheel may change.
  const [frozen, setFrozen] = useState<Segment[] | null>(null);
  const [rotation, setRotation] = useState(0);
  const [animate, setAnimate] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [claiming, setClaiming] = useState<PendingPrize | null>(null);
  const [claimed, setClaimed] = useState<PendingPrize | null>(null);
  const landTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(landTimer.current), []);

  const segments = frozen ?? wheel.data?.segments ?? [];
  const land = () => setPhase((p) => (p === 'turning' ? 'landed' : p));

  const start = async () => {
    const shown = wheel.data?.segments ?? [];
    setFrozen(shown);
    setClaimed(null);
    setPhase('sending');
    const result = await spin.spin();
    if (!result) return setPhase('idle');
    const index = shown.findIndex((s) => s.id === result.segment_id);
    if (index < 0) {
      // The wheel changed since it was loaded: the outcome without a turn to a segment not drawn.
      setFrozen(null);
      return setPhase('landed');
    }
    if (prefersReducedMotion()) {
      setAnimate(false);
      setRotation(rotationTo(index, shown.length, rotation, 0));
      return setPhase('landed');
    }
    setAnimate(true);
    setRotation(rotationTo(index, shown.length, rotation));
    setPhase('turning');
    // Should the transition's end not arrive (a hidden tab), the outcome still shows.
    clearTimeout(landTimer.current);
    landTimer.current = setTimeout(land, SPIN_MS + 500);
  };

  const member = me.data;
  // GET /api/prizewheel needs a member: without a token, or with a notice, no wheel is coming (the box keeps its size).
  const noWheel = Boolean(notice) || (session.known && !session.collectorToken);
  const prizes = (wheel.data?.prizes ?? []).filter((p) => !(phase === 'landed' && p.spin_id === spin.result?.spin_id));
  return (
    <div data-testid="prizewheel" data-phase={phase}>
      {member && !member.anonymous ? <SignInProblem /> : null}
      <div className={`${styles.box} ${compact ? styles.compact : ''}`} data-testid="wheel-box">
        {segments.length ? (
          <WheelSvg segments={segments} rotation={rotation} animate={animate} onTurned={land} />
        ) : noWheel ? (
          // No wheel of this reader's to show: the game's picture, faded, holds the wheel's place.
          <span className={styles.still} aria-hidden="true" data-testid="wheel-still">
            <WheelIcon size={40} />
          </span>
        ) : (
          <span className={styles.placeholder} aria-hidden="true" data-testid="wheel-placeholder" />
        )}
      </div>
      {notice ? (
        <div className={styles.action} data-testid="wheel-state">
          {notice}
        </div>
      ) : (
        <WheelAction
          session={session}
          member={member}
          wheel={wheel}
          spin={spin}
          phase={phase}
          segments={segments}
          claimed={claimed}
          onSpin={() => void start()}
          onClaim={setClaiming}
        />
      )}
      {prizes.length ? <PendingPrizes prizes={prizes} onClaim={setClaiming} /> : null}
      {claiming ? (
        <WheelClaimDialog
          prize={claiming}
          collectorToken={session.collectorToken}
          pair={pair}
          onClose={() => setClaiming(null)}
          onClaimed={(prize) => {
            setClaiming(null);
            setClaimed(prize);
            setPhase('idle');
          }}
        />
      ) : null}
      <span className="visually-hidden" aria-live="polite">
        {phase === 'turning' ? t('turning') : ''}
      </span>
    </div>
  );
}
