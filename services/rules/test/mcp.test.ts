import { TOOLSET_TOOL_NAMES } from '@transport/platform';
import { expect } from 'chai';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { connectMcp, type TestService } from '@transport/platform/testing';
import {
  ALL,
  RESOLVE,
  STATION_PAR,
  activeVersion,
  createRule,
  dwell,
  inYear,
  startRules,
  team,
} from './fixtures.ts';

describe('rules over MCP (in-process dispatch)', () => {
  let service: TestService;

  before(async () => {
    service = await startRules();
  });
  after(() => service?.close());

  it('offers a resolver only the resolution tools, and resolves a rule through them', async () => {
    const { author, supervisor } = team(service);
    const ruleId = await createRule(author);
    const versionId = await activeVersion(author, supervisor, ruleId, { content: dwell(14) });

    const client = await connectMcp(`${service.url}/mcp`, service.token([RESOLVE], 'agent'));
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).to.deep.equal(
      [...TOOLSET_TOOL_NAMES, 'resolveRule', 'resolveRuleInContext'].sort(),
    );
    const result = await client.callTool({
      name: 'resolveRule',
      arguments: { ruleId, body: { at: inYear('06-01T00:00:00Z'), scope: STATION_PAR } },
    });
    expect(result.isError).to.not.equal(true);
    const answer = result.structuredContent as { version: { id: string; content: unknown } };
    expect(answer.version.id).to.equal(versionId);
    expect(answer.version.content).to.deep.equal(dwell(14));
    await client.close();
  });

  it('answers structured content that its tool’s outputSchema describes, arrays under items, problems on isError', async () => {
    const { author, supervisor } = team(service);
    const ruleId = await createRule(author);
    await activeVersion(author, supervisor, ruleId, { content: dwell(7) });
    const client = await connectMcp(`${service.url}/mcp`, service.token(ALL, 'agent'));
    const { tools } = await client.listTools();
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats.default(ajv);
    const calls: [string, Record<string, unknown>, boolean][] = [
      ['getRule', { ruleId }, false],
      ['listRuleVersions', { ruleId }, false],
      ['listRuleDomains', {}, false],
      ['resolveRule', { ruleId, body: { at: inYear('06-01T00:00:00Z'), scope: STATION_PAR } }, false],
      ['getRule', { ruleId: '00000000-0000-4000-8000-000000000000' }, true],
    ];
    for (const [name, args, failing] of calls) {
      // The SDK client checks the result against the listed outputSchema as well.
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError === true, name).to.equal(failing);
      const schema = tools.find((t) => t.name === name)?.outputSchema;
      expect(schema, name).to.not.equal(undefined);
      const validate = ajv.compile(schema as object);
      expect(validate(result.structuredContent), `${name}: ${ajv.errorsText(validate.errors)}`).to.equal(
        true,
      );
      expect(JSON.parse((result.content as { text: string }[])[0]?.text ?? '')).to.deep.equal(
        result.structuredContent,
      );
    }
    const versions = await client.callTool({ name: 'listRuleVersions', arguments: { ruleId } });
    expect((versions.structuredContent as { items: unknown[] }).items).to.have.length(1);
    await client.close();
  });

  it('refuses self-approval through a tool exactly as over HTTP', async () => {
    const { author } = team(service);
    const ruleId = await createRule(author);
    const created = await author.post(`/rules/v1/rules/${ruleId}/versions`, {
      scope: STATION_PAR,
      effectiveInput: { instant: inYear('01-01T00:00:00Z') },
      content: dwell(5),
    });
    const client = await connectMcp(`${service.url}/mcp`, service.token(ALL, 'alice'));
    const result = await client.callTool({
      name: 'approveRuleVersion',
      arguments: { versionId: created.body.id },
    });
    expect(result.isError).to.equal(true);
    expect(result.structuredContent).to.include({ status: 403, code: 'rule-version-self-approval' });
    await client.close();
  });
});
