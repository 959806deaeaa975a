import { expect } from 'chai';
import { weekdayOnOrAfter, daysFromToday } from '@transport/platform/testing';
import { dayName, dayNumber, EVERY_DAY } from '../../src/calendars/days.ts';
import { OBSERVABLE_FIELDS, refusalOf } from '../../src/import-staging/observable-fields.ts';

describe('the fields a staged import may observe', () => {
  it('accepts well-formed values of observable fields', () => {
    expect(refusalOf('CARRIER', 'name', 'Coastal Coaches')).to.equal(undefined);
    expect(refusalOf('CARRIER', 'website', 'https://coastal.example/timetables')).to.equal(undefined);
    expect(refusalOf('CARRIER', 'phoneNumber', '+33 (0)1 23-45-67')).to.equal(undefined);
    expect(refusalOf('CARRIER', 'email', 'desk@coastal.example')).to.equal(undefined);
    expect(refusalOf('STATION', 'locality', 'Saint-Malo')).to.equal(undefined);
  });

  it('refuses a field that is not observable for the record type, codes and statuses included', () => {
    expect(refusalOf('STATION', 'website', 'https://x.example')).to.deep.equal({
      code: 'import-field-not-observable',
      message: 'is not an observable field of a STATION',
    });
    for (const recordType of ['CARRIER', 'STATION'] as const)
      expect(Object.keys(OBSERVABLE_FIELDS[recordType])).to.not.include.members(['code', 'status']);
  });

  it('says why a value is refused', () => {
    const why = (field: Parameters<typeof refusalOf>[1], value: string) =>
      refusalOf('CARRIER', field, value)?.message;
    expect(why('name', '   ')).to.equal('is blank');
    expect(why('addressZip', '1'.repeat(17))).to.equal('is longer than 16 characters');
    expect(why('addressZip', '1'.repeat(16))).to.equal(undefined);
    expect(why('website', 'ftp://coastal.example')).to.equal('is not an http(s) URL');
    expect(why('website', 'coastal.example')).to.equal('is not a URL');
    expect(why('phoneNumber', 'call us')).to.equal('is not a phone number');
    expect(why('email', 'desk@coastal')).to.equal('is not an e-mail address');
    expect(refusalOf('CARRIER', 'email', 'a b@c.de')?.code).to.equal('import-value-invalid');
  });
});

describe('days of the week of a calendar', () => {
  it('are stored as ISO numbers, Monday 1 to Sunday 7, and read back by name', () => {
    expect(EVERY_DAY.map(dayNumber)).to.deep.equal([1, 2, 3, 4, 5, 6, 7]);
    expect(EVERY_DAY.map((day) => dayName(dayNumber(day)))).to.deep.equal(EVERY_DAY);
    // The number of a date's weekday is the ISO one Postgres gives (`isodow`).
    const monday = weekdayOnOrAfter(daysFromToday(1), 'MON');
    const sunday = weekdayOnOrAfter(monday, 'SUN');
    expect(dayNumber('MON')).to.equal(new Date(`${monday}T00:00:00Z`).getUTCDay());
    expect(dayNumber('SUN')).to.equal(new Date(`${sunday}T00:00:00Z`).getUTCDay() + 7);
  });
});
