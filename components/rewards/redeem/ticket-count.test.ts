import { readTicketCount } from './ticket-count';

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

  it('stands for no tickets when empty, 0, negative or a fraction: never the last number typed', () => {
    expect(readTicketCount('', 12)).toEqual({ count: null, clamped: false, problem: 'atLeast' });
    expect(readTicketCount('0', 12)).toEqual({ count: null, clamped: false, problem: 'atLeast' });
    expect(readTicketCount('-3', 12)).toEqual({ count: null, clamped: false, problem: 'atLeast' });
    expect(readTicketCount('0.5', 12)).toEqual({ count: null, clamped: false, problem: 'atLeast' });
    expect(readTicketCount('2.5', 12)).toEqual({ count: null, clamped: false, problem: 'whole' });
    expect(readTicketCount('abc', 12)).toEqual({ count: null, clamped: false, problem: 'whole' });
  });
});
