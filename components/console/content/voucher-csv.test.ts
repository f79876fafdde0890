import { codesCsv, csvFileName } from './voucher-csv';

describe('the CSV of a batch of voucher codes', () => {
  it('has a header, one code a line with its QR address, semicolons, CRLF and a byte order mark', () => {
    const csv = codesCsv(
      [
        { code: 'ABCD-EFGH-2345-6789', url: 'https://raeppli.test/me/voucher?code=ABCD-EFGH-2345-6789' },
        { code: 'ZZZZ-0000-1111-2222', url: 'https://raeppli.test/me/voucher?code=ZZZZ-0000-1111-2222' },
      ],
      { code: 'Code', url: 'Adresse (QR-Code)' },
    );
    expect(csv).toBe(
      '\uFEFFCode;Adresse (QR-Code)\r\nABCD-EFGH-2345-6789;https://raeppli.test/me/voucher?code=ABCD-EFGH-2345-6789\r\nZZZZ-0000-1111-2222;https://raeppli.test/me/voucher?code=ZZZZ-0000-1111-2222\r\n',
    );
  });
  it('quotes a cell with a separator or a quote', () => {
    expect(codesCsv([], { code: 'Co;de', url: 'sagt "hallo"' })).toBe('\uFEFF"Co;de";"sagt ""hallo"""\r\n');
  });
  it('names the file by campaign and batch', () => expect(csvFileName(4, 2)).toBe('gutscheine-aktion-4-stapel-2.csv'));
});
