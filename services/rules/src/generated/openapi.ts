// DO NOT EDIT: generated from the OpenAPI file by `pnpm generate`.

export interface paths {
  '/rules/v1/rule-domains': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the rule domains
     * @description Every rule domain of the catalog shipped with the service, by code: its name, what its rules
     *     govern, the version of its content schema (`schemaVersion`) and the scope types its rules
     *     may take. The catalog changes only with a new release of the service, so a client may read
     *     it once.
     *
     *     Use instead: `getRuleDomainSchema` for the JSON Schema a domain's rule content must
     *     satisfy.
     */
    get: operations['listRuleDomains'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rules/v1/rule-domains/{code}/schema': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the content schema of a rule domain
     * @description The JSON Schema (draft 2020-12) that the content of every version of a rule of this domain
     *     must satisfy, with its `schemaVersion`. Read it before writing a version's `content`: a
     *     content it refuses is a 422 `content-invalid` at creation.
     *
     *     Use instead: `listRuleDomains` for the domains and the scope types each takes.
     *
     *     Refusals: 404 `rule-domain-not-found` for a code not in the catalog (a code of the wrong
     *     shape, e.g. lower case, is a 400 naming `path.code`).
     *
     *     Example: `GET /rules/v1/rule-domains/BAY_DWELL_TIME/schema` answers a schema requiring
     *     `minutes` (1 to 240) and `overstayAction`.
     */
    get: operations['getRuleDomainSchema'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rules/v1/rules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search rules
     * @description Rules matching every filter given: `search` matches any part of the code or the name
     *     (case-insensitive), `domain` keeps one domain. Ordered by `sort` (code ascending when
     *     absent); `total` counts every match, not only the page.
     *
     *     Use instead: `getRule` for one rule by the `ruleId` this lists; `listRuleVersions` for its
     *     versions; `resolveRule` or `resolveRuleInContext` for the version in force.
     */
    get: operations['searchRules'];
    put?: never;
    /**
     * Create a rule
     * @description Creates a rule in a domain of the catalog and answers 201 with its `id` and a `Location`. A
     *     rule is only a name for a family of versions: it has no version, and resolves nothing, until
     *     one is created, approved and activated (`createRuleVersion`).
     *
     *     Refusals: 409 `rule-code-taken` when another rule has the code, case-insensitive; 400 naming
     *     the field for a domain not in the catalog or a malformed code.
     *
     *     Example body:
     *
     *     ```json
     *     { "domain": "BAY_DWELL_TIME", "code": "DWELL-PERRACHE", "name": "Dwell time at Lyon Perrache" }
     *     ```
     */
    post: operations['createRule'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rules/v1/rules/{ruleId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The rule's id (a UUID), as answered by `createRule` or found by `searchRules`.
         * @example 8e0a2c4f-6b1d-4f3a-9c5e-7d9f1b3a5c27
         */
        ruleId: components['parameters']['RuleId'];
      };
      cookie?: never;
    };
    /**
     * Read a rule
     * @description The rule: its domain, code, name and description. Its versions are listed by
     *     `listRuleVersions`. An unknown id is a 404 `rule-not-found`.
     *
     *     Use instead: `listRuleVersions` for its versions; `resolveRuleInContext` for the version
     *     that applies to a situation; `listRuleChanges` for who changed it and when.
     */
    get: operations['getRule'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rules/v1/rules/{ruleId}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The rule's id (a UUID), as answered by `createRule` or found by `searchRules`.
         * @example 8e0a2c4f-6b1d-4f3a-9c5e-7d9f1b3a5c27
         */
        ruleId: components['parameters']['RuleId'];
      };
      cookie?: never;
    };
    /**
     * List the changes of a rule
     * @description Every write to the rule and to the rows that belong to it (its status changes,
     *     periods, members ...), as the audit trail recorded it in the write's own transaction,
     *     newest first and paged: when, who (the token's subject), the request id, the operation,
     *     and each changed field before and after. Its creation lists the fields it was given.
     *     The same permission as reading the rule.
     *
     *     Use instead: `getRule` for the rule itself; `listRuleVersionChanges` for the changes of
     *     one of its versions.
     *
     *     Refusals: 404 `rule-not-found` for an id no rule ever had.
     */
    get: operations['listRuleChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rules/v1/rules/{ruleId}/versions': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The rule's id (a UUID), as answered by `createRule` or found by `searchRules`.
         * @example 8e0a2c4f-6b1d-4f3a-9c5e-7d9f1b3a5c27
         */
        ruleId: components['parameters']['RuleId'];
      };
      cookie?: never;
    };
    /**
     * List the versions of a rule
     * @description Every version of the rule, in every state (DRAFT, APPROVED, ACTIVE, INACTIVE), by
     *     `versionNumber` ascending, each with who moved it through its lifecycle and when. An unknown
     *     rule is a 404 `rule-not-found`.
     *
     *     Use instead: `getRuleVersion` for one version by the `versionId` this lists; `resolveRule`
     *     or `resolveRuleInContext` for the one in force at an instant.
     */
    get: operations['listRuleVersions'];
    put?: never;
    /**
     * Create a version of a rule
     * @description Creates a DRAFT version of the rule, numbered one more than its last version (1, 2, 3 ...),
     *     and answers 201 with its `id`. The draft takes part in nothing until it is approved
     *     (`approveRuleVersion`, by someone else) and activated (`activateRuleVersion`).
     *
     *     - `scope` says what the version applies to: its type must be one the rule's domain allows
     *       and carry exactly the subjects of its type (NETWORK none; LINE `line`; STATION
     *       `station`; STATION_AREA `station`, `stationArea`; BAY `station`, `stationArea`, `bay`).
     *     - `effectiveInput` says from when: `{"instant": "2037-12-01T05:00:00Z"}`, or a wall-clock
     *       time in a zone, `{"localDateTime": "2037-12-01T06:00", "timeZone": "Europe/Paris"}`. The
     *       version keeps it as given and answers the UTC instant as `effectiveAt`. A local time that
     *       occurs twice (clocks going back) means its first occurrence.
     *     - `content` must satisfy the JSON Schema of the rule's domain (`getRuleDomainSchema`); the
     *       version records the schema's `schemaVersion`.
     *
     *     Use instead: `updateRuleVersion` to edit a version still in DRAFT; `getRuleDomainSchema`
     *     for the content the domain accepts.
     *
     *     Refusals: 404 `rule-not-found`; 400 `invalid-request` for a scope whose subjects are not
     *     those of its type or an effective input of neither form or both (the schema says which
     *     go together), each field named; 422 `effective-input-invalid` for a zone that is not an
     *     IANA zone or a date that does not exist; 422
     *     `scope-type-not-allowed` (naming `body.scope.type`); 422 `content-invalid`, whose `errors`
     *     name each failing path (e.g. `body.content.minutes`); 422 `effective-time-nonexistent` for a
     *     local time the clocks skip (`2037-03-29T02:30` in `Europe/Paris`); 422
     *     `scope-subject-unknown` naming `body.scope.subjects.<name>` for a code the registry does
     *     not know (`{"station": "NOPE"}`: no station has the code NOPE); 503
     *     `referential-unavailable` when the registry cannot be asked. Nothing is stored when refused.
     *
     *     Example body:
     *
     *     ```json
     *     {
     *       "scope": { "type": "BAY", "subjects": { "station": "LYS", "stationArea": "LYON-PERRACHE", "bay": "QUAI-12" } },
     *       "effectiveInput": { "localDateTime": "2037-12-01T06:00", "timeZone": "Europe/Paris" },
     *       "content": { "minutes": 20, "overstayAction": "WARN_DRIVER" }
     *     }
     *     ```
     */
    post: operations['createRuleVersion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rules/v1/rule-versions/{versionId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The version's id (a UUID), as answered by `createRuleVersion` or listed by `listRuleVersions`.
         * @example 3c5e7a9b-1d2f-4a6c-8e0b-2d4f6a8c0e13
         */
        versionId: components['parameters']['VersionId'];
      };
      cookie?: never;
    };
    /**
     * Read a rule version
     * @description The version: its scope, effective input and instant, content, state, and who created,
     *     edited, approved, activated and deactivated it, and when. An unknown id is a 404
     *     `rule-version-not-found`.
     *
     *     Use instead: `listRuleVersions` for every version of its rule;
     *     `listRuleVersionTransitions` for the moves the caller may make on it now;
     *     `listRuleVersionChanges` for who changed it and when.
     */
    get: operations['getRuleVersion'];
    /**
     * Edit a draft rule version
     * @description Replaces the scope, effective input and content of a DRAFT version, with the same checks and
     *     refusals as `createRuleVersion`; the content is checked against the domain's current schema
     *     and `schemaVersion` follows it. The editor is recorded in `editedBy` and, like the author,
     *     may not approve the version.
     *
     *     Use instead: `createRuleVersion` for a new version once this one is no longer a DRAFT;
     *     `listRuleVersionTransitions` for the moves the caller may make on it now.
     *
     *     Refusals: 404 `rule-version-not-found`; 409 `rule-version-not-draft` once the version is
     *     APPROVED, ACTIVE or INACTIVE (create a new version instead); and those of creation (422
     *     `effective-input-invalid`, `scope-type-not-allowed`, `content-invalid`,
     *     `effective-time-nonexistent`, `scope-subject-unknown`; 503 `referential-unavailable`).
     */
    put: operations['updateRuleVersion'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rules/v1/rule-versions/{versionId}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The version's id (a UUID), as answered by `createRuleVersion` or listed by `listRuleVersions`.
         * @example 3c5e7a9b-1d2f-4a6c-8e0b-2d4f6a8c0e13
         */
        versionId: components['parameters']['VersionId'];
      };
      cookie?: never;
    };
    /**
     * List the changes of a rule version
     * @description Every write to the rule version and to the rows that belong to it (its status changes,
     *     periods, members ...), as the audit trail recorded it in the write's own transaction,
     *     newest first and paged: when, who (the token's subject), the request id, the operation,
     *     and each changed field before and after. Its creation lists the fields it was given.
     *     The same permission as reading the rule version.
     *
     *     Use instead: `getRuleVersion` for the version itself and who moved it through its
     *     lifecycle.
     *
     *     Refusals: 404 `rule-version-not-found` for an id no rule version ever had.
     */
    get: operations['listRuleVersionChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rules/v1/rule-versions/{versionId}/approval': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The version's id (a UUID), as answered by `createRuleVersion` or listed by `listRuleVersions`.
         * @example 3c5e7a9b-1d2f-4a6c-8e0b-2d4f6a8c0e13
         */
        versionId: components['parameters']['VersionId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a draft rule version
     * @description Moves a DRAFT version to APPROVED, recording `approvedBy` and `approvedAt`. Needs
     *     `rules.rule-versions:approve`, a permission of its own so that writing and approving can be
     *     given to different people.
     *
     *     Use instead: `listRuleVersionTransitions` to know beforehand whether the caller may
     *     approve; `activateRuleVersion` for the next step.
     *
     *     Refusals: 404 `rule-version-not-found`; 403 `rule-version-self-approval` when the caller is
     *     the version's author (`createdBy`) or last editor (`editedBy`), distinct from the 403
     *     `forbidden` of a missing permission; 409 `rule-version-illegal-transition` from any state
     *     other than DRAFT. `listRuleVersionTransitions` tells beforehand whether the caller may
     *     approve.
     */
    post: operations['approveRuleVersion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rules/v1/rule-versions/{versionId}/activate': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The version's id (a UUID), as answered by `createRuleVersion` or listed by `listRuleVersions`.
         * @example 3c5e7a9b-1d2f-4a6c-8e0b-2d4f6a8c0e13
         */
        versionId: components['parameters']['VersionId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Activate an approved rule version
     * @description Moves an APPROVED version to ACTIVE, recording `activatedBy` and `activatedAt`. From then on
     *     it takes part in resolution for every instant at or after its `effectiveAt`; activating a
     *     version whose `effectiveAt` is in the future schedules it. Needs
     *     `rules.rule-versions:activate`.
     *
     *     Rules do not rewrite the past silently: a version whose `effectiveAt` is already past
     *     changes the answers given since, so its activation must say `retroactive: true`, and the
     *     version records it (`retroactive`). Without it the answer is a 422
     *     `rule-version-effective-in-past` naming `body.retroactive`, and nothing changes.
     *
     *     Use instead: `deactivateRuleVersion` to take an active version out of resolution;
     *     `listRuleVersionTransitions` for the moves the caller may make now.
     *
     *     Refusals: 404 `rule-version-not-found`; 409 `rule-version-illegal-transition` from any state
     *     other than APPROVED (a DRAFT must be approved first); 422 `rule-version-effective-in-past`.
     *
     *     Example body (optional): `{ "retroactive": true }`.
     */
    post: operations['activateRuleVersion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rules/v1/rule-versions/{versionId}/deactivate': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The version's id (a UUID), as answered by `createRuleVersion` or listed by `listRuleVersions`.
         * @example 3c5e7a9b-1d2f-4a6c-8e0b-2d4f6a8c0e13
         */
        versionId: components['parameters']['VersionId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deactivate an active rule version
     * @description Moves an ACTIVE version to INACTIVE, for good, recording `inactivatedBy` and
     *     `inactivatedAt`. It no longer resolves for instants at or after `inactivatedAt` (the
     *     previous version of the scope applies again, or none), and still does for earlier instants,
     *     so that past answers stay reproducible. Needs `rules.rule-versions:activate`.
     *
     *     Use instead: `createRuleVersion` (then approved and activated) for a version that takes
     *     over from a later instant, this one resolving until then.
     *
     *     Refusals: 404 `rule-version-not-found`; 409 `rule-version-illegal-transition` from any state
     *     other than ACTIVE.
     */
    post: operations['deactivateRuleVersion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rules/v1/rule-versions/{versionId}/transitions': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The version's id (a UUID), as answered by `createRuleVersion` or listed by `listRuleVersions`.
         * @example 3c5e7a9b-1d2f-4a6c-8e0b-2d4f6a8c0e13
         */
        versionId: components['parameters']['VersionId'];
      };
      cookie?: never;
    };
    /**
     * List the moves the caller may make on a rule version now
     * @description What the caller may do next with the version, given its state, the token's permissions and
     *     who the caller is. `transitions` lists the moves the caller may make now, each with the
     *     method, path and permission to call it; `unavailable` lists the moves the lifecycle allows
     *     but the caller may not make, with why (`MISSING_PERMISSION`, or `AUTHOR_CANNOT_APPROVE` for
     *     the author or last editor). An INACTIVE version has no moves. An agent reads this before
     *     acting rather than trying and being refused. An unknown id is a 404
     *     `rule-version-not-found`.
     *
     *     Use instead: `getRuleVersion` for the version itself; `approveRuleVersion`,
     *     `activateRuleVersion`, `deactivateRuleVersion` and `updateRuleVersion` to make the moves
     *     listed.
     */
    get: operations['listRuleVersionTransitions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rules/v1/rules/{ruleId}/resolution': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The rule's id (a UUID), as answered by `createRule` or found by `searchRules`.
         * @example 8e0a2c4f-6b1d-4f3a-9c5e-7d9f1b3a5c27
         */
        ruleId: components['parameters']['RuleId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resolve the version of a rule for a scope at an instant
     * @description The version of the rule in force for exactly the given scope at the instant `at`: among
     *     the versions of that scope that were activated and not deactivated by `at`, the latest
     *     `effectiveAt` at or before `at`, ties to the highest `versionNumber`. Versions of broader or narrower scopes are never considered: to
     *     fall back from a bay to its station, then to the network, use `resolveRuleInContext`.
     *
     *     With `asKnownAt`, the answer the service would have given at that instant: versions
     *     activated since (a retroactive one included) are left out, so an answer given before a
     *     retroactive activation can be reproduced.
     *
     *     Use instead: `resolveRuleInContext` when the exact scope is not known, or a fallback from
     *     the most specific scope to the network is wanted; `listRuleVersions` for every version,
     *     whatever its state.
     *
     *     Refusals: 404 `rule-not-found` for an unknown rule; 404 `rule-version-not-resolved` when no
     *     version of the scope is in force at `at`; 400 `scope-invalid` for a scope whose subjects do
     *     not fit its type.
     *
     *     Example body:
     *
     *     ```json
     *     { "at": "2037-12-01T07:30:00Z", "scope": { "type": "STATION", "subjects": { "station": "LYS" } } }
     *     ```
     */
    post: operations['resolveRule'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rules/v1/rules/{ruleId}/contextual-resolution': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The rule's id (a UUID), as answered by `createRule` or found by `searchRules`.
         * @example 8e0a2c4f-6b1d-4f3a-9c5e-7d9f1b3a5c27
         */
        ruleId: components['parameters']['RuleId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resolve the version of a rule for a context at an instant
     * @description Given the subjects known about a situation (a departure at bay `QUAI-12` of area
     *     `LYON-PERRACHE` of station `LYS` on line `L1` ...), tries each scope those subjects make up,
     *     from the most specific to the broadest (BAY, STATION_AREA, STATION, LINE, NETWORK; a scope
     *     is tried only when the context holds all its subjects), and answers the first that resolves,
     *     by the same rule as `resolveRule`. With `asKnownAt`, as `resolveRule`: the answer given
     *     at that instant, without the versions activated since.
     *
     *     The answer names the scope that matched and each more specific candidate passed over
     *     (`passedOver`), with why: `NO_ACTIVATED_VERSION` (no version of that scope was ever
     *     activated), `NOT_YET_EFFECTIVE` (activated versions exist, all effective after `at`),
     *     `DEACTIVATED` (the versions effective by `at` were all deactivated by then),
     *     `SCOPE_TYPE_NOT_ALLOWED` (the rule's domain does not take that scope type).
     *
     *     Use instead: `resolveRule` for exactly one scope with no fallback; `getRuleVersion` for
     *     the answered version's full record.
     *
     *     Refusals: 404 `rule-not-found` for an unknown rule; 404 `rule-version-not-resolved` when no
     *     scope resolves, not even NETWORK.
     *
     *     Example body:
     *
     *     ```json
     *     {
     *       "at": "2037-12-01T07:30:00Z",
     *       "subjects": { "station": "LYS", "stationArea": "LYON-PERRACHE", "bay": "QUAI-12", "line": "L1" }
     *     }
     *     ```
     */
    post: operations['resolveRuleInContext'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rules/v1/validation-report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Check every rule and version against the validation rules
     * @description Runs every validation rule over the rules and their versions and answers the notices
     *     found, in the shape of the referential's `getValidationReport`: each notice with the
     *     rule's stable `code`, its `family` (`registry`: what the versions' scopes name in the
     *     registry; `lifecycle`: versions that never take effect, rules with none in force), its
     *     `severity` (`ERROR`: a resolution answers wrong or nothing because of it; `WARNING`:
     *     a decision was left half done; `INFO`: worth a look), the records concerned (first the
     *     one at fault; each with its `type`, `id` and `link`) and a sentence. `rules` lists every
     *     rule run with the count of its notices.
     *
     *     The `registry` rule asks the registry once per distinct scope of the APPROVED and ACTIVE
     *     versions (rules' registry client, as when a version is created), as the registry is now;
     *     when it cannot be asked, the report is refused with 503 `referential-unavailable`. A
     *     rules service run without a registry (`REFERENTIAL_URL` unset) does not run it, and
     *     `rules` does not list it. The instant the rules are read for is `Known-At`: with
     *     `asKnownAt`, the rules and versions as recorded then, at that instant, and the registry
     *     asked as it knew them then; an instant the registry refuses (before it began) is a 400
     *     `invalid-request` naming `query.asKnownAt`, saying the registry refused it.
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
     *       "counts": { "ERROR": 0, "WARNING": 1, "INFO": 0 },
     *       "rules": [{ "code": "RULE_VERSION_APPROVED_NOT_ACTIVATED", "family": "lifecycle", "severity": "WARNING",
     *                   "description": "An approved version whose effective instant has passed was never activated: it never took effect.", "notices": 1 }],
     *       "notices": [{ "code": "RULE_VERSION_APPROVED_NOT_ACTIVATED", "family": "lifecycle", "severity": "WARNING",
     *                     "records": [{ "type": "rule-version", "id": "9c1d…", "link": "/rules/v1/rule-versions/9c1d…" },
     *                                 { "type": "rule", "id": "4b7a…", "link": "/rules/v1/rules/4b7a…" }],
     *                     "message": "Rule DWELL-PAR, version 2, approved, was to take effect at 2026-11-01T00:00:00Z but was never activated." }] }
     *     ```
     *
     *     Use instead: `getValidationReport` for the registry's own report; `resolveRule` for
     *     the version in force for one scope.
     */
    get: operations['getRulesValidationReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rules/v1/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the change feed from a cursor
     * @description What changed in the rules service, as CloudEvents 1.0 (JSON format), oldest first: one
     *     event per write request, record and kind of change, committed in the write's own
     *     transaction (a write rolled back, or a dry run, has none). `type` is
     *     `rules.<record>.<action>` (for example `referential.carrier.suspended`; `changed` when
     *     the operation belongs to another family), `subject` is `<record>/<id>` (`carrier/<uuid>`), `time` the
     *     instant the write was recorded, `validfrom` the first day a dated change applies,
     *     `recordedby` and `requestid` who wrote it and in which request, `data` the record's id,
     *     a `link` to its current representation and the operation. A change recorded ahead (valid
     *     from a later day) gives a second event, `rules.<record>.came-into-force`, on that day,
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
    get: operations['listRulesEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rules/v1/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the webhook subscriptions
     * @description Every subscription to the rules service's change feed, oldest first, with its status, its
     *     position in the feed (the cursor of the last event delivered) and its failures in a row.
     *     Secrets are never listed.
     *
     *     Use instead: `getRulesWebhook` for one subscription; `listRulesWebhookDeliveries`
     *     for its delivery log.
     */
    get: operations['listRulesWebhooks'];
    put?: never;
    /**
     * Subscribe a URL to the change feed
     * @description Every event of the change feed (`listRulesEvents`) recorded from now on that matches
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
     *     the subscription is PAUSED (`resumeRulesWebhook` resumes it where it stopped).
     *     With several replicas of the service, each event is delivered once per subscription; a
     *     replica stopping mid-delivery may leave one event delivered twice, with the same
     *     `webhook-id`.
     *
     *     Permissions: this operation's; the subscription receives the events of the families
     *     whose read permission the token holds now (`rules.rules:read` for rules ...).
     *
     *     Refusals: 422 `webhook-target-refused` naming `body.url` for a target that is not https,
     *     or that reaches a loopback, private or link-local address (allowed in development or with
     *     `WEBHOOKS_ALLOW_PRIVATE_TARGETS=true`); 422 `webhook-event-type-unknown` naming each
     *     `body.types[i]` that is no `rules.<record>.<action>` of a record the token reads;
     *     403 `webhook-nothing-readable` for a token that reads no family of the feed.
     *
     *     Example body: `{ "url": "https://ticketing.example.org/hooks/registry", "types": ["rules.rule.created"] }`.
     */
    post: operations['createRulesWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rules/v1/webhooks/{id}': {
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
     *     Use instead: `listRulesWebhookDeliveries` for its delivery attempts;
     *     `listRulesWebhooks` to find a subscription's id.
     */
    get: operations['getRulesWebhook'];
    put?: never;
    post?: never;
    /**
     * Delete a webhook subscription
     * @description Stops deliveries for good and deletes the subscription with its delivery log. Answers 204.
     *     An unknown id is a 404 `webhook-not-found`.
     */
    delete: operations['deleteRulesWebhook'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rules/v1/webhooks/{id}/pause': {
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
     * @description Stops deliveries; the subscription keeps its position, and `resumeRulesWebhook`
     *     delivers from there what was recorded meanwhile. Answers the subscription. An unknown id
     *     is a 404 `webhook-not-found`.
     */
    post: operations['pauseRulesWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rules/v1/webhooks/{id}/resumption': {
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
    post: operations['resumeRulesWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rules/v1/webhooks/{id}/deliveries': {
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
     *     Use instead: `getRulesWebhook` for the subscription's status and position.
     */
    get: operations['listRulesWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rules/v1/webhooks/{id}/redeliveries': {
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
    post: operations['redeliverRulesWebhookEvents'];
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
    RulesValidationRuleCode:
      | 'RULE_SCOPE_CODE_UNKNOWN'
      | 'RULE_SCOPE_NOT_IN_SERVICE'
      | 'RULE_VERSION_APPROVED_NOT_ACTIVATED'
      | 'RULE_VERSION_NEVER_EFFECTIVE'
      | 'RULE_WITHOUT_VERSION_IN_FORCE';
    /** @enum {string} */
    RulesValidationRuleFamily: 'registry' | 'lifecycle';
    /** @enum {string} */
    ValidationSeverity: 'ERROR' | 'WARNING' | 'INFO';
    RulesValidationRecord: {
      /** @enum {string} */
      type: 'rule' | 'rule-version';
      /** Format: uuid */
      id: string;
      /** @description The record's read (`/rules/v1/...`). */
      link: string;
    };
    RulesValidationNotice: {
      code: components['schemas']['RulesValidationRuleCode'];
      family: components['schemas']['RulesValidationRuleFamily'];
      severity: components['schemas']['ValidationSeverity'];
      /** @description The records concerned, first the one at fault. */
      records: components['schemas']['RulesValidationRecord'][];
      /** @description A sentence for people; may change. */
      message: string;
    };
    RulesValidationReport: {
      /**
       * Format: date
       * @description The business date of `knownAt`.
       */
      at: string;
      /**
       * Format: date-time
       * @description The instant the rules were read for, and as known at (`asKnownAt`, or the instant of the read).
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
        code: components['schemas']['RulesValidationRuleCode'];
        family: components['schemas']['RulesValidationRuleFamily'];
        severity: components['schemas']['ValidationSeverity'];
        description: string;
        /** Format: int32 */
        notices: number;
      }[];
      notices: components['schemas']['RulesValidationNotice'][];
    };
    WebhookCreation: {
      /**
       * Format: uri
       * @description Where each event is POSTed; https (http and private addresses only where the service allows them).
       */
      url: string;
      /** @description What the subscription is for. */
      description?: string;
      /** @description Only events of these types (`rules.rule.created`); all when absent or empty. */
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
      /** @description The `id` of the event to deliver again (`rules-42`), as the feed and the delivery log give it. */
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
       *     `internal-error`/`response-invalid` (500). Through the gateway any operation may also answer `rate-limited` (429, with `Retry-After`), `bad-gateway` (502), `upstream-unavailable` (503) and `upstream-timeout` (504), and the MCP endpoint `origin-not-allowed` (403); the change feed (`GET …/events`) answers `event-cursor-gone` (410). The others belong to the operations whose descriptions name them.
       * @enum {string}
       */
      code:
        | 'bad-gateway'
        | 'body-too-large'
        | 'concurrent-update'
        | 'conflict'
        | 'constraint-violated'
        | 'content-invalid'
        | 'database-unavailable'
        | 'effective-input-invalid'
        | 'effective-time-nonexistent'
        | 'event-cursor-gone'
        | 'forbidden'
        | 'internal-error'
        | 'invalid-request'
        | 'malformed-body'
        | 'method-not-allowed'
        | 'not-found'
        | 'origin-not-allowed'
        | 'rate-limited'
        | 'reference-conflict'
        | 'referential-unavailable'
        | 'response-invalid'
        | 'rule-code-taken'
        | 'rule-domain-not-found'
        | 'rule-not-found'
        | 'rule-version-effective-in-past'
        | 'rule-version-illegal-transition'
        | 'rule-version-not-draft'
        | 'rule-version-not-found'
        | 'rule-version-not-resolved'
        | 'rule-version-self-approval'
        | 'scope-invalid'
        | 'scope-subject-unknown'
        | 'scope-type-not-allowed'
        | 'service-stopping'
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
    /**
     * @description The rule domains of the catalog: `BAY_DWELL_TIME` (how long a bus may stand at a bay),
     *     `BOARDING_CLOSURE` (when boarding closes before departure), `CONNECTION_TIME` (the
     *     minimum time guaranteed for a connection between two departures).
     * @enum {string}
     */
    RuleDomainCode: 'BAY_DWELL_TIME' | 'BOARDING_CLOSURE' | 'CONNECTION_TIME';
    /**
     * @description What a rule version applies to, from the broadest to the most specific place:
     *     `NETWORK` (no subject), `LINE` (`line`), `STATION` (`station`), `STATION_AREA`
     *     (`station`, `stationArea`), `BAY` (`station`, `stationArea`, `bay`).
     * @enum {string}
     */
    ScopeType: 'NETWORK' | 'LINE' | 'STATION' | 'STATION_AREA' | 'BAY';
    /** @description A registry code. */
    SubjectCode: string;
    /** @description The subjects of a scope, by name; which ones a scope type takes is fixed by its type. */
    ScopeSubjects: {
      station?: components['schemas']['SubjectCode'];
      stationArea?: components['schemas']['SubjectCode'];
      bay?: components['schemas']['SubjectCode'];
      line?: components['schemas']['SubjectCode'];
    };
    /**
     * @description What a version applies to: a scope `type` and the `subjects` that type takes, for example
     *     `{ "type": "STATION", "subjects": { "station": "LYS" } }`.
     */
    Scope: {
      type: components['schemas']['ScopeType'];
      subjects: components['schemas']['ScopeSubjects'];
    } & (unknown & unknown & unknown & unknown & unknown);
    RuleDomain: {
      code: components['schemas']['RuleDomainCode'];
      name: string;
      description: string;
      /**
       * Format: int32
       * @description Version of the content schema in force.
       */
      schemaVersion: number;
      /** @description The scope types versions of this domain's rules may take. */
      scopeTypes: components['schemas']['ScopeType'][];
    };
    RuleDomainSchema: {
      code: components['schemas']['RuleDomainCode'];
      /** Format: int32 */
      schemaVersion: number;
      /** @description A JSON Schema (draft 2020-12) for the content of the domain's rule versions. */
      schema: {
        [key: string]: unknown;
      };
    };
    Rule: {
      /** Format: uuid */
      id: string;
      domain: components['schemas']['RuleDomainCode'];
      code: components['schemas']['Code'];
      name: string;
      description: string | null;
      createdBy: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    RuleCreate: {
      domain: components['schemas']['RuleDomainCode'];
      code: components['schemas']['Code'];
      /** @description The rule's name. */
      name: string;
      /** @description What the rule is for, in plain words. */
      description?: string;
    };
    RulePage: {
      data: components['schemas']['Rule'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    /**
     * @description `DRAFT` at creation (editable with PUT) -> `APPROVED` by someone other than its author
     *     and last editor -> `ACTIVE` (takes part in resolution) -> `INACTIVE` (final). Any other
     *     move is a 409.
     * @enum {string}
     */
    RuleVersionState: 'DRAFT' | 'APPROVED' | 'ACTIVE' | 'INACTIVE';
    /**
     * @description When the version takes effect, as the author gave it: either `{instant}` (a UTC or
     *     offset date-time), or `{localDateTime, timeZone}` (a wall-clock time in an IANA zone,
     *     e.g. `2026-03-29T02:30` is refused in `Europe/Paris` because it does not exist).
     *     `effectiveAt` holds the normalised UTC instant. The schema says which fields go together:
     *     `instant` alone, or `localDateTime` with `timeZone`.
     */
    EffectiveInput: {
      /** Format: date-time */
      instant?: string;
      /** @description `YYYY-MM-DDTHH:mm` or `YYYY-MM-DDTHH:mm:ss`, without offset. */
      localDateTime?: string;
      /** @description An IANA time zone, e.g. `Europe/Paris`. */
      timeZone?: string;
    };
    /** @description The rule's content, any JSON value the domain's schema accepts (see `getRuleDomainSchema`). */
    RuleContent: unknown;
    RuleVersionInput: {
      scope: components['schemas']['Scope'];
      effectiveInput: components['schemas']['EffectiveInput'];
      content: components['schemas']['RuleContent'];
    };
    RuleVersion: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      ruleId: string;
      /**
       * Format: int32
       * @description 1, 2, 3 ... within the rule, in creation order.
       */
      versionNumber: number;
      /**
       * Format: int32
       * @description Version of the domain schema the content was checked against.
       */
      schemaVersion: number;
      state: components['schemas']['RuleVersionState'];
      effectiveInput: components['schemas']['EffectiveInput'];
      /**
       * Format: date-time
       * @description The effective instant in UTC.
       */
      effectiveAt: string;
      scope: components['schemas']['Scope'];
      content: components['schemas']['RuleContent'];
      /** @description The author. */
      createdBy: string;
      /** @description Who last edited the draft, if anyone did. */
      editedBy: string | null;
      approvedBy: string | null;
      /** Format: date-time */
      approvedAt: string | null;
      activatedBy: string | null;
      /** Format: date-time */
      activatedAt: string | null;
      inactivatedBy: string | null;
      /** Format: date-time */
      inactivatedAt: string | null;
      /** @description True when the version was activated after its `effectiveAt`, rewriting the answers for the instants between. */
      retroactive: boolean;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    RuleVersionActivation: {
      /** @description Activate a version whose `effectiveAt` is already past, knowingly rewriting the answers given since. */
      retroactive?: boolean;
    };
    /**
     * @description `EDIT` (PUT, DRAFT stays DRAFT), `APPROVE` (DRAFT -> APPROVED), `ACTIVATE` (APPROVED -> ACTIVE), `DEACTIVATE` (ACTIVE -> INACTIVE).
     * @enum {string}
     */
    RuleVersionAction: 'EDIT' | 'APPROVE' | 'ACTIVATE' | 'DEACTIVATE';
    RuleVersionTransitions: {
      /** Format: uuid */
      versionId: string;
      state: components['schemas']['RuleVersionState'];
      /** @description The moves the caller may make now. */
      transitions: {
        action: components['schemas']['RuleVersionAction'];
        targetState: components['schemas']['RuleVersionState'];
        /** @enum {string} */
        method: 'PUT' | 'POST';
        /** @description The path to call. */
        path: string;
        permission: string;
      }[];
      /** @description The moves the lifecycle allows now but the caller may not make. */
      unavailable: {
        action: components['schemas']['RuleVersionAction'];
        /** @enum {string} */
        reason: 'MISSING_PERMISSION' | 'AUTHOR_CANNOT_APPROVE';
      }[];
    };
    ResolutionRequest: {
      /**
       * Format: date-time
       * @description The instant to resolve for.
       */
      at: string;
      scope: components['schemas']['Scope'];
    };
    RuleResolution: {
      /** Format: uuid */
      ruleId: string;
      /**
       * Format: date-time
       * @description The instant resolved for (`at`, in UTC).
       */
      resolvedAt: string;
      scope: components['schemas']['Scope'];
      version: components['schemas']['RuleVersion'];
    };
    ContextualResolutionRequest: {
      /**
       * Format: date-time
       * @description The instant to resolve for.
       */
      at: string;
      subjects: components['schemas']['ScopeSubjects'];
    };
    PassedOverCandidate: {
      scope: components['schemas']['Scope'];
      /**
       * @description Why this more specific scope did not answer: NO_ACTIVATED_VERSION (no version of it was
       *     ever activated), NOT_YET_EFFECTIVE (its activated versions are all effective after
       *     `at`), DEACTIVATED (those effective by `at` were all deactivated by then),
       *     SCOPE_TYPE_NOT_ALLOWED (the rule's domain does not take that scope type).
       * @enum {string}
       */
      reason: 'NO_ACTIVATED_VERSION' | 'NOT_YET_EFFECTIVE' | 'DEACTIVATED' | 'SCOPE_TYPE_NOT_ALLOWED';
    };
    ContextualRuleResolution: {
      /** Format: uuid */
      ruleId: string;
      /** Format: date-time */
      resolvedAt: string;
      scope: components['schemas']['Scope'];
      version: components['schemas']['RuleVersion'];
      /** @description The more specific candidate scopes tried before the one that matched, most specific first. */
      passedOver: components['schemas']['PassedOverCandidate'][];
    };
  };
  responses: {
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
         *       "instance": "/rules/v1/rules/3f2b8c1e-7a4d-4e9b-9c55-0d6e1f2a3b4c",
         *       "code": "database-unavailable"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
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
         *       "instance": "/rules/v1/rules",
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
         *       "detail": "createRule takes a body of application/json, not text/plain.",
         *       "instance": "/rules/v1/rules",
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
         *       "instance": "/rules/v1/rules",
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
         *       "instance": "/rules/v1/rules",
         *       "code": "unauthorized"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description The token lacks the operation's permission (`forbidden`), or the caller may not approve what they wrote (`rule-version-self-approval`). */
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
         *       "detail": "This operation requires the permission rules.rules:write.",
         *       "instance": "/rules/v1/rules",
         *       "code": "forbidden"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description No record with that id (or code), or no version resolves. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:transport:problem:rule-not-found",
         *       "title": "Not Found",
         *       "status": 404,
         *       "detail": "No rule has the id 3f2b8c1e-7a4d-4e9b-9c55-0d6e1f2a3b4c.",
         *       "instance": "/rules/v1/rules/3f2b8c1e-7a4d-4e9b-9c55-0d6e1f2a3b4c",
         *       "code": "rule-not-found"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Conflicts with the current state (duplicate code, illegal transition, edit of a version that is no longer a draft). */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:transport:problem:rule-code-taken",
         *       "title": "Conflict",
         *       "status": 409,
         *       "detail": "A rule with the code DWELL-TIME exists already.",
         *       "instance": "/rules/v1/rules",
         *       "code": "rule-code-taken"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Well-formed content that breaks a business rule (content against the domain schema, scope type the domain does not take, local time that does not exist). */
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
         *       "instance": "/rules/v1/rules",
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
         *       "instance": "/rules/v1/rules",
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
         *       "instance": "/rules/v1/rules",
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
         *       "instance": "/rules/v1/rules",
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
     * @description The rule's id (a UUID), as answered by `createRule` or found by `searchRules`.
     * @example 8e0a2c4f-6b1d-4f3a-9c5e-7d9f1b3a5c27
     */
    RuleId: string;
    /**
     * @description The version's id (a UUID), as answered by `createRuleVersion` or listed by `listRuleVersions`.
     * @example 3c5e7a9b-1d2f-4a6c-8e0b-2d4f6a8c0e13
     */
    VersionId: string;
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
  listRuleDomains: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rule domains, by code. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RuleDomain'][];
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
  getRuleDomainSchema: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The domain's code, e.g. `BAY_DWELL_TIME`.
         * @example BOARDING_CLOSURE
         */
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The domain's content schema. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RuleDomainSchema'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  searchRules: {
    parameters: {
      query?: {
        /** @description Only records whose current version was written at or after this instant (`2026-11-20T08:00:00Z`). */
        updatedSince?: components['parameters']['UpdatedSince'];
        /** @description Matches any part of the code or the name, case-insensitive. */
        search?: string;
        /** @description Only the rules of this domain. */
        domain?: components['schemas']['RuleDomainCode'];
        /** @description Order of the results; by code ascending when absent. */
        sort?: 'codeAsc' | 'codeDesc' | 'newest' | 'oldest';
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
      /** @description One page of rules. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RulePage'];
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
  createRule: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RuleCreate'];
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
  getRule: {
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
         * @description The rule's id (a UUID), as answered by `createRule` or found by `searchRules`.
         * @example 8e0a2c4f-6b1d-4f3a-9c5e-7d9f1b3a5c27
         */
        ruleId: components['parameters']['RuleId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rule. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Rule'];
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
  listRuleChanges: {
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
         * @description The rule's id (a UUID), as answered by `createRule` or found by `searchRules`.
         * @example 8e0a2c4f-6b1d-4f3a-9c5e-7d9f1b3a5c27
         */
        ruleId: components['parameters']['RuleId'];
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
  listRuleVersions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The rule's id (a UUID), as answered by `createRule` or found by `searchRules`.
         * @example 8e0a2c4f-6b1d-4f3a-9c5e-7d9f1b3a5c27
         */
        ruleId: components['parameters']['RuleId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rule's versions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RuleVersion'][];
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
  createRuleVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The rule's id (a UUID), as answered by `createRule` or found by `searchRules`.
         * @example 8e0a2c4f-6b1d-4f3a-9c5e-7d9f1b3a5c27
         */
        ruleId: components['parameters']['RuleId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RuleVersionInput'];
      };
    };
    responses: {
      201: components['responses']['Created'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getRuleVersion: {
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
         * @description The version's id (a UUID), as answered by `createRuleVersion` or listed by `listRuleVersions`.
         * @example 3c5e7a9b-1d2f-4a6c-8e0b-2d4f6a8c0e13
         */
        versionId: components['parameters']['VersionId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rule version. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RuleVersion'];
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
  updateRuleVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The version's id (a UUID), as answered by `createRuleVersion` or listed by `listRuleVersions`.
         * @example 3c5e7a9b-1d2f-4a6c-8e0b-2d4f6a8c0e13
         */
        versionId: components['parameters']['VersionId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RuleVersionInput'];
      };
    };
    responses: {
      /** @description The edited version. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RuleVersion'];
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
  listRuleVersionChanges: {
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
         * @description The version's id (a UUID), as answered by `createRuleVersion` or listed by `listRuleVersions`.
         * @example 3c5e7a9b-1d2f-4a6c-8e0b-2d4f6a8c0e13
         */
        versionId: components['parameters']['VersionId'];
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
  approveRuleVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The version's id (a UUID), as answered by `createRuleVersion` or listed by `listRuleVersions`.
         * @example 3c5e7a9b-1d2f-4a6c-8e0b-2d4f6a8c0e13
         */
        versionId: components['parameters']['VersionId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The approved version. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RuleVersion'];
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
  activateRuleVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The version's id (a UUID), as answered by `createRuleVersion` or listed by `listRuleVersions`.
         * @example 3c5e7a9b-1d2f-4a6c-8e0b-2d4f6a8c0e13
         */
        versionId: components['parameters']['VersionId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['RuleVersionActivation'];
      };
    };
    responses: {
      /** @description The active version. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RuleVersion'];
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
      503: components['responses']['Unavailable'];
    };
  };
  deactivateRuleVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The version's id (a UUID), as answered by `createRuleVersion` or listed by `listRuleVersions`.
         * @example 3c5e7a9b-1d2f-4a6c-8e0b-2d4f6a8c0e13
         */
        versionId: components['parameters']['VersionId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The inactive version. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RuleVersion'];
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
  listRuleVersionTransitions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The version's id (a UUID), as answered by `createRuleVersion` or listed by `listRuleVersions`.
         * @example 3c5e7a9b-1d2f-4a6c-8e0b-2d4f6a8c0e13
         */
        versionId: components['parameters']['VersionId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The moves. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RuleVersionTransitions'];
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
  resolveRule: {
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
         * @description The rule's id (a UUID), as answered by `createRule` or found by `searchRules`.
         * @example 8e0a2c4f-6b1d-4f3a-9c5e-7d9f1b3a5c27
         */
        ruleId: components['parameters']['RuleId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResolutionRequest'];
      };
    };
    responses: {
      /** @description The version that applies. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RuleResolution'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  resolveRuleInContext: {
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
         * @description The rule's id (a UUID), as answered by `createRule` or found by `searchRules`.
         * @example 8e0a2c4f-6b1d-4f3a-9c5e-7d9f1b3a5c27
         */
        ruleId: components['parameters']['RuleId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ContextualResolutionRequest'];
      };
    };
    responses: {
      /** @description The version that applies, the scope that matched and the candidates passed over. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContextualRuleResolution'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getRulesValidationReport: {
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
        family?: components['schemas']['RulesValidationRuleFamily'];
        /** @description Only the rules of this severity. */
        severity?: components['schemas']['ValidationSeverity'];
        /** @description Only this rule. */
        code?: components['schemas']['RulesValidationRuleCode'];
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
          'application/json': components['schemas']['RulesValidationReport'];
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
  listRulesEvents: {
    parameters: {
      query?: {
        /** @description The cursor of the last event read (`cursor` of an event, or `next`); from the oldest kept when absent. */
        after?: string;
        /** @description Only events of these types, comma-separated (`rules.rule-version.activated,rules.rule.created`). */
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
           *       "instance": "/rules/v1/events?after=1042-77",
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
  listRulesWebhooks: {
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
  createRulesWebhook: {
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
  getRulesWebhook: {
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
  deleteRulesWebhook: {
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
  pauseRulesWebhook: {
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
  resumeRulesWebhook: {
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
  listRulesWebhookDeliveries: {
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
  redeliverRulesWebhookEvents: {
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
           *       "instance": "/rules/v1/webhooks/5b1c2f9e-0d7a-4c1e-9a53-2f1e4b7c8d90/redeliveries",
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
