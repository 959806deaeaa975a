// DO NOT EDIT: generated from the OpenAPI file by `pnpm generate`.

export interface paths {
  '/v1/validation-report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Check the whole platform against every service's validation rules
     * @description The reports of the three services in one answer, in their shape: `counts` by severity,
     *     `rules` (every rule run after the filters, with its count of notices) and `notices`
     *     (`code`, `family`, `severity`, the records concerned, first the one at fault, each
     *     with its `link`, and a sentence), each rule and notice naming the `service` it comes
     *     from. The gateway asks each service for its report (`getValidationReport`,
     *     `getRulesValidationReport`, `getSivValidationReport`) with the caller's own token, all
     *     three at the same instant: `asKnownAt`, else the instant the gateway received the
     *     request. That instant is the answer's `knownAt` and `Known-At`; `at` (the registry's
     *     date, else the business date of that instant) is the answer's `at` and `Valid-At`
     *     (rules and siv read their records at the instant, not at a date).
     *
     *     `services` names each of the three and what became of its part: `included`;
     *     `no-permission` (the token lacks that service's `*.validation:read`: a caller sees only
     *     the services it may read); `not-asked` (the filters keep none of its rules); or
     *     `unavailable` (the service did not answer, answered 5xx, or its circuit is open; its
     *     `detail` says which). A service unavailable makes the report `partial: true`, answered
     *     200 with what the others found: the missing service is named, never taken for a service
     *     without notices. A refusal of a service for the request itself (a 400: `asKnownAt`
     *     before the registry began, say) is the answer, naming the parameter.
     *
     *     Filters `family`, `severity` and `code` keep the rules named, in every service whose
     *     rules they name; a code that is no rule's is a 400 naming `query.code`. Answers JSON,
     *     or the same report as an HTML page for people with `format=html` or when `Accept`
     *     names `text/html` and not `application/json` (the services left out named on it).
     *
     *     Use instead: `getValidationReport`, `getRulesValidationReport` or
     *     `getSivValidationReport` for one service's report.
     */
    get: operations['getPlatformValidationReport'];
    put?: never;
    post?: never;
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
      /** Format: int32 */
      status: number;
      detail: string;
      instance?: string;
      /**
       * @description Stable machine-readable reason; branch on it, not on `detail`.
       * @enum {string}
       */
      code:
        | 'unauthorized'
        | 'forbidden'
        | 'invalid-request'
        | 'malformed-body'
        | 'body-too-large'
        | 'unsupported-media-type'
        | 'not-found'
        | 'method-not-allowed'
        | 'internal-error'
        | 'response-invalid'
        | 'service-stopping'
        | 'rate-limited'
        | 'bad-gateway'
        | 'upstream-unavailable'
        | 'upstream-timeout';
      errors?: {
        field: string;
        message: string;
      }[];
    };
    /**
     * @description The stable code of a validation rule of any service.
     * @enum {string}
     */
    PlatformValidationRuleCode:
      | 'GTFS_STATION_WITHOUT_COORDINATES'
      | 'GTFS_TRIP_WITH_ONE_CALL'
      | 'GTFS_CALLS_BACKWARDS_IN_TIME'
      | 'GTFS_CALL_AT_RETIRED_STATION'
      | 'GTFS_CALL_AT_DECOMMISSIONED_BAY'
      | 'SCHEDULE_WITHOUT_CALLS'
      | 'CALENDAR_SERVES_NO_DAY'
      | 'REVISION_SERVES_NO_DAY'
      | 'REVISION_CALENDAR_ENDED'
      | 'SCHEDULE_ON_LINE_NOT_ACTIVE'
      | 'SCHEDULE_TO_RETIRED_DESTINATION'
      | 'ACTIVE_LINE_WITHOUT_SCHEDULE'
      | 'BAY_IN_RETIRED_AREA'
      | 'STATION_IN_RETIRED_AREA'
      | 'CHECKPOINT_IN_RETIRED_AREA'
      | 'STATION_AREA_WITHOUT_ACTIVE_BAY'
      | 'STATIONS_SHARING_A_NAME'
      | 'LINE_WITHOUT_OPERATOR'
      | 'LINE_OPERATOR_NOT_AUTHORIZED'
      | 'LINE_OPERATOR_NOT_ACTIVE'
      | 'AUTHORIZATION_EXPIRING_WITH_LINES'
      | 'AUTHORIZATION_WITHOUT_HOLDER'
      | 'AUTHORIZATION_HOLDER_NOT_ACTIVE'
      | 'AUTHORIZED_VEHICLE_OF_ANOTHER_CARRIER'
      | 'AUTHORIZED_LINE_RETIRED'
      | 'AUTHORIZATION_LAPSED_WITH_LINKS'
      | 'VEHICLE_OF_INACTIVE_CARRIER'
      | 'VEHICLE_OF_RETIRED_CATEGORY'
      | 'VEHICLE_PERMIT_LAPSED'
      | 'VEHICLE_WITHOUT_IDENTIFIER'
      | 'RULE_SCOPE_CODE_UNKNOWN'
      | 'RULE_SCOPE_NOT_IN_SERVICE'
      | 'RULE_VERSION_APPROVED_NOT_ACTIVATED'
      | 'RULE_VERSION_NEVER_EFFECTIVE'
      | 'RULE_WITHOUT_VERSION_IN_FORCE'
      | 'DISPLAY_POINT_AREA_UNKNOWN'
      | 'DISPLAY_POINT_AREA_RETIRED'
      | 'DISPLAY_POINT_BAY_NOT_ACTIVE'
      | 'DISPLAY_POINT_WITHOUT_PROFILE'
      | 'DISPLAY_PROFILE_UNUSED'
      | 'DISPLAY_POINT_NEVER_DELIVERED'
      | 'DISPLAY_POINT_DELIVERY_FAILING';
    /** @enum {string} */
    PlatformValidationRuleFamily:
      | 'gtfs'
      | 'timetable'
      | 'network'
      | 'rights'
      | 'fleet'
      | 'registry'
      | 'lifecycle'
      | 'displays'
      | 'delivery';
    /** @enum {string} */
    PlatformValidationSeverity: 'ERROR' | 'WARNING' | 'INFO';
    /** @enum {string} */
    PlatformValidationService: 'referential' | 'rules' | 'siv';
    PlatformValidationRecord: {
      /** @enum {string} */
      type:
        | 'station'
        | 'station-area'
        | 'bay'
        | 'checkpoint'
        | 'destination'
        | 'line'
        | 'schedule'
        | 'calendar'
        | 'authorization'
        | 'carrier'
        | 'vehicle'
        | 'vehicle-category'
        | 'rule'
        | 'rule-version'
        | 'display-point'
        | 'display-profile';
      /** Format: uuid */
      id: string;
      /** @description The record's read in its service (`/referential/v1/...`, `/rules/v1/...`, `/siv/v1/...`). */
      link: string;
    };
    PlatformValidationNotice: {
      service: components['schemas']['PlatformValidationService'];
      code: components['schemas']['PlatformValidationRuleCode'];
      family: components['schemas']['PlatformValidationRuleFamily'];
      severity: components['schemas']['PlatformValidationSeverity'];
      /** @description The records concerned, first the one at fault. */
      records: components['schemas']['PlatformValidationRecord'][];
      /** @description A sentence for people; may change. */
      message: string;
    };
    PlatformValidationReport: {
      /**
       * Format: date
       * @description The date the registry was read on.
       */
      at: string;
      /**
       * Format: date-time
       * @description The instant every service's report was read as known at.
       */
      knownAt: string;
      /** @description Whether a service the caller may read was unavailable, its notices missing from the report. */
      partial: boolean;
      /** @description The three services, each with what became of its part of the report. */
      services: {
        name: components['schemas']['PlatformValidationService'];
        /**
         * @description `included`: its rules run and their notices are in the report; `no-permission`:
         *     the token lacks its `*.validation:read`; `not-asked`: the filters keep none of
         *     its rules; `unavailable`: it did not answer (the report is partial).
         * @enum {string}
         */
        state: 'included' | 'no-permission' | 'not-asked' | 'unavailable';
        /** @description Why it was left out, for people. */
        detail?: string;
      }[];
      counts: {
        /** Format: int32 */
        ERROR: number;
        /** Format: int32 */
        WARNING: number;
        /** Format: int32 */
        INFO: number;
      };
      /** @description Every rule run (after the filters), with its service and the count of its notices. */
      rules: {
        service: components['schemas']['PlatformValidationService'];
        code: components['schemas']['PlatformValidationRuleCode'];
        family: components['schemas']['PlatformValidationRuleFamily'];
        severity: components['schemas']['PlatformValidationSeverity'];
        description: string;
        /** Format: int32 */
        notices: number;
      }[];
      notices: components['schemas']['PlatformValidationNotice'][];
    };
  };
  responses: {
    /**
     * @description The caller sent more requests than the budget of its client address allows within the
     *     window (problem `rate-limited`; the gateway counts its own operations against the
     *     `public` budget); nothing was done. Send it again after `Retry-After` seconds.
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
         *       "instance": "/v1/validation-report",
         *       "code": "rate-limited"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /**
     * @description The gateway is stopping and did not start a request sent on a connection opened after
     *     it began to (`service-stopping`). A service that cannot answer does not make this
     *     operation a 503: its report is `partial`, naming it. Try again after `Retry-After`
     *     seconds.
     */
    Unavailable: {
      headers: {
        'Retry-After': components['headers']['RetryAfter'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:transport:problem:service-stopping",
         *       "title": "Service Unavailable",
         *       "status": 503,
         *       "detail": "The gateway is stopping; send the request again.",
         *       "instance": "/v1/validation-report",
         *       "code": "service-stopping"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description A parameter breaks the contract (an unknown `code` or `family`, say), a string holding U+0000 or a lone surrogate, or a service refused the request's `asKnownAt`; `errors` names each field. */
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
         *       "detail": "The request does not match the contract: query.code must be equal to one of the allowed values.",
         *       "instance": "/v1/validation-report",
         *       "code": "invalid-request",
         *       "errors": [
         *         {
         *           "field": "query.code",
         *           "message": "must be equal to one of the allowed values"
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
         *       "instance": "/v1/validation-report",
         *       "code": "unauthorized"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description The token lacks `platform.validation:read`, or is scoped to a carrier. */
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
         *       "detail": "This operation requires the permission platform.validation:read.",
         *       "instance": "/v1/validation-report",
         *       "code": "forbidden"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description The gateway failed to answer (`internal-error`) or its answer broke the contract (`response-invalid`). */
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
         *       "instance": "/v1/validation-report",
         *       "code": "internal-error"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
  };
  parameters: {
    /**
     * @description An instant (UTC ISO 8601, `2026-11-20T08:00:00Z`): every service's report as it would
     *     have been given at that instant, all three at that one instant. Absent: the instant the
     *     gateway received the request. An instant not yet come is a 400 naming
     *     `query.asKnownAt`; one before the registry began is the registry's 400 naming it.
     */
    PlatformAsKnownAt: string;
    /** @description The date the registry is read on (`YYYY-MM-DD`); when absent, the business date of the instant read as known at. Rules and siv read their records at that instant. */
    PlatformAt: string;
  };
  requestBodies: never;
  headers: {
    /** @description Seconds to wait before sending the request again. */
    RetryAfter: number;
    /**
     * @description What remains of the caller's budget and when it renews (`"public-read";r=0;t=12`,
     *     draft-ietf-httpapi-ratelimit-headers-11), on every answer of the gateway.
     */
    RateLimit: string;
    /**
     * @description The budget the request was counted against (`"public-read";q=600;w=60`), on every
     *     answer of the gateway.
     */
    RateLimitPolicy: string;
    /** @description The instant every service's report was read as known at (`knownAt`). */
    PlatformKnownAt: string;
    /** @description The date the registry was read on (`at`). */
    PlatformValidAt: string;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getPlatformValidationReport: {
    parameters: {
      query?: {
        /**
         * @description An instant (UTC ISO 8601, `2026-11-20T08:00:00Z`): every service's report as it would
         *     have been given at that instant, all three at that one instant. Absent: the instant the
         *     gateway received the request. An instant not yet come is a 400 naming
         *     `query.asKnownAt`; one before the registry began is the registry's 400 naming it.
         */
        asKnownAt?: components['parameters']['PlatformAsKnownAt'];
        /** @description The date the registry is read on (`YYYY-MM-DD`); when absent, the business date of the instant read as known at. Rules and siv read their records at that instant. */
        at?: components['parameters']['PlatformAt'];
        /** @description Only the rules of this family (in every service that has it). */
        family?: components['schemas']['PlatformValidationRuleFamily'];
        /** @description Only the rules of this severity. */
        severity?: components['schemas']['PlatformValidationSeverity'];
        /** @description Only this rule (its service alone is asked). */
        code?: components['schemas']['PlatformValidationRuleCode'];
        /** @description `json` or `html`; without it, HTML when `Accept` names `text/html` and not `application/json`, else JSON. */
        format?: 'json' | 'html';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report of the services included, naming those left out and why. */
      200: {
        headers: {
          'Known-At': components['headers']['PlatformKnownAt'];
          'Valid-At': components['headers']['PlatformValidAt'];
          /** @description `Accept`: without `format`, the report is HTML when `Accept` names `text/html` (and not JSON), else JSON; a cache keeps one of each. */
          Vary?: 'Accept';
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlatformValidationReport'];
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
}
