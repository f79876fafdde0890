import './zod-setup';
import { z } from 'zod';
import { AUDIENCES, NOTIFICATION_KINDS } from '@/lib/domain/notifications';
import { validationText } from './zod-de';
import { instant, linkTarget, pictureField } from './fields';

// Notification popups (docs/notifications.md): what a member's popups answer (GET /api/notifications,
// POST /api/notifications/{id}/seen) and the editors' own popups (console resource `notifications`).

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** The popup's one action: open a page of the web view (or, for an editor's popup, an https address), or sign in. */
export const notificationActionSchema = z.object({
  kind: z.enum(['open', 'login']),
  label: z.string(),
  /** `open`: a path of this app (the member's query is added) or an https address; `login`: null. */
  href: z.string().nullable(),
});
export type NotificationAction = z.infer<typeof notificationActionSchema>;

export const notificationItemSchema = z.object({
  id: z.number(),
  kind: notificationKindSchema,
  /** One line that names it on its own (an overlay's label, a list). */
  title: z.string(),
  /** What the popup says. */
  text: z.string(),
  image_url: z.string().nullable(),
  action: notificationActionSchema.nullable(),
  /** The popup page that shows it, e.g. `/notification/badge?id=12`; open it with the member's query added. */
  href: z.string(),
  created_at: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

// GET /api/notifications
export const notificationListSchema = z.object({
  /** Unseen, newest first. */
  items: z.array(notificationItemSchema),
  /** The member is anonymous: the popups that need a login say so. */
  anonymous: z.boolean(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

const text = (max: number) => z.string().trim().max(max, validationText.maxChars(max));
const required = (max: number) => text(max).min(1, validationText.required);
const when = instant().nullable().default(null);
const picture = pictureField();
/** Where the action leads: a path of the web view or an https address (opened in a new tab). */
const actionHref = linkTarget(validationText.actionHref);

// POST / PUT /api/console/notifications — an editor's popup, shown at /notification/detail/{id}
export const notificationPopupInputSchema = z
  .strictObject({
    title: required(80),
    text: required(600),
    image_url: picture.nullable().default(null),
    /** The button's text ("Jetzt mitmachen"); null with `action_href` null: only "Schließen". */
    action_label: text(40).nullable().default(null),
    action_href: actionHref.nullable().default(null),
    /** Who is offered it: everyone, anonymous or identified members, or subscribers. */
    audience: z.enum(AUDIENCES).default('everyone'),
    starts_at: when,
    ends_at: when,
    position: z.number().int().min(0).max(100_000).default(0),
  })
  .superRefine((p, ctx) => {
    if (p.starts_at && p.ends_at && new Date(p.ends_at) <= new Date(p.starts_at))
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: validationText.endsBeforeStart });
    if (Boolean(p.action_label) !== Boolean(p.action_href)) {
      ctx.addIssue({ code: 'custom', path: [p.action_label ? 'action_href' : 'action_label'], message: validationText.actionPair });
    }
  });
export type NotificationPopupInput = z.infer<typeof notificationPopupInputSchema>;

// GET /api/console/notifications/{id}/preview
export const notificationPreviewUrlsSchema = z.object({
  urls: z.object({ popup: z.string() }),
  /** When the link stops working (one hour after it was made). */
  expires_at: z.string(),
});
export type NotificationPreviewUrls = z.infer<typeof notificationPreviewUrlsSchema>;

/** An editor's popup as members see it (the page /notification/detail/{id} and the preview). */
export type NotificationPopup = {
  id: number;
  title: string;
  text: string;
  image_url: string | null;
  action: { label: string; href: string } | null;
};
