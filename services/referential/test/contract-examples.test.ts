/**
 * The contract's examples of a dated change, sent as they are: a client or an agent copying one
 * from the contract (Swagger UI fills a body with it, an MCP tool's description shows it) is not
 * refused for its date. A carrier's status changes from the day its example names, each on a
 * carrier in the state the operation moves from; an authorization declared as its example says is
 * in force on the day its suspension's and withdrawal's examples name.
 */
import { expect } from 'chai';
import { operationOf, requestExample, type ApiClient, type TestService } from '@transport/platform/testing';
import { startReferential } from './fixtures.ts';
import { AUTHORIZATION_READ, AUTHORIZATION_WRITE } from './authorizations-fixtures.ts';
import {
  CARRIER_READ,
  CARRIER_WRITE,
  CATEGORY_WRITE,
  declareCategory,
  registerCarrier,
} from './carriers-fixtures.ts';
import { uniqueCode } from './fixtures.ts';

type Doc = Record<string, any>;

describe("the contract's examples of dated changes, sent as they are", () => {
  let service: TestService;
  let staff: ApiClient;
  let document: Doc;

  before(async () => {
    service = await startReferential();
    staff = service.as([
      CARRIER_READ,
      CARRIER_WRITE,
      CATEGORY_WRITE,
      AUTHORIZATION_READ,
      AUTHORIZATION_WRITE,
    ]);
    document = service.built.deps.spec.document as Doc;
    // The vehicle category the authorization's example names.
    await declareCategory(staff, 'M3');
  });
  after(() => service?.close());

  /** Sends `operationId`'s request example, as the contract gives it, for the record `id`. */
  async function sendExample(operationId: string, id: string) {
    const path = operationOf(document, operationId).path.replace('{id}', id);
    const example = requestExample(document, operationId);
    return { example, answer: await staff.post(path, example) };
  }

  /** A carrier moved through `steps` today (no date: from today). */
  async function carrierAfter(...steps: string[]): Promise<string> {
    const { id } = await registerCarrier(staff);
    for (const step of steps) {
      const body = step === 'suspension' ? { reason: 'insurance lapsed' } : undefined;
      const moved = await staff.post(`/referential/v1/carriers/${id}/${step}`, body);
      expect(moved.status, `${step}: ${moved.text}`).to.be.within(200, 299);
    }
    return id;
  }

  for (const [operationId, from] of [
    ['activateCarrier', []],
    ['suspendCarrier', ['activation']],
    ['reactivateCarrier', ['activation', 'suspension']],
    ['withdrawCarrier', ['activation']],
  ] as const)
    it(`schedules the change ${operationId}'s example dates`, async () => {
      const id = await carrierAfter(...from);
      const { example, answer } = await sendExample(operationId, id);
      expect(answer.status, answer.text).to.be.within(200, 299);
      // Recorded ahead, from the example's day.
      const timeline = await staff.get(`/referential/v1/carriers/${id}/timeline`);
      const ahead = (timeline.body.data as Doc[]).filter((period) => period.future);
      expect(ahead.map((period) => period.effectiveFrom)).to.deep.equal([example.effectiveFrom]);
    });

  for (const operationId of ['suspendTransportAuthorization', 'withdrawTransportAuthorization'])
    it(`schedules the change ${operationId}'s example dates of the authorization its example declares`, async () => {
      const declared = await staff.post('/referential/v1/authorizations/declarations', {
        ...requestExample(document, 'declareTransportAuthorization'),
        dossier: uniqueCode('DOS'),
        number: uniqueCode('AUT'),
      });
      expect(declared.status, declared.text).to.equal(201);
      const { answer } = await sendExample(operationId, declared.body.id as string);
      expect(answer.status, answer.text).to.be.within(200, 299);
    });
});
