// The pages' catalogue (lib/server/pages/register.ts): what server components render for every
// member, read over the same services as the API, without any member's figures.
import { catalogue } from '@/lib/server/pages/catalogue';
import { registerPagesCatalogue } from '@/lib/server/pages/register';
import { describeEachDatabase, makeApp } from '../helpers/db';
import { makeReward } from '../helpers/rewards';
import { applyDefaults } from '@/lib/server/db/defaults';
import { drawRaffle } from '@/lib/server/services/raffles';
import { clearCatalogCache } from '@/lib/server/services/catalog-cache';
import { notificationPopups, specials } from '@/lib/server/db/schema';

describeEachDatabase('pages catalogue', (t) => {
  let made: ReturnType<typeof makeApp>;
  beforeAll(async () => {
    made = makeApp(t.database);
    const { config } = made;
    await applyDefaults(t.db);
    registerPagesCatalogue(t.db, config);
  });

  it('lists published rewards only, split by exclusive, in catalogue order', async () => {
    const shown = await makeReward(t.db, { title: 'Sichtbar', position: 2 });
    const first = await makeReward(t.db, { title: 'Zuerst', position: 1 });
    await makeReward(t.db, { title: 'Entwurf', published: false });
    const vplus = await makeReward(t.db, { title: 'Nur mit Abo', exclusive: true });
    const open = await catalogue().rewards({ exclusive: false });
    expect(open.map((r) => r.id)).toEqual([first.id, shown.id]);
    expect((await catalogue().rewards({ exclusive: true })).map((r) => r.id)).toEqual([vplus.id]);
  });

  it('gives a reward the way an anonymous reader sees it, null for an unknown or unpublished one', async () => {
    const r = await makeReward(t.db, { title: 'Detail', details: 'Mehr dazu.' });
    const hidden = await makeReward(t.db, { title: 'Versteckt', published: false });
    const detail = await catalogue().reward(r.id);
    expect(detail).toMatchObject({ id: r.id, title: 'Detail', details: 'Mehr dazu.', my: null });
    expect(detail?.redeem.blocker).toBe('MISSING_COLLECTOR_TOKEN');
    expect(await catalogue().reward(hidden.id)).toBeNull();
    expect(await catalogue().reward(999_999)).toBeNull();
  });

  it("gives a published raffle's title and audit as GET /api/raffles/{id}/audit does, before and after the draw; null for anything else", async () => {
    const apiAudit = async (id: number) => (await made.app.request(`/api/raffles/${id}/audit`)).json();
    const r = await makeReward(t.db, { title: 'Verlosung', type: 'raffle', delivery: 'digital', endsAt: new Date(Date.now() + 3_600_000) });
    const before = await catalogue().raffleAudit(r.id);
    expect(before).toEqual({ title: 'Verlosung', audit: await apiAudit(r.id) });
    expect(before?.audit).toMatchObject({ seed: null, entries: null, drawn_at: null });
    await drawRaffle(t.db, made.config, r.id, new Date(r.endsAt!.getTime() + 1000));
    const after = await catalogue().raffleAudit(r.id);
    expect(after?.audit).toEqual(await apiAudit(r.id));
    expect(after?.audit).toMatchObject({ seed_hash: before?.audit.seed_hash, entries: [], result: [] });
    expect(after?.audit.seed).toMatch(/^[0-9a-f]{64}$/);

    const coupon = await makeReward(t.db, { title: 'Keine Verlosung' });
    const hidden = await makeReward(t.db, { title: 'Entwurf', type: 'raffle', delivery: 'digital', published: false });
    expect(await catalogue().raffleAudit(coupon.id)).toBeNull();
    expect(await catalogue().raffleAudit(hidden.id)).toBeNull();
    expect(await catalogue().raffleAudit(999_999)).toBeNull();
  });

  it('lists badges without any member state', async () => {
    const badges = await catalogue().badges();
    expect(badges.length).toBeGreaterThan(0);
    for (const b of badges) expect(Object.keys(b).sort()).toEqual(['description', 'id', 'image_url', 'name', 'slug']);
  });

  it("gives an editor's popup while it is published and in its window, null otherwise (docs/notifications.md)", async () => {
    const values = { title: 'Stadtfest', text: 'Komm vorbei.', actionLabel: 'Hin', actionHref: '/me/rewards', audience: 'identified' as const };
    const [live] = await t.db
      .insert(notificationPopups)
      .values({ ...values, published: true })
      .returning();
    const [draft] = await t.db
      .insert(notificationPopups)
      .values({ ...values, published: false })
      .returning();
    const [ended] = await t.db
      .insert(notificationPopups)
      .values({ ...values, published: true, endsAt: new Date(Date.now() - 1000) })
      .returning();
    const [later] = await t.db
      .insert(notificationPopups)
      .values({ ...values, published: true, startsAt: new Date(Date.now() + 3_600_000) })
      .returning();
    clearCatalogCache();
    // The same for everyone, whatever its audience: the audience decides whom it is offered to.
    expect(await catalogue().notificationPopup(live!.id)).toEqual({
      id: live!.id,
      title: 'Stadtfest',
      text: 'Komm vorbei.',
      image_url: null,
      action: { label: 'Hin', href: '/me/rewards' },
    });
    for (const p of [draft!, ended!, later!]) expect(await catalogue().notificationPopup(p.id)).toBeNull();
    expect(await catalogue().notificationPopup(999_999)).toBeNull();
  });

  it('lists the published specials running now, in their order, for the special widgets (docs/widgets.md)', async () => {
    const hour = 3_600_000;
    await t.db.insert(specials).values([
      { slug: 'w-zweite', title: 'Zweite', published: true, position: 2, startsAt: new Date(Date.now() - hour), endsAt: new Date(Date.now() + hour) },
      { slug: 'w-erste', title: 'Erste', published: true, position: 1 },
      { slug: 'w-entwurf', title: 'Entwurf', published: false, position: 0 },
      { slug: 'w-vorbei', title: 'Vorbei', published: true, position: 0, endsAt: new Date(Date.now() - hour) },
      { slug: 'w-bald', title: 'Bald', published: true, position: 0, startsAt: new Date(Date.now() + hour) },
    ]);
    const slugs = (await catalogue().runningSpecials()).map((s) => s.slug).filter((s) => s.startsWith('w-'));
    expect(slugs).toEqual(['w-erste', 'w-zweite']);
  });
});
