import messages from '@/messages/de.json';
import { readTicketCount } from './ticket-count';
import { donationProblem } from './donation-amount';

const none = (problem: 'atLeast' | 'whole') => ({ count: null, clamped: false, problem });

describe('readTicketCount', () => {
  it('takes a whole number from 1 to the most there can be', () => {
    expect(readTicketCount('1', 12)).toEqual({ count: 1, clamped: false, problem: null });
    expect(readTicketCount(' 5 ', 12)).toEqual({ count: 5, clamped: false, problem: null });
    expect(readTicketCount('12', 12)).toEqual({ count: 12, clamped: false, problem: null });
  });

  it('counts more than the most as the most, and says so', () => {
    expect(readTicketCount('99', 12)).toEqual({ count: 12, clamped: true, problem: null });
    expect(readTicketCount('12.5', 12)).toEqual({ count: 12, clamped: true, problem: null });
  });

  it('says a fraction is no whole number, whether it is below 1 or not (0.5 is not "at least 1")', () => {
    expect(readTicketCount('0.5', 12)).toEqual(none('whole'));
    expect(readTicketCount('2.5', 12)).toEqual(none('whole'));
    expect(readTicketCount('-0.5', 12)).toEqual(none('whole'));
    expect(readTicketCount('abc', 12)).toEqual(none('whole'));
  });

  it('says a whole number below 1, and an empty field, need at least one ticket', () => {
    expect(readTicketCount('', 12)).toEqual(none('atLeast'));
    expect(readTicketCount('0', 12)).toEqual(none('atLeast'));
    expect(readTicketCount('-3', 12)).toEqual(none('atLeast'));
  });

  it('names the same problem as the donation for the same mistake', () => {
    for (const typed of ['0.5', '2.5', '-0.5', '0', '-3']) expect(readTicketCount(typed, 12).problem).toBe(donationProblem(Number(typed), 12));
  });

  it('with not one ticket to take, no field reads as a count of 0 tickets (the step then shows no field)', () => {
    expect(readTicketCount('1', 0).count).not.toBe(0);
    expect(readTicketCount('5', 0).clamped).toBe(false);
  });

  it('every problem has its German text, saying what to do', () => {
    const texts = messages.redeem.tickets;
    expect(texts.whole).toMatch(/ganze Zahl/);
    expect(texts.atLeast).toMatch(/mindestens 1 Los/);
  });
});
