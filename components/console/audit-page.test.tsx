/** @jest-environment jsdom */
import type { AuditEntry } from '@/lib/contracts/console';
import { AUDIT_RESOURCES, AUDIT_VERBS } from '@/lib/contracts/audit-log';
import messages from '@/messages/de.json';
import { render, texts } from '@/test/helpers/render';
import { AuditPage } from './audit-page';

// The audit log's filter and table (docs/console.md, Audit log): every audited resource, in German.
const entry = (id: number, action: string, resource: string, resourceId: string | null = String(id)): AuditEntry => ({
  id,
  at: '2026-03-07T08:05:00.000Z',
  staff: { id: 1, email: 'redaktion@raeppli.example' },
  action,
  resource,
  resource_id: resourceId,
  before: null,
  after: null,
});
const mockEntries = [
  entry(1, 'post.publish', 'post'),
  entry(2, 'faq_section.create', 'faq_section'),
  entry(3, 'notification_popup.archive', 'notification_popup'),
  entry(4, 'voucher_campaign.codes', 'voucher_campaign'),
  entry(5, 'webhook.delete', 'webhook'),
  entry(6, 'raffle.draw', 'reward'),
  entry(7, 'session.login', 'session', null),
  entry(8, 'thing.frobnicate', 'thing'),
];

jest.mock('next-intl', () => jest.requireActual('@/test/helpers/next-intl-de'));
jest.mock('@/lib/client/console-api', () => ({ useAuditLog: () => ({ data: { items: mockEntries, next_before: null } }) }));

const labels = messages.console.audit;

describe('the audit log page', () => {
  it('offers every audited resource by its German name', async () => {
    const { container, unmount } = await render(<AuditPage />);
    const options = [...container.querySelectorAll('option')].slice(1);
    expect(options.map((o) => o.value)).toEqual([...AUDIT_RESOURCES]);
    expect(options.map((o) => o.textContent)).toEqual(AUDIT_RESOURCES.map((r) => labels.resources[r]));
    expect(options.map((o) => o.textContent)).toEqual(expect.arrayContaining(['Beiträge', 'FAQ', 'Popups', 'Gutscheine', 'Webhooks']));
    unmount();
  });

  it('says what each entry did in German; an unknown code stays as recorded', async () => {
    const { container, unmount } = await render(<AuditPage />);
    expect(texts(container, 'tbody tr td:nth-child(3)')).toEqual([
      'Beiträge: veröffentlicht #1',
      'FAQ: angelegt #2',
      'Popups: archiviert #3',
      'Gutscheine: Codes erzeugt #4',
      'Webhooks: gelöscht #5',
      'Prämien: Verlosung gezogen #6',
      'Anmeldungen: angemeldet',
      'thing.frobnicate #8',
    ]);
    unmount();
  });

  it('has a German word for every verb', () => {
    for (const verb of AUDIT_VERBS) expect(labels.actions[verb]).toBeTruthy();
  });
});
