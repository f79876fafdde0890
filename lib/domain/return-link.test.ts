import { sameOriginReturn } from './return-link';

const origin = 'https://raeppli.example';
const q = (ret: string) => new URLSearchParams({ return: ret });

describe('the way back from the sign-in page', () => {
  it('leads to the page of ours that sent the reader, with its address as it was', () => {
    expect(sameOriginReturn(q('https://raeppli.example/me/rewards/detail/4?collector_token=abc#x'), origin)).toBe('/me/rewards/detail/4?collector_token=abc#x');
    expect(sameOriginReturn(q('/me/overview?collector_token=abc'), origin)).toBe('/me/overview?collector_token=abc');
  });

  it('offers none to another site, a scheme of its own, or without a return', () => {
    expect(sameOriginReturn(q('https://evil.example/me/overview'), origin)).toBeNull();
    expect(sameOriginReturn(q('//evil.example/x'), origin)).toBeNull();
    expect(sameOriginReturn(q('javascript:alert(1)'), origin)).toBeNull();
    expect(sameOriginReturn(new URLSearchParams(), origin)).toBeNull();
    expect(sameOriginReturn(null, origin)).toBeNull();
  });
});
