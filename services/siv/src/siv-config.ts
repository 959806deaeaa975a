/** Settings of the display service's own, beside those every service reads. */
import { z } from 'zod';

const milliseconds = z.coerce.number().int().min(0);

export const sivEnvSchema = z.object({
  /** Base URL of the referential service, without a trailing path (`http://referential:8081`). */
  REFERENTIAL_URL: z.string().url(),
  /** Client-credentials token endpoint of the identity provider. */
  OAUTH_TOKEN_URL: z.string().url(),
  SIV_CLIENT_ID: z.string().min(1),
  SIV_CLIENT_SECRET: z.string().min(1),
  /** Time allowed to each call to referential (and to the token endpoint). */
  REFERENTIAL_TIMEOUT_MS: milliseconds.min(1).default(2_000),
  /** Further attempts of a read after a timeout, a connection failure or a 5xx. */
  REFERENTIAL_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  REFERENTIAL_RETRY_DELAY_MS: milliseconds.default(100),
  /**
   * Calls to referential in flight at once; the others wait their turn (at most
   * REFERENTIAL_TIMEOUT_MS each). A cold start's fills reach the registry a few at a time,
   * each answered within its timeout, rather than all at once and all timing out.
   */
  REFERENTIAL_MAX_CONCURRENT: z.coerce.number().int().min(1).default(8),
  /** Consecutive failed calls that open the circuit. */
  REFERENTIAL_CIRCUIT_THRESHOLD: z.coerce.number().int().min(1).default(5),
  /** How long an open circuit refuses calls before letting one trial through. */
  REFERENTIAL_CIRCUIT_COOLDOWN_MS: milliseconds.default(10_000),
  /**
   * How long the calls of a station area read for the boards are used before the registry is
   * asked again (a conditional read, answered 304 from the versions alone while they are
   * unchanged; concurrent boards share one): the longest a timetable write or day-of change
   * takes to reach the boards, well within one refresh of a screen (20 s). 0: asked at every
   * board read.
   */
  BOARD_CALLS_RECHECK_MS: milliseconds.default(1_000),
  /**
   * How siv learns that an area's calls changed (ADR 0159). `recheck`: it asks every kept area's
   * tag once per BOARD_CALLS_RECHECK_MS. `feed`: it follows the registry's change feed (a read
   * every BOARD_FEED_POLL_MS), asks again at once the areas whose calls name a changed record,
   * and rechecks the rest only once per BOARD_FEED_RECHECK_MS, for what the feed holds back.
   */
  BOARD_CALLS_FOLLOW: z.enum(['recheck', 'feed']).default('recheck'),
  /** With BOARD_CALLS_FOLLOW=feed: how long after a poll of the registry's feed the next is read. */
  BOARD_FEED_POLL_MS: milliseconds.min(10).default(250),
  /**
   * With BOARD_CALLS_FOLLOW=feed: the kept calls' bound in place of BOARD_CALLS_RECHECK_MS, the
   * longest a change the feed holds back (behind a long import) or does not name takes to reach
   * the boards.
   */
  BOARD_FEED_RECHECK_MS: milliseconds.min(1).default(30_000),
  /**
   * How long after a board last read an area's calls (and step-free bays) siv keeps rechecking
   * them in the background ahead of their bound, so that the next board finds them within it
   * (ADR 0104, 0110): about one conditional read a second per area read within it, whatever the
   * board rate. Past a screen's reload period (20 s) by default. 0: nothing is rechecked ahead,
   * and a board that finds what is kept past its bound waits for its recheck.
   */
  BOARD_KEEP_FRESH_MS: milliseconds.default(30_000),
  /**
   * How long a starting replica computes one board of each area, bay, profile and kind its
   * active points show before it listens (ADR 0104); those not reached are left to the first
   * screens. 0: no warm-up, the replica listens at once.
   */
  BOARD_WARM_UP_MS: milliseconds.default(10_000),
  /**
   * How long a board waits, in all, for the registry and the rules service: past it the board
   * answers with what is known, marked stale, and the questions go on for the next boards.
   * Keep it well under the gateway's UPSTREAM_TIMEOUT_MS.
   */
  BOARD_WAIT_MS: milliseconds.min(1).default(4_000),
  /**
   * Base URL of the rules service (`http://rules:8082`), asked for the boarding-closure rules the
   * boards show (ADR 0063). Absent: boards show no boarding closure.
   */
  RULES_URL: z.string().url().optional(),
  /** Time allowed to each call to the rules service. */
  RULES_TIMEOUT_MS: milliseconds.min(1).default(1_000),
  /** Further attempts of a call to the rules service after a timeout, a connection failure or a 5xx. */
  RULES_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  /** Calls to the rules service in flight at once; the others wait their turn (at most RULES_TIMEOUT_MS each). */
  RULES_MAX_CONCURRENT: z.coerce.number().int().min(1).default(8),
  /** Consecutive failed calls to the rules service that open its circuit. */
  RULES_CIRCUIT_THRESHOLD: z.coerce.number().int().min(1).default(5),
  /** How long the open circuit to the rules service refuses calls before letting one trial through. */
  RULES_CIRCUIT_COOLDOWN_MS: milliseconds.default(10_000),
  /**
   * A screen neither loading its page (a screen reloads it every 20 s) nor delivered a board (at
   * least every DELIVERY_PERIOD_SECONDS) for this many minutes is UNSEEN: its health says so and
   * `siv_screens_unseen` counts it, for the alert on screens not seen.
   */
  SCREEN_UNSEEN_MINUTES: z.coerce.number().int().min(1).default(5),
  /** How often boards are checked for delivery to their targets (a change shows within it); 0: never. */
  DELIVERY_TICK_MS: milliseconds.default(1_000),
  /** An unchanged board is delivered again after this many seconds. */
  DELIVERY_PERIOD_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Time allowed to each push. */
  DELIVERY_TIMEOUT_MS: milliseconds.min(1).default(2_000),
  /** The first wait after a failed push; each further failure doubles it, up to DELIVERY_RETRY_MAX_MS. */
  DELIVERY_RETRY_BASE_MS: milliseconds.min(1).default(1_000),
  DELIVERY_RETRY_MAX_MS: milliseconds.min(1).default(300_000),
  /** Signs each push with HMAC-SHA256 (`X-Board-Signature`) when set (at least 16 characters). */
  DELIVERY_SIGNING_SECRET: z.string().min(16).optional(),
  /**
   * Lets pushes reach loopback, private and link-local addresses (a receiver on the same host or
   * network), over plain http too. Off unless NODE_ENV is development: a target URL must not
   * turn siv into a way in, nor send boards in clear; points are refused such a URL at creation.
   */
  DELIVERY_ALLOW_PRIVATE_TARGETS: z.enum(['true', 'false']).optional(),
  /**
   * The directory every SFTP_DROP target must lie in (absolute): a point naming a directory
   * outside it is refused at creation, and never delivered to.
   */
  DELIVERY_SFTP_ROOT: z
    .string()
    .regex(/^\//, 'must be an absolute path')
    .refine((p) => !p.split('/').includes('..'), 'must not hold a .. segment')
    .default('/'),
  /**
   * The MQTT broker MQTT_TOPIC targets are published on (`mqtt://user:password@host:1883`,
   * `mqtts://…`); absent, their deliveries fail saying so.
   */
  DELIVERY_MQTT_URL: z.url({ protocol: /^(mqtts?|wss?)$/ }).optional(),
  /** The SFTP server SFTP_DROP targets are dropped on (`sftp://user@host:22`); absent, their deliveries fail saying so. */
  DELIVERY_SFTP_URL: z.url({ protocol: /^sftp$/ }).optional(),
  /** The private key (OpenSSH or PEM file) siv signs in to the SFTP server with. */
  DELIVERY_SFTP_PRIVATE_KEY_FILE: z.string().min(1).optional(),
});
