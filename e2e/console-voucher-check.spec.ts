import { expect, test, type Page } from '@playwright/test';
import { DEMO_OPERATOR as OPERATOR } from './env';
import { createRichMember, shootAtWidths } from './helpers';
import { campaign, redeemByApi } from './voucher-campaigns';

// «Gutscheincode prüfen» on /console/members (docs/vouchers.md, Console): an operator checks a code
// a member names — a fresh one, one someone redeemed (with the way to that member's page). The demo
// operator (README, "Console"); screenshots at 1280 px (desk) and 820 px (tablet). A typo and a code
// of the right shape that does not exist are components/console/voucher-code-check.test.tsx's (the
// server's answers to them, test/api/console-voucher-check.test.ts's).

test.use({ viewport: { width: 1280, height: 900 } });

const shoot = (page: Page, name: string) => shootAtWidths(page, name, [1280, 820], (w) => `console-voucher-check-${name}-${w}`);

async function checkCode(page: Page, code: string) {
  const card = page.getByTestId('voucher-check');
  await card.getByLabel('Gutscheincode').fill(code);
  await card.getByRole('button', { name: 'Prüfen' }).click();
  return card;
}

test('an operator checks the codes a member names: fresh, and redeemed by whom', async ({ page, request }) => {
  const { codes } = await campaign(request, { title: 'Flyer Stadtlauf', points: 30, per_member_limit: 2 }, 2);
  const m = await createRichMember(request, 0);
  expect((await redeemByApi(request, m, codes[0]!)).status()).toBe(200);

  await page.goto('/console/members');
  await page.waitForURL(/\/console\/login/);
  await page.getByLabel('E-Mail-Adresse').fill(OPERATOR.email);
  await page.getByLabel('Passwort').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Gutscheincode prüfen' })).toBeVisible();

  // the fresh code, typed as a member reads it out: small letters, no dashes
  const card = await checkCode(page, codes[1]!.toLowerCase().replace(/-/g, ''));
  const result = card.getByTestId('voucher-check-result');
  await expect(result).toHaveAttribute('data-state', 'open');
  await expect(result).toContainText('Flyer Stadtlauf · 30 Räppli');
  await expect(result).toContainText(`endet auf ${codes[1]!.slice(-4)}`);
  await expect(result).toContainText('Der Code gilt');
  await expect(result).toContainText('höchstens 5 Gutscheine pro Tag und 2 Codes dieser Aktion pro Mitglied');
  await expect(result).toContainText('Noch von niemandem eingelöst.');

  // the redeemed one: who and when, linked to their page
  await checkCode(page, codes[0]!);
  await expect(result).toHaveAttribute('data-state', 'redeemed');
  await expect(result).toContainText('Schon eingelöst: Ein Einzelcode gilt nur einmal.');
  const support = `c${m.collector_token.slice(-8)}`;
  const who = result.getByTestId('voucher-check-redemptions').getByRole('link', { name: support });
  await expect(who).toBeVisible();
  await expect(result.getByTestId('voucher-check-redemptions')).toContainText('30 Räppli');
  await shoot(page, 'redeemed');

  // back to the redeemed code, and on to the member who has it
  await checkCode(page, codes[0]!);
  await who.click();
  await expect(page).toHaveURL(new RegExp(`/console/members/${m.collector_token}$`));
  await expect(page.getByTestId('member-statement')).toContainText('Flyer Stadtlauf');
});
