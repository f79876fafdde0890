'use client';
import { useAtomValue } from 'jotai';
import { sessionAtom } from './session-atoms';
import { useMe } from './use-api';

/** The member's session and /me data for feature components (the gate keeps the atom in sync). */
export function useMemberSession() {
  const session = useAtomValue(sessionAtom);
  const me = useMe(session.collector_token);
  return { session, me };
}
