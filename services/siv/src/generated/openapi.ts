// DO NOT EDIT: generated from the OpenAPI file by `pnpm generate`.

export interface paths {
  '/siv/v1/display-points': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search display points
     * @description Display points matching every filter given: `search` matches any part of the code or the
     *     name (case-insensitive); `code`, `kind`, `status` (ACTIVE when absent), `stationAreaCode`,
     *     `bayCode` and `profileId` narrow the list. Ordered by `sort` (code ascending when absent);
     *     `total` counts every match. For example, `?stationAreaCode=LYON-PERRACHE&kind=BAY_DISPLAY`
     *     lists the bay displays of one station area.
     *
     *     Use instead: `getDisplayPoint` for one point by the `id` this lists;
     *     `getDisplayPointBoard` for what a point shows.
     */
    get: operations['searchDisplayPoints'];
    put?: never;
    /**
     * Create a display point
     * @description Creates an ACTIVE display point, a screen or board at a station area (optionally at one of
     *     its bays), and answers 201 with its `id` and a `Location`. The location is checked with the
     *     registry before anything is stored, and the stored codes are spelled as the registry spells
     *     them (`lyon-perrache` is stored `LYON-PERRACHE`). A `profileId` given here is assigned at
     *     once, checked as by `assignDisplayProfile`.
     *
     *     Refusals:
     *     - 409 `display-point-code-taken`: another point has the code, retired ones included,
     *       case-insensitive;
     *     - 422 `station-area-unknown`, `station-area-retired`: the registry has no such station area,
     *       or it is retired;
     *     - 422 `bay-not-in-station-area`: the bay code names no ACTIVE bay of that station area;
     *     - 422 `publishing-target-invalid` naming `body.publishingTarget.address`: siv could never
     *       deliver to it (see `PublishingTarget`): an `HTTP_PUSH` URL not https, or on a loopback
     *       or private address, outside development; an `MQTT_TOPIC` with a wildcard (`+`, `#`) or
     *       starting with `$`; an `SFTP_DROP` directory not absolute, with a `.` or `..` segment,
     *       or outside siv's SFTP root;
     *     - 404 `display-profile-not-found`, 422 `profile-incompatible`, `profile-retired`: the
     *       `profileId` given cannot be assigned;
     *     - 503 `referential-unavailable`: the registry did not answer in time; nothing is stored, and
     *       the request may be retried as is.
     *
     *     Example body:
     *
     *     ```json
     *     {
     *       "code": "PERRACHE-Q12-BAY",
     *       "name": "Bay 12 display",
     *       "kind": "BAY_DISPLAY",
     *       "location": { "stationAreaCode": "LYON-PERRACHE", "bayCode": "QUAI-12" },
     *       "publishingTarget": { "type": "MQTT_TOPIC", "address": "displays/perrache/q12" }
     *     }
     *     ```
     */
    post: operations['createDisplayPoint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/siv/v1/display-points/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Read a display point
     * @description The display point, active or retired: its kind, location, publishing target, profile and
     *     lifecycle. The answer carries the point's `ETag`, to send back as `If-Match` with a
     *     correction. An unknown id is a 404 `display-point-not-found`.
     *
     *     Use instead: `getDisplayPointBoard` for what the point shows at an instant;
     *     `searchDisplayPoints` to find its id; `listDisplayPointChanges` for who changed it and
     *     when.
     */
    get: operations['getDisplayPoint'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Correct a display point
     * @description Corrects the code, name, location or publishing target of an ACTIVE display point; only the
     *     fields sent change. Its kind never changes, and its profile changes only by
     *     `assignDisplayProfile`. A new location replaces the whole location and is checked with the
     *     registry as on creation. With `If-Match`, the correction applies only to the version read.
     *
     *     Use instead: `assignDisplayProfile` to change its profile; `rotateScreenKey` for a new
     *     screen key; `retireDisplayPoint` to take it out of use.
     *
     *     Refusals:
     *     - 400 `invalid-request` naming `body.kind` (or any other field a correction does not take);
     *     - 404 `display-point-not-found`;
     *     - 409 `display-point-not-active`: the point is retired;
     *     - 409 `display-point-code-taken`: another point has the new code;
     *     - 409 `stale-representation`: the point changed since the version named by `If-Match`;
     *     - 422 `station-area-unknown`, `station-area-retired`, `bay-not-in-station-area`: the new
     *       location, as for creation;
     *     - 422 `publishing-target-invalid` naming `body.publishingTarget.address`: the new target,
     *       as for creation;
     *     - 503 `referential-unavailable`: the registry did not answer; nothing is changed.
     */
    patch: operations['correctDisplayPoint'];
    trace?: never;
  };
  '/siv/v1/display-points/{id}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the changes of a display point
     * @description Every write to the display point and to the rows that belong to it (its status changes,
     *     periods, members ...), as the audit trail recorded it in the write's own transaction,
     *     newest first and paged: when, who (the token's subject), the request id, the operation,
     *     and each changed field before and after. Its creation lists the fields it was given.
     *     The same permission as reading the display point.
     *
     *     Use instead: `getDisplayPoint` for the display point itself; `searchDisplayPoints` to find
     *     its id.
     *
     *     Refusals: 404 `display-point-not-found` for an id no display point ever had.
     */
    get: operations['listDisplayPointChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/siv/v1/display-points/{id}/retirement': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Retire a display point
     * @description Retires the display point for good, recording the reason and the instant
     *     (`retirementReason`, `retiredAt`). It keeps its last profile for the record but takes no new
     *     one, and no longer counts as a user of that profile (which can then be retired).
     *
     *     Use instead: `correctDisplayPoint` to move or rename it rather than retire it.
     *
     *     Refusals: 404 `display-point-not-found`; 409 `display-point-not-active` when it is retired
     *     already.
     *
     *     Example body: `{ "reason": "Screen removed during the concourse works" }`.
     */
    post: operations['retireDisplayPoint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/siv/v1/display-points/{id}/profile': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Assign a display profile to a display point
     * @description Assigns the profile to the point, replacing any profile it had. A point accepts a profile
     *     that is ACTIVE and whose kind is one the point's kind accepts (the table of `DisplayKind`: a
     *     CONCOURSE_SCREEN takes a CONCOURSE_SCREEN, DEPARTURE_BOARD or ARRIVAL_BOARD profile; the
     *     other kinds take their own kind only). Assigning the profile the point has already is
     *     accepted and changes nothing.
     *
     *     Use instead: `correctDisplayPoint` for its code, name, location or publishing target;
     *     `correctDisplayProfile` to change the settings of every point using the profile.
     *
     *     Refusals, the point keeping its profile: 404 `display-point-not-found`; 404
     *     `display-profile-not-found`; 422 `profile-incompatible` (its kind does not fit the point's);
     *     422 `profile-retired`; 422 `display-point-retired`.
     *
     *     Example body: `{ "profileId": "5b7e1f0c-2d7a-4c55-9a0e-0f7b1c2d3e4f" }`.
     */
    put: operations['assignDisplayProfile'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/siv/v1/display-points/{id}/board': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * What a display point shows at an instant
     * @description The board the point shows at `at` (now when absent; a later instant is a preview, an
     *     earlier one a replay), built from the registry's calls at the point's station area (only
     *     those at its bay, when it has one) and from its profile:
     *     - the calls whose time (the announced one, a delay included) lies within
     *       `horizonMinutes` after `at`, a call cancelled in the registry staying, marked
     *       `cancelled`, until `cancellationGraceMinutes` after its time;
     *     - sorted by the profile's `sort` (ANNOUNCED_TIME, EXPECTED_TIME: by announced time;
     *       LINE, DESTINATION: by line code or destination name, then time);
     *     - cut into pages of `lineCount` rows, each shown `pageSeconds`; `page` says which page
     *       shows at `at` (pages turn on the clock: page `floor(epoch seconds / pageSeconds) mod
     *       pageCount`, so that every screen of the point shows the same page) and `rows` are its
     *       rows;
     *     - with the headings and statuses in each of the profile's `languages` (`texts`);
     *     - `content` FALLBACK with the profile's `fallbackContent` when there is no call to
     *       show.
     *
     *     Times are the station's local ones (the network's time zone, `timeZone`). The calls of
     *     every service day the window touches are read (a window across midnight reads both
     *     days). When the registry cannot be asked, the board is built from the last calls it
     *     answered for the station area, `stale` true and `staleSeconds` their age; with none,
     *     `content` is FALLBACK and `stale` true. Boards are computed once per station area,
     *     timetable answer and minute, whatever the number of points asking.
     *
     *     Use instead: `getDisplayPoint` for the point's configuration (kind, location, profile);
     *     `listStationCalls` (referential) for every raw call at a station on a service day,
     *     unwindowed and unpaged.
     *
     *     With `asKnownAt`, the board as it was shown then: the point, its profile, its messages
     *     and the registry's calls (`listStationCalls` asked with the same `asKnownAt`) as
     *     recorded at that instant, so that a delay recorded later is not on it; `at` defaults
     *     to that instant. Such a board is built for the request and not kept. The point's station
     *     area is found as the registry knew it then, and the stations' codes the boarding
     *     closures are asked with are theirs then (a code corrected since is not the one the rules
     *     named). A replay before the registry knew the point's station area is a 422
     *     `station-area-unknown` saying so; one at an instant the registry refuses to answer for
     *     (before it began) a 400 `invalid-request` naming `query.asKnownAt`: neither is a
     *     `referential-unavailable` (ADR 0092).
     *
     *     Refusals: 400 `invalid-request` naming `query.at` when it is not an instant (ISO 8601
     *     with an offset, `2026-03-03T08:00:00Z`); 404 `display-point-not-found`; 409
     *     `display-point-not-active` (the point is retired), `display-point-without-profile` (no
     *     profile is assigned), `display-profile-not-active` (its profile is retired).
     *
     *     Example: `GET /siv/v1/display-points/{id}/board?at=2026-03-03T07:58:00Z`.
     */
    get: operations['getDisplayPointBoard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/siv/v1/display-points/{id}/delivery': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * How the point's board is delivered to its publishing target
     * @description The delivery state of the point's publishing target. siv delivers the board of every
     *     ACTIVE point whose target is not a web page, when it changes (checked every second) and
     *     at least every `DELIVERY_PERIOD_SECONDS`: the board's JSON, as `getDisplayPointBoard`
     *     answers it at that instant. `HTTP_PUSH`: POSTed to the target's URL, signed with
     *     `X-Board-Signature: t=<unix seconds>,v1=<HMAC-SHA256 hex of "t.body">` when siv has a
     *     signing secret. `MQTT_TOPIC`: published on the topic, QoS 1 and retained, on siv's broker
     *     (`DELIVERY_MQTT_URL`). `SFTP_DROP`: written as `board.json` in the directory (through
     *     `board.json.part`, renamed) on siv's SFTP server (`DELIVERY_SFTP_URL`). Without the
     *     broker or server, those deliveries fail saying which setting is missing. A failed attempt is recorded (`lastError`, `consecutiveFailures`) and tried again after a
     *     backoff that doubles up to a ceiling (`nextAttemptAt`); the next attempt sends the board
     *     of its own instant. A URL whose host is a loopback, private or link-local address is
     *     refused at each attempt unless siv allows private targets (development).
     *
     *     `state`: PENDING (nothing attempted yet), DELIVERED (the last attempt succeeded),
     *     FAILING (the last attempts failed), PULLED (a `WEB_PAGE`: the screen loads its page),
     *     STOPPED (the point is retired).
     *
     *     Use instead: `getDisplayPointBoard` for what the point shows; `getDisplayPoint` for its
     *     configuration.
     *
     *     Refusals: 404 `display-point-not-found`.
     */
    get: operations['getDisplayPointDelivery'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/siv/v1/display-points/{id}/health': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Whether the point's screen was seen lately
     * @description Whether the point's screen is alive, as siv last saw it: a `WEB_PAGE` screen loads its
     *     page (`/siv/screens/{id}`, reloaded every 20 s; a preview at `at` does not count), a
     *     pushed board is delivered to its target (at least every `DELIVERY_PERIOD_SECONDS`).
     *     `lastSeenAt` is the later of the last page load (`lastPageLoadAt`) and the last
     *     delivery (`lastDeliveredAt`). `status`: SEEN (seen within `unseenAfterMinutes`, siv's
     *     `SCREEN_UNSEEN_MINUTES`), UNSEEN (seen before, not since), NEVER_SEEN, RETIRED (the
     *     point is retired). The metric `siv_screens_unseen` counts the active points UNSEEN and
     *     NEVER_SEEN by publishing target, for an alert on screens not seen.
     *
     *     Use instead: `getDisplayPointDelivery` for how the last deliveries went (failures and
     *     their reason); `getDisplayPointBoard` for what the point shows.
     *
     *     Refusals: 404 `display-point-not-found`.
     */
    get: operations['getDisplayPointHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/siv/v1/display-points/{id}/screen-key': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Issue a new key for the point's screen page
     * @description Issues a new key for the HTML board of a point whose publishing target is WEB_PAGE, and
     *     answers it with the page's URL (`/siv/screens/{id}?key=...`), which a screen loads
     *     without logging in. The key opens that point's board page only; the previous key stops
     *     working at once. Only a hash of the key is stored: it is shown once, in this answer.
     *
     *     Use instead: `correctDisplayPoint` for its publishing target.
     *
     *     Refusals: 404 `display-point-not-found`; 409 `display-point-not-active` (retired),
     *     `display-point-not-web-page` (its publishing target is not WEB_PAGE).
     */
    post: operations['rotateScreenKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/siv/v1/display-profiles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search display profiles
     * @description Display profiles matching every filter given: `search` matches any part of the code or the
     *     name (case-insensitive); `kind` and `status` (ACTIVE when absent) narrow the list. Ordered
     *     by `sort` (code ascending when absent); `total` counts every match.
     *
     *     Use instead: `getDisplayProfile` to read one display profile by the `id` this lists;
     *     `listDisplayProfileChanges` for who changed a display profile and when.
     */
    get: operations['searchDisplayProfiles'];
    put?: never;
    /**
     * Create a display profile
     * @description Creates an ACTIVE display profile, a set of presentation settings for displays of one kind,
     *     and answers 201 with its `id` and a `Location`. Settings left out take their documented
     *     defaults (60 minutes ahead, 10 rows, sorted by announced time, 5 minutes of grace for a
     *     cancellation, 10 seconds a page, a clock as fallback content).
     *
     *     Refusals: 409 `display-profile-code-taken` when another profile has the code, retired ones
     *     included, case-insensitive; 400 naming `body.fallbackContent.text` when the text is missing
     *     with type TEXT or given with another type.
     *
     *     Example body:
     *
     *     ```json
     *     {
     *       "code": "DEP-STD",
     *       "name": "Standard departures",
     *       "kind": "DEPARTURE_BOARD",
     *       "languages": ["fr", "en"],
     *       "fallbackContent": { "type": "TEXT", "text": "Departures are shown at the information desk." }
     *     }
     *     ```
     */
    post: operations['createDisplayProfile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/siv/v1/display-profiles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Read a display profile
     * @description The display profile, active or retired, with every setting. The answer carries the profile's
     *     `ETag`, to send back as `If-Match` with a correction. An unknown id is a 404
     *     `display-profile-not-found`.
     *
     *     Use instead: `searchDisplayProfiles` to find display profiles by code or name when the id
     *     is not known; `listDisplayProfileChanges` for who changed this display profile, when and
     *     how, rather than its state.
     */
    get: operations['getDisplayProfile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Correct a display profile
     * @description Corrects the presentation settings of an ACTIVE profile: `name`, `horizonMinutes`,
     *     `lineCount`, `languages`, `sort`, `cancellationGraceMinutes`, `pageSeconds` and
     *     `fallbackContent` (replaced whole); only the fields sent change. Its identity and kind never
     *     change, so that the points it is assigned to stay compatible. With `If-Match`, the
     *     correction applies only to the version read.
     *
     *     Use instead: `assignDisplayProfile` to give a point another profile;
     *     `createDisplayProfile` for another kind, which a correction cannot change;
     *     `retireDisplayProfile` to take it out of use.
     *
     *     Refusals: 400 `invalid-request` naming the field for a body with `code`, `kind`, `id` or
     *     `status`; 404 `display-profile-not-found`; 409 `display-profile-not-active` when the profile
     *     is retired; 409 `stale-representation` when it changed since the version named by
     *     `If-Match`.
     *
     *     Example body: `{ "lineCount": 12, "languages": ["fr", "en", "de"] }`.
     */
    patch: operations['correctDisplayProfile'];
    trace?: never;
  };
  '/siv/v1/display-profiles/{id}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the changes of a display profile
     * @description Every write to the display profile and to the rows that belong to it (its status changes,
     *     periods, members ...), as the audit trail recorded it in the write's own transaction,
     *     newest first and paged: when, who (the token's subject), the request id, the operation,
     *     and each changed field before and after. Its creation lists the fields it was given.
     *     The same permission as reading the display profile.
     *
     *     Use instead: `getDisplayProfile` for the display profile itself as it stands;
     *     `searchDisplayProfiles` to find its id.
     *
     *     Refusals: 404 `display-profile-not-found` for an id no display profile ever had.
     */
    get: operations['listDisplayProfileChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/siv/v1/display-profiles/{id}/retirement': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Retire a display profile
     * @description Retires the profile for good, recording the reason and the instant (`retirementReason`,
     *     `retiredAt`); it can then no longer be assigned.
     *
     *     Refusals: 404 `display-profile-not-found`; 409 `display-profile-in-use` while ACTIVE display
     *     points have it (assign them another profile, or retire them, first); 409
     *     `display-profile-not-active` when it is retired already.
     */
    post: operations['retireDisplayProfile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/siv/v1/display-messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search display messages
     * @description Display messages matching every filter given: `search` matches any part of the code or the
     *     name as people type; `status` is ACTIVE unless given. Sorted by code unless `sort` says
     *     otherwise, and paged.
     *
     *     Use instead: `getDisplayMessage` for one message by its id; `getDisplayPointBoard` for the
     *     messages a point shows at an instant.
     */
    get: operations['searchDisplayMessages'];
    put?: never;
    /**
     * Create a display message
     * @description Creates an ACTIVE message for the boards and answers 201 with its `id` and a `Location`.
     *     From `validFrom` until `validTo` (open-ended when absent) and until it is retired, every
     *     board whose point the `scope` covers shows it (`getDisplayPointBoard`, `messages`): the
     *     whole network; a station area (every point there); a bay (the points at that bay, and the
     *     area's points without a bay); a line (every board listing a call of that line). A
     *     message of priority EMERGENCY takes over the whole screen; the others show in a line
     *     under the rows, the most urgent first. Each text is for one language of the profiles
     *     (a board shows the text of the language showing, else the first one).
     *
     *     Refusals: 400 naming the field for a scope without the subjects its type takes (or with
     *     another type's) and for a text longer than 200 characters; 422
     *     `display-message-validity-empty` (naming `body.validTo`) for `validTo` not after
     *     `validFrom`, and `display-message-language-twice` (naming the text) for a language given
     *     twice; 409 `display-message-code-taken` when another message has the code, retired ones
     *     included, case-insensitive.
     *
     *     Example body:
     *
     *     ```json
     *     {
     *       "code": "WORKS-PERRACHE-0312",
     *       "name": "Works at Perrache",
     *       "scope": { "type": "STATION_AREA", "subjects": { "stationArea": "LYON-PERRACHE" } },
     *       "validFrom": "2026-03-12T05:00:00+01:00",
     *       "validTo": "2026-03-20T23:00:00+01:00",
     *       "priority": "WARNING",
     *       "texts": [
     *         { "language": "fr", "text": "Travaux : les lignes 12 et 14 partent du quai G." },
     *         { "language": "en", "text": "Works: lines 12 and 14 leave from bay G." }
     *       ]
     *     }
     *     ```
     */
    post: operations['createDisplayMessage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/siv/v1/display-messages/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Get a display message
     * @description The message as it stands, with its `ETag`.
     *
     *     Use instead: `searchDisplayMessages` to find a message's id; `listDisplayMessageChanges`
     *     for what was done to it.
     *
     *     Refusals: 404 `display-message-not-found`.
     */
    get: operations['getDisplayMessage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/siv/v1/display-messages/{id}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the changes of a display message
     * @description Every write to the display message (its creation and its retirement), as the audit trail
     *     recorded it in the write's own transaction, newest first and paged: when, who (the
     *     token's subject), the request id, the operation, and each changed field before and after.
     *     The same permission as reading the display message.
     *
     *     Use instead: `getDisplayMessage` for the message as it stands.
     *
     *     Refusals: 404 `display-message-not-found` for an id no display message ever had.
     */
    get: operations['listDisplayMessageChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/siv/v1/display-messages/{id}/retirement': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Retire a display message
     * @description Takes the message off every board at once and for good, recording the reason and the
     *     instant (`retirementReason`, `retiredAt`).
     *
     *     Refusals: 404 `display-message-not-found`; 409 `display-message-not-active` when it is
     *     retired already.
     */
    post: operations['retireDisplayMessage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/siv/v1/validation-report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Check every display point, profile and delivery against the validation rules
     * @description Runs every validation rule over siv's data and answers the notices found, in the shape
     *     of the referential's `getValidationReport`: each notice with the rule's stable `code`,
     *     its `family` (`registry`: what the points name in the registry; `displays`: points and
     *     profiles; `delivery`: the boards' deliveries to their targets), its `severity` (`ERROR`:
     *     a screen shows a wrong board or none; `WARNING`: it soon will, or needs a look;
     *     `INFO`: worth a look), the records concerned (first the one at fault; each with its
     *     `type`, `id` and `link`) and a sentence. `rules` lists every rule run with the count of
     *     its notices.
     *
     *     The rules of the `registry` family ask the registry once per station area the active
     *     points name (and once per bay named in an area), as the registry is now; when it
     *     cannot be asked, the report is refused with 503 `referential-unavailable` rather than
     *     answered without them. With `asKnownAt`, siv's own records are read as recorded then
     *     (the deliveries' state, which is not audited, is read as it is now).
     *
     *     Filters `family`, `severity` and `code` keep the rules named; a code that is no rule's
     *     is a 400 naming `query.code`. Answers JSON, or the same report as an HTML page for
     *     people with `format=html` or when `Accept` names `text/html` and not
     *     `application/json`.
     *
     *     Example answer (abridged):
     *
     *     ```json
     *     { "at": "2026-11-28", "knownAt": "2026-11-28T10:00:00Z",
     *       "counts": { "ERROR": 1, "WARNING": 0, "INFO": 0 },
     *       "rules": [{ "code": "DISPLAY_POINT_AREA_RETIRED", "family": "registry", "severity": "ERROR",
     *                   "description": "An active display point is at a station area the registry has retired.", "notices": 1 }],
     *       "notices": [{ "code": "DISPLAY_POINT_AREA_RETIRED", "family": "registry", "severity": "ERROR",
     *                     "records": [{ "type": "display-point", "id": "5f0c…", "link": "/siv/v1/display-points/5f0c…" },
     *                                 { "type": "station-area", "id": "a81e…", "link": "/referential/v1/station-areas/a81e…" }],
     *                     "message": "Display point DP-7 is at station area SA-OLD, retired in the registry." }] }
     *     ```
     *
     *     Use instead: `getValidationReport` for the registry's own report; `getDisplayPointHealth`
     *     for one screen.
     */
    get: operations['getSivValidationReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/siv/v1/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the change feed from a cursor
     * @description What changed in the siv service, as CloudEvents 1.0 (JSON format), oldest first: one
     *     event per write request, record and kind of change, committed in the write's own
     *     transaction (a write rolled back, or a dry run, has none). `type` is
     *     `siv.<record>.<action>` (for example `referential.carrier.suspended`; `changed` when
     *     the operation belongs to another family), `subject` is `<record>/<id>` (`carrier/<uuid>`), `time` the
     *     instant the write was recorded, `validfrom` the first day a dated change applies,
     *     `recordedby` and `requestid` who wrote it and in which request, `data` the record's id,
     *     a `link` to its current representation and the operation. A change recorded ahead (valid
     *     from a later day) gives a second event, `siv.<record>.came-into-force`, on that day,
     *     once. No event carries a record's fields: payout details never appear.
     *
     *     Resuming: each event carries its `cursor`; `next` is the cursor to read on from (the last
     *     event's, or `after` when nothing new came). The feed serves an event only once every
     *     transaction that began before it has ended, so reading from the last cursor kept never
     *     misses an event committed later with a smaller position. Within one record, `data.version`
     *     (where the record counts its versions) orders its changes.
     *
     *     Retention: events are kept `EVENTS_RETENTION_DAYS` days (30 by default, a setting of the
     *     service; `retentionDays` in the answer); `oldest` is the oldest cursor still served.
     *     A reader that wants only what comes from now on starts after `newest` (`size=1` is enough
     *     to learn it), not from the oldest event kept.
     *
     *     Permissions: this operation's, and the events of a family are served only to a token
     *     holding that family's read permission (`referential.carriers:read` for carriers ...);
     *     the others are skipped, not refused.
     *
     *     Refusals: 410 `event-cursor-gone` naming `query.after` for a cursor this feed never
     *     issued or no longer keeps (the detail names the oldest cursor available); 400 for a
     *     malformed cursor, type or subject list.
     */
    get: operations['listSivEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/siv/v1/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the webhook subscriptions
     * @description Every subscription to the siv service's change feed, oldest first, with its status, its
     *     position in the feed (the cursor of the last event delivered) and its failures in a row.
     *     Secrets are never listed.
     *
     *     Use instead: `getSivWebhook` for one subscription; `listSivWebhookDeliveries`
     *     for its delivery log.
     */
    get: operations['listSivWebhooks'];
    put?: never;
    /**
     * Subscribe a URL to the change feed
     * @description Every event of the change feed (`listSivEvents`) recorded from now on that matches
     *     `types` and `subjects` (all when absent) is POSTed to `url`, in feed order, as a CloudEvent
     *     (`application/cloudevents+json`), signed as the Standard Webhooks specification says:
     *     `webhook-id` (the event's `id`, the same on every attempt), `webhook-timestamp` (seconds
     *     since the epoch) and `webhook-signature` (`v1,` and the base64 HMAC-SHA256 of
     *     `<webhook-id>.<webhook-timestamp>.<body>`, keyed with the bytes of the secret after
     *     `whsec_`). The secret is answered here only: keep it.
     *
     *     Delivery: a 2xx answer delivers an event; anything else (another status, a refused
     *     connection, no answer within `WEBHOOKS_TIMEOUT_MS`) is tried again after a backoff
     *     doubling from `WEBHOOKS_RETRY_BASE_MS` to `WEBHOOKS_RETRY_MAX_MS`, and the events after it
     *     wait: a subscriber down for a while receives everything, in order, once it is back. After
     *     `WEBHOOKS_PAUSE_AFTER_FAILURES` failures in a row over at least `WEBHOOKS_PAUSE_AFTER_MS`
     *     the subscription is PAUSED (`resumeSivWebhook` resumes it where it stopped).
     *     With several replicas of the service, each event is delivered once per subscription; a
     *     replica stopping mid-delivery may leave one event delivered twice, with the same
     *     `webhook-id`.
     *
     *     Permissions: this operation's; the subscription receives the events of the families
     *     whose read permission the token holds now (`siv.display-points:read` for display points ...).
     *
     *     Refusals: 422 `webhook-target-refused` naming `body.url` for a target that is not https,
     *     or that reaches a loopback, private or link-local address (allowed in development or with
     *     `WEBHOOKS_ALLOW_PRIVATE_TARGETS=true`); 422 `webhook-event-type-unknown` naming each
     *     `body.types[i]` that is no `siv.<record>.<action>` of a record the token reads;
     *     403 `webhook-nothing-readable` for a token that reads no family of the feed.
     *
     *     Example body: `{ "url": "https://ticketing.example.org/hooks/registry", "types": ["siv.display-point.created"] }`.
     */
    post: operations['createSivWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/siv/v1/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the webhook subscription, as its creation answered it.
         * @example 3ac2826f-1733-465b-abb3-e993567a1027
         */
        id: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    /**
     * Read a webhook subscription
     * @description The subscription, its status (and why it is PAUSED), its position in the feed and its
     *     failures in a row. An unknown id is a 404 `webhook-not-found`.
     *
     *     Use instead: `listSivWebhookDeliveries` for its delivery attempts;
     *     `listSivWebhooks` to find a subscription's id.
     */
    get: operations['getSivWebhook'];
    put?: never;
    post?: never;
    /**
     * Delete a webhook subscription
     * @description Stops deliveries for good and deletes the subscription with its delivery log. Answers 204.
     *     An unknown id is a 404 `webhook-not-found`.
     */
    delete: operations['deleteSivWebhook'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/siv/v1/webhooks/{id}/pause': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the webhook subscription, as its creation answered it.
         * @example 3ac2826f-1733-465b-abb3-e993567a1027
         */
        id: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pause a webhook subscription
     * @description Stops deliveries; the subscription keeps its position, and `resumeSivWebhook`
     *     delivers from there what was recorded meanwhile. Answers the subscription. An unknown id
     *     is a 404 `webhook-not-found`.
     */
    post: operations['pauseSivWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/siv/v1/webhooks/{id}/resumption': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the webhook subscription, as its creation answered it.
         * @example 3ac2826f-1733-465b-abb3-e993567a1027
         */
        id: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resume a paused webhook subscription
     * @description Delivers again from the subscription's position (paused by request, or after sustained
     *     failure), at once, with its failures in a row cleared. Answers the subscription. An unknown
     *     id is a 404 `webhook-not-found`.
     */
    post: operations['resumeSivWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/siv/v1/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the webhook subscription, as its creation answered it.
         * @example 3ac2826f-1733-465b-abb3-e993567a1027
         */
        id: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    /**
     * Read a webhook subscription's delivery log
     * @description Its delivery attempts, newest first: the event, whether it was a redelivery asked, when,
     *     DELIVERED or FAILED, the target's HTTP status and, for a failure, why. An unknown id is a
     *     404 `webhook-not-found`.
     *
     *     Use instead: `getSivWebhook` for the subscription's status and position.
     */
    get: operations['listSivWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/siv/v1/webhooks/{id}/redeliveries': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the webhook subscription, as its creation answered it.
         * @example 3ac2826f-1733-465b-abb3-e993567a1027
         */
        id: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deliver one event, or a range of the feed, again
     * @description Queues for the subscription one event (`eventId`, an event's `id`) or the events between
     *     two cursors (`from` excluded, `to` included; at most 1,000) that match its types and
     *     subjects; they are delivered before the events still to come, signed again, with their
     *     own `webhook-id`, and logged as redeliveries. Answers 202 with how many were queued.
     *
     *     Refusals: 404 `webhook-not-found`; 410 `event-cursor-gone` naming `body.from` or `body.to`
     *     for a cursor the feed never issued or no longer keeps; 422 `webhook-redelivery-empty`
     *     naming `body.eventId` for an event not kept (or of a family the subscription does not
     *     receive), or `body.to` when no event of the subscription lies between the cursors.
     *
     *     Example body: `{ "from": "7351-40", "to": "7360-52" }`.
     */
    post: operations['redeliverSivWebhookEvents'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @enum {string} */
    SivValidationRuleCode:
      | 'DISPLAY_POINT_AREA_UNKNOWN'
      | 'DISPLAY_POINT_AREA_RETIRED'
      | 'DISPLAY_POINT_BAY_NOT_ACTIVE'
      | 'DISPLAY_POINT_WITHOUT_PROFILE'
      | 'DISPLAY_PROFILE_UNUSED'
      | 'DISPLAY_POINT_NEVER_DELIVERED'
      | 'DISPLAY_POINT_DELIVERY_FAILING';
    /** @enum {string} */
    SivValidationRuleFamily: 'registry' | 'displays' | 'delivery';
    /** @enum {string} */
    ValidationSeverity: 'ERROR' | 'WARNING' | 'INFO';
    SivValidationRecord: {
      /** @enum {string} */
      type: 'display-point' | 'display-profile' | 'station-area';
      /** Format: uuid */
      id: string;
      /** @description The record's read (`/siv/v1/...`, or the registry's `/referential/v1/...`). */
      link: string;
    };
    SivValidationNotice: {
      code: components['schemas']['SivValidationRuleCode'];
      family: components['schemas']['SivValidationRuleFamily'];
      severity: components['schemas']['ValidationSeverity'];
      /** @description The records concerned, first the one at fault. */
      records: components['schemas']['SivValidationRecord'][];
      /** @description A sentence for people; may change. */
      message: string;
    };
    SivValidationReport: {
      /**
       * Format: date
       * @description The business date of `knownAt`.
       */
      at: string;
      /**
       * Format: date-time
       * @description The instant the data was read as known at (`asKnownAt`, or the instant of the read).
       */
      knownAt: string;
      counts: {
        /** Format: int32 */
        ERROR: number;
        /** Format: int32 */
        WARNING: number;
        /** Format: int32 */
        INFO: number;
      };
      /** @description Every rule run (after the filters), with the count of its notices. */
      rules: {
        code: components['schemas']['SivValidationRuleCode'];
        family: components['schemas']['SivValidationRuleFamily'];
        severity: components['schemas']['ValidationSeverity'];
        description: string;
        /** Format: int32 */
        notices: number;
      }[];
      notices: components['schemas']['SivValidationNotice'][];
    };
    WebhookCreation: {
      /**
       * Format: uri
       * @description Where each event is POSTed; https (http and private addresses only where the service allows them).
       */
      url: string;
      /** @description What the subscription is for. */
      description?: string;
      /** @description Only events of these types (`siv.display-point.created`); all when absent or empty. */
      types?: string[];
      /** @description Only events of these records, each `<record>/<id>` as an event's `subject`; all when absent or empty. */
      subjects?: string[];
    };
    Webhook: {
      /** Format: uuid */
      id: string;
      url: string;
      description?: string;
      types: string[];
      subjects: string[];
      /**
       * @description PAUSED by request or after sustained failure (`pausedReason` says which).
       * @enum {string}
       */
      status: 'ACTIVE' | 'PAUSED';
      pausedReason?: string;
      /** @description The cursor of the feed after which delivery resumes (the last event delivered). */
      position: string;
      /** Format: int32 */
      consecutiveFailures: number;
      /**
       * Format: date-time
       * @description The first failure of the failures in a row.
       */
      failingSince?: string;
      /** Format: date-time */
      nextAttemptAt: string;
      createdBy: string;
      /** Format: date-time */
      createdAt: string;
    };
    WebhookCreated: {
      /** Format: uuid */
      id: string;
      url: string;
      description?: string;
      types: string[];
      subjects: string[];
      /** @enum {string} */
      status: 'ACTIVE' | 'PAUSED';
      pausedReason?: string;
      position: string;
      /** Format: int32 */
      consecutiveFailures: number;
      /** Format: date-time */
      failingSince?: string;
      /** Format: date-time */
      nextAttemptAt: string;
      createdBy: string;
      /** Format: date-time */
      createdAt: string;
      /** @description The signing secret (Standard Webhooks), answered only here. */
      secret: string;
    };
    WebhookPage: {
      data: components['schemas']['Webhook'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    WebhookDeliveryLog: {
      data: {
        /** @description The event's `id` (the `webhook-id` sent). */
        eventId: string;
        eventType: string;
        /** @description Whether the attempt was a redelivery asked. */
        redelivery: boolean;
        /** Format: date-time */
        attemptedAt: string;
        /** @enum {string} */
        outcome: 'DELIVERED' | 'FAILED';
        /**
         * Format: int32
         * @description The target's HTTP status where it answered.
         */
        responseStatus?: number;
        /** @description Why the attempt failed. */
        error?: string;
        /** Format: int32 */
        durationMs: number;
      }[];
    };
    /** @description One event (`eventId`), or the events after `from` up to `to`; not both. */
    WebhookRedelivery: {
      /** @description The `id` of the event to deliver again (`siv-42`), as the feed and the delivery log give it. */
      eventId?: string;
      /** @description The cursor after which the range starts (excluded), an event's `cursor` in the feed. */
      from?: string;
      /** @description The cursor of the range's last event (included). */
      to?: string;
    };
    WebhookRedeliveryQueued: {
      /** Format: int32 */
      queued: number;
    };
    EventPage: {
      data: components['schemas']['CloudEvent'][];
      /** @description The cursor to read on from; null when the feed is empty and no cursor was given. */
      next: string | null;
      /** @description The oldest cursor still served; null when the feed is empty. */
      oldest: string | null;
      /** @description The newest cursor the feed serves now, whatever its type or family: reading after it gives only what is served from now on; null when the feed is empty. */
      newest: string | null;
      /**
       * Format: int32
       * @description How many days the feed keeps its events.
       */
      retentionDays: number;
    };
    /** @description A CloudEvent 1.0 in its JSON format, with the extensions `cursor`, `validfrom`, `recordedby`, `requestid` and `operation`. */
    CloudEvent: {
      /** @enum {string} */
      specversion: '1.0';
      /** @description Unique within its source: `<service>-<number>`. */
      id: string;
      /** @description The service: `/referential/v1`, `/rules/v1` or `/siv/v1`. */
      source: string;
      /** @description `<service>.<record>.<action>`, for example `referential.carrier.suspended`. */
      type: string;
      /** @description The record: `<record>/<id>`, for example `carrier/<uuid>`. */
      subject: string;
      /** @description When the write was recorded (its transaction's instant), UTC to the microsecond. */
      time: string;
      /** @enum {string} */
      datacontenttype: 'application/json';
      /** @description The cursor to resume after this event. */
      cursor: string;
      /** @description The first day a dated change applies (`YYYY-MM-DD`). */
      validfrom?: string;
      /** @description The subject of the token that wrote it. */
      recordedby?: string;
      /** @description The request that wrote it. */
      requestid?: string;
      /** @description The operation that wrote it. */
      operation?: string;
      /** @description The record's `id`, a `link` to its current representation (where it has one of its own), the `operation`, its `version` where the record counts them, and for a change coming into force `recordedAs` (the type of the event that recorded it) and `recordedIn` (that event's id). */
      data: {
        id: string;
        link?: string;
        operation?: string | null;
        /** Format: int32 */
        version?: number;
        recordedAs?: string;
        recordedIn?: string;
      } & {
        [key: string]: unknown;
      };
    };
    /**
     * Format: int32
     * @description The record's version: 1 when it was created, one more with every write of it since
     *     (whatever the write: a correction, a lifecycle move, a dated change or a correction of
     *     its timeline), kept by the database. Its entity tag (`ETag`) is this number in double
     *     quotes, to send as `If-Match` with a correction. 0 in a read as known at an instant
     *     before versions were kept (`asKnownAt` before the upgrade that brought them): a version
     *     no record has, whose tag never matches.
     */
    RecordVersion: number;
    /** @description One field a write changed, named as the API names it; `null` where it had no value. */
    ChangeField: {
      /** @example ownerCarrierId */
      field: string;
      /** @description The value before the write (`****` for a value the reader may not see). */
      before: unknown;
      /** @description The value after the write (`****` for a value the reader may not see). */
      after: unknown;
    };
    /**
     * @description One write recorded by the audit trail, in the same transaction as the write: when (`at`,
     *     the transaction's instant), who (`subject`, the token's subject), the request and the
     *     operation (its `operationId`), what it did to which part of the record (`part`: the
     *     record itself or one of its rows, such as an ownership period or a status change, and
     *     that row's id), each field it changed, and why (`reason`) when its request said.
     *     `subject`, `requestId` and `operation` are null for a write made outside any request (a
     *     data migration).
     */
    Change: {
      /**
       * Format: date-time
       * @description The transaction's instant in UTC, to the microsecond (`2026-11-20T08:00:00.123456Z`); given back as `asKnownAt`, it answers the state this write left.
       */
      at: string;
      subject: string | null;
      requestId: string | null;
      operation: string | null;
      /** @description Why the write was made, as its request said (the `reason` of a move, a transfer, a change from a date); null when it gave none. */
      reason: string | null;
      /** @enum {string} */
      action: 'insert' | 'update' | 'delete';
      /** @description The table written, in camelCase: the record's own (`vehicles`) or a part's (`vehicleOwnerships`). */
      part: string;
      partId: string | null;
      fields: components['schemas']['ChangeField'][];
    };
    /**
     * @example {
     *       "data": [
     *         {
     *           "at": "2026-11-23T09:14:02.481Z",
     *           "subject": "alice",
     *           "requestId": "6f1c2d0e-8f7a-4b8e-9a53-2f0c1d9b7e41",
     *           "operation": "correctVehicle",
     *           "reason": null,
     *           "action": "update",
     *           "part": "vehicles",
     *           "partId": "0b5e8f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
     *           "fields": [
     *             {
     *               "field": "seats",
     *               "before": 49,
     *               "after": 53
     *             }
     *           ]
     *         }
     *       ],
     *       "page": 0,
     *       "size": 20,
     *       "total": 1,
     *       "totalIsExact": true
     *     }
     */
    ChangePage: {
      data: components['schemas']['Change'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    /**
     * @description Whether `total` is the exact number of matches. A search with a free-text term (`search`, or a name matched as text) counts its matches up to a bound and no further: the service's setting `SEARCH_TOTAL_EXACT_UP_TO`, 1,000 unless its operator chose another. Above the bound, this is false and `total` is the bound: there are at least that many (a client shows "more than 1,000", or pages until a short page). Every other search counts exactly.
     * @example false
     */
    TotalIsExact: boolean;
    /** @description An RFC 9457 problem document. */
    Problem: {
      /** @description urn:transport:problem:<code> */
      type: string;
      title: string;
      /** Format: int32 */
      status: number;
      detail: string;
      instance?: string;
      /**
       * @description Stable machine-readable reason, one of the list below. Any operation may answer the
       *     platform's own: `invalid-request`, `malformed-body`, `body-too-large`,
       *     `unsupported-media-type` (400/413/415: the request breaks the contract),
       *     `unauthorized`, `forbidden`, `not-found`, `method-not-allowed`, `conflict`,
       *     `reference-conflict`, `concurrent-update` (409: a concurrent change or a reference
       *     the database refused), `constraint-violated` (422: a value breaks a rule of the
       *     record; `errors` names the field), `database-unavailable` (503) and
       *     `internal-error`/`response-invalid` (500), and for a correction under If-Match `invalid-precondition` and `stale-representation`. Through the gateway any operation may also answer `rate-limited` (429, with `Retry-After`), `bad-gateway` (502), `upstream-unavailable` (503) and `upstream-timeout` (504), and the MCP endpoint `origin-not-allowed` (403); the change feed (`GET …/events`) answers `event-cursor-gone` (410). The others belong to the operations whose descriptions name them.
       * @enum {string}
       */
      code:
        | 'bad-gateway'
        | 'bay-not-in-station-area'
        | 'body-too-large'
        | 'concurrent-update'
        | 'conflict'
        | 'constraint-violated'
        | 'database-unavailable'
        | 'display-message-code-taken'
        | 'display-message-language-twice'
        | 'display-message-not-active'
        | 'display-message-not-found'
        | 'display-message-validity-empty'
        | 'display-point-code-taken'
        | 'display-point-not-active'
        | 'display-point-not-found'
        | 'display-point-not-web-page'
        | 'display-point-retired'
        | 'display-point-without-profile'
        | 'display-profile-code-taken'
        | 'display-profile-in-use'
        | 'display-profile-not-active'
        | 'display-profile-not-found'
        | 'event-cursor-gone'
        | 'forbidden'
        | 'internal-error'
        | 'invalid-precondition'
        | 'invalid-request'
        | 'malformed-body'
        | 'method-not-allowed'
        | 'not-found'
        | 'origin-not-allowed'
        | 'profile-incompatible'
        | 'profile-retired'
        | 'publishing-target-invalid'
        | 'rate-limited'
        | 'reference-conflict'
        | 'referential-unavailable'
        | 'response-invalid'
        | 'service-stopping'
        | 'stale-representation'
        | 'station-area-retired'
        | 'station-area-unknown'
        | 'unauthorized'
        | 'unsupported-media-type'
        | 'upstream-timeout'
        | 'upstream-unavailable'
        | 'webhook-event-type-unknown'
        | 'webhook-not-found'
        | 'webhook-nothing-readable'
        | 'webhook-redelivery-empty'
        | 'webhook-target-refused';
      errors?: {
        /** @description Where: body.<name>, query.<name> or path.<name>. */
        field: string;
        message: string;
      }[];
    };
    CreatedId: {
      /** Format: uuid */
      id: string;
    };
    /** @description A business code; letters, digits, `-`, `_` and `.`. */
    Code: string;
    /** @description The name shown to operators, free text. */
    Name: string;
    Retirement: {
      /** @description Why the record is retired. */
      reason: string;
    };
    /**
     * @description ACTIVE at creation; RETIRED by the retirement operation (final).
     * @enum {string}
     */
    DisplayStatus: 'ACTIVE' | 'RETIRED';
    /**
     * @description What a display shows, shared by profiles and points:
     *     - DEPARTURE_BOARD: the next departures of a station area, several lines.
     *     - ARRIVAL_BOARD: the next arrivals of a station area.
     *     - BAY_DISPLAY: a small display at one bay, the next departures from that bay.
     *     - CONCOURSE_SCREEN: a large screen in a concourse, showing departures or arrivals.
     *
     *     Which profile kinds a point of each kind accepts:
     *     | point kind | accepted profile kinds |
     *     |---|---|
     *     | DEPARTURE_BOARD | DEPARTURE_BOARD |
     *     | ARRIVAL_BOARD | ARRIVAL_BOARD |
     *     | BAY_DISPLAY | BAY_DISPLAY |
     *     | CONCOURSE_SCREEN | CONCOURSE_SCREEN, DEPARTURE_BOARD, ARRIVAL_BOARD |
     * @enum {string}
     */
    DisplayKind: 'DEPARTURE_BOARD' | 'ARRIVAL_BOARD' | 'BAY_DISPLAY' | 'CONCOURSE_SCREEN';
    /**
     * @description Order of the rows on the display: ANNOUNCED_TIME (timetable time), EXPECTED_TIME
     *     (real-time estimate, the announced time when none), LINE (line code, then time),
     *     DESTINATION (destination name, then time).
     * @enum {string}
     */
    DisplaySort: 'ANNOUNCED_TIME' | 'EXPECTED_TIME' | 'LINE' | 'DESTINATION';
    /**
     * @description What the display shows when it has nothing to show or loses its feed: TEXT (the
     *     `text`, required), CLOCK (the local time), BLANK (nothing).
     * @enum {string}
     */
    FallbackContentType: 'TEXT' | 'CLOCK' | 'BLANK';
    /** @description What the display shows when there is no call to show or its feed is lost. */
    FallbackContent: {
      type: components['schemas']['FallbackContentType'];
      /** @description The message shown; required with TEXT, refused with the other types. */
      text?: string;
    };
    /** @description Languages the display cycles through, in order, as BCP 47 tags (`fr`, `en`, `de-CH`); at least one, no repeats. */
    Languages: string[];
    /**
     * Format: int32
     * @description How far ahead the display looks, in minutes (default 60).
     */
    HorizonMinutes: number;
    /**
     * Format: int32
     * @description Rows shown per page (default 10).
     */
    LineCount: number;
    /**
     * Format: int32
     * @description Minutes a cancelled departure stays shown as cancelled after its announced time (default 5).
     */
    CancellationGraceMinutes: number;
    /**
     * Format: int32
     * @description Seconds each page (and each language) stays on screen (default 10).
     */
    PageSeconds: number;
    /** @enum {string} */
    DisplayMessageScopeType: 'NETWORK' | 'STATION_AREA' | 'BAY' | 'LINE';
    /**
     * @description Where a message shows, as rules scope their versions: a `type` and the `subjects` that type
     *     takes (registry codes): NETWORK none (`{}`), STATION_AREA `stationArea`, BAY
     *     `stationArea` and `bay`, LINE `line`.
     */
    DisplayMessageScope: {
      type: components['schemas']['DisplayMessageScopeType'];
      subjects: {
        stationArea?: string;
        bay?: string;
        line?: string;
      };
    } & (unknown & unknown & unknown & unknown);
    /**
     * @description EMERGENCY takes over the whole screen; INFO and WARNING show in a line under the rows.
     * @enum {string}
     */
    DisplayMessagePriority: 'INFO' | 'WARNING' | 'EMERGENCY';
    /** @description The message in each language, at most 200 characters (what a screen line can show), one text per language. */
    DisplayMessageTexts: {
      language: string;
      text: string;
    }[];
    DisplayMessageCreate: {
      code: components['schemas']['Code'];
      name: components['schemas']['Name'];
      scope: components['schemas']['DisplayMessageScope'];
      /**
       * Format: date-time
       * @description From when the message shows.
       */
      validFrom: string;
      /**
       * Format: date-time
       * @description Until when (excluded) it shows; absent or null until it is retired.
       */
      validTo?: string | null;
      priority: components['schemas']['DisplayMessagePriority'];
      texts: components['schemas']['DisplayMessageTexts'];
    };
    DisplayMessage: {
      /** Format: uuid */
      id: string;
      code: components['schemas']['Code'];
      name: string;
      scope: components['schemas']['DisplayMessageScope'];
      /** Format: date-time */
      validFrom: string;
      /** Format: date-time */
      validTo: string | null;
      priority: components['schemas']['DisplayMessagePriority'];
      texts: components['schemas']['DisplayMessageTexts'];
      status: components['schemas']['DisplayStatus'];
      retirementReason: string | null;
      /** Format: date-time */
      retiredAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      version: components['schemas']['RecordVersion'];
    };
    BoardMessage: {
      /** Format: uuid */
      id: string;
      code: string;
      priority: components['schemas']['DisplayMessagePriority'];
      texts: components['schemas']['DisplayMessageTexts'];
    };
    DisplayProfile: {
      /** Format: uuid */
      id: string;
      code: components['schemas']['Code'];
      name: string;
      kind: components['schemas']['DisplayKind'];
      horizonMinutes: components['schemas']['HorizonMinutes'];
      lineCount: components['schemas']['LineCount'];
      languages: components['schemas']['Languages'];
      sort: components['schemas']['DisplaySort'];
      cancellationGraceMinutes: components['schemas']['CancellationGraceMinutes'];
      pageSeconds: components['schemas']['PageSeconds'];
      fallbackContent: components['schemas']['FallbackContent'];
      status: components['schemas']['DisplayStatus'];
      retirementReason: string | null;
      /** Format: date-time */
      retiredAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      version: components['schemas']['RecordVersion'];
    };
    DisplayProfileCreate: {
      code: components['schemas']['Code'];
      name: components['schemas']['Name'];
      kind: components['schemas']['DisplayKind'];
      horizonMinutes?: components['schemas']['HorizonMinutes'];
      lineCount?: components['schemas']['LineCount'];
      languages: components['schemas']['Languages'];
      sort?: components['schemas']['DisplaySort'];
      cancellationGraceMinutes?: components['schemas']['CancellationGraceMinutes'];
      pageSeconds?: components['schemas']['PageSeconds'];
      fallbackContent?: components['schemas']['FallbackContent'];
    };
    /** @description The settings to change; identity (`code`) and `kind` are not among them. */
    DisplayProfileCorrection: {
      name?: components['schemas']['Name'];
      horizonMinutes?: components['schemas']['HorizonMinutes'];
      lineCount?: components['schemas']['LineCount'];
      languages?: components['schemas']['Languages'];
      sort?: components['schemas']['DisplaySort'];
      cancellationGraceMinutes?: components['schemas']['CancellationGraceMinutes'];
      pageSeconds?: components['schemas']['PageSeconds'];
      fallbackContent?: components['schemas']['FallbackContent'];
    };
    DisplayMessagePage: {
      data: components['schemas']['DisplayMessage'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    DisplayProfilePage: {
      data: components['schemas']['DisplayProfile'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    /** @description Where the display stands, by registry codes; the bay is optional. */
    Location: {
      stationAreaCode: components['schemas']['Code'];
      bayCode?: components['schemas']['Code'];
    };
    /**
     * @description How the display receives its content: HTTP_PUSH (`address` is the URL content is posted
     *     to), MQTT_TOPIC (`address` is the topic the display subscribes to), SFTP_DROP
     *     (`address` is the directory content files are dropped in), WEB_PAGE (the screen loads
     *     the point's HTML board page, whose key `rotateScreenKey` issues; `address` names the
     *     player, for the staff).
     *
     *     An address siv could never deliver to is refused when the target is given (422
     *     `publishing-target-invalid`): outside development (siv's `DELIVERY_ALLOW_PRIVATE_TARGETS`
     *     off), an HTTP_PUSH URL must be https and its host must not be a loopback, private or
     *     link-local address nor `localhost` (a host name is resolved, and checked again, at each
     *     delivery); an MQTT_TOPIC holds no wildcard (`+`, `#`) and does not start with `$`; an
     *     SFTP_DROP directory is absolute, has no `.` or `..` segment and lies inside siv's SFTP
     *     root (`DELIVERY_SFTP_ROOT`).
     * @enum {string}
     */
    PublishingTargetType: 'HTTP_PUSH' | 'MQTT_TOPIC' | 'SFTP_DROP' | 'WEB_PAGE';
    /** @description Where and how the display receives its content; `address` depends on `type`. */
    PublishingTarget: {
      type: components['schemas']['PublishingTargetType'];
      address: string;
    };
    DisplayPoint: {
      /** Format: uuid */
      id: string;
      code: components['schemas']['Code'];
      name: string;
      kind: components['schemas']['DisplayKind'];
      location: {
        stationAreaCode: components['schemas']['Code'];
        /** @description The bay's code, or null when the point serves the whole station area. */
        bayCode: string | null;
      };
      publishingTarget: components['schemas']['PublishingTarget'];
      /**
       * Format: uuid
       * @description The assigned display profile, or null while none is assigned.
       */
      profileId: string | null;
      status: components['schemas']['DisplayStatus'];
      retirementReason: string | null;
      /** Format: date-time */
      retiredAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      version: components['schemas']['RecordVersion'];
    };
    DisplayPointCreate: {
      code: components['schemas']['Code'];
      name: components['schemas']['Name'];
      kind: components['schemas']['DisplayKind'];
      location: components['schemas']['Location'];
      publishingTarget: components['schemas']['PublishingTarget'];
      /**
       * Format: uuid
       * @description A profile to assign at once (checked as by the profile assignment).
       */
      profileId?: string;
    };
    /** @description The fields to change; `kind` is not among them, and the profile changes only by assignment. */
    DisplayPointCorrection: {
      code?: components['schemas']['Code'];
      name?: components['schemas']['Name'];
      location?: components['schemas']['Location'];
      publishingTarget?: components['schemas']['PublishingTarget'];
    };
    ProfileAssignment: {
      /**
       * Format: uuid
       * @description The profile to assign.
       */
      profileId: string;
    };
    ScreenKey: {
      /** @description The new key; only its hash is kept. */
      key: string;
      /** @description The page a screen loads, relative to the gateway: `/siv/screens/{id}?key=...`. */
      url: string;
      /** Format: date-time */
      rotatedAt: string;
    };
    /**
     * @description The call's status as the registry announces it for the day.
     * @enum {string}
     */
    BoardCallStatus: 'ON_TIME' | 'DELAYED' | 'CANCELLED' | 'BAY_CHANGED';
    BoardRow: {
      /** Format: uuid */
      scheduleId: string;
      lineCode: string;
      lineName: string;
      /** @description The line is SUSPENDED in the registry. */
      lineSuspended: boolean;
      destinationName: string;
      /** @description The timetable time, local `HH:MM`. */
      scheduledTime: string;
      /** @description The time announced for the day, local `HH:MM`. */
      announcedTime: string;
      /**
       * Format: date-time
       * @description The announced time as an instant.
       */
      announcedAt: string;
      /**
       * Format: int32
       * @description Announced minus scheduled.
       */
      delayMinutes: number;
      /**
       * Format: int32
       * @description Whole minutes from the board's minute to the announced time (0 within the minute, negative for a cancelled call kept during its grace): the countdown a screen shows.
       */
      minutesAway: number;
      bayCode: string | null;
      /**
       * Format: uuid
       * @description The registry's station of the call.
       */
      stationId: string;
      status: components['schemas']['BoardCallStatus'];
      /** @description Why the call is delayed, cancelled or at another bay, as the registry's day-of change that gives it its status announces it to passengers (its `reason`, in the words it was recorded with); null when no day-of change applies. The screen page shows it under the destination, the readout after the status. */
      reason: string | null;
      cancelled: boolean;
      /** @description The call's bay (the announced one, after a bay change) gives step-free boarding on the call's day: the registry's dated `accessible` capability of the bay on that date. False when it does not, or when the call has no bay. The screen page shows a wheelchair mark with its text alternative, the readout says "step-free access". */
      stepFree: boolean;
      /** @description Nobody may board this bus here: the registry's call has `pickupType` NONE (the bus only sets down). Only the departure board of a point at a bay shows such a call (a station's departure board leaves it out; an arrival board shows it as any arrival, with this false), so that people waiting at the bay do not take it: its status text reads "Set down only" in each language (unless cancelled), no boarding closure is shown for it, and the screen page marks the row. */
      setDownOnly: boolean;
      /**
       * Format: date-time
       * @description When boarding closes, by the rules service's `BOARDING_CLOSURE` rule in force for the departure's station, station area, bay and line at the board's minute (the announced time less `minutesBeforeDeparture`); null when no such rule is in force, the rule says not to show it on displays, the call is cancelled or the board shows arrivals.
       */
      boardingClosesAt: string | null;
      /** @description Boarding has closed (the board's minute is at or after `boardingClosesAt`); the row's status texts then read so ("Boarding closed"). */
      boardingClosed: boolean;
      /** @description The row's status as shown, in each of the profile's languages. */
      texts: {
        language: string;
        status: string;
      }[];
    };
    BoardDelivery: {
      /** Format: uuid */
      pointId: string;
      targetType: components['schemas']['PublishingTargetType'];
      address: string;
      /** @enum {string} */
      state: 'PENDING' | 'DELIVERED' | 'FAILING' | 'PULLED' | 'STOPPED';
      /**
       * Format: int32
       * @description Boards delivered to this target.
       */
      deliveries: number;
      /**
       * Format: int32
       * @description Attempts failed since the last delivery.
       */
      consecutiveFailures: number;
      /** Format: date-time */
      lastAttemptAt: string | null;
      /** Format: date-time */
      lastDeliveredAt: string | null;
      /**
       * Format: date-time
       * @description When the next attempt may be made (after a failure, the end of its backoff).
       */
      nextAttemptAt: string | null;
      /** @description Why the last attempt failed. */
      lastError: string | null;
    };
    ScreenHealth: {
      /** Format: uuid */
      pointId: string;
      targetType: components['schemas']['PublishingTargetType'];
      /**
       * @description SEEN within `unseenAfterMinutes`; UNSEEN seen before, not since; NEVER_SEEN; RETIRED.
       * @enum {string}
       */
      status: 'SEEN' | 'UNSEEN' | 'NEVER_SEEN' | 'RETIRED';
      /**
       * Format: date-time
       * @description The later of `lastPageLoadAt` and `lastDeliveredAt`.
       */
      lastSeenAt: string | null;
      /**
       * Format: date-time
       * @description When the screen last loaded its page (within a few seconds).
       */
      lastPageLoadAt: string | null;
      /**
       * Format: date-time
       * @description When the board was last delivered to the point's target.
       */
      lastDeliveredAt: string | null;
      /**
       * Format: int32
       * @description How long unseen makes a screen UNSEEN (siv's setting).
       */
      unseenAfterMinutes: number;
      /**
       * Format: date-time
       * @description The instant the status was judged at.
       */
      checkedAt: string;
    };
    DisplayBoard: {
      /** Format: uuid */
      pointId: string;
      pointCode: string;
      /**
       * Format: date-time
       * @description The instant shown.
       */
      at: string;
      /** @description The station's time zone (IANA), in which times are given. */
      timeZone: string;
      /** @description `at` in the station's local time, `HH:MM`. */
      localTime: string;
      stationAreaCode: string;
      bayCode: string | null;
      /** Format: uuid */
      profileId: string;
      /**
       * @description BOARD when there are calls to show, FALLBACK (show `fallbackContent`) otherwise.
       * @enum {string}
       */
      content: 'BOARD' | 'FALLBACK';
      /**
       * Format: int32
       * @description The page showing at `at`, from 1; 0 with no rows.
       */
      page: number;
      /** Format: int32 */
      pageCount: number;
      /** Format: int32 */
      pageSeconds: number;
      rows: components['schemas']['BoardRow'][];
      /**
       * Format: int32
       * @description Rows over all the pages.
       */
      callCount: number;
      languages: string[];
      /** @description The board's heading in each language. */
      texts: {
        language: string;
        heading: string;
      }[];
      fallbackContent: components['schemas']['FallbackContent'];
      /** @description The registry could not be asked; the board is built from the last calls it answered. */
      stale: boolean;
      /**
       * Format: int32
       * @description Age of those calls in seconds, when stale and any are known.
       */
      staleSeconds: number | null;
      /** @description The rules service could not be asked for the boarding closures at this minute: the rows show the last closures it answered for their departures (none for a departure it never answered). The screen page shows its stale banner then. Always false when siv is given no rules service (`RULES_URL`), and then no row has a closure. */
      boardingClosureStale: boolean;
      /** @description The whole board (every page) as plain sentences, one text per language of the profile, for audio readout and text-only displays: the heading and local time, then each row (time, the timetable time when another is announced, line, destination, bay, countdown, status), then the stale notice when the board is stale. The screen page answers the same text with `format=text`. */
      readout: {
        language: string;
        text: string;
      }[];
      /** @description The messages in force at `at` for the point (`createDisplayMessage`), the most urgent first (EMERGENCY, WARNING, INFO; then the latest `validFrom`). With an EMERGENCY one, a screen shows it over the whole screen instead of the rows. */
      messages: components['schemas']['BoardMessage'][];
    };
    DisplayPointPage: {
      data: components['schemas']['DisplayPoint'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
  };
  responses: {
    /**
     * @description The request body is larger than the operation takes (`body-too-large`): 1 MB of JSON, or
     *     the larger limit an import's description names. Nothing was read past the limit.
     */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:transport:problem:body-too-large",
         *       "title": "Content Too Large",
         *       "status": 413,
         *       "detail": "The request body is too large.",
         *       "instance": "/siv/v1/display-points",
         *       "code": "body-too-large"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /**
     * @description The request body has a media type (`Content-Type`) or a charset the operation does not
     *     take (`unsupported-media-type`); the operation's `requestBody` lists the one it takes.
     *     A media type refused names the one taken in `detail` and in `errors` (the field
     *     `headers.content-type`), and, on a `PATCH`, in `Accept-Patch` (RFC 5789).
     */
    UnsupportedMediaType: {
      headers: {
        /**
         * @description On a `PATCH` refused for its media type, the one the operation takes.
         * @example application/json
         */
        'Accept-Patch'?: string;
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:transport:problem:unsupported-media-type",
         *       "title": "Unsupported Media Type",
         *       "status": 415,
         *       "detail": "createDisplayPoint takes a body of application/json, not text/plain.",
         *       "instance": "/siv/v1/display-points",
         *       "code": "unsupported-media-type",
         *       "errors": [
         *         {
         *           "field": "headers.content-type",
         *           "message": "must be application/json"
         *         }
         *       ]
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Created; `Location` names the new record. */
    Created: {
      headers: {
        /** @description Path of the new record. */
        Location?: string;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['CreatedId'];
      };
    };
    /** @description Malformed or schema-invalid input (a string holding U+0000 or a lone surrogate, a date out of range, a body nested deeper than 64 levels included); `errors` names each field. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:transport:problem:invalid-request",
         *       "title": "Bad Request",
         *       "status": 400,
         *       "detail": "The request does not match the contract: body.code must NOT have more than 40 characters.",
         *       "instance": "/siv/v1/display-points",
         *       "code": "invalid-request",
         *       "errors": [
         *         {
         *           "field": "body.code",
         *           "message": "must NOT have more than 40 characters"
         *         }
         *       ]
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description No bearer token, or one that does not verify. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:transport:problem:unauthorized",
         *       "title": "Unauthorized",
         *       "status": 401,
         *       "detail": "The token could not be verified.",
         *       "instance": "/siv/v1/display-points",
         *       "code": "unauthorized"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description The token lacks the operation's permission. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:transport:problem:forbidden",
         *       "title": "Forbidden",
         *       "status": 403,
         *       "detail": "This operation requires the permission siv.display-points:write.",
         *       "instance": "/siv/v1/display-points",
         *       "code": "forbidden"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description No record with that id. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:transport:problem:display-point-not-found",
         *       "title": "Not Found",
         *       "status": 404,
         *       "detail": "No display point has the id 3f2b8c1e-7a4d-4e9b-9c55-0d6e1f2a3b4c.",
         *       "instance": "/siv/v1/display-points/3f2b8c1e-7a4d-4e9b-9c55-0d6e1f2a3b4c",
         *       "code": "display-point-not-found"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Conflicts with the current state (duplicate code, retired record, profile in use, a point without a profile or not published as WEB_PAGE, a correction whose If-Match names a version that is no longer current, code `stale-representation`). */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:transport:problem:display-point-code-taken",
         *       "title": "Conflict",
         *       "status": 409,
         *       "detail": "A display point with the code LYS-QUAI-12 exists already.",
         *       "instance": "/siv/v1/display-points",
         *       "code": "display-point-code-taken"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /**
     * @description Well-formed content that breaks a business rule: `station-area-unknown`,
     *     `station-area-retired`, `bay-not-in-station-area`, `profile-incompatible`,
     *     `profile-retired`, `display-point-retired`, `publishing-target-invalid`.
     */
    Unprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:transport:problem:constraint-violated",
         *       "title": "Unprocessable Content",
         *       "status": 422,
         *       "detail": "A value breaks a rule of the record.",
         *       "instance": "/siv/v1/display-points",
         *       "code": "constraint-violated",
         *       "errors": [
         *         {
         *           "field": "body.name",
         *           "message": "breaks a rule of the record"
         *         }
         *       ]
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /**
     * @description The registry (referential) did not answer in time, answered with a server error, or is
     *     cut off by the circuit breaker (`referential-unavailable`); nothing was stored. Retry
     *     after the number of seconds in `Retry-After`.
     */
    ServiceUnavailable: {
      headers: {
        /** @description Seconds to wait before retrying. */
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:transport:problem:database-unavailable",
         *       "title": "Service Unavailable",
         *       "status": 503,
         *       "detail": "The database is not reachable; try again shortly.",
         *       "instance": "/siv/v1/display-points/3f2b8c1e-7a4d-4e9b-9c55-0d6e1f2a3b4c",
         *       "code": "database-unavailable"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /**
     * @description The caller sent more requests than its budget for this module and method class within
     *     the window (problem `rate-limited`, answered by the gateway, counted per token subject
     *     or per client address without a valid token); nothing was done. Send it again after
     *     `Retry-After` seconds.
     */
    TooManyRequests: {
      headers: {
        'Retry-After': components['headers']['RetryAfter'];
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimitPolicy'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:transport:problem:rate-limited",
         *       "title": "Too Many Requests",
         *       "status": 429,
         *       "detail": "The request budget of this caller is spent; try again in 12 seconds.",
         *       "instance": "/siv/v1/display-points",
         *       "code": "rate-limited"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /**
     * @description The service failed to answer (`internal-error`) or its answer broke the contract
     *     (`response-invalid`); a write was rolled back. The `instance` and the request id in the
     *     logs name it.
     */
    InternalError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:transport:problem:internal-error",
         *       "title": "Internal Server Error",
         *       "status": 500,
         *       "detail": "The request could not be served.",
         *       "instance": "/siv/v1/display-points",
         *       "code": "internal-error"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /**
     * @description The service cannot serve now: its database is not reachable, or it is stopping and
     *     rolled the request back (`database-unavailable`), or it is stopping and did not start a
     *     request sent on a connection opened after it began to (`service-stopping`, the gateway's
     *     too); through the gateway, the service is
     *     not reachable or its circuit is open (`upstream-unavailable`). Nothing was done; try
     *     again after `Retry-After` seconds.
     */
    Unavailable: {
      headers: {
        'Retry-After': components['headers']['RetryAfter'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:transport:problem:database-unavailable",
         *       "title": "Service Unavailable",
         *       "status": 503,
         *       "detail": "The database is not reachable; try again shortly.",
         *       "instance": "/siv/v1/display-points",
         *       "code": "database-unavailable"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
  };
  parameters: {
    /**
     * @description The id (a UUID) of the webhook subscription, as its creation answered it.
     * @example 3ac2826f-1733-465b-abb3-e993567a1027
     */
    WebhookId: string;
    /**
     * @description An instant (UTC ISO 8601, `2026-11-20T08:00:00Z`): the answer the registry would have
     *     given at that instant, rebuilt from its audit trail, so that a decision can be explained
     *     with what was known when it was taken. Absent: the answer as of now. A value that is
     *     not an instant (a date, say), an instant not yet come (the registry knows nothing later
     *     than now) or one before the registry began (nothing was recorded then) is a 400 naming
     *     `query.asKnownAt`. Instants are matched to the microsecond, as writes are recorded: the
     *     `at` of a change, given back, answers the state that change left. A read by id at an
     *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were.
     *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
     *     of the read when absent) and `Valid-At`.
     */
    AsKnownAt: string;
    /**
     * @description Corrects the record only if it is still the version that was read: its `ETag`, that is
     *     its `version` in double quotes (`"7"`), or several of them, comma-separated; `*` for
     *     whatever version exists. The tag is compared exactly with the version of the record as
     *     the correction locked it, before anything is written: when the record has changed since
     *     (any write, even one in the same millisecond), the answer is 409 `stale-representation`
     *     naming the current tag, and nothing is changed. A weak tag (`W/"7"`), or a tag of another
     *     form (the quoted `updatedAt` tags of earlier releases), never matches. Without it, the
     *     correction applies to the record as it is now. Anything else (an unquoted value, say) is
     *     a 400 naming `headers.if-match`.
     */
    IfMatch: string;
    /**
     * @description The id (a UUID) of the display point or profile the path names, as answered by its
     *     creation (`id`, and the `Location` header) or found by a search.
     * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
     */
    Id: string;
    /** @description Matches any part of the code or the name, case-insensitive. */
    Search: string;
    /** @description Order of the results; by code ascending when absent. */
    Sort: 'codeAsc' | 'codeDesc' | 'newest' | 'oldest';
    /** @description Zero-based page index; 0 when absent. */
    Page: number;
    /** @description Page size, 0 to 200; 20 when absent. 0 answers only the total. */
    Size: number;
    /** @description Only records whose current version was written at or after this instant (`2026-11-20T08:00:00Z`). */
    UpdatedSince: string;
  };
  requestBodies: never;
  headers: {
    /**
     * @description The instant of the registry's knowledge the answer was read from: the `asKnownAt` given
     *     when it is past, else the instant the answer was read. With `Valid-At`, the two instants
     *     every read taking `asKnownAt` answers for.
     */
    KnownAt: string;
    /**
     * @description The date of the world the answer describes (`YYYY-MM-DD`): the `at` given, else the
     *     business date of `Known-At`; the service date of station calls, the instant a board is
     *     for, the period of a feed (`<from>/<to>`). With `Known-At`, the two instants every read
     *     taking `asKnownAt` answers for.
     */
    ValidAt: string;
    /**
     * @description The answer's entity tag. For a record, its `version` in double quotes (`"7"`): it changes
     *     with every write of the record and two versions never share it; sent back as `If-Match`,
     *     it makes a correction apply to this version only.
     */
    ETag: string;
    /**
     * @description What remains of the caller's budget and when it renews (`"referential-read";r=0;t=12`,
     *     draft-ietf-httpapi-ratelimit-headers-11), on every answer of the gateway.
     */
    RateLimit: string;
    /**
     * @description The budget the request was counted against (`"referential-read";q=600;w=60`), on every
     *     answer of the gateway.
     */
    RateLimitPolicy: string;
    /** @description Seconds to wait before sending the request again. */
    RetryAfter: number;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  searchDisplayPoints: {
    parameters: {
      query?: {
        /** @description Only records whose current version was written at or after this instant (`2026-11-20T08:00:00Z`). */
        updatedSince?: components['parameters']['UpdatedSince'];
        /** @description Matches any part of the code or the name, case-insensitive. */
        search?: components['parameters']['Search'];
        /** @description Only the point with exactly this code (case-insensitive). */
        code?: components['schemas']['Code'];
        /** @description Only points of this kind. */
        kind?: components['schemas']['DisplayKind'];
        /** @description Lifecycle status to list; defaults to ACTIVE. */
        status?: components['schemas']['DisplayStatus'];
        /** @description Only points located at this station area (code, case-insensitive). */
        stationAreaCode?: components['schemas']['Code'];
        /** @description Only points located at a bay with this code (case-insensitive); combine with `stationAreaCode` to name one bay. */
        bayCode?: components['schemas']['Code'];
        /** @description Only points assigned this profile. */
        profileId?: string;
        /** @description Order of the results; by code ascending when absent. */
        sort?: components['parameters']['Sort'];
        /** @description Zero-based page index; 0 when absent. */
        page?: components['parameters']['Page'];
        /** @description Page size, 0 to 200; 20 when absent. 0 answers only the total. */
        size?: components['parameters']['Size'];
        /**
         * @description An instant (UTC ISO 8601, `2026-11-20T08:00:00Z`): the answer the registry would have
         *     given at that instant, rebuilt from its audit trail, so that a decision can be explained
         *     with what was known when it was taken. Absent: the answer as of now. A value that is
         *     not an instant (a date, say), an instant not yet come (the registry knows nothing later
         *     than now) or one before the registry began (nothing was recorded then) is a 400 naming
         *     `query.asKnownAt`. Instants are matched to the microsecond, as writes are recorded: the
         *     `at` of a change, given back, answers the state that change left. A read by id at an
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of display points. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DisplayPointPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createDisplayPoint: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DisplayPointCreate'];
      };
    };
    responses: {
      201: components['responses']['Created'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getDisplayPoint: {
    parameters: {
      query?: {
        /**
         * @description An instant (UTC ISO 8601, `2026-11-20T08:00:00Z`): the answer the registry would have
         *     given at that instant, rebuilt from its audit trail, so that a decision can be explained
         *     with what was known when it was taken. Absent: the answer as of now. A value that is
         *     not an instant (a date, say), an instant not yet come (the registry knows nothing later
         *     than now) or one before the registry began (nothing was recorded then) is a 400 naming
         *     `query.asKnownAt`. Instants are matched to the microsecond, as writes are recorded: the
         *     `at` of a change, given back, answers the state that change left. A read by id at an
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The display point. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DisplayPoint'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  correctDisplayPoint: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Corrects the record only if it is still the version that was read: its `ETag`, that is
         *     its `version` in double quotes (`"7"`), or several of them, comma-separated; `*` for
         *     whatever version exists. The tag is compared exactly with the version of the record as
         *     the correction locked it, before anything is written: when the record has changed since
         *     (any write, even one in the same millisecond), the answer is 409 `stale-representation`
         *     naming the current tag, and nothing is changed. A weak tag (`W/"7"`), or a tag of another
         *     form (the quoted `updatedAt` tags of earlier releases), never matches. Without it, the
         *     correction applies to the record as it is now. Anything else (an unquoted value, say) is
         *     a 400 naming `headers.if-match`.
         */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DisplayPointCorrection'];
      };
    };
    responses: {
      /** @description The corrected display point. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DisplayPoint'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listDisplayPointChanges: {
    parameters: {
      query?: {
        /** @description Zero-based page index; 0 when absent. */
        page?: components['parameters']['Page'];
        /** @description Page size, 0 to 200; 20 when absent. 0 answers only the total. */
        size?: components['parameters']['Size'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the changes, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangePage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  retireDisplayPoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['Retirement'];
      };
    };
    responses: {
      /** @description The retired display point. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DisplayPoint'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  assignDisplayProfile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProfileAssignment'];
      };
    };
    responses: {
      /** @description The display point with its new profile. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DisplayPoint'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getDisplayPointBoard: {
    parameters: {
      query?: {
        /** @description The instant shown (ISO 8601 with an offset); `asKnownAt` when absent, else now. */
        at?: string;
        /**
         * @description An instant (UTC ISO 8601, `2026-11-20T08:00:00Z`): the answer the registry would have
         *     given at that instant, rebuilt from its audit trail, so that a decision can be explained
         *     with what was known when it was taken. Absent: the answer as of now. A value that is
         *     not an instant (a date, say), an instant not yet come (the registry knows nothing later
         *     than now) or one before the registry began (nothing was recorded then) is a 400 naming
         *     `query.asKnownAt`. Instants are matched to the microsecond, as writes are recorded: the
         *     `at` of a change, given back, answers the state that change left. A read by id at an
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The board at that instant. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DisplayBoard'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getDisplayPointDelivery: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The delivery state of the point's target. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BoardDelivery'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getDisplayPointHealth: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The health of the point's screen. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScreenHealth'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  rotateScreenKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The new key and the page's URL. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScreenKey'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  searchDisplayProfiles: {
    parameters: {
      query?: {
        /** @description Only records whose current version was written at or after this instant (`2026-11-20T08:00:00Z`). */
        updatedSince?: components['parameters']['UpdatedSince'];
        /** @description Matches any part of the code or the name, case-insensitive. */
        search?: components['parameters']['Search'];
        /** @description Only profiles of this kind. */
        kind?: components['schemas']['DisplayKind'];
        /** @description Lifecycle status to list; defaults to ACTIVE. */
        status?: components['schemas']['DisplayStatus'];
        /** @description Order of the results; by code ascending when absent. */
        sort?: components['parameters']['Sort'];
        /** @description Zero-based page index; 0 when absent. */
        page?: components['parameters']['Page'];
        /** @description Page size, 0 to 200; 20 when absent. 0 answers only the total. */
        size?: components['parameters']['Size'];
        /**
         * @description An instant (UTC ISO 8601, `2026-11-20T08:00:00Z`): the answer the registry would have
         *     given at that instant, rebuilt from its audit trail, so that a decision can be explained
         *     with what was known when it was taken. Absent: the answer as of now. A value that is
         *     not an instant (a date, say), an instant not yet come (the registry knows nothing later
         *     than now) or one before the registry began (nothing was recorded then) is a 400 naming
         *     `query.asKnownAt`. Instants are matched to the microsecond, as writes are recorded: the
         *     `at` of a change, given back, answers the state that change left. A read by id at an
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of display profiles. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DisplayProfilePage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createDisplayProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DisplayProfileCreate'];
      };
    };
    responses: {
      201: components['responses']['Created'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getDisplayProfile: {
    parameters: {
      query?: {
        /**
         * @description An instant (UTC ISO 8601, `2026-11-20T08:00:00Z`): the answer the registry would have
         *     given at that instant, rebuilt from its audit trail, so that a decision can be explained
         *     with what was known when it was taken. Absent: the answer as of now. A value that is
         *     not an instant (a date, say), an instant not yet come (the registry knows nothing later
         *     than now) or one before the registry began (nothing was recorded then) is a 400 naming
         *     `query.asKnownAt`. Instants are matched to the microsecond, as writes are recorded: the
         *     `at` of a change, given back, answers the state that change left. A read by id at an
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The display profile. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DisplayProfile'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  correctDisplayProfile: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Corrects the record only if it is still the version that was read: its `ETag`, that is
         *     its `version` in double quotes (`"7"`), or several of them, comma-separated; `*` for
         *     whatever version exists. The tag is compared exactly with the version of the record as
         *     the correction locked it, before anything is written: when the record has changed since
         *     (any write, even one in the same millisecond), the answer is 409 `stale-representation`
         *     naming the current tag, and nothing is changed. A weak tag (`W/"7"`), or a tag of another
         *     form (the quoted `updatedAt` tags of earlier releases), never matches. Without it, the
         *     correction applies to the record as it is now. Anything else (an unquoted value, say) is
         *     a 400 naming `headers.if-match`.
         */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DisplayProfileCorrection'];
      };
    };
    responses: {
      /** @description The corrected display profile. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DisplayProfile'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listDisplayProfileChanges: {
    parameters: {
      query?: {
        /** @description Zero-based page index; 0 when absent. */
        page?: components['parameters']['Page'];
        /** @description Page size, 0 to 200; 20 when absent. 0 answers only the total. */
        size?: components['parameters']['Size'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the changes, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangePage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  retireDisplayProfile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['Retirement'];
      };
    };
    responses: {
      /** @description The retired display profile. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DisplayProfile'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  searchDisplayMessages: {
    parameters: {
      query?: {
        /** @description Only records whose current version was written at or after this instant (`2026-11-20T08:00:00Z`). */
        updatedSince?: components['parameters']['UpdatedSince'];
        /** @description Matches any part of the code or the name, case-insensitive. */
        search?: components['parameters']['Search'];
        status?: components['schemas']['DisplayStatus'];
        /** @description Order of the results; by code ascending when absent. */
        sort?: components['parameters']['Sort'];
        /** @description Zero-based page index; 0 when absent. */
        page?: components['parameters']['Page'];
        /** @description Page size, 0 to 200; 20 when absent. 0 answers only the total. */
        size?: components['parameters']['Size'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of display messages. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DisplayMessagePage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createDisplayMessage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DisplayMessageCreate'];
      };
    };
    responses: {
      201: components['responses']['Created'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getDisplayMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The display message. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DisplayMessage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listDisplayMessageChanges: {
    parameters: {
      query?: {
        /** @description Zero-based page index; 0 when absent. */
        page?: components['parameters']['Page'];
        /** @description Page size, 0 to 200; 20 when absent. 0 answers only the total. */
        size?: components['parameters']['Size'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the changes, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangePage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  retireDisplayMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the display point or profile the path names, as answered by its
         *     creation (`id`, and the `Location` header) or found by a search.
         * @example 4b6d8f1a-3c5e-4a7b-9d2f-8e1a3c5d7f93
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['Retirement'];
      };
    };
    responses: {
      /** @description The retired display message. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DisplayMessage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getSivValidationReport: {
    parameters: {
      query?: {
        /**
         * @description An instant (UTC ISO 8601, `2026-11-20T08:00:00Z`): the answer the registry would have
         *     given at that instant, rebuilt from its audit trail, so that a decision can be explained
         *     with what was known when it was taken. Absent: the answer as of now. A value that is
         *     not an instant (a date, say), an instant not yet come (the registry knows nothing later
         *     than now) or one before the registry began (nothing was recorded then) is a 400 naming
         *     `query.asKnownAt`. Instants are matched to the microsecond, as writes are recorded: the
         *     `at` of a change, given back, answers the state that change left. A read by id at an
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
        /** @description Only the rules of this family. */
        family?: components['schemas']['SivValidationRuleFamily'];
        /** @description Only the rules of this severity. */
        severity?: components['schemas']['ValidationSeverity'];
        /** @description Only this rule. */
        code?: components['schemas']['SivValidationRuleCode'];
        /** @description `json` or `html`; without it, HTML when `Accept` names `text/html` and not `application/json`, else JSON. */
        format?: 'json' | 'html';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          /** @description `Accept`: without `format`, the report is HTML when `Accept` names `text/html` (and not JSON), else JSON; a cache keeps one of each. */
          Vary?: 'Accept';
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SivValidationReport'];
          'text/html': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listSivEvents: {
    parameters: {
      query?: {
        /** @description The cursor of the last event read (`cursor` of an event, or `next`); from the oldest kept when absent. */
        after?: string;
        /** @description Only events of these types, comma-separated (`siv.display-point.created,siv.display-point.corrected`). */
        types?: string;
        /** @description Only events of these records, comma-separated, each `<record>/<id>` as an event's `subject`. */
        subjects?: string;
        /** @description How many events at most, 1 to 1000; 100 when absent. */
        size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The events after the cursor, oldest first, and the cursor to read on from. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description The cursor was never issued by this feed, or its event is no longer kept (`event-cursor-gone`). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "urn:transport:problem:event-cursor-gone",
           *       "title": "Gone",
           *       "status": 410,
           *       "detail": "The cursor 1042-77 is not one this feed issued, or its event is older than the feed keeps; the oldest cursor available is 20511-9031: read from it, or without a cursor.",
           *       "instance": "/siv/v1/events?after=1042-77",
           *       "code": "event-cursor-gone",
           *       "errors": [
           *         {
           *           "field": "query.after",
           *           "message": "is no cursor of this feed kept now"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listSivWebhooks: {
    parameters: {
      query?: {
        /** @description Zero-based page index; 0 when absent. */
        page?: components['parameters']['Page'];
        /** @description Page size, 0 to 200; 20 when absent. 0 answers only the total. */
        size?: components['parameters']['Size'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of subscriptions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createSivWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookCreation'];
      };
    };
    responses: {
      /** @description Subscribed; `Location` names the subscription; the body holds its secret, answered only here. */
      201: {
        headers: {
          /** @description Path of the new subscription. */
          Location?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookCreated'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getSivWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the webhook subscription, as its creation answered it.
         * @example 3ac2826f-1733-465b-abb3-e993567a1027
         */
        id: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The subscription. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Webhook'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteSivWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the webhook subscription, as its creation answered it.
         * @example 3ac2826f-1733-465b-abb3-e993567a1027
         */
        id: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  pauseSivWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the webhook subscription, as its creation answered it.
         * @example 3ac2826f-1733-465b-abb3-e993567a1027
         */
        id: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The subscription, PAUSED. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Webhook'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  resumeSivWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the webhook subscription, as its creation answered it.
         * @example 3ac2826f-1733-465b-abb3-e993567a1027
         */
        id: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The subscription, ACTIVE. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Webhook'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listSivWebhookDeliveries: {
    parameters: {
      query?: {
        /** @description How many attempts at most, 1 to 1000; 100 when absent. */
        size?: number;
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the webhook subscription, as its creation answered it.
         * @example 3ac2826f-1733-465b-abb3-e993567a1027
         */
        id: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The latest attempts. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDeliveryLog'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  redeliverSivWebhookEvents: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the webhook subscription, as its creation answered it.
         * @example 3ac2826f-1733-465b-abb3-e993567a1027
         */
        id: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookRedelivery'];
      };
    };
    responses: {
      /** @description Queued. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookRedeliveryQueued'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description A cursor of the range was never issued by this feed, or its event is no longer kept (`event-cursor-gone`). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "urn:transport:problem:event-cursor-gone",
           *       "title": "Gone",
           *       "status": 410,
           *       "detail": "The cursor 1042-77 is not one this feed issued, or its event is older than the feed keeps; the oldest cursor available is 20511-9031: read from it, or without a cursor.",
           *       "instance": "/siv/v1/webhooks/5b1c2f9e-0d7a-4c1e-9a53-2f1e4b7c8d90/redeliveries",
           *       "code": "event-cursor-gone",
           *       "errors": [
           *         {
           *           "field": "body.from",
           *           "message": "is no cursor of this feed kept now"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
}
