import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseSignatureHeader, signatureHeader, signedContent } from '@/lib/domain/webhooks';

// The `Raeppli-Signature` of a webhook (docs/webhooks.md, "Verifying a delivery").

/** A new endpoint's secret: `whsec_` and 32 random bytes, base64url. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** The header for `body` sent at `unixSeconds`. */
export function signWebhook(secret: string, unixSeconds: number, body: string): string {
  return signatureHeader(unixSeconds, createHmac('sha256', secret).update(signedContent(unixSeconds, body)).digest('hex'));
}

/** What a receiver does: the header's MAC matches, and its time is within `toleranceSeconds` of now. */
export function verifyWebhook(secret: string, header: string, body: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parsed = parseSignatureHeader(header);
  if (!parsed || Math.abs(nowSeconds - parsed.t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(signedContent(parsed.t, body)).digest();
  return parsed.v1.some((mac) => timingSafeEqual(Buffer.from(mac, 'hex'), expected));
}
