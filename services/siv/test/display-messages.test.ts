/**
 * Messages station staff put on the boards: created and retired over HTTP and MCP through the
 * gateway, recorded in the audit trail, shown by the boards of the points their scope covers
 * while they are in force (a line under the rows, or the whole screen for an emergency).
 */
import type http from 'node:http';
import { expect } from 'chai';
import { freePort } from '@transport/dev-stack';
import { instantOfLocal } from '@transport/platform';
import {
  ApiClient,
  connectMcp,
  expectFieldError,
  expectProblem,
  mintToken,
  TEST_TIME_ZONE,
  today,
  uniqueCode,
  type TestService,
} from '@transport/platform/testing';
import { startTestGateway, type RunningGateway } from '@transport/platform/testing/platform';
import { createBoardStation, createTrip, NETWORK_STAFF, type BoardStation } from './board-fixtures.ts';
import {
  createProfile,
  DISPLAY_STAFF,
  listen,
  pointBody,
  startRegistry,
  startSiv,
  stop,
} from './fixtures.ts';

const MESSAGE_STAFF = ['siv.display-messages:read', 'siv.display-messages:write'];

/** Today at `hh:mm` local, as an instant (ISO). */
const todayAt = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return new Date(instantOfLocal(today(), h * 60 + m, TEST_TIME_ZONE)).toISOString();
};

interface BoardMessage {
  code: string;
  priority: string;
  texts: { language: string; text: string }[];
}

