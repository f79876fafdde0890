import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { addressSchema, type KnownContact } from '@/lib/contracts/rewards';
import type { Db } from '@/lib/server/db/client';
import { orders } from '@/lib/server/db/schema';

// How many of the member's latest orders are looked at for their contact details.
const LOOK_BACK = 20;

/**
 * GET /api/me/contact: the address, e-mail and telephone the member gave most recently, each from
 * the latest order that carries it (contact details live on orders only, never on the profile;
 * docs/product.md, "Rewards"), so the redeem dialog can offer them again.
 */
export async function knownContact(db: Db, collectorId: number): Promise<KnownContact> {
  const rows = await db.select({ contact: orders.contact }).from(orders).where(eq(orders.collectorId, collectorId)).orderBy(desc(orders.id)).limit(LOOK_BACK);
  const known: KnownContact = { address: null, email: null, telephone: null };
  for (const { contact } of rows) {
    const address = addressSchema.safeParse(contact.address);
    if (!known.address && address.success) known.address = address.data;
    if (!known.email && typeof contact.email === 'string' && contact.email) known.email = contact.email;
    if (!known.telephone && typeof contact.telephone === 'string' && contact.telephone) known.telephone = contact.telephone;
  }
  return known;
}
