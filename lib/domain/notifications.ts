// Which notification popups are due for a member today (docs/notifications.md). Pure: the service
// passes the member's facts, the business day in TIMEZONE, the calendar specials open today and the
// editors' live popups; it writes what is due and not yet written, once per member and key.
import { weekStart } from './business-time';

/** The kinds, each with its popup page (/notification/{kind}, /notification/detail/{id}). */
export const NOTIFICATION_KINDS = ['badge', 'levelup', 'profile', 'birthday', 'register', 'specialday', 'christmas', 'birthdayweek', 'detail'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Kinds written when something happens (a badge, a level): shown until seen, whenever that is. */
export const EVENT_KINDS: readonly NotificationKind[] = ['badge', 'levelup'];

export const AUDIENCES = ['everyone', 'anonymous', 'identified', 'subscribers'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** Christmas popups on these days of December (Heiligabend, Christtag, Stefanitag). */
export const CHRISTMAS_DAYS = [24, 25, 26] as const;
/** The birthday week: the days before the birthday on which its popup is due. */
export const BIRTHDAY_WEEK_DAYS = 6;

/** The personal data a complete profile has (server names): what redeeming and the birthday gift need. */
export const PROFILE_FIELDS = ['firstname', 'lastname', 'email', 'birthday', 'street', 'street_nr', 'postcode', 'city'] as const;
export type ProfileFieldName = (typeof PROFILE_FIELDS)[number];

export type MemberFacts = {
  anonymous: boolean;
  optedOut: boolean;
  subscriber: boolean;
  balance: number;
  /** The SSO user's personal data (null for an anonymous member). */
  personal: Partial<Record<ProfileFieldName, string | null>> | null;
};

/** A calendar special's day open today that has a reward (lib/domain/special-days.ts). */
export type SpecialDayToday = { specialId: number; slug: string; kind: 'halloween' | 'advent'; number: number; day: string; rewardTitle: string };
/** An editor's popup that is published and in its time window now. */
export type LivePopup = { id: number; audience: Audience };

export type Due = { kind: NotificationKind; key: string; data: Record<string, unknown> };

/** The fields of a complete profile the member has not filled in. */
export function missingProfileFields(personal: MemberFacts['personal']): ProfileFieldName[] {
  if (!personal) return [];
  return PROFILE_FIELDS.filter((f) => !personal[f]?.trim());
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The date a birthday (YYYY-MM-DD) falls on in a year; 29 February is 28 February in other years. */
export function birthdayIn(birthday: string, year: number): string {
  const [, month, day] = birthday.split('-') as [string, string, string];
  const leapDay = month === '02' && day === '29' && !isLeap(year);
  return `${String(year).padStart(4, '0')}-${month}-${leapDay ? '28' : day}`;
}

/** Days from one YYYY-MM-DD date to another. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The birthday ahead within the birthday week (1–6 days from today), or null. */
export function upcomingBirthday(birthday: string, today: string): { date: string; year: number; inDays: number } | null {
  const year = Number(today.slice(0, 4));
  for (const y of [year, year + 1]) {
    const date = birthdayIn(birthday, y);
    const inDays = daysBetween(today, date);
    if (inDays >= 1 && inDays <= BIRTHDAY_WEEK_DAYS) return { date, year: y, inDays };
  }
  return null;
}

function audienceFits(audience: Audience, facts: MemberFacts): boolean {
  switch (audience) {
    case 'everyone':
      return true;
    case 'anonymous':
      return facts.anonymous;
    case 'identified':
      return !facts.anonymous;
    case 'subscribers':
      return facts.subscriber;
  }
}

/**
 * The notifications due for a member on a business day, each with its key: one per member, kind and
 * period, so that reading twice (or twenty times at once) writes each once. A member who left the
 * programme gets none.
 */
export function dueNotifications(facts: MemberFacts, today: string, specialDays: readonly SpecialDayToday[], popups: readonly LivePopup[]): Due[] {
  if (facts.optedOut) return [];
  const due: Due[] = [];
  const year = today.slice(0, 4);
  const birthday = facts.anonymous ? null : (facts.personal?.birthday ?? null);
  const validBirthday = birthday && /^\d{4}-\d{2}-\d{2}$/.test(birthday) ? birthday : null;

  if (!facts.anonymous) {
    const missing = missingProfileFields(facts.personal);
    if (missing.length > 0) due.push({ kind: 'profile', key: `profile:${today.slice(0, 7)}`, data: { missing } });
  }
  if (validBirthday && birthdayIn(validBirthday, Number(year)) === today) {
    due.push({ kind: 'birthday', key: `birthday:${year}`, data: { year: Number(year) } });
  }
  const ahead = validBirthday ? upcomingBirthday(validBirthday, today) : null;
  if (ahead) due.push({ kind: 'birthdayweek', key: `birthdayweek:${ahead.year}`, data: { birthday: ahead.date } });
  if (facts.anonymous && facts.balance > 0) due.push({ kind: 'register', key: `register:${weekStart(today)}`, data: {} });
  for (const s of specialDays) {
    due.push({
      kind: 'specialday',
      key: `specialday:${s.specialId}:${s.day}`,
      data: { special_id: s.specialId, slug: s.slug, special_kind: s.kind, number: s.number, reward_title: s.rewardTitle },
    });
  }
  const month = Number(today.slice(5, 7));
  const dayOfMonth = Number(today.slice(8, 10));
  if (month === 12 && (CHRISTMAS_DAYS as readonly number[]).includes(dayOfMonth)) due.push({ kind: 'christmas', key: `christmas:${year}`, data: {} });
  for (const p of popups) if (audienceFits(p.audience, facts)) due.push({ kind: 'detail', key: `detail:${p.id}`, data: { popup_id: p.id } });
  return due;
}

/** The popup page of a notification record: where the host's overlay opens it (with the member's query added). */
export function popupHref(kind: NotificationKind, id: number, data: Record<string, unknown>): string {
  return kind === 'detail' ? `/notification/detail/${Number(data.popup_id)}?id=${id}` : `/notification/${kind}?id=${id}`;
}

/** Kinds only an identified member can have: an anonymous member's page for them asks to sign in. */
export const IDENTIFIED_KINDS: readonly NotificationKind[] = ['levelup', 'profile', 'birthday', 'birthdayweek'];

/**
 * The record a popup page shows (items newest first): `?id=` when it is one of this page's, else the
 * newest of the page's kind — for /notification/detail/{popup}, of that popup. Null: nothing to show.
 */
export function pickNotification<T extends { id: number; kind: string; href: string }>(
  items: readonly T[],
  page: { kind: NotificationKind; popupId?: number },
  id: number | null,
): T | null {
  const mine = items.filter((i) => i.kind === page.kind && (page.kind !== 'detail' || i.href.startsWith(`/notification/detail/${page.popupId}?`)));
  return (id === null ? mine[0] : mine.find((i) => i.id === id)) ?? null;
}

/** What a popup page shows below its picture (notification-context.tsx): the record, or a state that says why there is none. */
export type PopupStateKind = 'loading' | 'record' | 'anonymous' | 'empty' | 'unknown' | 'noToken' | 'failed';

/**
 * The heading a popup page shows in a state (docs/notifications.md, "States"): the kind's own
 * ("Neues Abzeichen!") only over its record, and while that loads; the sign-in prompt and every state
 * without a record have a heading of their own, so the heading never promises what the body denies.
 */
export function popupHeading(
  kind: NotificationKind,
  state: PopupStateKind,
): { of: 'kind' } | { of: 'anonymous' } | { of: 'state'; state: Exclude<PopupStateKind, 'loading' | 'record' | 'anonymous'> } {
  if (state === 'loading' || state === 'record') return { of: 'kind' };
  if (state === 'anonymous' && IDENTIFIED_KINDS.includes(kind)) return { of: 'anonymous' };
  return { of: 'state', state: state === 'anonymous' ? 'empty' : state };
}

/**
 * Where "Schließen" goes when no allowed host frames the popup (docs/notifications.md, "Closing"):
 * back to our page the reader came from, else to the overview with the member's session (the index
 * without one). Framed by an allowed host, the host closes its overlay (`raeppli:close`) instead.
 */
export function popupCloseWay(page: { cameFromOurPage: boolean; hasToken: boolean }): { kind: 'back' } | { kind: 'open'; href: string } {
  if (page.cameFromOurPage) return { kind: 'back' };
  return { kind: 'open', href: page.hasToken ? '/me/overview' : '/' };
}
