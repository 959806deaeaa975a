import { expect } from 'chai';
import {
  sequenceComplaints,
  timeComplaints,
  toStoredCalls,
  type ItineraryStop,
  type StopTimeCall,
} from '../../src/schedules/stop-time-rules.ts';

const stops: ItineraryStop[] = [
  { stationId: 'id-a', stationCode: 'A', bayId: 'bay-a' },
  { stationId: 'id-b', stationCode: 'B', bayId: null },
  { stationId: 'id-c', stationCode: 'C', bayId: 'bay-c' },
];
const calls = (...list: Partial<StopTimeCall>[]): StopTimeCall[] =>
  list.map((call, index) => ({ stopId: stops[index]?.stationId ?? 'id-x', dayOffset: 0, ...call }));
const good = (): StopTimeCall[] =>
  calls(
    { departureTime: '08:00' },
    { arrivalTime: '08:20', departureTime: '08:22' },
    { arrivalTime: '08:40' },
  );

describe('the calling points of a stop-time sequence', () => {
  it('accepts every calling point once, in the order of the itinerary', () => {
    expect(sequenceComplaints(good(), stops)).to.deep.equal([]);
  });

  it('names a stop that is not a calling point', () => {
    const list = good();
    list[1] = { ...list[1], stopId: 'id-z' } as StopTimeCall;
    expect(sequenceComplaints(list, stops)).to.deep.equal([
      { field: 'body.calls.1.stopId', message: 'Call 2: stop id-z is not a calling point of the itinerary.' },
    ]);
  });

  it('names a repeated stop by its code', () => {
    const list = good();
    list[2] = { ...list[2], stopId: 'id-b' } as StopTimeCall;
    expect(sequenceComplaints(list, stops)).to.deep.equal([
      { field: 'body.calls.2.stopId', message: 'Call 3: stop B is repeated; each calling point comes once.' },
    ]);
  });

  it('names a calling point missing in the middle, and one missing at the end', () => {
    const [first, , third] = good() as [StopTimeCall, StopTimeCall, StopTimeCall];
    expect(sequenceComplaints([first, third], stops)).to.deep.equal([
      {
        field: 'body.calls.1.stopId',
        message: 'Call 2: stop B (calling point 2 of the itinerary) is missing before C.',
      },
    ]);
    expect(sequenceComplaints(good().slice(0, 2), stops)).to.deep.equal([
      {
        field: 'body.calls',
        message: 'Stop C (calling point 3 of the itinerary) is missing at the end of the sequence.',
      },
    ]);
  });

  it('names calling points out of order', () => {
    const [first, second, third] = good() as [StopTimeCall, StopTimeCall, StopTimeCall];
    expect(sequenceComplaints([first, { ...third }, { ...second }], stops)[0]).to.deep.equal({
      field: 'body.calls.1.stopId',
      message: 'Call 2: stop C is out of order; the itinerary calls at B here.',
    });
  });
});

