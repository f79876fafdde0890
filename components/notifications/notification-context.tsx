'use client';
import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { NotificationAction, NotificationItem } from '@/lib/contracts/notifications';
import { ApiClientError } from '@/lib/client/api-error';
import { useAddressQuery } from '@/lib/client/address-query';
import { hostOrigin, postToHost } from '@/lib/client/host-bridge';
import { cameFromOurPage } from '@/lib/client/came-from';
import { markNotificationSeen, useNotifications } from '@/lib/client/notifications-api';
import { usePublicConfig } from '@/lib/client/public-config';
import { useSessionQuery } from '@/lib/client/use-session-query';
import { IDENTIFIED_KINDS, pickNotification, popupCloseWay, type NotificationKind } from '@/lib/domain/notifications';
import { withPreservedQuery } from '@/lib/domain/navigation';
import { externalLink } from '@/lib/domain/platform';
import { returnPath, signInWay } from '@/lib/domain/sign-in';
import { goSignIn } from '@/lib/client/sign-in-go';
import { isSitePath } from '@/lib/domain/site-path';

// One popup page's member part (docs/notifications.md, "Pages"): which record it shows, in which
// state, and what closing and the action do. Closing marks the record seen and asks the host page
// to close its overlay (raeppli:close), or, not framed by a host, goes back to our page the reader
// came from, else to the overview; the action marks it seen and opens its page — in the host's web
// view (raeppli:navigate) when an allowed host frames us, else here, keeping the collector token.

export type PopupState =
  | { kind: 'loading' }
  | { kind: 'record'; record: NotificationItem }
  /** An anonymous member on a page of a kind only identified members have. */
  | { kind: 'anonymous' }
  | { kind: 'empty' }
  | { kind: 'unknown' }
  | { kind: 'noToken' }
  | { kind: 'failed'; retry: () => void };

type Popup = {
  state: PopupState;
  /** The editor's preview: everything drawn, nothing done. */
  preview: boolean;
  close: () => void;
  act: (action: NotificationAction) => void;
  signIn: () => void;
};

const PopupContext = createContext<Popup | null>(null);

export function usePopup(): Popup {
  const popup = useContext(PopupContext);
  if (!popup) throw new Error('usePopup needs a NotificationProvider');
  return popup;
}

const INERT: Popup = { state: { kind: 'loading' }, preview: true, close: () => undefined, act: () => undefined, signIn: () => undefined };

/** The preview's frame: the popup drawn as members see it, its buttons doing nothing (docs/console.md, Previews). */
export function PreviewPopupProvider({ children }: { children: ReactNode }) {
  return <PopupContext.Provider value={INERT}>{children}</PopupContext.Provider>;
}

function stateOf(
  page: { kind: NotificationKind; popupId?: number },
  session: ReturnType<typeof useSessionQuery>,
  list: ReturnType<typeof useNotifications>,
  id: number | null,
): PopupState {
  if (!session.known) return { kind: 'loading' };
  if (!session.collectorToken) return { kind: 'noToken' };
  if (list.error) {
    if (list.error instanceof ApiClientError && list.error.code === 'COLLECTOR_NOT_FOUND') return { kind: 'unknown' };
    return { kind: 'failed', retry: () => void list.mutate() };
  }
  if (!list.data) return { kind: 'loading' };
  const record = pickNotification(list.data.items, page, id);
  if (record) return { kind: 'record', record };
  return list.data.anonymous && IDENTIFIED_KINDS.includes(page.kind) ? { kind: 'anonymous' } : { kind: 'empty' };
}

export function NotificationProvider({ kind, popupId, children }: { kind: NotificationKind; popupId?: number; children: ReactNode }) {
  const session = useSessionQuery();
  const query = useAddressQuery();
  const config = usePublicConfig();
  const router = useRouter();
  const list = useNotifications(session.known ? session.collectorToken : '');
  const rawId = query?.get('id');
  const id = rawId && /^[1-9]\d{0,15}$/.test(rawId) ? Number(rawId) : null;
  // The record marked seen leaves the member's list, but stays on this page until it is gone: in a
  // host's frame the overlay closes when the host says so, and meanwhile the popup is not "Nichts Neues".
  const [seen, setSeen] = useState<NotificationItem | null>(null);
  const state = useMemo<PopupState>(
    () => (seen ? { kind: 'record', record: seen } : stateOf({ kind, popupId }, session, list, id)),
    [seen, kind, popupId, session, list, id],
  );
  const record = state.kind === 'record' ? state.record : null;
  const allowed = config.allowed_message_origins;

  // Here, not in a host's frame: the page opens with the member's query, without the popup's own `id`.
  // Closing replaces the popup's entry: "back" from where it led must not open the closed popup again.
  const go = useCallback(
    (href: string, replace = false) => {
      const query = new URLSearchParams(window.location.search);
      query.delete('id');
      const target = withPreservedQuery(href, `?${query.toString()}`, window.location.origin);
      if (replace) router.replace(target);
      else router.push(target);
    },
    [router],
  );

  const markSeen = useCallback(async () => {
    if (!record || seen) return;
    setSeen(record);
    // A failed mark is reported by the fetch wrapper; the popup closes all the same.
    await markNotificationSeen(session.collectorToken, record.id).catch(() => undefined);
  }, [record, seen, session.collectorToken]);

  const close = useCallback(() => {
    void markSeen().then(() => {
      if (postToHost({ type: 'raeppli:close' }, allowed)) return;
      const way = popupCloseWay({ cameFromOurPage: cameFromOurPage(), hasToken: Boolean(session.collectorToken) });
      if (way.kind === 'back') window.history.back();
      else go(way.href, true);
    });
  }, [markSeen, allowed, go, session.collectorToken]);

  const signIn = useCallback(() => {
    void markSeen().then(() => {
      const way = signInWay({
        platform: session.platform,
        uriScheme: config.uri_scheme,
        loginUrl: config.login_url,
        origin: window.location.origin,
        returnTo: returnPath('/me/overview', ''),
        parentOrigin: hostOrigin(allowed),
        allowedOrigins: allowed,
      });
      goSignIn(way, session.collectorToken);
    });
  }, [markSeen, session.platform, session.collectorToken, config, allowed]);

  const act = useCallback(
    (action: NotificationAction) => {
      if (action.kind === 'login') return signIn();
      const href = action.href;
      if (!href) return;
      // An editor's https address: in the app through its URI scheme; on the web beside the host
      // page, never replacing it (lib/domain/platform.ts).
      const external = /^https:\/\//.test(href) ? externalLink(session.platform, config.uri_scheme, href) : null;
      if (external) {
        if (external.target === '_blank') window.open(external.href, '_blank', 'noopener');
        else window.location.href = external.href;
        void markSeen();
        return;
      }
      // Anything else must be a path of this site (stored before the rule, or altered): else no way.
      if (!isSitePath(href)) return;
      void markSeen().then(() => {
        if (!postToHost({ type: 'raeppli:navigate', href }, allowed)) go(href);
      });
    },
    [markSeen, allowed, go, signIn, session.platform, config.uri_scheme],
  );

  const value = useMemo<Popup>(() => ({ state, preview: false, close, act, signIn }), [state, close, act, signIn]);
  return <PopupContext.Provider value={value}>{children}</PopupContext.Provider>;
}
