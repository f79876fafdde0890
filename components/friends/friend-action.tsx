'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { FriendCandidate } from '@/lib/contracts/friends';
import { requestFriend } from '@/lib/client/friends-api';
import type { SsoPair } from '@/lib/client/rewards-api';
import styles from './friends.module.css';

type Props = { person: FriendCandidate; collectorToken: string; pair: SsoPair; onDone: (text: string) => void; onError: (error: unknown) => void };

/**
 * What I can do about someone I found: ask them, answer their request (asking back accepts it,
 * docs/friends.md), or nothing — already asked, already friends.
 */
export function FriendAction({ person, collectorToken, pair, onDone, onError }: Props) {
  const t = useTranslations('friends');
  const [busy, setBusy] = useState(false);
  if (person.relation === 'sent' || person.relation === 'friend') {
    return (
      <span className={styles.state} data-testid="friend-relation">
        {t(`relation.${person.relation}`)}
      </span>
    );
  }
  const ask = async () => {
    setBusy(true);
    try {
      const result = await requestFriend(collectorToken, pair, person.username);
      onDone(t(result.state === 'accepted' ? 'done.accepted' : 'done.requested', { username: person.username }));
    } catch (e) {
      onError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={styles.small}
      onClick={() => void ask()}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={`${t(`relation.${person.relation}`)}: ${person.username}`}
      data-testid="friend-relation"
    >
      {t(`relation.${person.relation}`)}
    </button>
  );
}
