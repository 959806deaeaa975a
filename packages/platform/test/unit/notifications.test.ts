import net from 'node:net';
import { expect } from 'chai';
import { createLogger, createNotificationListener } from '../../src/index.ts';

describe('a notification listener', () => {
  it('starts without its channel when the database accepts connections but never answers, and keeps trying', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    let ups = 0;
    try {
      const listener = createNotificationListener({
        databaseUrl: `postgres://nobody:secret@127.0.0.1:${port}/nothing`,
        name: 'never_answered',
        logger: createLogger('test', 'silent'),
        reconnectMs: 20,
        connectTimeoutMs: 100,
      });
      const subscription = await listener.listen('never_answered', {
        onNotification: () => undefined,
        onUp: () => void (ups += 1),
        onDown: () => undefined,
      });
      for (let i = 0; i < 100 && sockets.length < 3; i += 1) await new Promise((r) => setTimeout(r, 20));
      await subscription.stop();
      expect(sockets.length).to.be.at.least(3);
      expect(ups).to.equal(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
