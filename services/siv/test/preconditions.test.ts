import { expectCorrectionsUnderIfMatch, type ApiClient, type TestService } from '@transport/platform/testing';
import {
  DISPLAY_STAFF,
  REGISTRY_STAFF,
  createArea,
  createPoint,
  createProfile,
  startRegistry,
  startSiv,
} from './fixtures.ts';

describe('display corrections under If-Match', () => {
  let registry: TestService;
  let siv: TestService;
  let staff: ApiClient;
  let areaCode: string;

  before(async () => {
    registry = await startRegistry();
    siv = await startSiv(registry.url);
    staff = siv.as(DISPLAY_STAFF);
    areaCode = (await createArea(registry.as(REGISTRY_STAFF))).code;
  });
  after(async () => {
    await siv?.close();
    await registry?.close();
  });

  it('corrects display points only in the version If-Match names, and never loses an update', async () => {
    await expectCorrectionsUnderIfMatch(
      staff,
      `/siv/v1/display-points/${await createPoint(staff, areaCode)}`,
      [{ name: 'Hall board' }, { name: 'Platform board' }],
    );
  });

  it('corrects display profiles only in the version If-Match names, and never loses an update', async () => {
    await expectCorrectionsUnderIfMatch(staff, `/siv/v1/display-profiles/${await createProfile(staff)}`, [
      { lineCount: 8 },
      { lineCount: 12 },
    ]);
  });
});
