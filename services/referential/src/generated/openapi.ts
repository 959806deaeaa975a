// DO NOT EDIT: generated from the OpenAPI file by `pnpm generate`.

export interface paths {
  '/referential/v1/station-areas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search station areas
     * @description Station areas whose code or name contains `search` (case-insensitive), in the requested order.
     */
    get: operations['searchStationAreas'];
    put?: never;
    /**
     * Create a station area
     * @description Creates an ACTIVE station area. Its code is unique across all station areas, retired ones included.
     */
    post: operations['createStationArea'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/station-areas/by-code/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a station area by its code
     * @description Finds a station area, active or retired, by its exact code (case-insensitive).
     */
    get: operations['getStationAreaByCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/station-areas/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's id. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /** Read a station area */
    get: operations['getStationArea'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Correct a station area
     * @description Corrects the name or code of an active station area. A retired area cannot be corrected (409).
     */
    patch: operations['correctStationArea'];
    trace?: never;
  };
  '/referential/v1/station-areas/{id}/retirement': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's id. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Retire a station area
     * @description Retires the station area with a reason (spec operation 14). Refused with 409
     *     `station-area-has-active-bays` while any of its bays is ACTIVE (decommission them first),
     *     and with 409 `station-area-retired` when it is retired already. A retired area takes no new bays.
     */
    post: operations['retireStationArea'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/bays': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search bays
     * @description Bays whose code contains `search` (case-insensitive), optionally in one station area
     *     (spec operation 8). `total` counts every match.
     */
    get: operations['searchBays'];
    put?: never;
    /**
     * Create a bay in a station area
     * @description Creates an ACTIVE bay (spec operation 11). The code is unique among the active bays of
     *     the area, case-insensitive (409 `bay-code-taken`); the area must exist (404) and not be
     *     retired (409 `station-area-retired`).
     */
    post: operations['createBay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/bays/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's id. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /** Read a bay */
    get: operations['getBay'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Correct a bay
     * @description Corrects code, position or dimensions of an active bay; its station area never changes. A decommissioned bay cannot be corrected (409).
     */
    patch: operations['correctBay'];
    trace?: never;
  };
  '/referential/v1/bays/{id}/decommissioning': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's id. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decommission a bay
     * @description Moves an ACTIVE bay to DECOMMISSIONED, for good; its code becomes free for a new bay. A second decommissioning is a 409.
     */
    post: operations['decommissionBay'];
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
      /** @description Stable machine-readable reason. */
      code: string;
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
    Retirement: {
      /** @description Why the record is retired. */
      reason: string;
    };
    /**
     * @description ACTIVE, or RETIRED by the retirement operation (final).
     * @enum {string}
     */
    StationAreaStatus: 'ACTIVE' | 'RETIRED';
    StationArea: {
      /** Format: uuid */
      id: string;
      code: components['schemas']['Code'];
      name: string;
      status: components['schemas']['StationAreaStatus'];
      retirementReason: string | null;
      /** Format: date-time */
      retiredAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    StationAreaCreate: {
      code: components['schemas']['Code'];
      name: string;
    };
    StationAreaCorrection: {
      code?: components['schemas']['Code'];
      name?: string;
    };
    StationAreaPage: {
      data: components['schemas']['StationArea'][];
      page: number;
      size: number;
      total: number;
    };
    /**
     * @description ACTIVE at creation; DECOMMISSIONED by the decommissioning operation (final).
     * @enum {string}
     */
    BayStatus: 'ACTIVE' | 'DECOMMISSIONED';
    Bay: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      stationAreaId: string;
      code: components['schemas']['Code'];
      /** @description Order of the bay within its area. */
      position: number;
      /** @description Usable length in metres. */
      lengthM: number | null;
      /** @description Clearance height in metres. */
      heightM: number | null;
      status: components['schemas']['BayStatus'];
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    BayCreate: {
      /** Format: uuid */
      stationAreaId: string;
      code: components['schemas']['Code'];
      position: number;
      lengthM?: number;
      heightM?: number;
    };
    BayCorrection: {
      code?: components['schemas']['Code'];
      position?: number;
      lengthM?: number | null;
      heightM?: number | null;
    };
    BayPage: {
      data: components['schemas']['Bay'][];
      page: number;
      size: number;
      total: number;
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
    /** @description The token lacks the operation's permission. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description No record with that id (or code). */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Conflicts with the current state (duplicate code, illegal transition, overlapping period). */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Well-formed content that breaks a business rule. */
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
    /** @description The record's id. */
    Id: string;
    /** @description Matches any part of the code or the name, case-insensitive. */
    Search: string;
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
  searchStationAreas: {
    parameters: {
      query?: {
        /** @description Matches any part of the code or the name, case-insensitive. */
        search?: components['parameters']['Search'];
        /** @description Lifecycle status to list; defaults to ACTIVE. */
        status?: components['schemas']['StationAreaStatus'];
        /** @description Order of the results; by code ascending when absent. */
        sort?: 'codeAsc' | 'codeDesc' | 'nameAsc' | 'newest' | 'oldest';
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
      /** @description One page of station areas. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StationAreaPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createStationArea: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StationAreaCreate'];
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
  getStationAreaByCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: components['schemas']['Code'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The station area. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StationArea'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getStationArea: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's id. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The station area. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StationArea'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  correctStationArea: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's id. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StationAreaCorrection'];
      };
    };
    responses: {
      /** @description The corrected station area. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StationArea'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  retireStationArea: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's id. */
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
      /** @description Retired. */
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
      409: components['responses']['Conflict'];
    };
  };
  searchBays: {
    parameters: {
      query?: {
        /** @description Matches any part of a bay code, case-insensitive. */
        search?: string;
        /** @description Only the bays of this station area. */
        'stationAreaId.value'?: string;
        /** @description Lifecycle status to list; defaults to ACTIVE. */
        status?: components['schemas']['BayStatus'];
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
      /** @description One page of bays. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BayPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createBay: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BayCreate'];
      };
    };
    responses: {
      201: components['responses']['Created'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  getBay: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's id. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The bay. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Bay'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  correctBay: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's id. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BayCorrection'];
      };
    };
    responses: {
      /** @description The corrected bay. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Bay'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  decommissionBay: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's id. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The decommissioned bay. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Bay'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
}
