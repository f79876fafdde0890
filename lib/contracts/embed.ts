import './zod-setup';
import { z } from 'zod';

// The messages between a host page and our pages in its iframes (docs/embedding.md). Typed and
// checked on both sides: the child posts only to an allowed host origin, the loader (/embed.js)
// accepts messages only from our own origin, and anything that does not parse is ignored.

/** Child (widget, popup, web view in an iframe) → host page. */
export const childMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('raeppli:ready') }),
  z.object({ type: z.literal('raeppli:resize'), height: z.number().int().min(0).max(100_000) }),
  // A path of this app (with its query) the host should open in the web view.
  z.object({ type: z.literal('raeppli:navigate'), href: z.string().min(1).max(2048) }),
  z.object({ type: z.literal('raeppli:redeemed'), reward_id: z.number().int().positive(), order_id: z.number().int().positive() }),
  z.object({ type: z.literal('raeppli:close') }),
]);
export type ChildMessage = z.infer<typeof childMessageSchema>;

/** Host page → child. */
export const hostMessageSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('raeppli:reset-home') })]);
export type HostMessage = z.infer<typeof hostMessageSchema>;
