/**
 * The official MCP conformance suite (`@modelcontextprotocol/conformance`, server scenarios)
 * against the gateway's `/mcp`, in front of the three running services. The suite's client
 * sends no token, so it talks to a small proxy that adds one carrying every permission; the
 * gateway itself is the production one. The scenarios needing what this server does not offer
 * are expected failures, each with its reason, in `conformance-expected-failures.yml`; the
 * suite fails the run when another scenario fails, or when an expected failure passes.
 */
import { expect } from 'chai';
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mintToken } from '@transport/platform/testing';
import { startPlatform, type Platform } from '@transport/platform/testing/platform';

const here = path.dirname(fileURLToPath(import.meta.url));
const cli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@modelcontextprotocol/conformance/package.json')),
  'dist/index.js',
);

/** Forwards every request to `to.target`, adding `Authorization: Bearer <to.token>`. */
function tokenAddingProxy(to: { target: string; token: string }): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const upstream = new URL(to.target);
    const outgoing = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, authorization: `Bearer ${to.token}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on('error', () => res.destroy());
    req.pipe(outgoing);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const address = (server: http.Server) => `127.0.0.1:${(server.address() as AddressInfo).port}`;

function run(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('the official MCP conformance suite against the gateway', function () {
  this.timeout(300_000);
  let platform: Platform;
  let proxy: http.Server;
  let results: string;

  before(async () => {
    const to = { target: '', token: '' };
    proxy = await tokenAddingProxy(to);
    // The suite calls from the proxy's origin, as a local agent's page would: the one allowed.
    platform = await startPlatform({ MCP_ALLOWED_ORIGINS: `http://${address(proxy)}` });
    const operations = [platform.referential, platform.rules, platform.siv].flatMap(
      (s) => s.built.deps.spec.operations,
    );
    to.target = platform.gateway.url;
    to.token = mintToken([...new Set(operations.map((o) => o.permission))]);
    results = mkdtempSync(path.join(tmpdir(), 'mcp-conformance-'));
  });
  after(async () => {
    proxy?.close();
    await platform?.close();
    if (results) rmSync(results, { recursive: true, force: true });
  });

  it('passes every server scenario but the expected failures, each named with its reason', async () => {
    const url = `http://${address(proxy)}/mcp`;
    const { code, output } = await run([
      'server',
      '--url',
      url,
      '--expected-failures',
      path.join(here, 'conformance-expected-failures.yml'),
      '--output-dir',
      results,
    ]);
    console.log(output.replace(/^/gm, '      '));
    // What each failing check said, for the failures expected and any other.
    for (const dir of readdirSync(results).sort()) {
      const checks = JSON.parse(readFileSync(path.join(results, dir, 'checks.json'), 'utf8')) as {
        id: string;
        status: string;
        errorMessage?: string;
        details?: { message?: string };
      }[];
      for (const check of checks.filter((c) => c.status === 'FAILURE' || c.status === 'WARNING')) {
        const scenario = dir.replace(/^server-|-\d{4}-.*$/g, '');
        console.log(
          `      ${scenario}: ${check.status} ${check.id}: ${check.errorMessage ?? check.details?.message ?? ''}`,
        );
      }
    }
    expect(code, output).to.equal(0);
  });
});
