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
     * @description Every rule domain of the catalog shipped with the service, with the version of its
     *     content schema and the scope types its rules may take. The catalog changes only with a
     *     new release of the service.
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
     * @description The JSON Schema (draft 2020-12) that the content of every version of a rule of this domain must satisfy, and its version. An unknown domain is a 404 `rule-domain-not-found`.
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
     * @description Rules whose code or name contains `search` (case-insensitive), optionally of one domain, in the requested order. `total` counts every match.
     */
    get: operations['searchRules'];
    put?: never;
    /**
     * Create a rule
     * @description Creates a rule in a domain of the catalog. The code is unique across all rules,
     *     case-insensitive (409 `rule-code-taken`). A rule has no version until one is created.
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
        /** @description The rule's id. */
        ruleId: components['parameters']['RuleId'];
      };
      cookie?: never;
    };
    /**
     * Read a rule
     * @description The rule; its versions are listed by `listRuleVersions`.
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
  '/rules/v1/rules/{ruleId}/versions': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The rule's id. */
        ruleId: components['parameters']['RuleId'];
      };
      cookie?: never;
    };
    /**
     * List the versions of a rule
     * @description Every version of the rule, in every state, by `versionNumber` ascending (spec operation 5). An unknown rule is a 404.
     */
    get: operations['listRuleVersions'];
    put?: never;
    /**
     * Create a version of a rule
     * @description Creates a DRAFT version numbered one more than the rule's last version (1, 2, 3 ...).
     *     The content must satisfy the JSON Schema of the rule's domain (422 `content-invalid`,
     *     whose `errors` name each failing path, e.g. `body.content.minutes`); the version records
     *     the schema's `schemaVersion`. The scope type must be one the domain allows (422
     *     `scope-type-not-allowed`) and carry exactly its subjects (400 `scope-invalid`).
     *     `effectiveInput` is either `{instant}` or `{localDateTime, timeZone}` (400
     *     `effective-input-invalid` otherwise); a local time that does not exist in the zone (the
     *     hour skipped when clocks go forward) is a 422 `effective-time-nonexistent`, and one that
     *     occurs twice (clocks going back) means its first occurrence.
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
        /** @description The rule version's id. */
        versionId: components['parameters']['VersionId'];
      };
      cookie?: never;
    };
    /**
     * Read a rule version
     * @description The version with who moved it through its lifecycle, and when.
     */
    get: operations['getRuleVersion'];
    /**
     * Edit a draft rule version
     * @description Replaces scope, effective input and content of a DRAFT version, with the same checks as
     *     creation; the content is validated against the domain's current schema and
     *     `schemaVersion` follows it. The editor is recorded in `editedBy` and may not approve the
     *     version. Any other state is a 409 `rule-version-not-draft`.
     */
    put: operations['updateRuleVersion'];
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
        /** @description The rule version's id. */
        versionId: components['parameters']['VersionId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a draft rule version
     * @description Moves a DRAFT version to APPROVED, recording `approvedBy` and `approvedAt`. Duties are
     *     separated: the author (`createdBy`) and the last editor (`editedBy`) may not approve it,
     *     a 403 `rule-version-self-approval` (distinct from the 403 `forbidden` of a missing
     *     permission). Any state other than DRAFT is a 409 `rule-version-illegal-transition`.
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
        /** @description The rule version's id. */
        versionId: components['parameters']['VersionId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Activate an approved rule version
     * @description Moves an APPROVED version to ACTIVE, recording `activatedBy` and `activatedAt`; from
     *     then on it takes part in resolution for instants at or after its `effectiveAt`. Any
     *     state other than APPROVED is a 409 `rule-version-illegal-transition`.
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
        /** @description The rule version's id. */
        versionId: components['parameters']['VersionId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deactivate an active rule version
     * @description Moves an ACTIVE version to INACTIVE for good, recording `inactivatedBy` and
     *     `inactivatedAt`. It no longer resolves for instants at or after `inactivatedAt` (the
     *     earlier version of the scope applies again), and still does for earlier instants, so
     *     past answers stay reproducible. Any state other than ACTIVE is a 409
     *     `rule-version-illegal-transition`.
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
        /** @description The rule version's id. */
        versionId: components['parameters']['VersionId'];
      };
      cookie?: never;
    };
    /**
     * List the moves the caller may make on a rule version now
     * @description `transitions` lists the moves the lifecycle allows from the current state and the
     *     caller may make now, given the permissions of the token and who the caller is;
     *     `unavailable` lists the moves the lifecycle allows but the caller may not make, with
     *     why (`MISSING_PERMISSION`, or `AUTHOR_CANNOT_APPROVE` for the author or last editor).
     *     An INACTIVE version has no moves.
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
        /** @description The rule's id. */
        ruleId: components['parameters']['RuleId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resolve the version of a rule for a scope at an instant
     * @description The version effective for exactly the given scope at the instant `at` (spec operation
     *     2), by the resolution rule of this file's description: activated, not deactivated by
     *     `at`, latest `effectiveAt` at or before `at`, ties to the highest `versionNumber`.
     *     Versions of broader or narrower scopes are never considered (see
     *     `resolveRuleInContext`). An unknown rule is a 404 `rule-not-found`; no version a 404
     *     `rule-version-not-resolved`.
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
        /** @description The rule's id. */
        ruleId: components['parameters']['RuleId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resolve the version of a rule for a context at an instant
     * @description Given the subjects known about a situation (a departure at bay B12 of area A of
     *     station PAR on line L1 ...), tries each scope those subjects make up, from the most
     *     specific to the broadest (BAY, STATION_AREA, STATION, LINE, NETWORK; a scope is
     *     tried only when the context holds all its subjects), and answers the first that
     *     resolves (same rule as `resolveRule`). The answer names the scope that matched and
     *     each more specific candidate passed over, with why: `NO_ACTIVATED_VERSION` (no version
     *     of that scope was ever activated), `NOT_YET_EFFECTIVE` (activated versions exist, all
     *     effective after `at`), `DEACTIVATED` (the versions effective by `at` were all
     *     deactivated by then), `SCOPE_TYPE_NOT_ALLOWED` (the rule's domain does not take that
     *     scope type). When no scope resolves, 404 `rule-version-not-resolved`.
     */
    post: operations['resolveRuleInContext'];
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
    /** @description An RFC 9457 problem document. */
    Problem: {
      /** @description urn:transport:problem:<code> */
      type: string;
      title: string;
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
       *     `internal-error`/`response-invalid` (500). The others belong to the operations whose descriptions name them.
       * @enum {string}
       */
      code:
        | 'body-too-large'
        | 'concurrent-update'
        | 'conflict'
        | 'constraint-violated'
        | 'content-invalid'
        | 'database-unavailable'
        | 'effective-input-invalid'
        | 'effective-time-nonexistent'
        | 'forbidden'
        | 'internal-error'
        | 'invalid-request'
        | 'malformed-body'
        | 'method-not-allowed'
        | 'not-found'
        | 'reference-conflict'
        | 'response-invalid'
        | 'rule-code-taken'
        | 'rule-domain-not-found'
        | 'rule-not-found'
        | 'rule-version-illegal-transition'
        | 'rule-version-not-draft'
        | 'rule-version-not-found'
        | 'rule-version-not-resolved'
        | 'rule-version-self-approval'
        | 'scope-invalid'
        | 'scope-type-not-allowed'
        | 'unauthorized'
        | 'unsupported-media-type';
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
     *     (`station`, `stationArea`), `BAY` (`station`, `stationArea`, `bay`). See the
     *     description of this file for specificity.
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
    Scope: {
      type: components['schemas']['ScopeType'];
      subjects: components['schemas']['ScopeSubjects'];
    };
    RuleDomain: {
      code: components['schemas']['RuleDomainCode'];
      name: string;
      description: string;
      /** @description Version of the content schema in force. */
      schemaVersion: number;
      /** @description The scope types versions of this domain's rules may take. */
      scopeTypes: components['schemas']['ScopeType'][];
    };
    RuleDomainSchema: {
      code: components['schemas']['RuleDomainCode'];
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
      name: string;
      description?: string;
    };
    RulePage: {
      data: components['schemas']['Rule'][];
      page: number;
      size: number;
      total: number;
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
     *     `effectiveAt` holds the normalised UTC instant.
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
      /** @description 1, 2, 3 ... within the rule, in creation order. */
      versionNumber: number;
      /** @description Version of the domain schema the content was checked against. */
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
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
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
       * @description Why this more specific scope did not answer; see the operation's description.
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
    /** @description Malformed or schema-invalid input; `errors` names each field. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description No bearer token, or one that does not verify. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description The token lacks the operation's permission (`forbidden`), or the caller may not approve what they wrote (`rule-version-self-approval`). */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description No record with that id (or code), or no version resolves. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Conflicts with the current state (duplicate code, illegal transition, edit of a version that is no longer a draft). */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Well-formed content that breaks a business rule (content against the domain schema, scope type the domain does not take, local time that does not exist). */
    Unprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
  };
  parameters: {
    /** @description The rule's id. */
    RuleId: string;
    /** @description The rule version's id. */
    VersionId: string;
    /** @description Zero-based page index; 0 when absent. */
    Page: number;
    /** @description Page size, 0 to 200; 20 when absent. 0 answers only the total. */
    Size: number;
  };
  requestBodies: never;
  headers: never;
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
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getRuleDomainSchema: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The domain's code, e.g. `BAY_DWELL_TIME`. */
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
    };
  };
  searchRules: {
    parameters: {
      query?: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RulePage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
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
    };
  };
  getRule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The rule's id. */
        ruleId: components['parameters']['RuleId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rule. */
      200: {
        headers: {
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
    };
  };
  listRuleVersions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The rule's id. */
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
    };
  };
  createRuleVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The rule's id. */
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
      422: components['responses']['Unprocessable'];
    };
  };
  getRuleVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The rule version's id. */
        versionId: components['parameters']['VersionId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rule version. */
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
    };
  };
  updateRuleVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The rule version's id. */
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
      422: components['responses']['Unprocessable'];
    };
  };
  approveRuleVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The rule version's id. */
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
    };
  };
  activateRuleVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The rule version's id. */
        versionId: components['parameters']['VersionId'];
      };
      cookie?: never;
    };
    requestBody?: never;
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
    };
  };
  deactivateRuleVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The rule version's id. */
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
    };
  };
  listRuleVersionTransitions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The rule version's id. */
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
    };
  };
  resolveRule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The rule's id. */
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
    };
  };
  resolveRuleInContext: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The rule's id. */
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
    };
  };
}
