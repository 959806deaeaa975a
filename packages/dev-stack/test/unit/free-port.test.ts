import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { freePort } from '../../src/index.ts';

const INDEX = fileURLToPath(new URL('../../src/index.ts', import.meta.url));

/** The ports another process takes from `freePort`, `count` of them, none listened on. */
async function portsTakenByAProcess(count: number): Promise<number[]> {
  const script = `import { freePort } from ${JSON.stringify(INDEX)};
    const ports = [];
    for (let i = 0; i < ${count}; i += 1) ports.push(await freePort());
    process.stdout.write(JSON.stringify(ports));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
  return JSON.parse(stdout) as number[];
}

describe('free ports for the processes a test or the bench starts', () => {
  it('are distinct, below the kernel’s ephemeral range, and free to listen on', async () => {
    const ephemeralStart = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
    );
    const ports: number[] = [];
    for (let i = 0; i < 20; i += 1) ports.push(await freePort());
    expect(new Set(ports).size).to.equal(ports.length);
    expect(ports.filter((port) => port >= ephemeralStart)).to.deep.equal([]);
    const servers = await Promise.all(
      ports.map(
        (port) =>
          new Promise<net.Server>((resolve, reject) => {
            const server = net.createServer().once('error', reject);
            server.listen(port, () => resolve(server));
          }),
      ),
    );
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('are distinct across processes taking them at once, before any listens', async () => {
    // 500 each among some 16,000: drawn at random, two processes would share about fifteen.
    const [first, second] = await Promise.all([portsTakenByAProcess(500), portsTakenByAProcess(500)]);
    expect(first.filter((port) => second.includes(port))).to.deep.equal([]);
    expect(new Set([...first, ...second]).size).to.equal(1000);
  });
});
