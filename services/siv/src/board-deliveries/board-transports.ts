/**
 * How a board reaches a target that is not a URL (ADR 0063): an MQTT topic on the broker siv
 * is given (`DELIVERY_MQTT_URL`), or a directory of the SFTP server it is given
 * (`DELIVERY_SFTP_URL`). The servers are the operator's settings, never a point's: a point
 * names only its topic or directory (checked by `publishing-targets.ts` before any is sent).
 * Each delivery sends the board's JSON whole.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path/posix';
import mqtt, { type MqttClient } from 'mqtt';
import SftpClient from 'ssh2-sftp-client';

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
 * Drops each board as `board.json` in its directory: written as `board.json.part`, then renamed
 * over the last one, so a display never reads half a board. One connection per replica, kept
 * between deliveries (an SSH handshake costs more than the board's write); a delivery that
 * fails on a kept connection (the server may have closed it meanwhile) is tried once more on a
 * new one, and a connection that failed is never used again.
 */
export function sftpTransport(url: string, privateKeyFile: string, timeoutMs: number): BoardTransport {
  const server = new URL(url);
  let kept: Promise<SftpClient> | undefined;
  const connection = () => {
    if (kept) return kept;
    // The server ended or broke the connection between deliveries: the next one opens another
    // (the library's own handlers would only print to the console).
    const lost = () => {
      if (kept === opened) kept = undefined;
    };
    const opened = (async () => {
      const sftp = new SftpClient('siv-board-delivery', { error: lost, end: lost, close: lost });
      try {
        await sftp.connect({
          host: server.hostname,
          port: Number(server.port || 22),
          username: decodeURIComponent(server.username),
          privateKey: await readFile(privateKeyFile),
          readyTimeout: timeoutMs,
          keepaliveInterval: 15_000,
        });
      } catch (error) {
        await sftp.end().catch(() => undefined);
        throw error;
      }
      return sftp;
    })();
    kept = opened;
    return opened;
  };
  const drop = async (failed: Promise<SftpClient>) => {
    if (kept === failed) kept = undefined;
    await failed.then((sftp) => sftp.end()).catch(() => undefined);
  };
  const write = async (opened: Promise<SftpClient>, directory: string, body: string) => {
    try {
      const sftp = await opened;
      const part = path.join(directory, 'board.json.part');
      await sftp.put(Buffer.from(body), part);
      await sftp.posixRename(part, path.join(directory, 'board.json'));
    } catch (error) {
      await drop(opened);
      throw error;
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
