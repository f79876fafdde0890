import type { VoucherCodesResult } from '@/lib/contracts/vouchers';

// The CSV of a batch (docs/vouchers.md, Console): one code a line with the address its QR code
// holds, separated by semicolons and with a byte order mark, as spreadsheets in German open it.

const cell = (s: string) => (/[;"\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

export function codesCsv(codes: VoucherCodesResult['codes'], header: { code: string; url: string }): string {
  const lines = [[header.code, header.url], ...codes.map((c) => [c.code, c.url])].map((row) => row.map(cell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export const csvFileName = (campaignId: number | string, batch: number) => `gutscheine-aktion-${campaignId}-stapel-${batch}.csv`;
