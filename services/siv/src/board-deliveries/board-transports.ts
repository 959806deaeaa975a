/**
 * How a board reaches a target that is not a URL (ADR 0063): an MQTT topic on the broker siv
 * is given (`DELIVERY_MQTT_URL`), or a directory of the SFTP server it is given
 * (`DELIVERY_SFTP_URL`). The servers are the operator's settings, never a point's: a point
 * names only its topic or directory (checked by `publishing-targets.ts` before any is sent).
 * Each delivery sends the board's JSON whole.
 */
import { readFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import path from 'node:path/posix';
import mqtt, { type MqttClient } from 'mqtt';
import SftpClient from 'ssh2-sftp-client';
import { deadline, LATE } from '../deadline.ts';

/** Sends a board's JSON to a target's address (a topic, a directory); throws with the reason. */
export interface BoardTransport {
  /** Why nothing can be sent (its server was not given), so that no board is computed for it. */
  readonly missing?: string;
  send(address: string, body: string): Promise<void>;
  close(): Promise<void>;
}

/** A transport whose server siv was not given: every attempt fails, saying which setting is missing. */
export function unconfiguredTransport(target: string, setting: string): BoardTransport {
  const missing = `siv has no ${target} to deliver to: set ${setting}`;
  return {
    missing,
    send: () => Promise.reject(new Error(missing)),
    close: () => Promise.resolve(),
  };
}

/**
 * Publishes each board on its topic, QoS 1 and retained, so that a display subscribing later
 * gets the current board at once. One connection per replica, opened at the first delivery and
 * reconnected by the client; a publish not acknowledged within `timeoutMs` fails.
 */
export function mqttTransport(url: string, timeoutMs: number): BoardTransport {
  let client: MqttClient | undefined;
  const connected = () =>
    (client ??= mqtt.connect(url, { connectTimeout: timeoutMs, reconnectPeriod: 1_000 }));
  return {
    async send(topic, body) {
      // The client queues a publish while it is disconnected: the attempt fails at its time.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the MQTT broker did not acknowledge the board within ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      try {
        await Promise.race([connected().publishAsync(topic, body, { qos: 1, retain: true }), late]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await client?.endAsync(true);
      client = undefined;
    },
  };
}

/**
 * Whether an SFTP error is the server's answer to one request (its status, SSH_FX_NO_SUCH_FILE
 * and the like), not the connection's failure: ssh2 numbers the statuses the server sends 1 to 5
 * and 8, and uses 6 and 7 for a connection it lost or never had.
 */
function answeredByServer(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'number' && code >= 1 && code <= 8 && code !== 6 && code !== 7;
}

/**
 * Drops each board as `board.json` in its directory: written as `board.json.part`, then renamed
 * over the last one, so a display never reads half a board. One connection per replica, kept
 * between deliveries (an SSH handshake costs more than the board's write); a delivery that
 * fails on a kept connection (the server may have closed it meanwhile) is tried once more on a
 * new one, and a connection that failed is never used again. A server that stops answering
 * (a connection open but silent) fails the attempt within `timeoutMs`, and its connection is
 * destroyed: the round of deliveries it belongs to, and the service's stop, never wait on it.
 */
export function sftpTransport(url: string, privateKeyFile: string, timeoutMs: number): BoardTransport {
  const server = new URL(url);
  /** A connection: the SFTP client and the socket under it (destroyed when the server is silent). */
  interface Connection {
    sftp: SftpClient;
    socket: Socket;
  }
  let kept: Promise<Connection> | undefined;
  const connection = () => {
    if (kept) return kept;
    // The server ended or broke the connection between deliveries: the next one opens another
    // (the library's own handlers would only print to the console).
    const lost = () => {
      if (kept === opened) kept = undefined;
    };
    const opened = (async () => {
      const sftp = new SftpClient('siv-board-delivery', { error: lost, end: lost, close: lost });
      const socket = connect({ host: server.hostname, port: Number(server.port || 22) });
      try {
        // `readyTimeout` bounds the socket's connection and the handshake together.
        await sftp.connect({
          sock: socket,
          username: decodeURIComponent(server.username),
          privateKey: await readFile(privateKeyFile),
          readyTimeout: timeoutMs,
          keepaliveInterval: 15_000,
        });
      } catch (error) {
        socket.destroy();
        throw error;
      }
      return { sftp, socket };
    })();
    kept = opened;
    return opened;
  };
  /**
   * Ends a connection: politely when its server answers (`end`, bounded by `timeoutMs`), at once
   * when it has stopped answering (`silent`), its socket destroyed either way.
   */
  const drop = async (failed: Promise<Connection>, silent = false) => {
    if (kept === failed) kept = undefined;
    const dropped = await failed.catch(() => undefined);
    if (!dropped) return;
    if (!silent) await deadline(timeoutMs).wait(dropped.sftp.end().catch(() => undefined));
    dropped.socket.destroy();
  };
  const write = async (opened: Promise<Connection>, directory: string, body: string) => {
    const written = (async () => {
      const { sftp } = await opened;
      const part = path.join(directory, 'board.json.part');
      await sftp.put(Buffer.from(body), part);
      await sftp.posixRename(part, path.join(directory, 'board.json'));
    })();
    let outcome: void | typeof LATE;
    try {
      outcome = await deadline(timeoutMs).wait(written);
    } catch (error) {
      // A refusal of this write (a directory missing, not writable) leaves the connection, which
      // other deliveries may be using at the same moment, as good as it was.
      if (!answeredByServer(error)) await drop(opened);
      throw error;
    }
    if (outcome === LATE) {
      // The late write fails once its connection is destroyed: nobody waits for it.
      written.catch(() => undefined);
      await drop(opened, true);
      throw new Error(`the SFTP server did not take the board within ${timeoutMs} ms`);
    }
  };
  return {
    async send(directory, body) {
      const reused = kept !== undefined;
      try {
        await write(connection(), directory, body);
      } catch (error) {
        if (!reused) throw error;
        await write(connection(), directory, body);
      }
    },
    async close() {
      if (kept) await drop(kept);
    },
  };
}
