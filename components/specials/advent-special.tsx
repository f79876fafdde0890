'use client';
import { useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { AdventDetail, CalendarDayView } from '@/lib/contracts/specials';
import { useSpecialDetail } from '@/lib/client/specials-api';
import { useMemberSession } from '@/lib/client/use-session';
import { doorMark } from '@/lib/domain/special-days';
import { SignInAction } from '@/components/session/sign-in-action';
import { DayReward } from './day-reward';
import { DoorIcon } from './door-icon';
import type { SpecialSectionProps } from './kind-sections';
import styles from './specials.module.css';

const doorHash = (n: number) => `#tuer-${n}`;
const subscribeHash = (change: () => void) => {
  window.addEventListener('hashchange', change);
  return () => window.removeEventListener('hashchange', change);
};
const hashDoor = (hash: string) => {
  const m = /^#tuer-(\d{1,2})$/.exec(hash);
  return m ? Number(m[1]) : null;
};

/**
 * The Advent calendar (docs/specials.md): the door that is open (today's, or the one tapped, or
 * `#tuer-{n}` in the address) above the grid of 24 doors — today, locked, past: ticked only where
 * the member took part (doorMark). A closed door says so and leads to today's door; an anonymous
 * reader is asked to sign in to take part there.
 */
export function AdventSpecial({ special: initial }: SpecialSectionProps) {
  const t = useTranslations('specials.advent');
  const { special } = useSpecialDetail(initial);
  const anonymous = useMemberSession().me.data?.anonymous ?? false;
  const { doors, today } = special.detail as AdventDetail;
  // The door tapped on this page, else the one the address names (#tuer-3), else today's.
  const [picked, setPicked] = useState<number | null>(null);
  const hash = useSyncExternalStore(
    subscribeHash,
    () => window.location.hash,
    () => '',
  );
  const panel = useRef<HTMLElement>(null);
  const shown = doors.find((d) => d.number === (picked ?? hashDoor(hash) ?? today)) ?? null;

  const open = (n: number, event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${doorHash(n)}`);
    setPicked(n);
    panel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      <section
        ref={panel}
        className={styles.section}
        aria-labelledby="advent-door"
        data-testid="advent-door"
        data-door={shown?.number ?? ''}
        data-state={shown?.state ?? ''}
      >
        {shown ? (
          <DoorPanel door={shown} today={today} anonymous={anonymous} onToday={today ? (event) => open(today, event) : undefined} />
        ) : (
          <>
            <h2 id="advent-door" className={styles.sectionTitle}>
              {t('title')}
            </h2>
            <p className={styles.notice}>
              {doors.length === 0 ? t('noDoors') : doors[0]!.state === 'locked' ? t('before', { date: new Date(doors[0]!.opens_at) }) : t('over')}
            </p>
          </>
        )}
      </section>
      <section className={styles.section} aria-labelledby="advent-grid">
        <h2 id="advent-grid" className={styles.sectionTitle}>
          {t('gridTitle', { count: doors.length })}
        </h2>
        <ol className={styles.doors} data-testid="advent-grid">
          {doors.map((d) => {
            const mark = doorMark(d.state, d.reward?.my);
            return (
              <li key={d.number}>
                <a
                  href={doorHash(d.number)}
                  className={styles.door}
                  data-state={d.state}
                  data-mark={mark}
                  aria-current={d.number === shown?.number ? 'true' : undefined}
                  aria-label={t(`doorLabel.${mark}`, { number: d.number })}
                  data-testid={`advent-door-${d.number}`}
                  onClick={(event) => open(d.number, event)}
                >
                  <span className={styles.doorNumber}>{d.number}</span>
                  <DoorIcon mark={mark} />
                </a>
              </li>
            );
          })}
        </ol>
      </section>
    </>
  );
}

type DoorPanelProps = { door: CalendarDayView; today: number | null; anonymous: boolean; onToday?: (event: MouseEvent<HTMLAnchorElement>) => void };

function DoorPanel({ door, today, anonymous, onToday }: DoorPanelProps) {
  const t = useTranslations('specials.advent');
  const s = useTranslations('specials');
  const toToday =
    today && today !== door.number ? (
      <a className={styles.more} href={doorHash(today)} onClick={onToday} data-testid="advent-to-today">
        {t('toToday')} ›
      </a>
    ) : null;
  // Today's door asks an anonymous reader itself (its redeem button); another door says what to do next.
  const signIn =
    anonymous && toToday ? (
      <p className={styles.note} data-testid="advent-sign-in">
        {t('signInToday')} <SignInAction variant="link" />
      </p>
    ) : null;
  return (
    <>
      <h2 id="advent-door" className={styles.sectionTitle}>
        {t(`panelTitle.${door.state}`, { number: door.number })}
        <span className={styles.dayDate}> · {s('dayDate', { date: new Date(door.opens_at) })}</span>
      </h2>
      {door.state === 'locked' ? (
        <>
          <p className={styles.notice} data-testid="advent-closed">
            {t('locked', { date: new Date(door.opens_at) })} {toToday}
          </p>
          {signIn}
        </>
      ) : (
        <>
          {door.state === 'past' ? (
            <p className={styles.notice} data-testid="advent-closed">
              {t('past')} {toToday}
            </p>
          ) : null}
          {signIn}
          {door.reward ? <DayReward reward={door.reward} open={door.state === 'today'} /> : <p className={styles.note}>{t('empty')}</p>}
        </>
      )}
    </>
  );
}
