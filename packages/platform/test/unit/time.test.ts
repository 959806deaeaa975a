import { expect } from 'chai';
import { localDateTime } from '../../src/index.ts';

describe('local date and time of an instant', () => {
  it('answers the wall clock of the zone at every instant of a minute, across a daylight-saving change', () => {
    const zone = 'Europe/Paris';
    // 2026-03-29: at 01:00Z the clocks of Paris go from 02:00 to 03:00.
    expect(localDateTime(Date.parse('2026-03-29T00:59:00Z'), zone)).to.deep.equal({
      date: '2026-03-29',
      time: '01:59',
    });
    expect(localDateTime(Date.parse('2026-03-29T00:59:59.999Z'), zone).time).to.equal('01:59');
    expect(localDateTime(Date.parse('2026-03-29T01:00:00Z'), zone).time).to.equal('03:00');
    expect(localDateTime(Date.parse('2026-03-29T01:00:30Z'), zone).time).to.equal('03:00');
    // The same minute in another zone is another wall clock.
    expect(localDateTime(Date.parse('2026-03-29T01:00:30Z'), 'America/New_York')).to.deep.equal({
      date: '2026-03-28',
      time: '21:00',
    });
    // An answer changed by its caller does not change the next one.
    const answer = localDateTime(Date.parse('2026-03-29T01:00:00Z'), zone);
    answer.time = '99:99';
    expect(localDateTime(Date.parse('2026-03-29T01:00:00Z'), zone).time).to.equal('03:00');
  });
});
