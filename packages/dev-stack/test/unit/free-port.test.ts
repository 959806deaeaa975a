import { readFileSync } from 'node:fs';
import net from 'node:net';
import { expect } from 'chai';
import { freePort } from '../../src/index.ts';

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
});
