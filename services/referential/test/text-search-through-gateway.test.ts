/**
 * Search that matches as people type, through the gateway (ADR 0034): a term finds a text
 * whatever their case, accents and Unicode forms; and every free-text search of the three
 * contracts goes through the one mechanism, on indexed folded columns.
 */
import { expect } from 'chai';
import { expectEveryTextSearchFolded, type ApiClient } from '@transport/platform/testing';
import { startPlatform, type Platform } from '@transport/platform/testing/platform';
import { createArea, createBay, uniqueCode } from './fixtures.ts';
import { NETWORK_PERMISSIONS, createStation } from './network-fixtures.ts';

describe('search folds case, accents and Unicode forms, through the gateway', function () {
  let platform: Platform;
  let staff: ApiClient;
  this.timeout(60_000);

  before(async function () {
    this.timeout(120_000);
    platform = await startPlatform();
    staff = platform.as(NETWORK_PERMISSIONS);
  });
  after(() => platform?.close());

  /** The ids a search answers, all pages being one here. */
  const found = async (path: string, query: Record<string, string>) => {
    const answer = await staff.get(`${path}?${new URLSearchParams({ ...query, size: '200' }).toString()}`);
    expect(answer.status, answer.text).to.equal(200);
    return (answer.body.data as { id: string }[]).map((record) => record.id);
  };

  describe('stations, by name (a catalog)', () => {
    const tag = uniqueCode('T').toLowerCase();
    const stations: Record<string, string> = {};
    before(async () => {
      for (const [key, name] of Object.entries({
        strasse: `GRANDE STRASSE ${tag}`,
        perrache: `PERRACHÉ ${tag}`,
        precomposed: `Café précomposé ${tag}`,
        decomposed: `Cafe\u0301 de\u0301compose\u0301 ${tag}`,
        sigma: `ΟΔΟΣ ${tag}`,
      }))
        stations[key] = await createStation(staff, { name });
    });
    // Each platform has a database of its own: these are its only stations.
    const search = (term: string) => found('/referential/v1/stations', { search: term });

    it('straße finds STRASSE, and STRASSE finds Straße', async () => {
      expect(await search('straße')).to.deep.equal([stations.strasse]);
      expect(await search('Grande Straße')).to.deep.equal([stations.strasse]);
      const street = await createStation(staff, { name: `Hauptstraße ${tag}` });
      expect(await search('HAUPTSTRASSE')).to.deep.equal([street]);
    });

    it('Perrache finds PERRACHÉ, and an accent typed where there is none still matches', async () => {
      expect(await search('Perrache')).to.deep.equal([stations.perrache]);
      expect(await search('perràche')).to.deep.equal([stations.perrache]);
    });

    it('a decomposed é finds a precomposed one, and a precomposed é a decomposed one', async () => {
      const both = [stations.precomposed, stations.decomposed].sort();
      expect((await search('Café'.normalize('NFD'))).sort()).to.deep.equal(both);
      expect((await search('de\u0301compose\u0301'.normalize('NFC'))).sort()).to.deep.equal([
        stations.decomposed,
      ]);
      expect((await search('précomposé'.normalize('NFD'))).sort()).to.deep.equal([stations.precomposed]);
      expect((await search('CAFE')).sort()).to.deep.equal(both);
    });

    it('case folds beyond ASCII: a final sigma and a capital one are the same letter', async () => {
      expect(await search('οδος')).to.deep.equal([stations.sigma]);
      expect(await search('ΟΔΟσ')).to.deep.equal([stations.sigma]);
    });

    it('wildcards in the term match only themselves', async () => {
      expect(await search('%')).to.deep.equal([]);
      expect(await search('_')).to.deep.equal([]);
    });

    it('an unrelated term finds none of them', async () => {
      expect(await search('Perrachex')).to.deep.equal([]);
    });

    it('a renamed station: its changes name only the name, and a search as known before the rename folds the old one', async () => {
      const id = await createStation(staff, { name: `Bellecour ${tag}` });
      const path = `/referential/v1/stations/${id}`;
      const before = new Date().toISOString();
      const read = await staff.get(path);
      const renamed = await staff.patch(
        path,
        { name: `Hôtel de Ville ${tag}` },
        { headers: { 'if-match': read.headers.get('etag') as string } },
      );
      expect(renamed.status, renamed.text).to.equal(200);
      const changes = await staff.get(`${path}/changes`);
      expect(changes.status, changes.text).to.equal(200);
      const update = (changes.body.data as { action: string; fields: { field: string }[] }[]).find(
        (change) => change.action === 'update',
      );
      expect(update?.fields.map((f) => f.field)).to.deep.equal(['name']);
      expect(await search('hotel de ville')).to.deep.equal([id]);
      expect(
        await found('/referential/v1/stations', { search: 'BÉLLECOUR', asKnownAt: before }),
      ).to.deep.equal([id]);
      expect(await found('/referential/v1/stations', { search: 'HÔTEL', asKnownAt: before })).to.deep.equal(
        [],
      );
    });
  });

  describe('bays, by code (the search Postgres writes as JSON)', () => {
    let areaId: string;
    const bays: Record<string, string> = {};
    before(async () => {
      areaId = await createArea(staff);
      bays.strasse = await createBay(staff, areaId, 'STRASSE-1');
      bays.quai = await createBay(staff, areaId, 'Quai-2');
    });
    const search = (term: string) =>
      found('/referential/v1/bays', { search: term, 'stationAreaId.value': areaId });

    it('straße finds the bay coded STRASSE', async () => {
      expect(await search('straße')).to.deep.equal([bays.strasse]);
      expect(await search('STRASSE')).to.deep.equal([bays.strasse]);
    });

    it('a term with accents or in full-width letters finds a plain code, in any case', async () => {
      expect(await search('QUÂI')).to.deep.equal([bays.quai]);
      expect(await search('ｑｕａｉ')).to.deep.equal([bays.quai]);
      expect(await search('quai')).to.deep.equal([bays.quai]);
    });
  });

  it('every free-text search of the three contracts matches on indexed folded columns', async () => {
    const checked = [
      ...(await expectEveryTextSearchFolded(platform.referential)),
      ...(await expectEveryTextSearchFolded(platform.rules)),
      ...(await expectEveryTextSearchFolded(platform.siv)),
    ];
    expect(checked).to.include.members([
      'searchBays?search',
      'searchCarriers?search',
      'searchCarriers?name',
      'searchStations?search',
      'searchRules?search',
      'searchDisplayPoints?search',
    ]);
  });
});
