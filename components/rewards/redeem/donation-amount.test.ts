import messages from '@/messages/de.json';
import { donationProblem } from './donation-amount';

describe('donationProblem', () => {
  it('takes whole Räppli from 1 to the most there can be', () => {
    expect(donationProblem(1, 200)).toBeNull();
    expect(donationProblem(25, 200)).toBeNull();
    expect(donationProblem(200, 200)).toBeNull();
  });

  it('an emptied field is no amount: it says that one is missing, not nothing', () => {
    expect(donationProblem(Number.NaN, 200)).toBe('empty');
    expect(donationProblem(Number.POSITIVE_INFINITY, 200)).toBe('empty');
  });

  it('a fraction is no whole number, also below 1 (0.5 does not read "at least 1")', () => {
    expect(donationProblem(12.5, 200)).toBe('whole');
    expect(donationProblem(0.5, 200)).toBe('whole');
    expect(donationProblem(-0.5, 200)).toBe('whole');
  });

  it('a whole number below 1, or more than the most, each say why', () => {
    expect(donationProblem(0, 200)).toBe('atLeast');
    expect(donationProblem(-3, 200)).toBe('atLeast');
    expect(donationProblem(201, 200)).toBe('atMost');
  });

  it('every problem has its German text, saying what to do', () => {
    const texts = messages.redeem.donation;
    expect(texts.empty).toBe('Bitte gib einen Betrag ein.');
    expect(texts.whole).toMatch(/ganze Räppli/);
    for (const problem of ['empty', 'whole', 'atLeast', 'atMost'] as const) expect(texts[problem]).toMatch(/^(Bitte|Du kannst)/);
  });

  it('nothing to give is said without a maximum of 0 (limits.ts noUnits)', () => {
    expect(messages.redeem.donation.none).toBe('Dein Guthaben reicht für keine Spende.');
    expect(messages.redeem.donation.none).not.toMatch(/höchstens/);
  });
});
