/** @jest-environment jsdom */
import { ApiClientError } from '@/lib/client/api-error';
import messages from '@/messages/de.json';
import { render } from '@/test/helpers/render';
import { VoucherCodes } from './voucher-codes';

// Below a voucher campaign's editor (docs/vouchers.md, Console): a failed read says why, in the API's German words.
jest.mock('next-intl', () => jest.requireActual('@/test/helpers/next-intl-de'));
let mockStats: { data?: unknown; error?: Error } = {};
jest.mock('@/lib/client/console-vouchers-api', () => ({ useVoucherCampaignStats: () => mockStats, makeVoucherCodes: jest.fn() }));

const campaign = { id: 9, live: { title: 'Flyer', kind: 'single' }, draft: null, status: 'published' as const };

it('an unknown campaign says so in German, not that loading failed', async () => {
  mockStats = { error: new ApiClientError(404, 'CONTENT_NOT_FOUND', messages.errors.CONTENT_NOT_FOUND, '/voucher-campaigns/9/codes') };
  const { container, unmount } = await render(<VoucherCodes item={campaign} />);
  expect(container.querySelector('[data-testid="voucher-stats-error"]')?.textContent).toBe('Diesen Eintrag gibt es nicht (mehr).');
  expect(container.textContent).not.toContain(messages.console.loadFailed);
  unmount();
});

it('no connection says so', async () => {
  mockStats = { error: new ApiClientError(0, 'NETWORK_ERROR', 'no connection to the server', '/voucher-campaigns/9/codes') };
  const { container, unmount } = await render(<VoucherCodes item={campaign} />);
  expect(container.querySelector('[data-testid="voucher-stats-error"]')?.textContent).toBe(messages.app.noConnection);
  unmount();
});
