import { ApiClientError, apiErrorText } from './api-error';

const texts = { noConnection: 'keine Verbindung', unexpected: 'unerwartet' };

describe('apiErrorText', () => {
  it('shows the server message of a known error code', () => {
    expect(apiErrorText(new ApiClientError(409, 'SOLD_OUT', 'Diese Prämie ist leider ausverkauft.', '/x'), texts)).toBe('Diese Prämie ist leider ausverkauft.');
  });
  it('says "no connection" when the server was not reached, never the technical note', () => {
    expect(apiErrorText(new ApiClientError(0, 'NETWORK_ERROR', 'no connection', '/x'), texts)).toBe('keine Verbindung');
  });
  it('gives the general text for answers without our error body and for anything not from the API', () => {
    expect(apiErrorText(new ApiClientError(502, 'UNKNOWN', 'HTTP 502', '/x'), texts)).toBe('unerwartet');
    expect(apiErrorText(new TypeError('boom'), texts)).toBe('unerwartet');
    expect(apiErrorText('boom', texts)).toBe('unerwartet');
  });
});
