/**
 * Every operation of every contract, through the gateway, over HTTP and over MCP: refused
 * without a token (401) and without its permission (403), and neither (nor a 500) with it.
 */
import { expect } from 'chai';
import { connectMcp, forgedTokens, mintToken } from '@transport/platform/testing';
import { TOOLSET_TOOL_NAMES, type Operation } from '@transport/platform';
import {
  NO_RATE_LIMITS,
  platformOperations,
  startPlatform,
  type Platform,
} from '@transport/platform/testing/platform';

const ZERO_UUID = '00000000-0000-4000-8000-000000000000';

function argumentFor(operation: Operation, name: string): string {
  const parameter = operation.parameters.find((p) => p.name === name);
  return parameter?.schema?.format === 'uuid' ? ZERO_UUID : 'X1';
}

function httpRequest(operation: Operation, token?: string): [string, RequestInit] {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) => argumentFor(operation, name));
  const media = operation.requestBody?.mediaType ?? 'application/json';
  return [
    path,
    {
      method: operation.method.toUpperCase(),
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(operation.requestBody ? { 'content-type': media } : {}),
      },
      ...(operation.requestBody ? { body: media === 'application/json' ? '{}' : '' } : {}),
    },
  ];
}

function toolArguments(operation: Operation): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const p of operation.parameters.filter((x) => x.in === 'path'))
    args[p.name] = argumentFor(operation, p.name);
  if (operation.requestBody) args.body = operation.requestBody.mediaType === 'application/json' ? {} : '';
  return args;
}

describe('every operation through the gateway', function () {
  // Every operation of the three contracts, one after the other (about two hundred with the
  // changes of each family), on a machine that may be busy.
  this.timeout(240_000);
  let platform: Platform;
  let operations: Operation[];
  let permissions: string[];

  before(async () => {
    // One subject walks every operation, several times and over MCP, within a minute: beyond
    // the default budgets of a single caller.
    platform = await startPlatform(NO_RATE_LIMITS);
    operations = platformOperations(platform);
    permissions = [...new Set(operations.map((o) => o.permission))];
  });
  after(() => platform?.close());

  it('over HTTP: 401 without a token, 403 without the permission, neither with it', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const others = mintToken(permissions.filter((p) => p !== operation.permission));
      const own = mintToken([operation.permission]);
      const statuses = [];
      let allowedCode: string | undefined;
      for (const token of [undefined, others, own]) {
        const [path, init] = httpRequest(operation, token);
        const response = await fetch(`${platform.gateway.url}${path}`, init);
        statuses.push(response.status);
        if (token === own && response.status === 403)
          allowedCode = ((await response.json()) as { code?: string }).code;
      }
      const [anonymous, forbidden, allowed] = statuses;
      // A 403 of the operation's own rule (confirming a payout change is the carrier's) is not a
      // refused permission: only `forbidden` is.
      const refusedWithIt =
        [401, 500].includes(allowed as number) || (allowed === 403 && allowedCode === 'forbidden');
      if (anonymous !== 401 || forbidden !== 403 || refusedWithIt) {
        failures.push(`${operation.operationId}: ${statuses.join(', ')}`);
      }
    }
    expect(failures, 'operationId: without token, without permission, with permission').to.deep.equal([]);
    expect(operations.length).to.be.greaterThan(30);
  });

  it('over MCP: a tool is listed and usable with its permission only', async () => {
    const failures: string[] = [];
    const everything = await connectMcp(`${platform.gateway.url}/mcp`, mintToken(permissions));
    const allTools = (await everything.listTools()).tools.map((t) => t.name).sort();
    await everything.close();
    expect(allTools).to.deep.equal([...TOOLSET_TOOL_NAMES, ...operations.map((o) => o.operationId)].sort());
    // One session holding a permission alone, and one holding every other, for all the
    // operations of that permission: what a session lists and refuses depends on its token's
    // permissions only.
    for (const permission of permissions) {
      const ofIt = operations.filter((o) => o.permission === permission);
      const withIt = await connectMcp(`${platform.gateway.url}/mcp`, mintToken([permission]));
      const listed = (await withIt.listTools()).tools.map((t) => t.name);
      const expected = [...TOOLSET_TOOL_NAMES, ...ofIt.map((o) => o.operationId)];
      const without = await connectMcp(
        `${platform.gateway.url}/mcp`,
        mintToken(permissions.filter((p) => p !== permission)),
      );
      for (const operation of ofIt) {
        if (listed.sort().join() !== expected.sort().join())
          failures.push(`${operation.operationId}: listed ${listed.join(' ')}`);
        const allowed = await withIt.callTool({
          name: operation.operationId,
          arguments: toolArguments(operation),
        });
        const allowedProblem = allowed.structuredContent as { status?: number; code?: string } | undefined;
        const allowedStatus = allowedProblem?.status;
        if (
          allowed.isError &&
          ([401, 500].includes(allowedStatus as number) ||
            (allowedStatus === 403 && allowedProblem?.code === 'forbidden'))
        )
          failures.push(`${operation.operationId}: ${allowedStatus} with it`);
        const refused = await without.callTool({
          name: operation.operationId,
          arguments: toolArguments(operation),
        });
        const refusedStatus = (refused.structuredContent as { status?: number } | undefined)?.status;
        if (!refused.isError || refusedStatus !== 403)
          failures.push(`${operation.operationId}: ${refusedStatus} without it`);
      }
      await withIt.close();
      await without.close();
    }
    expect(failures).to.deep.equal([]);
  });

  it('refuses every forged token with 401, at the gateway and at its MCP endpoint', async () => {
    for (const [attack, token] of Object.entries(forgedTokens('referential.bays:read'))) {
      const http = await fetch(`${platform.gateway.url}/referential/v1/bays`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(http.status, attack).to.equal(401);
      const direct = await fetch(`${platform.referential.url}/referential/v1/bays`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(direct.status, `${attack} at the service`).to.equal(401);
      const mcp = await fetch(`${platform.gateway.url}/mcp`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
      expect(mcp.status, `${attack} over MCP`).to.equal(401);
    }
  });
});
