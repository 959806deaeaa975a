/**
 * The contract's examples of a dated change, sent as they are: a client or an agent copying one
 * from the contract (Swagger UI fills a body with it, an MCP tool's description shows it) is not
 * refused for its date. A carrier's status changes from the day its example names, each on a
 * carrier in the state the operation moves from; an authorization declared as its example says is
 * in force on the day its suspension's and withdrawal's examples name.
 */
import { expect } from 'chai';
import type { ApiClient, TestService } from '@transport/platform/testing';
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

  /** The request example the contract gives the POST at `path`. */
  function exampleOf(path: string): Doc {
    const media = document.paths[path].post.requestBody.content['application/json'] as Doc;
    const ref = (Object.values(media.examples as Doc)[0] as Doc).$ref as string;
    return structuredClone(document.components.examples[ref.split('/').pop() as string].value) as Doc;
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

  for (const [step, from] of [
    ['activation', []],
    ['suspension', ['activation']],
    ['reactivation', ['activation', 'suspension']],
    ['withdrawal', ['activation']],
  ] as const)
    it(`schedules the ${step} its example dates`, async () => {
      const id = await carrierAfter(...from);
      const example = exampleOf(`/referential/v1/carriers/{id}/${step}`);
      const answer = await staff.post(`/referential/v1/carriers/${id}/${step}`, example);
      expect(answer.status, answer.text).to.be.within(200, 299);
      // Recorded ahead, from the example's day.
      const timeline = await staff.get(`/referential/v1/carriers/${id}/timeline`);
      const ahead = (timeline.body.data as Doc[]).filter((period) => period.future);
      expect(ahead.map((period) => period.effectiveFrom)).to.deep.equal([example.effectiveFrom]);
    });

  for (const step of ['suspension', 'withdrawal'])
    it(`schedules the ${step} its example dates of the authorization its example declares`, async () => {
      const declared = await staff.post('/referential/v1/authorizations/declarations', {
        ...exampleOf('/referential/v1/authorizations/declarations'),
        dossier: uniqueCode('DOS'),
        number: uniqueCode('AUT'),
      });
      expect(declared.status, declared.text).to.equal(201);
      const path = `/referential/v1/authorizations/authorizations/${declared.body.id}/${step}`;
      const answer = await staff.post(
        path,
        exampleOf(`/referential/v1/authorizations/authorizations/{id}/${step}`),
      );
      expect(answer.status, answer.text).to.be.within(200, 299);
    });
});