describe('the times of a stop-time sequence', () => {
  it('accepts times that never run backwards, a call after midnight on the next day', () => {
    expect(timeComplaints(good(), stops)).to.deep.equal([]);
    const overnight = calls(
      { departureTime: '23:30' },
      { arrivalTime: '23:55', departureTime: '00:05', departureDayOffset: 1 },
      { arrivalTime: '00:30', dayOffset: 1 },
    );
    expect(timeComplaints(overnight, stops)).to.deep.equal([]);
  });

  it('asks the origin call for day 0 and a departure, and the terminus for an arrival', () => {
    const lateOrigin = good();
    lateOrigin[0] = { ...lateOrigin[0], dayOffset: 1 } as StopTimeCall;
    expect(timeComplaints(lateOrigin, stops)).to.deep.equal([
      { field: 'body.calls.0.dayOffset', message: 'Call 1 at stop A: the origin call has dayOffset 0.' },
    ]);
    const noDeparture = calls({ arrivalTime: '08:00' }, { arrivalTime: '08:20' }, { arrivalTime: '08:40' });
    expect(timeComplaints(noDeparture, stops)[0]?.field).to.equal('body.calls.0.departureTime');
    const noArrival = calls(
      { departureTime: '08:00' },
      { departureTime: '08:20' },
      { departureTime: '08:40' },
    );
    expect(timeComplaints(noArrival, stops)).to.deep.equal([
      {
        field: 'body.calls.2.arrivalTime',
        message: 'Call 3 at stop C: the terminus call needs an arrival time.',
      },
    ]);
    const empty = calls({ departureTime: '08:00' }, {}, { arrivalTime: '08:40' });
    expect(timeComplaints(empty, stops)[0]?.message).to.equal(
      'Call 2 at stop B: a call needs an arrival or a departure time.',
    );
  });

  it('refuses a time before the previous call, saying to take the next day offset', () => {
    const backwards = calls({ departureTime: '23:30' }, { arrivalTime: '00:10' }, { arrivalTime: '00:30' });
    expect(timeComplaints(backwards, stops)).to.deep.equal([
      {
        field: 'body.calls.1.arrivalTime',
        message:
          'Call 2 at stop B: 00:10 on day +0 runs backwards from call 1; a call after midnight takes the next dayOffset.',
      },
    ]);
  });

  it('refuses a departure before its own arrival', () => {
    const list = good();
    list[1] = { ...list[1], departureTime: '08:15' } as StopTimeCall;
    expect(timeComplaints(list, stops)[0]).to.deep.equal({
      field: 'body.calls.1.departureTime',
      message:
        'Call 2 at stop B: 08:15 on day +0 runs backwards from its arrival; a call after midnight takes the next dayOffset.',
    });
  });

  it('takes a departure day of its own only for a call with both an arrival and a departure', () => {
    const list = calls(
      { departureTime: '23:30' },
      { departureTime: '00:10', departureDayOffset: 1 },
      { arrivalTime: '00:40', dayOffset: 1 },
    );
    expect(timeComplaints(list, stops)[0]?.field).to.equal('body.calls.1.departureDayOffset');
  });
});

describe('a stop-time sequence as stored', () => {
  it("takes the itinerary's bay unless the call names one, minutes after midnight and their seconds, a departure day only when it differs, and boarding types as GTFS numbers", () => {
    const stored = toStoredCalls(
      calls(
        { departureTime: '23:30' },
        {
          arrivalTime: '23:55:30',
          departureTime: '00:05',
          departureDayOffset: 1,
          bayId: 'bay-b2',
          pickupType: 'NONE',
          dropOffType: 'COORDINATE_WITH_DRIVER',
        },
        { arrivalTime: '00:30', dayOffset: 1, departureDayOffset: 1, pickupType: 'PHONE_AGENCY' },
      ),
      stops,
    );
    expect(stored).to.deep.equal([
      {
        stationId: 'id-a',
        bayId: 'bay-a',
        dayOffset: 0,
        departureDayOffset: null,
        arrivalMinute: null,
        departureMinute: 1410,
        arrivalSecond: 0,
        departureSecond: 0,
        pickupType: 0,
        dropOffType: 0,
      },
      {
        stationId: 'id-b',
        bayId: 'bay-b2',
        dayOffset: 0,
        departureDayOffset: 1,
        arrivalMinute: 1435,
        departureMinute: 5,
        arrivalSecond: 30,
        departureSecond: 0,
        pickupType: 1,
        dropOffType: 3,
      },
      {
        stationId: 'id-c',
        bayId: 'bay-c',
        dayOffset: 1,
        departureDayOffset: null,
        arrivalMinute: 30,
        departureMinute: null,
        arrivalSecond: 0,
        departureSecond: 0,
        pickupType: 2,
        dropOffType: 0,
      },
    ]);
  });
});