describe('display messages on the boards, through the gateway beside the real referential', function () {
  this.timeout(120_000);
  let registry: TestService;
  let registryServer: http.Server;
  let siv: TestService;
  let gateway: RunningGateway;
  let staff: ApiClient;
  let station: BoardStation;
  let other: BoardStation;
  let areaPoint: string;
  let bayPoint: string;
  let elsewhere: string;

  const board = (id: string, at: string) =>
    staff.get(`/siv/v1/display-points/${id}/board?at=${encodeURIComponent(at)}`);
  const shownCodes = async (id: string, at: string) => {
    const answer = await board(id, at);
    expect(answer.status, answer.text).to.equal(200);
    return (answer.body.messages as BoardMessage[]).map((m) => m.code);
  };
  function message(overrides: Record<string, unknown> = {}) {
    const code = uniqueCode('MSG');
    return {
      code,
      name: `Message ${code}`,
      scope: { type: 'STATION_AREA', subjects: { stationArea: station.area.code } },
      validFrom: todayAt('10:00'),
      validTo: todayAt('10:30'),
      priority: 'WARNING',
      texts: [
        { language: 'fr', text: 'Travaux : les lignes partent du quai G.' },
        { language: 'en', text: 'Works: lines leave from bay G.' },
      ],
      ...overrides,
    };
  }
  async function create(body: Record<string, unknown>) {
    const answer = await staff.post('/siv/v1/display-messages', body);
    expect(answer.status, answer.text).to.equal(201);
    return { id: answer.body.id as string, code: body.code as string };
  }

  before(async () => {
    registry = await startRegistry();
    const registryPort = await freePort();
    registryServer = await listen(registry.built.app, registryPort);
    siv = await startSiv(`http://127.0.0.1:${registryPort}`);
    gateway = await startTestGateway({
      referential: `http://127.0.0.1:${registryPort}`,
      rules: `http://127.0.0.1:${await freePort()}`,
      siv: siv.url,
    });
    staff = new ApiClient(gateway.url, mintToken([...DISPLAY_STAFF, ...NETWORK_STAFF, ...MESSAGE_STAFF]));
    station = await createBoardStation(staff, 2);
    other = await createBoardStation(staff, 1);
    await createTrip(staff, station, 1, '10:05', { atBay: true });
    await createTrip(staff, station, 2, '10:15');
    await createTrip(staff, other, 1, '10:10');
    const profileId = await createProfile(staff, { languages: ['fr', 'en'] });
    const point = async (area: string, bayCode?: string) => {
      const location = bayCode === undefined ? { stationAreaCode: area } : { stationAreaCode: area, bayCode };
      const answer = await staff.post(
        '/siv/v1/display-points',
        pointBody(area, {
          profileId,
          location,
          publishingTarget: { type: 'WEB_PAGE', address: 'hall' },
        }),
      );
      expect(answer.status, answer.text).to.equal(201);
      return answer.body.id as string;
    };
    areaPoint = await point(station.area.code);
    bayPoint = await point(station.area.code, 'G1');
    elsewhere = await point(other.area.code);
  });
  after(async () => {
    await gateway?.close();
    if (registryServer?.listening) await stop(registryServer);
    await siv?.close();
    await registry?.close();
  });

  it('shows a station message on the station’s boards from its start until its end, and nowhere else', async () => {
    const works = await create(message());
    const found = await staff.get(`/siv/v1/display-messages?search=${works.code}`);
    expect(found.body.data.map((m: { id: string }) => m.id)).to.deep.equal([works.id]);
    expect(await shownCodes(areaPoint, todayAt('09:59'))).to.not.include(works.code);
    expect(await shownCodes(areaPoint, todayAt('10:00'))).to.include(works.code);
    expect(await shownCodes(bayPoint, todayAt('10:29'))).to.include(works.code);
    expect(await shownCodes(areaPoint, todayAt('10:30'))).to.not.include(works.code);
    expect(await shownCodes(elsewhere, todayAt('10:10'))).to.not.include(works.code);

    const answer = await board(areaPoint, todayAt('10:10'));
    const shown = (answer.body.messages as BoardMessage[]).find((m) => m.code === works.code);
    expect(shown).to.deep.include({ priority: 'WARNING', texts: message().texts });
    // The readout ends with the message, in each language.
    const readout = answer.body.readout as { language: string; text: string }[];
    expect(readout[0]?.text.split('\n')).to.include('Travaux : les lignes partent du quai G.');
    expect(readout[1]?.text.split('\n')).to.include('Works: lines leave from bay G.');
  });

  it('scopes a message to the network, a bay (and its area’s whole boards) or a line, the most urgent first', async () => {
    const network = await create(message({ scope: { type: 'NETWORK', subjects: {} }, priority: 'INFO' }));
    const bay = await create(
      message({ scope: { type: 'BAY', subjects: { stationArea: station.area.code, bay: 'G1' } } }),
    );
    const otherBay = await create(
      message({ scope: { type: 'BAY', subjects: { stationArea: station.area.code, bay: 'G9' } } }),
    );
    const line2 = await create(
      message({ scope: { type: 'LINE', subjects: { line: station.lines[1]?.code } }, priority: 'INFO' }),
    );
    const at = todayAt('10:01');
    const onArea = await shownCodes(areaPoint, at);
    expect(onArea).to.include.members([network.code, bay.code, otherBay.code, line2.code]);
    // WARNING before INFO.
    expect(onArea.indexOf(bay.code)).to.be.below(onArea.indexOf(network.code));
    // The point at bay G1 lists only the 10:05 of line 1: not line 2's message, nor bay G9's.
    const onBay = await shownCodes(bayPoint, at);
    expect(onBay).to.include.members([network.code, bay.code]);
    expect(onBay).to.not.include.members([otherBay.code]);
    expect(onBay).to.not.include(line2.code);
    expect(await shownCodes(elsewhere, at))
      .to.include(network.code)
      .and.not.include(bay.code);
  });

  it('takes over the whole screen with an emergency created over MCP, until it is retired', async () => {
    const agent = await connectMcp(`${gateway.url}/mcp`, mintToken(MESSAGE_STAFF, 'agent'));
    const body = message({
      priority: 'EMERGENCY',
      validFrom: todayAt('10:02'),
      validTo: null,
      texts: [
        { language: 'fr', text: 'Évacuez la gare par la sortie nord.' },
        { language: 'en', text: 'Leave the station by the north exit.' },
      ],
    });
    const created = await agent.callTool({ name: 'createDisplayMessage', arguments: { body } });
    expect(created.isError, JSON.stringify(created.content)).to.not.equal(true);
    const id = (created.structuredContent as { id: string }).id;
    expect((await shownCodes(areaPoint, todayAt('10:03')))[0]).to.equal(body.code);

    const key = await staff.post(`/siv/v1/display-points/${areaPoint}/screen-key`);
    const page = await fetch(`${gateway.url}${key.body.url}&at=${encodeURIComponent(todayAt('10:03'))}`);
    const html = await page.text();
    expect(html).to.contain(`<main class="takeover" role="alert" data-message="${body.code}">`);
    expect(html).to.contain('Évacuez la gare par la sortie nord.');
    expect(html).to.not.contain('class="page');

    const retired = await agent.callTool({
      name: 'retireDisplayMessage',
      arguments: { id, body: { reason: 'all clear' } },
    });
    expect(retired.isError, JSON.stringify(retired.content)).to.not.equal(true);
    expect(await shownCodes(areaPoint, todayAt('10:03'))).to.not.include(body.code);
    const after = await (
      await fetch(`${gateway.url}${key.body.url}&at=${encodeURIComponent(todayAt('10:03'))}`)
    ).text();
    expect(after).to.not.contain('class="takeover"');
    expect(after).to.contain('class="page');
    await agent.close();

    // The audit trail records both writes, by the agent.
    const changes = await staff.get(`/siv/v1/display-messages/${id}/changes`);
    expect(changes.status, changes.text).to.equal(200);
    expect(
      changes.body.data.map((c: { operation: string; subject: string }) => [c.operation, c.subject]),
    ).to.deep.equal([
      ['retireDisplayMessage', 'agent'],
      ['createDisplayMessage', 'agent'],
    ]);
    expectProblem(
      await staff.post(`/siv/v1/display-messages/${id}/retirement`, { reason: 'again' }),
      409,
      'display-message-not-active',
    );
  });

  describe('refuses bad input with a problem naming the field, and stores nothing', () => {
    // A rule between fields that no schema says is a 422 with its own code; the rest a 400.
    const cases: [string, () => Record<string, unknown>, string, string?][] = [
      ['no scope', () => ({ ...message(), scope: undefined }), 'body.scope'],
      [
        'a station scope without its station area',
        () => message({ scope: { type: 'STATION_AREA', subjects: {} } }),
        'body.scope.subjects.stationArea',
      ],
      [
        'a network scope naming a line',
        () => message({ scope: { type: 'NETWORK', subjects: { line: 'L1' } } }),
        'body.scope.subjects.line',
      ],
      [
        'a validity ending before it starts',
        () => message({ validFrom: todayAt('10:30'), validTo: todayAt('10:00') }),
        'body.validTo',
        'display-message-validity-empty',
      ],
      [
        'a validity of no time',
        () => message({ validTo: todayAt('10:00') }),
        'body.validTo',
        'display-message-validity-empty',
      ],
      [
        'a text too long for any screen',
        () => message({ texts: [{ language: 'fr', text: 'x'.repeat(201) }] }),
        'body.texts.0.text',
      ],
      [
        'a language given twice',
        () =>
          message({
            texts: [
              { language: 'fr', text: 'a' },
              { language: 'fr', text: 'b' },
            ],
          }),
        'body.texts[1].language',
        'display-message-language-twice',
      ],
    ];
    for (const [what, body, field, unprocessable] of cases) {
      it(`refuses ${what}`, async () => {
        const sent = body();
        const response = await staff.post('/siv/v1/display-messages', sent);
        if (unprocessable) {
          const problem = expectProblem(response, 422, unprocessable);
          expect((problem.errors ?? []).map((e) => e.field)).to.include(field);
        } else expectFieldError(response, field);
        const found = await staff.get(`/siv/v1/display-messages?search=${sent.code as string}`);
        expect(found.body.total).to.equal(0);
      });
    }
  });

  it('keeps the database itself from storing a message that ends before it starts', async () => {
    const { db } = siv.built.deps;
    let refused: { code?: string; constraint?: string } = {};
    await db('display_messages')
      .insert({
        code: uniqueCode('RAW'),
        name: 'raw',
        scope_type: 'NETWORK',
        valid_from: todayAt('10:30'),
        valid_to: todayAt('10:00'),
        priority: 'INFO',
        texts: JSON.stringify([{ language: 'fr', text: 'x' }]),
        created_by: 't',
        updated_by: 't',
      })
      .catch((error) => {
        refused = error;
      });
    expect(refused).to.include({ code: '23514', constraint: 'display_messages_validity_check' });
  });
});
