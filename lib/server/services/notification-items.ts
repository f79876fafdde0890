import 'server-only';
import type { Config } from '@/lib/config';
import type { NotificationAction, NotificationItem } from '@/lib/contracts/notifications';
import type { Db } from '@/lib/server/db/client';
import type { notificationPopups, notifications } from '@/lib/server/db/schema';
import { businessDay } from '@/lib/domain/business-time';
import { daysBetween, missingProfileFields, popupHref, type MemberFacts, type NotificationKind } from '@/lib/domain/notifications';
import { serverText } from '@/lib/server/texts';
import { cachedBadges, cachedLevels } from './catalog-cache';

// What a notification says, rendered when it is read (docs/notifications.md, "Kinds, and when each is written"): the
// texts come from messages/de.json `notifications.items`, the figures from the record and from the
// member as they are now (the balance, what the profile still lacks, the days to the birthday).

export type NotificationRow = typeof notifications.$inferSelect;
type PopupRow = typeof notificationPopups.$inferSelect;
type Ctx = { db: Db; config: Config; facts: MemberFacts; now: Date; popups: ReadonlyMap<number, PopupRow> };
type Said = Pick<NotificationItem, 'title' | 'text' | 'image_url' | 'action'>;

const open = (label: string, href: string): NotificationAction => ({ kind: 'open', label, href });
const str = (v: unknown) => (typeof v === 'string' ? v : String(v ?? ''));
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0));
const formatDate = (day: string) => new Intl.DateTimeFormat('de-AT', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The German names of what a profile lacks; street, number, postcode and city are one "Adresse". */
function missingText(facts: MemberFacts): string {
  const names = new Set(
    missingProfileFields(facts.personal).map((f) =>
      f === 'street' || f === 'street_nr' || f === 'postcode' || f === 'city'
        ? serverText('notifications.items.profileFields.address')
        : serverText(`notifications.items.profileFields.${f}`),
    ),
  );
  return [...names].join(', ');
}

async function say(ctx: Ctx, kind: NotificationKind, data: Record<string, unknown>): Promise<Said | null> {
  const { config, facts } = ctx;
  switch (kind) {
    case 'badge': {
      const badge = (await cachedBadges(ctx.db)).find((b) => b.id === num(data.badge_id));
      const name = badge?.name ?? str(data.name);
      return {
        title: serverText('notifications.items.badge.title', { name }),
        text: serverText('notifications.items.badge.text', { name }),
        image_url: badge?.imageUrl ?? null,
        action: open(serverText('notifications.items.badge.action'), '/me/overview#badges'),
      };
    }
    case 'levelup': {
      const level = (await cachedLevels(ctx.db)).find((l) => l.id === num(data.level_id));
      const params = { position: level?.position ?? num(data.position), name: level?.name ?? str(data.name) };
      return {
        title: serverText('notifications.items.levelup.title', params),
        text: serverText('notifications.items.levelup.text', params),
        image_url: level?.imageUrl ?? null,
        action: open(serverText('notifications.items.levelup.action'), '/me/overview#level'),
      };
    }
    case 'profile':
      return {
        title: serverText('notifications.items.profile.title'),
        text: serverText('notifications.items.profile.text', { fields: missingText(facts) }),
        image_url: null,
        action: open(serverText('notifications.items.profile.action'), '/me/profile'),
      };
    case 'birthday': {
      const points = num(data.points);
      const text = points > 0 ? serverText('notifications.items.birthday.text', { points }) : serverText('notifications.items.birthday.textNoGift');
      return {
        title: serverText('notifications.items.birthday.title'),
        text,
        image_url: null,
        action: open(serverText('notifications.items.birthday.action'), '/me/overview'),
      };
    }
    case 'register':
      return {
        title: serverText('notifications.items.register.title'),
        text: serverText('notifications.items.register.text', { points: new Intl.NumberFormat('de-DE').format(facts.balance) }),
        image_url: null,
        action: { kind: 'login', label: serverText('notifications.items.register.action'), href: null },
      };
    case 'specialday': {
      const advent = data.special_kind === 'advent';
      const params = { number: num(data.number), reward: str(data.reward_title) };
      const href = `/me/special/${str(data.slug)}${advent ? `#tuer-${params.number}` : ''}`;
      return advent
        ? {
            title: serverText('notifications.items.specialday.adventTitle', params),
            text: serverText('notifications.items.specialday.adventText', params),
            image_url: null,
            action: open(serverText('notifications.items.specialday.adventAction'), href),
          }
        : {
            title: serverText('notifications.items.specialday.halloweenTitle'),
            text: serverText('notifications.items.specialday.halloweenText', params),
            image_url: null,
            action: open(serverText('notifications.items.specialday.halloweenAction'), href),
          };
    }
    case 'christmas':
      return {
        title: serverText('notifications.items.christmas.title'),
        text: serverText('notifications.items.christmas.text'),
        image_url: null,
        action: open(serverText('notifications.items.christmas.action'), '/me/rewards'),
      };
    case 'birthdayweek': {
      const day = str(data.birthday);
      const days = daysBetween(businessDay(ctx.now, config.TIMEZONE), day);
      const params = { days, date: formatDate(day), points: config.BIRTHDAY_GIFT_POINTS };
      const text =
        config.BIRTHDAY_GIFT_POINTS <= 0
          ? serverText('notifications.items.birthdayweek.textNoGift', params)
          : serverText(days <= 1 ? 'notifications.items.birthdayweek.textTomorrow' : 'notifications.items.birthdayweek.textDays', params);
      return {
        title: serverText('notifications.items.birthdayweek.title'),
        text,
        image_url: null,
        action: open(serverText('notifications.items.birthdayweek.action'), '/me/rewards'),
      };
    }
    case 'detail': {
      const popup = ctx.popups.get(num(data.popup_id));
      if (!popup) return null;
      return {
        title: popup.title,
        text: popup.text,
        image_url: popup.imageUrl,
        action: popup.actionLabel && popup.actionHref ? open(popup.actionLabel, popup.actionHref) : null,
      };
    }
  }
}

/** A record as GET /api/notifications answers it; null when what it showed is gone (an editor's popup taken offline). */
export async function renderNotification(ctx: Ctx, row: NotificationRow & { type: NotificationKind }): Promise<NotificationItem | null> {
  const said = await say(ctx, row.type, row.data);
  return said && { id: row.id, kind: row.type, ...said, href: popupHref(row.type, row.id, row.data), created_at: row.createdAt.toISOString() };
}
