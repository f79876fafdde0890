import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { addressSchema, type Address, type KnownContact } from '@/lib/contracts/rewards';
import type { Db } from '@/lib/server/db/client';
import { orders, ssoUsers } from '@/lib/server/db/schema';

// How many of the member's latest orders are looked at for their contact details.
const LOOK_BACK = 20;

/**
 * GET /api/me/contact: the address, e-mail and telephone the member gave most recently, each from
 * the latest order that carries it, else from the member's personal data (docs/sso.md, "Pages":
 * what was given for a delivery last time is likelier to be where the next one should go). What is
 * typed in a redeem stays on that order; nothing is written back to the profile.
 */
export async function knownContact(db: Db, collectorId: number, ssoUserId: string | null = null): Promise<KnownContact> {
  const rows = await db.select({ contact: orders.contact }).from(orders).where(eq(orders.collectorId, collectorId)).orderBy(desc(orders.id)).limit(LOOK_BACK);
  const known: KnownContact = { address: null, email: null, telephone: null };
  for (const { contact } of rows) {
    const address = addressSchema.safeParse(contact.address);
    if (!known.address && address.success) known.address = address.data;
    if (!known.email && typeof contact.email === 'string' && contact.email) known.email = contact.email;
    if (!known.telephone && typeof contact.telephone === 'string' && contact.telephone) known.telephone = contact.telephone;
  }
  if ((known.address && known.email && known.telephone) || !ssoUserId) return known;
  const [profile] = await db.select().from(ssoUsers).where(eq(ssoUsers.id, ssoUserId));
  if (!profile) return known;
  known.email ??= profile.email;
  known.telephone ??= profile.telephone;
  known.address ??= profileAddress(profile);
  return known;
}

/** The profile's postal address in the redeem form's fields, or null when it has none of them. */
function profileAddress(p: typeof ssoUsers.$inferSelect): Address | null {
  const address = {
    firstname: p.firstname ?? '',
    lastname: p.lastname ?? '',
    street: p.street ?? '',
    street_nr: p.streetNr ?? '',
    postcode: p.postcode ?? '',
    city: p.city ?? '',
    country: p.country ?? '',
  };
  if (Object.values(address).every((v) => v === '')) return null;
  const parsed = addressSchema.safeParse(address);
  return parsed.success ? parsed.data : null;
}
