// DO NOT EDIT: generated from the OpenAPI file by `pnpm generate`.

export interface paths {
  '/referential/v1/carriers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search carriers
     * @description Carriers matching every filter given: `search` matches any part of the code or the
     *     name, `code` the exact code, `name` any part of the name (all case-insensitive),
     *     `status` one status (all statuses when absent). Each carrier is answered with its status
     *     on `at` (today when absent); a carrier registered after `at` is left out. Payout details
     *     are never included.
     *
     *     Use instead: `getCarrierByCode` when the exact code is known (one carrier, no paging);
     *     `getCarrier` for one carrier by id at a date; `getCarrierTimeline` for every status period
     *     of one carrier.
     */
    get: operations['searchCarriers'];
    put?: never;
    /**
     * Register a carrier
     * @description Registers a carrier in status PENDING and answers 201 with its `id` and a `Location`.
     *     Activation is a separate step (`activateCarrier`). Payout details are recorded apart, under
     *     their own permission (`recordBeneficiary`).
     *
     *     Refusals: 409 `carrier-code-taken` when another carrier has the code, case-insensitive.
     *
     *     Example body:
     *
     *     ```json
     *     { "code": "RHONEXPRESS", "name": "Rhône Express Coaches", "ticketingModel": "NETWORK", "addressCity": "Lyon" }
     *     ```
     */
    post: operations['registerCarrier'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/carriers/by-code/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a carrier by its code
     * @description Finds a carrier, in any status, by its exact code, case-insensitive:
     *     `/carriers/by-code/rhonexpress` finds `RHONEXPRESS`. Payout details are never included. A
     *     code that names no carrier is a 404 `carrier-not-found`.
     *
     *     Use instead: `getCarrier` when the id is known or the carrier is wanted as it stood at
     *     another date (`at`); `searchCarriers` for a partial code or name, or to filter by status.
     */
    get: operations['getCarrierByCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/carriers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Read a carrier
     * @description The carrier, in any status, as it stood on `at` (today when absent): its status and
     *     suspension reason that day. Payout details are read with the beneficiary operations only.
     *
     *     Use instead: `getCarrierByCode` when only the code is known; `searchCarriers` to find
     *     carriers by part of a code or name; `getCarrierTimeline` for all its status periods (past
     *     and scheduled) at once; `listCarrierChanges` for who changed it and when.
     *
     *     Refusals: 404 `carrier-not-found`; 422 `history-no-state` naming `query.at` for a date
     *     before the carrier was registered; 400 for an `at` that is not a date.
     */
    get: operations['getCarrier'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Correct a carrier's name, contact details and address
     * @description Corrects the name, the contact details (`legalIdentifier`, `logo`, `website`, `phoneNumber`,
     *     `email`) and the address (`addressLine1`, `addressLine2`, `addressZip`, `addressCity`) of a
     *     carrier in any status. Only the fields sent change; `null` clears an optional field. The
     *     code, ticketing model and status never change here (a body naming them is a 400). Answers
     *     204 with no body. With `If-Match`, the correction applies only to the version read.
     *
     *     Use instead: `suspendCarrier`, `reactivateCarrier` or `activateCarrier` to change the
     *     status from a date (a dated change); `correctCarrierPeriod` or `insertCarrierPeriod` to
     *     correct a status recorded wrongly in the past.
     *
     *     Refusals: 404 `carrier-not-found`; 409 `stale-representation` when the carrier changed since
     *     the version named by `If-Match`.
     *
     *     Example body: `{ "phoneNumber": "+33 4 72 00 00 00", "website": null }`.
     */
    patch: operations['correctCarrier'];
    trace?: never;
  };
  '/referential/v1/carriers/{id}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the changes of a carrier
     * @description Every write to the carrier and to the rows that belong to it (its status changes,
     *     periods, members ...), as the audit trail recorded it in the write's own transaction,
     *     newest first and paged: when, who (the token's subject), the request id, the operation,
     *     and each changed field before and after. Its creation lists the fields it was given.
     *     The same permission as reading the carrier.
     *     The payout details' values (holder, account, bank, BIC, reference) are `****` for a
     *     reader without `referential.beneficiaries:read`.
     *
     *     Use instead: `getCarrierTimeline` for the status periods themselves (what held when);
     *     `getCarrier` for the carrier as it stands.
     *
     *     Refusals: 404 `carrier-not-found` for an id no carrier ever had.
     */
    get: operations['listCarrierChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/carriers/{id}/activation': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Activate a pending carrier
     * @description Moves a PENDING carrier to ACTIVE, from today or from `effectiveFrom` (a later date: the
     *     carrier stays PENDING until the day before). From any other status on that date it is a
     *     409 `carrier-transition-refused` naming the status.
     *
     *     Refusals: 404 `carrier-not-found`; 422 `history-change-in-past` naming
     *     `body.effectiveFrom` for a date before today (the past is changed only by a correction of
     *     the timeline); 409 `history-change-scheduled` when a change is already recorded after that
     *     date. The answer is the carrier as it stands from that date.
     *
     *     Example body (optional): `{ "effectiveFrom": "2027-03-01" }`.
     */
    post: operations['activateCarrier'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/carriers/{id}/suspension': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Suspend an active carrier
     * @description Moves an ACTIVE carrier to SUSPENDED with a reason, from today or from `effectiveFrom` (a
     *     later date: reads before it still answer ACTIVE, reads from it SUSPENDED, and the
     *     suspension can be cancelled until then with `cancelCarrierChange`). From any other status
     *     on that date it is a 409 `carrier-transition-refused` naming the status.
     *
     *     Use instead: `correctCarrier` for the name, contact details or address (no date);
     *     `insertCarrierPeriod` to record a suspension in the past (a correction of the history);
     *     `cancelCarrierChange` to cancel one still to come.
     *
     *     Refusals: 404 `carrier-not-found`; 422 `history-change-in-past` naming
     *     `body.effectiveFrom` for a date before today; 409 `history-change-scheduled` when a
     *     change is already recorded after that date. The answer is the carrier as it stands from
     *     that date.
     *
     *     Example body: `{ "reason": "insurance lapsed", "effectiveFrom": "2027-03-01" }`.
     */
    post: operations['suspendCarrier'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/carriers/{id}/reactivation': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reactivate a suspended carrier
     * @description Moves a SUSPENDED carrier back to ACTIVE and clears the suspension reason, from today or
     *     from `effectiveFrom` (a later date). From any other status on that date it is a 409
     *     `carrier-transition-refused` naming the status.
     *
     *     Use instead: `correctCarrierPeriod` to correct a suspension recorded wrongly in the past
     *     rather than end it from a date; `cancelCarrierChange` to cancel a change still to come.
     *
     *     Refusals: 404 `carrier-not-found`; 422 `history-change-in-past` naming
     *     `body.effectiveFrom` for a date before today (the past is changed only by a correction of
     *     the timeline); 409 `history-change-scheduled` when a change is already recorded after that
     *     date. The answer is the carrier as it stands from that date.
     *
     *     Example body (optional): `{ "effectiveFrom": "2027-03-01" }`.
     */
    post: operations['reactivateCarrier'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/carriers/{id}/timeline': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List a carrier's status periods in order
     * @description The carrier's effective-dated status periods, earliest first: each with what held
     *     (`state`: status and suspension reason), its first and last day (`effectiveTo` inclusive,
     *     null while open), whether it is `current` (in force today) or `future` (recorded ahead),
     *     and explicit gaps (`gap: true`, `id` and `state` null) where no period is in force. Paged
     *     like the searches.
     *
     *     Use instead: `getCarrier` for the carrier on one date; `listCarrierChanges` for the audit
     *     trail of the writes (who, when, which fields) rather than the periods in force.
     *
     *     An unknown carrier id is a 404 `carrier-not-found`.
     */
    get: operations['getCarrierTimeline'];
    put?: never;
    /**
     * Insert a status change between two periods (a correction of the history)
     * @description A correction of the carrier's history: from `effectiveFrom` (any date, past included),
     *     the period in force that day is split and the new one takes `status` (and
     *     `suspensionReason` for SUSPENDED); the later periods are kept. Needs
     *     `referential.carriers:insert-period`. Answers 201 with the new period's id.
     *
     *     Use instead: `suspendCarrier` or `reactivateCarrier` for a change from today or a later
     *     date; `correctCarrierPeriod` when a period already starts that day.
     *
     *     Refusals: 404 `carrier-not-found`; 422 `history-row-overlaps` naming `body.effectiveFrom`
     *     when a period already starts that day (correct it instead), `history-no-state` when no
     *     period is in force that day, `carrier-suspension-reason-missing` naming
     *     `body.suspensionReason`.
     *
     *     Example body: `{ "effectiveFrom": "2026-05-01", "status": "SUSPENDED", "suspensionReason": "unpaid fees" }`.
     */
    post: operations['insertCarrierPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/carriers/{id}/timeline/{periodId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Cancel a status change still to come
     * @description Removes a period that starts after today (a scheduled suspension, say); the period before
     *     it resumes its former end, so reads from that date answer what held before the change was
     *     recorded. Answers 204.
     *
     *     Use instead: `correctCarrierPeriod` or `endCarrierPeriod` for a period already in force or
     *     past.
     *
     *     Refusals: 404 `carrier-not-found`, `history-row-not-found`; 409 `history-row-in-force`
     *     for a period already in force or past (that is a correction).
     */
    delete: operations['cancelCarrierChange'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/carriers/{id}/timeline/{periodId}/correction': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Correct a status period in place (a correction of the history)
     * @description Corrects one period of the carrier's history in place, from its first day: its `status`,
     *     its `suspensionReason` (a wrong reason) and its first day `effectiveFrom` (a wrong
     *     suspension date; the period before then ends the day before). Needs
     *     `referential.carriers:correct-period`. Answers the corrected period.
     *
     *     Use instead: `insertCarrierPeriod` to add a change inside a period; `correctCarrier` for
     *     the name and contact details, which have no periods.
     *
     *     Refusals: 404 `carrier-not-found`, `history-row-not-found`; 422 `history-row-overlaps`
     *     naming `body.effectiveFrom` when the period would cover another one, `period-invalid`
     *     when it would start after its end, `carrier-suspension-reason-missing`.
     *
     *     Example body: `{ "effectiveFrom": "2027-02-15" }`.
     */
    post: operations['correctCarrierPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/carriers/{id}/timeline/{periodId}/end': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End a status period without a successor (a correction of the history)
     * @description Ends the period on `effectiveTo` (inclusive), leaving no period after it until the next
     *     one, if any (a gap in the timeline). Needs `referential.carriers:end-period`.
     *     Answers the ended period.
     *
     *     Use instead: `correctCarrierPeriod` to change a period rather than end it;
     *     `cancelCarrierChange` to cancel a change still to come.
     *
     *     Refusals: 404 `carrier-not-found`, `history-row-not-found`; 422 `period-invalid` naming
     *     `body.effectiveTo` before the period's start, `history-row-overlaps` naming
     *     `body.effectiveTo` on or after the next period's start.
     *
     *     Example body: `{ "effectiveTo": "2026-12-31" }`.
     */
    post: operations['endCarrierPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/carriers/{id}/beneficiaries/effective': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Read a carrier's payout details at a date
     * @description The payout details in force on `at` (default today in the business time zone), with the
     *     account identifier masked (`FR14****2606`; `revealBeneficiaryAccount` gives it whole), and
     *     the change request waiting for approval, if any (`pendingChange`). 404
     *     `beneficiary-not-found` when none covers that date. Needs
     *     `referential.beneficiaries:read`; no carrier permission gives access.
     *
     *     Use instead: `listBeneficiaryHistory` for every period of payout details, past and
     *     scheduled.
     */
    get: operations['getEffectiveBeneficiary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/carriers/{id}/beneficiaries': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the history of a carrier's payout details
     * @description Every period of payout details of the carrier, latest first, and the change request
     *     waiting for approval, if any (`pendingChange`, also when no period exists yet): its
     *     details become a period only once someone other than its requester approves it. Needs
     *     `referential.beneficiaries:read`.
     *
     *     Use instead: `getEffectiveBeneficiary` for only the payout details in force on one date.
     *
     *     An unknown carrier id is a 404 `carrier-not-found`.
     */
    get: operations['listBeneficiaryHistory'];
    put?: never;
    /**
     * Request a change of a carrier's payout details from a date
     * @description Records a change request for the carrier's payout details from `effectiveFrom` (a
     *     calendar date). Payout details are under dual control: the request changes nothing until
     *     someone else, holding `referential.beneficiaries:approve`, approves it
     *     (`approveBeneficiaryChange`); the details in force stay so meanwhile, and the request shows
     *     as `pendingChange` in `getEffectiveBeneficiary`. A request waits 30 days
     *     (`PAYOUT_CHANGE_REQUEST_TTL_DAYS`), then expires.
     *     Answers 201 with the request's `Location`.
     *
     *     `accountIdentifier` is an IBAN (spaces allowed, stored without them, upper case) whose
     *     mod-97 checksum is verified; reads show it masked. `holderName` is compared with the
     *     carrier's name (accents, case, punctuation and legal forms left out): the request's
     *     `nameCheck` says `MATCH` or `MISMATCH`, and a mismatch must be acknowledged by the
     *     approver. Needs `referential.beneficiaries:write`; the details never appear in carrier
     *     reads or logs.
     *
     *     Refusals: 404 `carrier-not-found`; 400 `invalid-request` naming `body.accountIdentifier`
     *     for an identifier not shaped as an IBAN, and 422 `account-identifier-invalid` naming it
     *     (without repeating it) for one whose checksum fails; 409 `beneficiary-change-pending`
     *     while another request of the carrier waits; 409 `beneficiary-period-conflict` for a date
     *     on or before the start of the current details (history is never rewritten).
     *
     *     Example body:
     *
     *     ```json
     *     { "holderName": "Rhône Express Coaches", "accountIdentifier": "FR76 3000 6000 0112 3456 7890 189", "effectiveFrom": "2027-01-01" }
     *     ```
     */
    post: operations['recordBeneficiary'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/carriers/{id}/beneficiaries/{beneficiaryId}/reveal': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of payout details (`id` of `listBeneficiaryHistory`).
         * @example 3f327acd-783e-4b75-a3a4-ebd7845b0bfb
         */
        beneficiaryId: components['parameters']['BeneficiaryId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reveal the full account identifier of a period of payout details
     * @description Answers the holder, the whole account identifier and the BIC of one period of the
     *     carrier's payout details (`id` of `listBeneficiaryHistory`), and records the reveal: who,
     *     when, under which request and why (`reason`, required). Every reveal is listed by
     *     `listPayoutReveals`. Needs `referential.beneficiaries:reveal`; reading payout details
     *     does not give it.
     *
     *     Refusals: 409 `payout-details-erased` once the carrier's payout details were erased; 404 `carrier-not-found`, `beneficiary-not-found`; 400 `invalid-request` naming
     *     `body.reason` when it is missing or blank.
     *
     *     Example body: `{ "reason": "Payment run 2026-12 returned by the bank" }`.
     */
    post: operations['revealBeneficiaryAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/carriers/{id}/beneficiary-changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List a carrier's payout change requests
     * @description The carrier's change requests of payout details, latest first, with their status
     *     (`PENDING`, `APPROVED`, `REJECTED`, `EXPIRED`), who asked and who decided; account
     *     identifiers masked. `status` keeps one status. Needs `referential.beneficiaries:read`.
     *
     *     Use instead: `getBeneficiaryChange` for one request (the `Location` of
     *     `recordBeneficiary`); `getEffectiveBeneficiary` for the details in force and the request
     *     waiting, if any.
     *
     *     Refusals: 404 `carrier-not-found`.
     */
    get: operations['listBeneficiaryChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/carriers/{id}/beneficiary-changes/{changeId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a payout change request (the last segment of `recordBeneficiary`'s `Location`).
         * @example edb0b794-4e4f-46eb-a6fa-9ed79ac76248
         */
        changeId: components['parameters']['BeneficiaryChangeId'];
      };
      cookie?: never;
    };
    /**
     * Read a payout change request
     * @description One change request of the carrier's payout details (the `Location` of
     *     `recordBeneficiary`), account identifier masked. Needs `referential.beneficiaries:read`.
     *
     *     Use instead: `listBeneficiaryChanges` for every request of the carrier, or those in one
     *     status.
     *
     *     Refusals: 404 `carrier-not-found`, `beneficiary-change-not-found`.
     */
    get: operations['getBeneficiaryChange'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/carriers/{id}/beneficiary-changes/{changeId}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a payout change request (the last segment of `recordBeneficiary`'s `Location`).
         * @example edb0b794-4e4f-46eb-a6fa-9ed79ac76248
         */
        changeId: components['parameters']['BeneficiaryChangeId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a payout change request (the second pair of eyes)
     * @description Approves a PENDING request: its details become the carrier's payout details from its
     *     `effectiveFrom`, or from today when that date has passed (`appliedFrom`), and the details
     *     in force until then end the day before. Answers the approved request. Its author may not
     *     approve it. A holder name that differs from the carrier's (`nameCheck: MISMATCH`) needs
     *     `acknowledgeNameMismatch: true`. Needs `referential.beneficiaries:approve`.
     *
     *     Refusals: 404 `carrier-not-found`, `beneficiary-change-not-found`; 403
     *     `beneficiary-change-self-approval` for the request's author; 409
     *     `beneficiary-change-not-pending` for a request already approved, rejected or expired;
     *     409 `beneficiary-change-unconfirmed` when the carrier's confirmation is required
     *     (`PAYOUT_CHANGE_CONFIRMATION_REQUIRED`) and not given yet (`confirmBeneficiaryChange`);
     *     422 `beneficiary-name-mismatch-unacknowledged` naming `body.acknowledgeNameMismatch`;
     *     409 `beneficiary-period-conflict` when the date is on or before the start of the details
     *     in force.
     *
     *     Example body: `{ "acknowledgeNameMismatch": true }` (or no body).
     */
    post: operations['approveBeneficiaryChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/carriers/{id}/beneficiary-changes/{changeId}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a payout change request (the last segment of `recordBeneficiary`'s `Location`).
         * @example edb0b794-4e4f-46eb-a6fa-9ed79ac76248
         */
        changeId: components['parameters']['BeneficiaryChangeId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject a payout change request, with its reason
     * @description Rejects a PENDING request with a `reason`; nothing changes in the payout details. Its
     *     author may reject it too (a withdrawal). Answers the rejected request. Needs
     *     `referential.beneficiaries:approve`.
     *
     *     Refusals: 404 `carrier-not-found`, `beneficiary-change-not-found`; 409
     *     `beneficiary-change-not-pending`; 400 `invalid-request` naming `body.reason`.
     *
     *     Example body: `{ "reason": "The holder could not be confirmed by phone" }`.
     */
    post: operations['rejectBeneficiaryChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/carriers/{id}/beneficiary-changes/{changeId}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a payout change request (the last segment of `recordBeneficiary`'s `Location`).
         * @example edb0b794-4e4f-46eb-a6fa-9ed79ac76248
         */
        changeId: components['parameters']['BeneficiaryChangeId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm, as the carrier, a payout change request
     * @description The carrier confirms a PENDING request of its payout details: only a token scoped to the
     *     carrier (claim `carrier_id`) may, and the request records who confirmed it and when
     *     (`confirmedBy`, `confirmedAt`). A request made with such a token is confirmed by being
     *     made. When the referential requires the carrier's confirmation
     *     (`PAYOUT_CHANGE_CONFIRMATION_REQUIRED`), a request is approved only once confirmed.
     *     Confirming a confirmed request changes nothing. Answers the request. Needs
     *     `referential.beneficiaries:write`.
     *
     *     Refusals: 404 `carrier-not-found`, `beneficiary-change-not-found` (another carrier's
     *     request too); 403 `beneficiary-change-confirmation-by-carrier` for a token not scoped to
     *     the carrier; 409 `beneficiary-change-not-pending` for a request already approved,
     *     rejected or expired.
     */
    post: operations['confirmBeneficiaryChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/carriers/{id}/beneficiary-changes/{changeId}/reveal': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a payout change request (the last segment of `recordBeneficiary`'s `Location`).
         * @example edb0b794-4e4f-46eb-a6fa-9ed79ac76248
         */
        changeId: components['parameters']['BeneficiaryChangeId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reveal the full account identifier of a payout change request
     * @description Answers the holder, the whole account identifier and the BIC a change request asks for
     *     (an approver checking them with the carrier), and records the reveal with its `reason`,
     *     listed by `listPayoutReveals`. Needs `referential.beneficiaries:reveal`.
     *
     *     Refusals: 409 `payout-details-erased` once the carrier's payout details were erased; 404 `carrier-not-found`, `beneficiary-change-not-found`; 400
     *     `invalid-request` naming `body.reason`.
     *
     *     Example body: `{ "reason": "Checking the new account with the carrier before approval" }`.
     */
    post: operations['revealBeneficiaryChangeAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/carriers/{id}/payout-reveals': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List who revealed a carrier's account identifiers, when and why
     * @description Every reveal of a full account identifier of the carrier (of a period or of a change
     *     request), latest first: who, when, the request and the reason. Needs
     *     `referential.beneficiaries:read`.
     *
     *     Use instead: `listBeneficiaryChanges` for who requested and who decided each change of
     *     the details.
     *
     *     Refusals: 404 `carrier-not-found`.
     */
    get: operations['listPayoutReveals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/carriers/{id}/payout-erasures': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the erasures of a carrier's payout details
     * @description Every erasure of the carrier's payout details, latest first: on request
     *     (`erasePayoutDetails`, with who and why) or at the end of their retention period
     *     (`cause: RETENTION`). Needs `referential.beneficiaries:read`.
     *
     *     Use instead: `listPayoutReveals` for who read a whole account identifier;
     *     `listBeneficiaryChanges` for who requested and who decided each change of the details.
     *
     *     Refusals: 404 `carrier-not-found`.
     */
    get: operations['listPayoutErasures'];
    put?: never;
    /**
     * Erase a carrier's payout details on request
     * @description Erases every value of the carrier's payout details, at once and for good: the holder,
     *     account, bank, BIC and reference of each period and of each change request, in the
     *     records and in their audit trail. They are stored sealed under a data key of the
     *     carrier, and this destroys the key (crypto-shredding, ADR 0073): the periods and requests
     *     keep their dates, statuses and decisions, their personal fields read as null with
     *     `erased: true`, reveals answer 409 `payout-details-erased`, and no query of the database
     *     can read them back. A request still pending is rejected with the erasure's reason. The
     *     carrier is paid again only once new details are requested and approved (they are
     *     sealed under a new key). The erasure is recorded (who, when, why, under which request)
     *     and listed by `listPayoutErasures`; the same happens by itself when the retention period
     *     after a carrier's suspension ends (`PAYOUT_RETENTION_DAYS`, `cause: RETENTION`). Needs
     *     `referential.beneficiaries:erase`.
     *
     *     Use instead: `rejectBeneficiaryChange` to refuse one pending change and keep the
     *     details in force.
     *
     *     Refusals: 404 `carrier-not-found`; 409 `payout-details-erased` when the carrier has no
     *     payout details left to erase (none recorded, or erased already); 400
     *     `invalid-request` naming `body.reason` when it is missing or blank.
     *
     *     Example body: `{ "reason": "The holder asked for erasure of their bank details" }`.
     */
    post: operations['erasePayoutDetails'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicle-categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search vehicle categories
     * @description Categories whose code or name contains `search` (case-insensitive); ACTIVE ones unless
     *     `status` says otherwise.
     *
     *     Use instead: `getVehicleCategory` to read one vehicle category by the `id` this lists;
     *     `listVehicleCategoryChanges` for who changed a vehicle category and when.
     */
    get: operations['searchVehicleCategories'];
    put?: never;
    /**
     * Declare a vehicle category
     * @description Adds an ACTIVE category to the catalog (coach, articulated bus, minibus ...). Answers 201
     *     with an empty body and a `Location` naming the category; its id is the last segment of the
     *     `Location`.
     *
     *     Refusals: 409 `vehicle-category-code-taken` when another category has the code,
     *     case-insensitive.
     */
    post: operations['declareVehicleCategory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicle-categories/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Read a vehicle category
     * @description The category, active or retired.
     *
     *     Use instead: `searchVehicleCategories` to find vehicle categories by code or name when the
     *     id is not known; `listVehicleCategoryChanges` for who changed this vehicle category, when
     *     and how, rather than its state.
     *
     *     An unknown id is a 404 `vehicle-category-not-found`.
     */
    get: operations['getVehicleCategory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicle-categories/{id}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the changes of a vehicle category
     * @description Every write to the vehicle category and to the rows that belong to it (its status changes,
     *     periods, members ...), as the audit trail recorded it in the write's own transaction,
     *     newest first and paged: when, who (the token's subject), the request id, the operation,
     *     and each changed field before and after. Its creation lists the fields it was given.
     *     The same permission as reading the vehicle category.
     *
     *     Use instead: `getVehicleCategory` for the vehicle category itself as it stands;
     *     `searchVehicleCategories` to find its id.
     *
     *     Refusals: 404 `vehicle-category-not-found` for an id no vehicle category ever had.
     */
    get: operations['listVehicleCategoryChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicle-categories/{id}/retirement': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Retire a vehicle category
     * @description Moves an ACTIVE category to RETIRED. Vehicles keep it, but it can no longer be given to a
     *     vehicle (422 `vehicle-category-not-assignable`). Retiring a retired category is a 409
     *     `vehicle-category-retired`.
     *
     *     An unknown id is a 404 `vehicle-category-not-found`.
     */
    post: operations['retireVehicleCategory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicle-categories/{id}/reactivation': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reactivate a retired vehicle category
     * @description Moves a RETIRED category back to ACTIVE; an ACTIVE one is a 409 `vehicle-category-active`.
     *
     *     An unknown id is a 404 `vehicle-category-not-found`.
     */
    post: operations['reactivateVehicleCategory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search vehicles
     * @description Vehicles whose registration or fleet number contains `search` (case-insensitive),
     *     filtered by owner (`carrierId`), category and lifecycle (every lifecycle when absent) on
     *     `at` (today when absent), each answered as it stood that day.
     *
     *     Use instead: `getVehicle` for one vehicle by the `id` this lists, as it stood at a date;
     *     `resolveVehicleIdentifier` to find a vehicle from an identifier it holds (a plate, an
     *     RFID tag).
     */
    get: operations['searchVehicles'];
    put?: never;
    /**
     * Register a vehicle
     * @description Registers an IN_SERVICE vehicle owned by `carrierId` from `ownedFrom` (default today in the
     *     business time zone), and answers 201 with its `id`. The ownership is effective-dated: see
     *     `transferVehicle`.
     *
     *     Refusals: 404 `carrier-not-found` or `vehicle-category-not-found` for an unknown carrier or
     *     category; 409 `vehicle-registration-taken` when a vehicle not WITHDRAWN has the
     *     registration, case-insensitive; 422 `vehicle-category-not-assignable` for a retired
     *     category.
     *
     *     A token scoped to a carrier (claim `carrier_id`) registers vehicles of its own carrier
     *     only: another carrier's `carrierId` is not found (404 `carrier-not-found`). A
     *     registration another carrier's vehicle holds is the same 409 `vehicle-registration-taken`
     *     as one of its own: it names neither the vehicle nor its carrier; a vehicle bought from
     *     another carrier is transferred by the registry (`transferVehicle`).
     */
    post: operations['registerVehicle'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Read a vehicle
     * @description The vehicle as it stood on `at` (today when absent): its owner (`carrierId`), category,
     *     lifecycle and seats that day. Before its first period, or in a gap of its timeline, it has
     *     no owner and the attributes of its latest period.
     *
     *     Use instead: `searchVehicles` to find a vehicle's id; `getVehicleTimeline` for its periods
     *     (owner, category, lifecycle, seats) over time; `listVehicleChanges` for what happened to
     *     it: who changed what, when and why.
     *
     *     An unknown vehicle id is a 404 `vehicle-not-found`; an `at` that is not a date is a 400.
     */
    get: operations['getVehicle'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Correct a vehicle's descriptive fields
     * @description Corrects registration, fleet number, make, model, energy or first registration date; only
     *     the fields sent change and `null` clears an optional field. Owner, category, seats and
     *     lifecycle have their own operations. The correction is kept in the vehicle's history. With
     *     `If-Match`, the correction applies only to the version read.
     *
     *     Use instead: `transferVehicle`, `changeVehicleCategory`, `changeVehicleSeats` or
     *     `changeVehicleLifecycle` to change the owner, category, seats or lifecycle from a date;
     *     `correctVehiclePeriod` or `insertVehiclePeriod` to correct them in the past.
     *
     *     Refusals: 404 `vehicle-not-found`; 409 `vehicle-withdrawn` (a WITHDRAWN vehicle no longer
     *     changes); 409 `vehicle-registration-taken`; 409 `stale-representation` when the vehicle
     *     changed since the version named by `If-Match`.
     */
    patch: operations['correctVehicle'];
    trace?: never;
  };
  '/referential/v1/vehicles/{id}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the changes of a vehicle
     * @description Every write to the vehicle and to the rows that belong to it (its periods of owner,
     *     category, lifecycle and seats), as the audit trail recorded it in the write's own
     *     transaction, newest first and paged: when, who (the token's subject), the request id, the
     *     operation (`transferVehicle`, `changeVehicleLifecycle` ...), why (the `reason` the
     *     request gave) and each changed field before and after (a period's `effectiveFrom` says
     *     from which day). Its creation lists the fields it was given. The same permission as
     *     reading the vehicle.
     *
     *     Use instead: `getVehicleTimeline` for the periods in force; `getVehicle` for the vehicle
     *     as it stands.
     *
     *     Refusals: 404 `vehicle-not-found` for an id no vehicle ever had.
     */
    get: operations['listVehicleChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicles/{id}/transfer': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Transfer a vehicle to another carrier from a date
     * @description The vehicle belongs to `carrierId` from `effectiveFrom` (a calendar date, today or later).
     *     The ownership in place is closed the day before, in the same transaction, and stays in the
     *     history; reads without a date show the owner today, reads from `effectiveFrom` the new
     *     one, and a transfer still to come is cancelled with `cancelVehicleChange`.
     *
     *     Use instead: `correctVehicle` for descriptive fields (no date); `insertVehiclePeriod` to
     *     record a transfer in the past and `correctVehiclePeriod` to correct a past owner (the
     *     corrections of the timeline); `cancelVehicleChange` to cancel a change still to come.
     *
     *     Refusals: 404 `vehicle-not-found`, `carrier-not-found`; 409 `vehicle-withdrawn`; 409
     *     `vehicle-transfer-conflict` for a date on or before the start of the ownership in place
     *     (history is never rewritten); 422 `history-change-in-past` naming `body.effectiveFrom`
     *     for a date before today; 422 `vehicle-transfer-same-carrier` when the carrier owns it
     *     already.
     *
     *     Example body:
     *
     *     ```json
     *     { "carrierId": "0b1f...", "effectiveFrom": "2027-01-01", "reason": "Fleet sold" }
     *     ```
     */
    post: operations['transferVehicle'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicles/{id}/category': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Change a vehicle's category
     * @description Gives the vehicle another ACTIVE category; the change is kept in the history.
     *
     *     With `effectiveFrom` (today when absent) the change applies from that date: reads before it
     *     are unchanged, reads from it show it, periods already recorded after it take the new value
     *     too, and a change still to come is cancelled with `cancelVehicleChange`. A date before
     *     today is a 422 `history-change-in-past` naming `body.effectiveFrom` (the past is changed
     *     only by a correction of the timeline); a change dated on a vehicle WITHDRAWN by then is a
     *     409 `vehicle-withdrawn`.
     *
     *     Use instead: `correctVehiclePeriod` to correct a category recorded wrongly in the past;
     *     `cancelVehicleChange` to cancel a change still to come.
     *
     *     Example body: `{ "categoryId": "5f0c4c2e-8d7e-4a7b-9c1e-2b7d3f9a1c44", "effectiveFrom": "2027-01-01" }`.
     *
     *     Refusals: 404 `vehicle-not-found`, `vehicle-category-not-found`; 409 `vehicle-withdrawn`;
     *     422 `vehicle-category-not-assignable` for a retired category.
     */
    put: operations['changeVehicleCategory'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicles/{id}/lifecycle': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move a vehicle in its lifecycle
     * @description Allowed moves: IN_SERVICE to OUT_OF_SERVICE and back, and either to WITHDRAWN (final: its
     *     identifiers are revoked and its registration becomes free). Any other move, including to the
     *     state it is in, is a 409 `vehicle-lifecycle-refused` naming the state on that date.
     *
     *     With `effectiveFrom` (today when absent) the move applies from that date (identifiers are
     *     revoked when a withdrawal takes effect today); a date before today is a 422
     *     `history-change-in-past` naming `body.effectiveFrom`; a lifecycle move with a change
     *     already recorded after that date is a 409 `history-change-scheduled`.
     *
     *     Use instead: `correctVehiclePeriod` to correct a past lifecycle; `cancelVehicleChange` to
     *     cancel a change still to come.
     *
     *     An unknown vehicle id is a 404 `vehicle-not-found`.
     *
     *     Example body: `{ "lifecycle": "OUT_OF_SERVICE", "reason": "gearbox", "effectiveFrom": "2027-02-01" }`.
     */
    post: operations['changeVehicleLifecycle'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicles/{id}/seats': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Change a vehicle's seat capacity
     * @description Sets the seats (and standing places, when given; `null` clears them); the previous capacity
     *     stays in the history.
     *
     *     With `effectiveFrom` (today when absent) the change applies from that date: reads before it
     *     are unchanged, reads from it show it, periods already recorded after it take the new value
     *     too, and a change still to come is cancelled with `cancelVehicleChange`. A date before
     *     today is a 422 `history-change-in-past` naming `body.effectiveFrom` (the past is changed
     *     only by a correction of the timeline); a change dated on a vehicle WITHDRAWN by then is a
     *     409 `vehicle-withdrawn`.
     *
     *     Use instead: `correctVehiclePeriod` to correct seats recorded wrongly in the past;
     *     `cancelVehicleChange` to cancel a change still to come.
     *
     *     Refusals: 404 `vehicle-not-found`; 409 `vehicle-withdrawn`.
     *
     *     Example body: `{ "seats": 41, "standingPlaces": 30, "effectiveFrom": "2027-01-01" }`.
     */
    put: operations['changeVehicleSeats'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicles/{id}/timeline': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List a vehicle's periods (owner, category, lifecycle, seats) in order
     * @description The vehicle's effective-dated periods, earliest first: each with what held (`state`:
     *     owner, category, lifecycle and seats), its first and last day (`effectiveTo` inclusive,
     *     null while open), whether it is `current` (in force today) or `future` (recorded ahead),
     *     and explicit gaps (`gap: true`, `id` and `state` null) where no period is in force. Paged
     *     like the searches.
     *
     *     Use instead: `getVehicle` for the vehicle on one date; `listVehicleChanges` for what
     *     happened to it (transfers, category, lifecycle, seats): who wrote what, when and why.
     *
     *     An unknown carrier id is a 404 `vehicle-not-found`.
     */
    get: operations['getVehicleTimeline'];
    put?: never;
    /**
     * Insert a change between two periods (a correction of the history)
     * @description A correction of the vehicle's history: from `effectiveFrom` (any date, past included),
     *     the period in force that day is split and the new one takes the fields given (owner,
     *     category, lifecycle, seats); the later periods are kept. Needs
     *     `referential.vehicles:insert-period`. Answers 201 with the new period's id.
     *
     *     Use instead: `transferVehicle`, `changeVehicleCategory`, `changeVehicleSeats` or
     *     `changeVehicleLifecycle` for a change from today or a later date; `correctVehiclePeriod`
     *     when a period already starts that day.
     *
     *     Refusals: 404 `vehicle-not-found`; 422 `history-row-overlaps` naming `body.effectiveFrom`
     *     when a period already starts that day (correct it instead), `history-no-state` when no
     *     period is in force that day; 409 `reference-conflict` for an unknown carrier or
     *     category.
     *
     *     Example body: `{ "effectiveFrom": "2026-05-01", "carrierId": "0b8a6c1e-3f2d-4c5b-8a9e-7d6c5b4a3f21" }`.
     */
    post: operations['insertVehiclePeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicles/{id}/timeline/{periodId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Cancel a change still to come
     * @description Removes a period that starts after today (a scheduled transfer, say); the period before
     *     it resumes its former end, so reads from that date answer what held before the change was
     *     recorded. Answers 204.
     *
     *     Use instead: `correctVehiclePeriod` or `endVehiclePeriod` for a period already in force or
     *     past.
     *
     *     Refusals: 404 `vehicle-not-found`, `history-row-not-found`; 409 `history-row-in-force`
     *     for a period already in force or past (that is a correction).
     */
    delete: operations['cancelVehicleChange'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicles/{id}/timeline/{periodId}/correction': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Correct a period in place (a correction of the history)
     * @description Corrects one period of the vehicle's history in place, from its first day: the fields
     *     given (a wrong owner, category, lifecycle or seats) and its first day `effectiveFrom` (a
     *     wrong transfer date; the period before then ends the day before). Needs
     *     `referential.vehicles:correct-period`. Answers the corrected period.
     *
     *     Use instead: `insertVehiclePeriod` to add a change inside a period; `correctVehicle` for
     *     descriptive fields, which have no periods.
     *
     *     Refusals: 404 `vehicle-not-found`, `history-row-not-found`; 422 `history-row-overlaps`
     *     naming `body.effectiveFrom` when the period would cover another one, `period-invalid`
     *     when it would start after its end; 409 `reference-conflict` for an unknown carrier or
     *     category.
     *
     *     Example body: `{ "effectiveFrom": "2027-02-15" }`.
     */
    post: operations['correctVehiclePeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicles/{id}/timeline/{periodId}/end': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End a period without a successor (a correction of the history)
     * @description Ends the period on `effectiveTo` (inclusive), leaving no period after it until the next
     *     one, if any (a gap in the timeline). Needs `referential.vehicles:end-period`.
     *     Answers the ended period.
     *
     *     Use instead: `correctVehiclePeriod` to change a period rather than end it;
     *     `cancelVehicleChange` to cancel a change still to come.
     *
     *     Refusals: 404 `vehicle-not-found`, `history-row-not-found`; 422 `period-invalid` naming
     *     `body.effectiveTo` before the period's start, `history-row-overlaps` naming
     *     `body.effectiveTo` on or after the next period's start.
     *
     *     Example body: `{ "effectiveTo": "2026-12-31" }`.
     */
    post: operations['endVehiclePeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicles/{id}/identifiers': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Enrol an identifier on a vehicle
     * @description Enrols a typed value (plate, RFID tag, QR code, NFC tag) on the vehicle, from today or from
     *     `effectiveFrom` (a later date: before it the identifier is not enrolled, and resolves to
     *     no vehicle). A value is held by at most one vehicle on any day, case-insensitive: 409
     *     `vehicle-identifier-taken` naming `body.value` while another vehicle holds it on a day from
     *     `effectiveFrom` on. A value revoked ahead stays held until its revocation takes effect (the
     *     problem says until which day: enrol it from the day after); once revoked it can be
     *     enrolled again. The database holds the rule too (an exclusion constraint on the enrolment
     *     periods). A WITHDRAWN vehicle takes none (409 `vehicle-withdrawn`).
     *
     *     Use instead: `insertVehicleIdentifierPeriod` or `correctVehicleIdentifierPeriod` to
     *     correct an enrolment's dates in the past.
     *
     *     Refusals: 404 `vehicle-not-found`; 422 `history-change-in-past` naming
     *     `body.effectiveFrom` for a date before today.
     */
    post: operations['enrolVehicleIdentifier'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicle-identifiers/resolution': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Find the vehicle holding an identifier now
     * @description The vehicle that holds this type and value now (case-insensitive); 404
     *     `vehicle-identifier-not-found` when none does (never enrolled, or revoked).
     *
     *     Use instead: `getVehicleIdentifier` to read an identifier (revoked ones included) by its
     *     id; `getVehicle` for the vehicle this answers.
     *
     *     A token scoped to a carrier (claim `carrier_id`) finds only its own vehicles: a value
     *     another carrier's vehicle holds is 404 `vehicle-identifier-not-found`.
     */
    post: operations['resolveVehicleIdentifier'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicle-identifiers/{identifierId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The identifier's id, as answered by `enrolVehicleIdentifier`, or as `identifierId` by `resolveVehicleIdentifier`.
         * @example 58fc96eb-039c-4c29-ae27-4c6e9e5ecd38
         */
        identifierId: string;
      };
      cookie?: never;
    };
    /**
     * Read a vehicle identifier
     * @description The identifier as it stood on `at` (today when absent): its enrolment and, when a
     *     revocation is in force that day, its revocation (who, when, why); a revocation recorded
     *     ahead shows only from its date. Revoked identifiers stay readable.
     *
     *     Use instead: `resolveVehicleIdentifier` when the type and value are known but not the
     *     identifier's id; `getVehicleIdentifierTimeline` for every period of its enrolment;
     *     `listVehicleIdentifierChanges` for who changed it and when.
     *
     *     Refusals: 404 `vehicle-identifier-not-found`; 422 `history-no-state` naming `query.at` for
     *     a date it was not enrolled on (before its enrolment); 400 for an `at` that is not a date.
     *
     *     A token scoped to a carrier (claim `carrier_id`) reads the identifiers of its own vehicles
     *     only: another carrier's is 404 `vehicle-identifier-not-found`.
     */
    get: operations['getVehicleIdentifier'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicle-identifiers/{identifierId}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The identifier's id, as answered by `enrolVehicleIdentifier`, or as `identifierId` by `resolveVehicleIdentifier`.
         * @example 58fc96eb-039c-4c29-ae27-4c6e9e5ecd38
         */
        identifierId: string;
      };
      cookie?: never;
    };
    /**
     * List the changes of a vehicle identifier
     * @description Every write to the vehicle identifier and to the rows that belong to it (its status changes,
     *     periods, members ...), as the audit trail recorded it in the write's own transaction,
     *     newest first and paged: when, who (the token's subject), the request id, the operation,
     *     and each changed field before and after. Its creation lists the fields it was given.
     *     The same permission as reading the vehicle identifier.
     *
     *     Use instead: `getVehicleIdentifier` for the identifier itself, with its enrolment and
     *     revocation.
     *
     *     Refusals: 404 `vehicle-identifier-not-found` for an id no vehicle identifier ever had.
     */
    get: operations['listVehicleIdentifierChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicle-identifiers/{identifierId}/revocation': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The identifier's id, as answered by `enrolVehicleIdentifier`, or as `identifierId` by `resolveVehicleIdentifier`.
         * @example 58fc96eb-039c-4c29-ae27-4c6e9e5ecd38
         */
        identifierId: string;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Revoke a vehicle identifier
     * @description Revokes the identifier with a reason, from today or from `effectiveFrom` (a later date:
     *     reads and eligibility before it still find it enrolled, and the revocation can be
     *     cancelled until then with `cancelVehicleIdentifierChange`); its value becomes free for
     *     another vehicle from the day the revocation takes effect, not before.
     *
     *     Use instead: `insertVehicleIdentifierPeriod` to record a revocation in the past (a
     *     correction of the history).
     *
     *     Refusals: 404 `vehicle-identifier-not-found`; 409 `vehicle-identifier-revoked` when it is
     *     revoked on that date already; 422 `history-change-in-past` naming `body.effectiveFrom` for
     *     a date before today; 409 `history-change-scheduled` when a change is already recorded
     *     after that date.
     *
     *     Example body: `{ "reason": "tag reported stolen", "effectiveFrom": "2027-03-01" }`.
     */
    post: operations['revokeVehicleIdentifier'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicle-identifiers/{identifierId}/timeline': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The identifier's id, as answered by `enrolVehicleIdentifier`, or as `identifierId` by `resolveVehicleIdentifier`.
         * @example 58fc96eb-039c-4c29-ae27-4c6e9e5ecd38
         */
        identifierId: string;
      };
      cookie?: never;
    };
    /**
     * List an identifier's enrolment periods in order
     * @description The identifier's effective-dated periods, earliest first: each with what held (`state`:
     *     the revocation's reason and when it was recorded, both null while enrolled and not
     *     revoked), its first and last day (`effectiveTo` inclusive, null while open), whether it is
     *     `current` (in force today) or `future` (recorded ahead), and explicit gaps (`gap: true`,
     *     `id` and `state` null) where it is not enrolled. Paged like the searches.
     *
     *     Use instead: `getVehicleIdentifier` for the identifier on one date;
     *     `listVehicleIdentifierChanges` for the audit trail of the writes.
     *
     *     An unknown identifier id is a 404 `vehicle-identifier-not-found`.
     */
    get: operations['getVehicleIdentifierTimeline'];
    put?: never;
    /**
     * Insert a revocation between two periods (a correction of the history)
     * @description A correction of the identifier's history: from `effectiveFrom` (any date, past included),
     *     the period in force that day is split and the new one takes `revokeReason` (null: not
     *     revoked); the later periods are kept. Needs `referential.vehicle-identifiers:insert-period`.
     *     Answers 201 with the new period's id.
     *
     *     Use instead: `revokeVehicleIdentifier` for a revocation from today or a later date;
     *     `correctVehicleIdentifierPeriod` when a period already starts that day.
     *
     *     Refusals: 404 `vehicle-identifier-not-found`; 422 `history-row-overlaps` naming
     *     `body.effectiveFrom` when a period already starts that day, `history-no-state` when it is
     *     not enrolled that day; 409 `vehicle-identifier-taken` naming `body.value` when the value
     *     would be held on days another vehicle holds it.
     *
     *     Example body: `{ "effectiveFrom": "2026-05-01", "revokeReason": "tag reported stolen" }`.
     */
    post: operations['insertVehicleIdentifierPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicle-identifiers/{identifierId}/timeline/{periodId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The identifier's id, as answered by `enrolVehicleIdentifier`, or as `identifierId` by `resolveVehicleIdentifier`.
         * @example 58fc96eb-039c-4c29-ae27-4c6e9e5ecd38
         */
        identifierId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Cancel a revocation still to come
     * @description Removes a period that starts after today (a revocation recorded ahead); the period before
     *     it resumes its former end, and the value stays held for good. Answers 204.
     *
     *     Use instead: `correctVehicleIdentifierPeriod` or `endVehicleIdentifierPeriod` for a period
     *     already in force or past.
     *
     *     Refusals: 404 `vehicle-identifier-not-found`, `history-row-not-found`; 409
     *     `history-row-in-force` for a period already in force or past (that is a correction); 409
     *     `vehicle-identifier-taken` naming `body.value` when another vehicle was enrolled with the
     *     value from the day the revocation takes effect (that enrolment goes first).
     */
    delete: operations['cancelVehicleIdentifierChange'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicle-identifiers/{identifierId}/timeline/{periodId}/correction': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The identifier's id, as answered by `enrolVehicleIdentifier`, or as `identifierId` by `resolveVehicleIdentifier`.
         * @example 58fc96eb-039c-4c29-ae27-4c6e9e5ecd38
         */
        identifierId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Correct an enrolment period in place (a correction of the history)
     * @description Corrects one period of the identifier's history in place, from its first day: its
     *     `revokeReason` (null lifts a revocation made in error) and its first day `effectiveFrom`
     *     (a wrong enrolment or revocation date; the period before then ends the day before). Needs
     *     `referential.vehicle-identifiers:correct-period`. Answers the corrected period.
     *
     *     Use instead: `insertVehicleIdentifierPeriod` to add a change inside a period.
     *
     *     Refusals: 404 `vehicle-identifier-not-found`, `history-row-not-found`; 422
     *     `history-row-overlaps` naming `body.effectiveFrom` when the period would cover another
     *     one, `period-invalid` when it would start after its end; 409 `vehicle-identifier-taken`
     *     naming `body.value` when the value would be held on days another vehicle holds it.
     *
     *     Example body: `{ "effectiveFrom": "2027-02-15" }`.
     */
    post: operations['correctVehicleIdentifierPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicle-identifiers/{identifierId}/timeline/{periodId}/end': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The identifier's id, as answered by `enrolVehicleIdentifier`, or as `identifierId` by `resolveVehicleIdentifier`.
         * @example 58fc96eb-039c-4c29-ae27-4c6e9e5ecd38
         */
        identifierId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End an enrolment period without a successor (a correction of the history)
     * @description Ends the period on `effectiveTo` (inclusive): the identifier is not enrolled after it until
     *     the next period, if any (a gap in the timeline). Needs
     *     `referential.vehicle-identifiers:end-period`. Answers the ended period.
     *
     *     Use instead: `revokeVehicleIdentifier` to revoke it from today or later;
     *     `correctVehicleIdentifierPeriod` to change a period rather than end it.
     *
     *     Refusals: 404 `vehicle-identifier-not-found`, `history-row-not-found`; 422
     *     `period-invalid` naming `body.effectiveTo` before the period's start,
     *     `history-row-overlaps` naming `body.effectiveTo` on or after the next period's start.
     *
     *     Example body: `{ "effectiveTo": "2026-12-31" }`.
     */
    post: operations['endVehicleIdentifierPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicle-permits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search vehicle permits
     * @description Permits whose number contains `search` (case-insensitive), filtered by vehicle, owner
     *     today, kind and status.
     *
     *     Use instead: `getVehiclePermit` for one permit by the `id` this lists;
     *     `getPermitExpiryWorklist` for the permits expiring within a number of days, soonest first.
     */
    get: operations['searchVehiclePermits'];
    put?: never;
    /**
     * Record a vehicle permit
     * @description Records a permit of a vehicle not WITHDRAWN, valid from `validFrom` to `validUntil`, both
     *     inclusive, and answers 201 with its `id`.
     *
     *     Use instead: `importVehiclePermits` to record many permits from a CSV file in one call;
     *     `revokeVehiclePermit` to revoke one.
     *
     *     Refusals: 404 `vehicle-not-found`; 409 `vehicle-withdrawn`; 409
     *     `vehicle-permit-number-taken` when a permit of that kind has the number, case-insensitive;
     *     422 `vehicle-permit-period-invalid` naming `body.validUntil` when it comes before
     *     `validFrom`.
     */
    post: operations['recordVehiclePermit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicle-permits/expiry-worklist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the permits expiring soon
     * @description Unrevoked permits whose `validUntil` falls from today to today + `withinDays`
     *     (business time zone), soonest first, optionally only for the vehicles a carrier owns
     *     today or of one category.
     *
     *     Use instead: `readPermitExpiryWatch` to be told only what entered the window since the
     *     last read (with a watch made by `createPermitExpiryWatch`); `searchVehiclePermits` for
     *     permits by other filters.
     */
    get: operations['getPermitExpiryWorklist'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicle-permits/expiry-watches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a permit expiry watch
     * @description A standing query: the unrevoked permits expiring within `thresholdDays`, optionally only for
     *     a carrier's vehicles or a category. Its matches are read with readPermitExpiryWatch;
     *     `Location` names that read.
     *
     *     A `carrierId` or `categoryId` that names no record is a 404 `carrier-not-found` or
     *     `vehicle-category-not-found`.
     */
    post: operations['createPermitExpiryWatch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicle-permits/expiry-watches/{id}/matches': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Read the matches of a permit expiry watch
     * @description The permits inside the watch's window now, soonest expiry first, and a `cursor`. A permit
     *     enters the window at the later of its recording and the start (business time zone) of the
     *     day `validUntil - thresholdDays`; it is `isNew` when it entered after the read that returned
     *     `since` (every match is new without `since`). Pass the `cursor` of one read as `since` of
     *     the next to see what entered in between. The cursor is opaque; one not issued by this
     *     service is a 422 `permit-expiry-cursor-invalid` naming `query.since`.
     *
     *     Use instead: `getPermitExpiryWorklist` for a one-off list of the permits expiring soon,
     *     with no watch and no cursor.
     *
     *     An unknown watch is a 404 `permit-expiry-watch-not-found`.
     */
    get: operations['readPermitExpiryWatch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicle-permits/imports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import vehicle permits from CSV
     * @description Records many permits from an RFC 4180 CSV file (UTF-8, optional byte order mark, comma
     *     separated, `"` quoting with `""` inside quotes, CRLF or LF line ends; empty lines are
     *     skipped). The first line names the columns, in any order, exactly: `registration` (of a
     *     vehicle not WITHDRAWN, case-insensitive), `permitNumber`, `kind` (a VehiclePermitKind),
     *     `validFrom` and `validUntil` (`YYYY-MM-DD`, `validUntil` not before `validFrom`). A permit
     *     number already recorded for its kind, or repeated in the file, is an error.
     *
     *     Every line is checked and every error reported as `{line, column, reason}` (line 1 is the
     *     header; a record spanning lines is reported at its first line; at most 1,000 errors are
     *     listed, `errorCount` counts them all). The import is atomic: with any error nothing is
     *     written and the answer is a 422 problem (`code` `permit-import-rejected`) whose `report`
     *     member is the PermitImportReport; without errors every row is written in one transaction and
     *     the answer is 200 with the report. With `dryRun=true` nothing is ever written and the answer
     *     is 200 with the report.
     *
     *     Other refusals: 409 `vehicle-permit-number-taken` when a concurrent request recorded one of
     *     the file's permit numbers while the import ran (nothing is written; a new import reports
     *     the line).
     *
     *     Limits (settings of the service, docs/operations.md "Imports"): the body's size, the
     *     length of a line (a record, with the line ends inside its quotes), the rows of a file and
     *     of the import, and the time it runs are bounded, each answered 413
     *     `import-limit-exceeded` naming the setting (`limit`) and the place (`errors`: `body` or
     *     `body:<line>`); nothing is written. At most a set number of imports (GTFS, permits and
     *     applications of staged batches together; one by default) run at once: the next ones wait
     *     their turn, in order of arrival. One that arrives when as many wait as may, or that has
     *     waited as long as it may, is refused 429 `imports-busy` with `Retry-After`, nothing of it
     *     read or written. An import whose client disconnects is stopped and rolled back; one
     *     waiting its turn then never starts. A thread reading the file that stops (crashed or
     *     killed) is a 503 `import-reader-failed`, nothing written: the file is not at fault, and
     *     sent again it is read by a new thread.
     *
     *     Use instead: `recordVehiclePermit` for one permit as JSON.
     *
     *     Example file:
     *
     *     ```
     *     registration,permitNumber,kind,validFrom,validUntil
     *     AB-123-CD,OL-2027-0001,OPERATING_LICENCE,2027-01-01,2027-12-31
     *     AB-123-CD,INS-88812,INSURANCE,2027-01-01,2027-06-30
     *     ```
     */
    post: operations['importVehiclePermits'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicle-permits/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Read a vehicle permit
     * @description The permit as it stood on `at` (today when absent): its status that day and the
     *     revocation in force then (`revokedAt`, `revokeReason`), a revocation recorded ahead
     *     showing only from its date.
     *
     *     Use instead: `searchVehiclePermits` to find a permit's id; `getVehiclePermitTimeline` for
     *     every period of its revocation; `listVehiclePermitChanges` for who changed it and when.
     *
     *     Refusals: 404 `vehicle-permit-not-found`; 400 for an `at` that is not a date.
     */
    get: operations['getVehiclePermit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicle-permits/{id}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the changes of a vehicle permit
     * @description Every write to the vehicle permit and to the rows that belong to it (its status changes,
     *     periods, members ...), as the audit trail recorded it in the write's own transaction,
     *     newest first and paged: when, who (the token's subject), the request id, the operation,
     *     and each changed field before and after. Its creation lists the fields it was given.
     *     The same permission as reading the vehicle permit.
     *
     *     Use instead: `getVehiclePermit` for the permit itself; `searchVehiclePermits` to find its
     *     id.
     *
     *     Refusals: 404 `vehicle-permit-not-found` for an id no vehicle permit ever had.
     */
    get: operations['listVehiclePermitChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicle-permits/{id}/revocation': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Revoke a vehicle permit
     * @description Revokes the permit with a reason, from today or from `effectiveFrom` (a later date: reads
     *     before it still answer the permit unrevoked, reads from it REVOKED, and the revocation can
     *     be cancelled until then with `cancelVehiclePermitChange`). From that date it stays
     *     readable as REVOKED, leaves worklists and watches, and no longer passes eligibility.
     *
     *     Use instead: `insertVehiclePermitPeriod` to record a revocation in the past (a correction
     *     of the history); `cancelVehiclePermitChange` to cancel one still to come.
     *
     *     Refusals: 404 `vehicle-permit-not-found`; 409 `vehicle-permit-revoked` when it is revoked
     *     on that date already; 422 `history-change-in-past` naming `body.effectiveFrom` for a date
     *     before today; 409 `history-change-scheduled` when a change is already recorded after that
     *     date. The answer is the permit as it stands from that date.
     *
     *     Example body: `{ "reason": "insurance cancelled", "effectiveFrom": "2027-03-01" }`.
     */
    post: operations['revokeVehiclePermit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicle-permits/{id}/timeline': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List a permit's revocation periods in order
     * @description The permit's effective-dated revocation periods, earliest first: each with what held
     *     (`state`: the revocation's reason and when it was recorded, both null while not revoked),
     *     its first and last day (`effectiveTo` inclusive, null while open), whether it is `current`
     *     (in force today) or `future` (recorded ahead), and explicit gaps (`gap: true`, `id` and
     *     `state` null) where no period is in force. Paged like the searches.
     *
     *     Use instead: `getVehiclePermit` for the permit on one date; `listVehiclePermitChanges` for
     *     the audit trail of the writes (who, when, which fields).
     *
     *     An unknown permit id is a 404 `vehicle-permit-not-found`.
     */
    get: operations['getVehiclePermitTimeline'];
    put?: never;
    /**
     * Insert a revocation between two periods (a correction of the history)
     * @description A correction of the permit's history: from `effectiveFrom` (any date, past included), the
     *     period in force that day is split and the new one takes `revokeReason` (null: not
     *     revoked); the later periods are kept. Needs `referential.vehicle-permits:insert-period`.
     *     Answers 201 with the new period's id.
     *
     *     Use instead: `revokeVehiclePermit` for a revocation from today or a later date;
     *     `correctVehiclePermitPeriod` when a period already starts that day.
     *
     *     Refusals: 404 `vehicle-permit-not-found`; 422 `history-row-overlaps` naming
     *     `body.effectiveFrom` when a period already starts that day (correct it instead),
     *     `history-no-state` when no period is in force that day.
     *
     *     Example body: `{ "effectiveFrom": "2026-05-01", "revokeReason": "forged certificate" }`.
     */
    post: operations['insertVehiclePermitPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicle-permits/{id}/timeline/{periodId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Cancel a revocation still to come
     * @description Removes a period that starts after today (a revocation recorded ahead); the period before
     *     it resumes its former end, so reads from that date answer the permit unrevoked again.
     *     Answers 204.
     *
     *     Use instead: `correctVehiclePermitPeriod` or `endVehiclePermitPeriod` for a period already
     *     in force or past.
     *
     *     Refusals: 404 `vehicle-permit-not-found`, `history-row-not-found`; 409
     *     `history-row-in-force` for a period already in force or past (that is a correction).
     */
    delete: operations['cancelVehiclePermitChange'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicle-permits/{id}/timeline/{periodId}/correction': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Correct a revocation period in place (a correction of the history)
     * @description Corrects one period of the permit's history in place, from its first day: its
     *     `revokeReason` (a wrong reason; null lifts a revocation made in error) and its first day
     *     `effectiveFrom` (a wrong revocation date; the period before then ends the day before).
     *     Needs `referential.vehicle-permits:correct-period`. Answers the corrected period.
     *
     *     Use instead: `insertVehiclePermitPeriod` to add a change inside a period.
     *
     *     Refusals: 404 `vehicle-permit-not-found`, `history-row-not-found`; 422
     *     `history-row-overlaps` naming `body.effectiveFrom` when the period would cover another
     *     one, `period-invalid` when it would start after its end.
     *
     *     Example body: `{ "effectiveFrom": "2027-02-15" }`.
     */
    post: operations['correctVehiclePermitPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/vehicle-permits/{id}/timeline/{periodId}/end': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End a revocation period without a successor (a correction of the history)
     * @description Ends the period on `effectiveTo` (inclusive), leaving no period after it until the next
     *     one, if any (a gap in the timeline). Needs `referential.vehicle-permits:end-period`.
     *     Answers the ended period.
     *
     *     Use instead: `correctVehiclePermitPeriod` to change a period rather than end it;
     *     `cancelVehiclePermitChange` to cancel a change still to come.
     *
     *     Refusals: 404 `vehicle-permit-not-found`, `history-row-not-found`; 422 `period-invalid`
     *     naming `body.effectiveTo` before the period's start, `history-row-overlaps` naming
     *     `body.effectiveTo` on or after the next period's start.
     *
     *     Example body: `{ "effectiveTo": "2026-12-31" }`.
     */
    post: operations['endVehiclePermitPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/station-areas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search station areas
     * @description Station areas whose code or name contains `search` (case-insensitive), in the requested
     *     order, each answered (and filtered by `status`) with its status and capabilities on `at`
     *     (today when absent); an area created after `at` is left out.
     *
     *     Use instead: `getStationAreaByCode` when the exact code is known; `getStationArea` for one
     *     area by the `id` this lists; `getStationAreaTimeline` for every period of one area;
     *     `searchBays` with `stationAreaId.value` for its bays.
     *
     *     Example: `GET /referential/v1/station-areas?search=gare&at=2027-03-01`.
     */
    get: operations['searchStationAreas'];
    put?: never;
    /**
     * Create a station area
     * @description Creates an ACTIVE station area, the place where buses call, holding bays, and answers 201
     *     with its `id` and a `Location`.
     *
     *     Refusals: 409 `station-area-code-taken` when another station area has the code, retired ones
     *     included, case-insensitive.
     *
     *     Example body: `{ "code": "LYON-PERRACHE", "name": "Lyon Perrache" }`.
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
     *
     *     Use instead: `getStationArea` when the id is known; `searchStationAreas` for a partial
     *     code or name.
     *
     *     A code that names no station area is a 404 `station-area-not-found`.
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
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Read a station area
     * @description The station area, active or retired, with its status and capabilities as they stood on
     *     `at` (today when absent). The answer carries its `ETag`, to send back as `If-Match` with a
     *     correction.
     *
     *     Use instead: `getStationAreaByCode` when only the code is known; `searchStationAreas` to
     *     find areas; `getStationAreaTimeline` for all its periods (past and scheduled);
     *     `listStationAreaChanges` for who changed it and when.
     *
     *     Refusals: 404 `station-area-not-found`; 422 `history-no-state` naming `query.at` for a
     *     date before the area was created (or in a gap of its timeline); 400 for an `at` that is
     *     not a date.
     *
     *     Example: `GET /referential/v1/station-areas/7c0e...?at=2027-03-01`.
     */
    get: operations['getStationArea'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Correct a station area
     * @description Corrects the name or code of an ACTIVE station area; only the fields sent change. With
     *     `If-Match`, the correction applies only to the version read.
     *
     *     Use instead: `setStationAreaCapabilities` for its capabilities; `retireStationArea` to
     *     take it out of use.
     *
     *     Refusals: 404 `station-area-not-found`; 409 `station-area-retired`; 409
     *     `station-area-code-taken` for a code another area has; 409 `stale-representation` when the
     *     area changed since the version named by `If-Match`.
     */
    patch: operations['correctStationArea'];
    trace?: never;
  };
  '/referential/v1/station-areas/{id}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the changes of a station area
     * @description Every write to the station area and to the rows that belong to it (its status changes,
     *     periods, members ...), as the audit trail recorded it in the write's own transaction,
     *     newest first and paged: when, who (the token's subject), the request id, the operation,
     *     and each changed field before and after. Its creation lists the fields it was given.
     *     The same permission as reading the station area.
     *
     *     Use instead: `getStationArea` for the station area itself; `searchStationAreas` to find
     *     its id.
     *
     *     Refusals: 404 `station-area-not-found` for an id no station area ever had.
     */
    get: operations['listStationAreaChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/station-areas/{id}/retirement': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Retire a station area
     * @description Retires the station area with a reason, for good; answers 204. A retired area takes no new
     *     bays, checkpoints or stations, and stays readable.
     *
     *     Refusals: 404 `station-area-not-found`; 409 `station-area-has-active-bays` while any of its
     *     bays is ACTIVE (decommission them first, `decommissionBay`); 409 `station-area-retired` when
     *     it is retired already.
     *
     *     Example body: `{ "reason": "Station closed for reconstruction" }`.
     */
    post: operations['retireStationArea'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/declarations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Declare a transport authorization under a dossier
     * @description Records an authorization `number` of a `serie` under the dossier named by its reference
     *     `dossier`; the dossier is created on first use (case-insensitive match of its reference).
     *     The pair serie and number is unique across the registry, case-insensitively (409
     *     `authorization-number-taken`). `categories` are codes of the vehicle-category catalog the
     *     authorization allows (422 `authorization-category-unknown` for a code not in the
     *     catalog); `validUntil` is the last day of validity and may not precede `validFrom` (422
     *     `period-invalid`). The authorization starts ACTIVE; see `TransportAuthorizationStatus`.
     */
    post: operations['declareTransportAuthorization'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorizations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search transport authorizations
     * @description Authorizations whose number or serie contains `search` (case-insensitive), optionally of
     *     one dossier, one genre or one status (the status as derived today), ordered by serie then
     *     number, or by creation with `newest`/`oldest`.
     *
     *     Use instead: `getTransportAuthorization` for one authorization by the `id` this lists;
     *     `checkAuthorizationEligibility` to know whether one is usable on a date; `searchDossiers`
     *     for the dossiers they belong to.
     */
    get: operations['searchTransportAuthorizations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorizations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Read a transport authorization
     * @description Reads one authorization with its dossier as it stood on `at` (today in the business time
     *     zone when absent): its `status` is derived for that day from its validity and the
     *     suspension or withdrawal in force then, as the `status` field's description says; a
     *     suspension recorded ahead shows only from its date. An unknown id is a 404
     *     `transport-authorization-not-found`; an `at` that is not a date a 400 naming `query.at`.
     *
     *     Use instead: `searchTransportAuthorizations` to find its id;
     *     `checkAuthorizationEligibility` for whether it is usable on a date and why not;
     *     `listAuthorizationHolders` for the carriers holding it;
     *     `listTransportAuthorizationChanges` for who changed it and when.
     */
    get: operations['getTransportAuthorization'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorizations/{id}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the changes of a transport authorization
     * @description Every write to the transport authorization and to the rows that belong to it (its status changes,
     *     periods, members ...), as the audit trail recorded it in the write's own transaction,
     *     newest first and paged: when, who (the token's subject), the request id, the operation,
     *     and each changed field before and after. Its creation lists the fields it was given.
     *     The same permission as reading the transport authorization.
     *
     *     Use instead: `getTransportAuthorization` for the authorization itself;
     *     `listAuthorizationHolders`, `listAuthorizedLines` and `listAuthorizedVehicles` for its
     *     dated holdings and coverage.
     *
     *     Refusals: 404 `transport-authorization-not-found` for an id no transport authorization ever had.
     */
    get: operations['listTransportAuthorizationChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorizations/{id}/suspension': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Suspend a transport authorization
     * @description Suspends an authorization that is not suspended, withdrawn or expired on that date, with a
     *     reason (otherwise 409 `authorization-transition-refused`), from today or from
     *     `effectiveFrom` (a later date: reads before it are unchanged, and the suspension can be
     *     cancelled until then with `cancelTransportAuthorizationChange`). From that day it is not
     *     usable (`checkAuthorizationEligibility` says so) until it is reactivated.
     *
     *     Use instead: `withdrawTransportAuthorization` to end it for good;
     *     `reactivateTransportAuthorization` to lift a suspension; `insertTransportAuthorizationPeriod`
     *     to record a suspension in the past (a correction of the history).
     *
     *     Refusals: 404 `transport-authorization-not-found`; 422 `history-change-in-past` naming
     *     `body.effectiveFrom` for a date before today; 409 `history-change-scheduled` when a
     *     change is already recorded after that date.
     *
     *     Example body: `{ "reason": "audit pending", "effectiveFrom": "2027-03-01" }`.
     */
    post: operations['suspendTransportAuthorization'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorizations/{id}/reactivation': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reactivate a suspended transport authorization
     * @description Lifts the suspension of an authorization SUSPENDED on that date, so that a suspension is
     *     not final; from today, or from `effectiveFrom` (a later date), it is usable again (within
     *     its validity).
     *
     *     Use instead: `checkAuthorizationEligibility` to see whether it is then usable on a date;
     *     `cancelTransportAuthorizationChange` to cancel a change still to come.
     *
     *     Refusals: 404 `transport-authorization-not-found`; 409 `authorization-transition-refused`
     *     when it is not suspended on that date; 422 `history-change-in-past` naming
     *     `body.effectiveFrom` for a date before today; 409 `history-change-scheduled` when a
     *     change is already recorded after that date.
     *
     *     Example body (optional): `{ "effectiveFrom": "2027-03-01" }`.
     */
    post: operations['reactivateTransportAuthorization'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorizations/{id}/withdrawal': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Withdraw a transport authorization
     * @description Withdraws an authorization for good, with a reason, from today or from `effectiveFrom` (a
     *     later date, cancellable until then with `cancelTransportAuthorizationChange`); a second
     *     withdrawal is a 409 `authorization-transition-refused`. From the day of the withdrawal it
     *     is not usable, and once one is recorded it takes no new holder, vehicle or line; its
     *     history stays readable. A date before today is a 422 `history-change-in-past` naming
     *     `body.effectiveFrom`; a change already recorded after that date a 409
     *     `history-change-scheduled`.
     *
     *     Use instead: `suspendTransportAuthorization` to stop it for a while and
     *     `reactivateTransportAuthorization` later; `endAuthorizedVehicle` or `endAuthorizedLine` to
     *     end only one vehicle's or one line's coverage.
     *
     *     An unknown id is a 404 `transport-authorization-not-found`.
     */
    post: operations['withdrawTransportAuthorization'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorizations/{id}/timeline': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List an authorization's status periods in order
     * @description The authorization's effective-dated status periods, earliest first: each with what held
     *     (`state`: ACTIVE, SUSPENDED or WITHDRAWN and the reason), its first and last day
     *     (`effectiveTo` inclusive, null while open), whether it is `current` (in force today) or
     *     `future` (recorded ahead), and explicit gaps (`gap: true`, `id` and `state` null) where no
     *     period is in force. Paged like the searches.
     *
     *     Use instead: `getTransportAuthorization` for the authorization on one date;
     *     `listTransportAuthorizationChanges` for the audit trail of the writes.
     *
     *     An unknown authorization id is a 404 `transport-authorization-not-found`.
     */
    get: operations['getTransportAuthorizationTimeline'];
    put?: never;
    /**
     * Insert a status change between two periods (a correction of the history)
     * @description A correction of the authorization's history: from `effectiveFrom` (any date, past
     *     included), the period in force that day is split and the new one takes `status` (and
     *     `statusReason` for SUSPENDED and WITHDRAWN); the later periods are kept. Needs
     *     `referential.authorizations:insert-period`. Answers 201 with the new period's id.
     *
     *     Use instead: `suspendTransportAuthorization`, `reactivateTransportAuthorization` or
     *     `withdrawTransportAuthorization` for a change from today or a later date;
     *     `correctTransportAuthorizationPeriod` when a period already starts that day.
     *
     *     Refusals: 404 `transport-authorization-not-found`; 422 `history-row-overlaps` naming
     *     `body.effectiveFrom` when a period already starts that day, `history-no-state` when no
     *     period is in force that day, `authorization-status-reason-missing` naming
     *     `body.statusReason`.
     *
     *     Example body: `{ "effectiveFrom": "2026-05-01", "status": "SUSPENDED", "statusReason": "audit" }`.
     */
    post: operations['insertTransportAuthorizationPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorizations/{id}/timeline/{periodId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Cancel a status change still to come
     * @description Removes a period that starts after today (a suspension or withdrawal recorded ahead, say);
     *     the period before it resumes its former end. Answers 204.
     *
     *     Use instead: `correctTransportAuthorizationPeriod` or `endTransportAuthorizationPeriod`
     *     for a period already in force or past.
     *
     *     Refusals: 404 `transport-authorization-not-found`, `history-row-not-found`; 409
     *     `history-row-in-force` for a period already in force or past (that is a correction).
     */
    delete: operations['cancelTransportAuthorizationChange'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorizations/{id}/timeline/{periodId}/correction': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Correct a status period in place (a correction of the history)
     * @description Corrects one period of the authorization's history in place, from its first day: its
     *     `status`, its `statusReason` and its first day `effectiveFrom` (a wrong suspension date;
     *     the period before then ends the day before). Needs
     *     `referential.authorizations:correct-period`. Answers the corrected period.
     *
     *     Use instead: `insertTransportAuthorizationPeriod` to add a change inside a period.
     *
     *     Refusals: 404 `transport-authorization-not-found`, `history-row-not-found`; 422
     *     `history-row-overlaps` naming `body.effectiveFrom` when the period would cover another
     *     one, `period-invalid` when it would start after its end,
     *     `authorization-status-reason-missing`.
     *
     *     Example body: `{ "effectiveFrom": "2027-02-15" }`.
     */
    post: operations['correctTransportAuthorizationPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorizations/{id}/timeline/{periodId}/end': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End a status period without a successor (a correction of the history)
     * @description Ends the period on `effectiveTo` (inclusive), leaving no period after it until the next
     *     one, if any (a gap in the timeline, read as ACTIVE within the validity). Needs
     *     `referential.authorizations:end-period`. Answers the ended period.
     *
     *     Use instead: `correctTransportAuthorizationPeriod` to change a period rather than end it;
     *     `cancelTransportAuthorizationChange` to cancel a change still to come.
     *
     *     Refusals: 404 `transport-authorization-not-found`, `history-row-not-found`; 422
     *     `period-invalid` naming `body.effectiveTo` before the period's start,
     *     `history-row-overlaps` naming `body.effectiveTo` on or after the next period's start.
     *
     *     Example body: `{ "effectiveTo": "2026-12-31" }`.
     */
    post: operations['endTransportAuthorizationPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorizations/{id}/eligibility': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Whether an authorization is usable at a date
     * @description Answers whether the authorization is usable on `at` (default today in the business time
     *     zone) and, when it is not, every reason why: not yet valid, expired, suspended or withdrawn
     *     on that date, or held by no carrier on that date. The holder on that date is named when
     *     there is one.
     *
     *     Use instead: `getTransportAuthorization` for the authorization's own fields;
     *     `listAuthorizationHolders` for every holder over time.
     *
     *     An unknown id is a 404 `transport-authorization-not-found`.
     */
    get: operations['checkAuthorizationEligibility'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/dossiers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search authorization dossiers
     * @description Dossiers whose reference contains `search` (case-insensitive), by reference.
     *
     *     Use instead: `getDossier` for one dossier by the `id` this lists;
     *     `searchTransportAuthorizations` with `dossierId` for the authorizations of a dossier.
     */
    get: operations['searchDossiers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/dossiers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Read an authorization dossier
     * @description Reads a dossier with the ids of the authorizations declared under it.
     *
     *     Use instead: `searchDossiers` to find its id; `searchTransportAuthorizations` for its
     *     authorizations; `listDossierChanges` for who changed it and when.
     *
     *     An unknown id is a 404 `dossier-not-found`.
     */
    get: operations['getDossier'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/dossiers/{id}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the changes of an authorization dossier
     * @description Every write to the authorization dossier and to the rows that belong to it (its status changes,
     *     periods, members ...), as the audit trail recorded it in the write's own transaction,
     *     newest first and paged: when, who (the token's subject), the request id, the operation,
     *     and each changed field before and after. Its creation lists the fields it was given.
     *     The same permission as reading the authorization dossier.
     *
     *     Use instead: `getDossier` for the dossier itself; `searchDossiers` to find its id.
     *
     *     Refusals: 404 `dossier-not-found` for an id no authorization dossier ever had.
     */
    get: operations['listDossierChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/grants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Assign an authorization to a carrier from a date
     * @description Makes the carrier the holder of the authorization from `effectiveFrom` (a calendar date,
     *     today or later). The holder in place is closed the day before (`effectiveTo` =
     *     `effectiveFrom` - 1) in the same transaction; one authorization has one holder on any date.
     *     Concurrent assignments are serialised on the authorization, and the database refuses
     *     overlapping holdings. When a withdrawal is recorded from a later day, the holding ends the
     *     day before it. An assignment recorded ahead is cancelled with
     *     `cancelAuthorizationHolderChange`.
     *
     *     Use instead: `insertAuthorizationHolderPeriod` for a holder from a day before today (a
     *     correction); `authorizeVehicle` to put a vehicle under the authorization; `authorizeLine`
     *     for the lines it covers.
     *
     *     Refusals: 404 `transport-authorization-not-found`, `carrier-not-found`; 409
     *     `authorization-holder-conflict` for a from-date on or before the start of the latest holding
     *     (history is never rewritten silently); 409 `authorization-withdrawn` when it is withdrawn
     *     already; 422 `history-change-in-past` naming `body.effectiveFrom` before today,
     *     `history-record-retired` naming `body.effectiveFrom` on or after a withdrawal recorded
     *     ahead, `authorization-holder-outside-validity` for a from-date after `validUntil`.
     *
     *     Example body:
     *
     *     ```json
     *     { "transportAuthorizationId": "3f2a...", "carrierId": "0b1f...", "effectiveFrom": "2027-01-01" }
     *     ```
     */
    post: operations['assignAuthorizationHolder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/holders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the holders of authorizations
     * @description Holdings in force on `at` (default today in the business time zone), or with
     *     `history=true` every holding ever recorded, of one authorization and/or one carrier;
     *     ordered by authorization, then start date.
     *
     *     Use instead: `getAuthorizationHolderTimeline` for one authorization's holders in order,
     *     with the days no carrier holds it; `checkAuthorizationEligibility` for whether one
     *     authorization is usable on a date (holder included); `listAuthorizedVehicles` and
     *     `listAuthorizedLines` for what it covers.
     *
     *     A token scoped to a carrier (claim `carrier_id`) lists its own holdings only.
     */
    get: operations['listAuthorizationHolders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorized-vehicles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List vehicles under authorizations
     * @description Periods in force on `at` (default today in the business time zone), or with
     *     `history=true` every period, of one authorization and/or one vehicle; ordered by
     *     authorization, then start date.
     *
     *     Use instead: `listAuthorizedLines` for the lines an authorization covers;
     *     `listAuthorizationHolders` for the carriers holding it.
     *
     *     A token scoped to a carrier (claim `carrier_id`) lists the periods of its own vehicles
     *     only.
     */
    get: operations['listAuthorizedVehicles'];
    put?: never;
    /**
     * Put a vehicle under an authorization from a date
     * @description Records that the vehicle runs under the authorization from `effectiveFrom` (today or later)
     *     up to and including `effectiveTo` (open when absent). The same vehicle under the same
     *     authorization in overlapping periods is a 409 `authorized-vehicle-overlaps`; a vehicle may
     *     run under several authorizations at once. A withdrawn authorization (409
     *     `authorization-withdrawn`) or a withdrawn vehicle (409 `vehicle-withdrawn`) is refused, and
     *     so is a start on or after a withdrawal of either recorded ahead (422
     *     `history-record-retired` naming `body.effectiveFrom`); a period that would run past an
     *     authorization's withdrawal recorded ahead ends the day before it. A start before today is a
     *     422 `history-change-in-past` naming `body.effectiveFrom`; an end before the start a 422
     *     `period-invalid`.
     *
     *     Use instead: `insertAuthorizedVehiclePeriod` for a period starting before today (a
     *     correction); `endAuthorizedVehicle` to end the period; `assignAuthorizationHolder` for the
     *     carrier holding the authorization.
     *
     *     An unknown authorization or vehicle is a 404 `transport-authorization-not-found` or
     *     `vehicle-not-found`.
     */
    post: operations['authorizeVehicle'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorized-vehicles/{id}/end': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End a vehicle's period under an authorization
     * @description Sets the last day (inclusive) of an open period of a vehicle under an authorization,
     *     yesterday or later, so that the vehicle leaves it; the period stays in the history.
     *
     *     Use instead: `endAuthorizedVehiclePeriod` to end it on an earlier day, or to move an end (a
     *     correction).
     *
     *     Refusals: 404 `authorized-period-not-found`; 409 `authorized-period-ended` when the period
     *     has an end already; 422 `period-invalid` for an end before its start,
     *     `history-change-in-past` naming `body.effectiveTo` before yesterday.
     *
     *     Example body: `{ "effectiveTo": "2027-06-30" }`.
     */
    post: operations['endAuthorizedVehicle'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorized-lines': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List lines covered by authorizations
     * @description The lines an authorization covers, or the authorizations covering a line, on `at`
     *     (default today in the business time zone), or with `history=true` every period; ordered
     *     by line, then start date, then authorization.
     *
     *     Use instead: `listAuthorizedVehicles` for the vehicles under an authorization;
     *     `listAuthorizationHolders` for the carriers holding it.
     */
    get: operations['listAuthorizedLines'];
    put?: never;
    /**
     * Record that an authorization covers a line from a date
     * @description Records that the authorization covers the line from `effectiveFrom` (today or later),
     *     open-ended (end it with `endAuthorizedLine`), or up to the day before the authorization's
     *     withdrawal when one is recorded ahead. Several authorizations may cover one line at once
     *     (a rotation).
     *
     *     Use instead: `insertAuthorizedLinePeriod` for a coverage starting before today (a
     *     correction); `endAuthorizedLine` to end the coverage; `authorizeVehicle` for the vehicles
     *     under the authorization.
     *
     *     Refusals: 404 `line-not-found`, `transport-authorization-not-found`; 409 `line-retired`; 409
     *     `authorization-withdrawn`; 409 `authorized-line-overlaps` when the same line and
     *     authorization already have a period overlapping this one; 422 `history-change-in-past`
     *     naming `body.effectiveFrom` before today, `history-record-retired` naming
     *     `body.effectiveFrom` on or after the line's retirement or the authorization's withdrawal
     *     recorded ahead.
     *
     *     Example body:
     *
     *     ```json
     *     { "lineId": "9d4c...", "transportAuthorizationId": "3f2a...", "effectiveFrom": "2027-01-01" }
     *     ```
     */
    post: operations['authorizeLine'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorized-lines/{id}/end': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End an authorization's coverage of a line
     * @description Sets the last day (inclusive) of an open coverage of a line by an authorization, yesterday
     *     or later, so that the coverage stops; it stays in the history.
     *
     *     Use instead: `endAuthorizedLinePeriod` to end it on an earlier day, or to move an end (a
     *     correction).
     *
     *     Refusals: 404 `authorized-period-not-found`; 409 `authorized-period-ended` when the coverage
     *     has an end already; 422 `period-invalid` for an end before its start,
     *     `history-change-in-past` naming `body.effectiveTo` before yesterday.
     */
    post: operations['endAuthorizedLine'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorizations/{id}/holders/timeline': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List an authorization's holders in order
     * @description The carriers holding the authorization, earliest first, one at a time: each period with
     *     its holder (`state.carrierId`), its first and last day (`effectiveTo` inclusive, null
     *     while open), whether it is `current` (in force today) or `future` (recorded ahead), and
     *     explicit gaps (`gap: true`, `id` and `state` null) where no carrier holds it. Paged like
     *     the searches.
     *
     *     Use instead: `listAuthorizationHolders` for the holders on one date; `listTransportAuthorizationChanges` for the audit
     *     trail of the writes.
     *
     *     An unknown authorization is a 404 `transport-authorization-not-found`.
     */
    get: operations['getAuthorizationHolderTimeline'];
    put?: never;
    /**
     * Insert a period of an authorization's holder between two others (a correction of the history)
     * @description A correction of the holders' history: the carrier `carrierId` holds the authorization
     *     from `effectiveFrom` (any date, past included). On a day with a holder, that holder's
     *     period is split there; in a gap, the new period runs up to the day before the next one
     *     (or stays open). The later periods are kept.
     *     Needs `referential.authorizations:insert-period`. Answers 201 with the new period's id.
     *
     *     Use instead: `assignAuthorizationHolder` for a period from today or a later date.
     *
     *     Refusals: 404 `transport-authorization-not-found`; 422 `history-row-overlaps` naming `body.effectiveFrom` or
     *     `body.effectiveTo` when the period would overlap another one (one already starting that day); 404 `carrier-not-found` for an unknown carrier,
     *     `period-invalid` naming `body.effectiveTo` when it ends before it starts.
     *
     *     Example body: `{ "effectiveFrom": "2026-05-01", "carrierId": "0b1f..." }`.
     */
    post: operations['insertAuthorizationHolderPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorizations/{id}/holders/timeline/{periodId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Cancel a period of an authorization's holder still to come
     * @description Removes a holder's period that starts after today (an assignment recorded ahead); the
     *     period before it resumes its former end. Answers 204.
     *
     *     Use instead: `correctAuthorizationHolderPeriod` or `endAuthorizationHolderPeriod` for a period already in force or
     *     past.
     *
     *     Refusals: 404 `transport-authorization-not-found`, `history-row-not-found`; 409 `history-row-in-force` for a period
     *     already in force or past (that is a correction).
     */
    delete: operations['cancelAuthorizationHolderChange'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorizations/{id}/holders/timeline/{periodId}/correction': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Correct a period of an authorization's holder in place (a correction of the history)
     * @description Corrects one holder's period in place, from its first day: the carrier holding it
     *     (`carrierId`) and its first day `effectiveFrom` (a wrong transfer date; the period
     *     before then ends the day before).
     *     Needs `referential.authorizations:correct-period`. Answers the corrected period.
     *
     *     Use instead: `insertAuthorizationHolderPeriod` to add a period in a gap.
     *
     *     Refusals: 404 `transport-authorization-not-found`, `history-row-not-found`; 422 `history-row-overlaps` naming the
     *     field whose day would overlap another period, `period-invalid` when the period would end
     *     before it starts.
     *
     *     Example body: `{ "effectiveFrom": "2027-02-15" }`.
     */
    post: operations['correctAuthorizationHolderPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorizations/{id}/holders/timeline/{periodId}/end': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End a period of an authorization's holder without a successor (a correction of the history)
     * @description Ends the period on `effectiveTo` (inclusive), any date (past included), leaving a gap in
     *     the timeline until the next period, if any. Needs `referential.authorizations:end-period`. Answers the ended
     *     period.
     *
     *     Use instead: `assignAuthorizationHolder` to end an open period from today on;
     *     `cancelAuthorizationHolderChange` to cancel a period still to come.
     *
     *     Refusals: 404 `transport-authorization-not-found`, `history-row-not-found`; 422 `period-invalid` naming
     *     `body.effectiveTo` before the period's start, `history-row-overlaps` naming
     *     `body.effectiveTo` on or after the next period's start.
     *
     *     Example body: `{ "effectiveTo": "2026-12-31" }`.
     */
    post: operations['endAuthorizationHolderPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorizations/{id}/vehicles/{vehicleId}/timeline': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The vehicle under the authorization, as `listAuthorizedVehicles` lists it.
         * @example 9d1f3b5a-7c2e-4d6f-8a4b-3c5e7a9d1f14
         */
        vehicleId: string;
      };
      cookie?: never;
    };
    /**
     * List the periods of a vehicle under an authorization
     * @description The periods of the link, earliest first: each with its first and last day
     *     (`effectiveTo` inclusive, null while open), whether it is `current` (in force today) or
     *     `future` (recorded ahead), and explicit gaps (`gap: true`, `id` null) where the link does
     *     not hold. Paged like the searches; empty when the link was never recorded.
     *
     *     Use instead: `listAuthorizedVehicles` for the vehicles under it on one date; `listTransportAuthorizationChanges` for the audit
     *     trail of the writes.
     *
     *     An unknown authorization is a 404 `transport-authorization-not-found`.
     */
    get: operations['getAuthorizedVehicleTimeline'];
    put?: never;
    /**
     * Insert a period of a vehicle under an authorization between two others (a correction of the history)
     * @description A correction of the link's history: a period from `effectiveFrom` (any date, past
     *     included) to `effectiveTo` (inclusive; when absent, up to the day before the next period,
     *     or open), in a gap of the link's timeline; the other periods are kept.
     *     Needs `referential.authorizations:insert-period`. Answers 201 with the new period's id.
     *
     *     Use instead: `authorizeVehicle` for a period from today or a later date.
     *
     *     Refusals: 404 `transport-authorization-not-found`; 422 `history-row-overlaps` naming `body.effectiveFrom` or
     *     `body.effectiveTo` when the period would overlap another one,
     *     `period-invalid` naming `body.effectiveTo` when it ends before it starts.
     *
     *     Example body: `{ "effectiveFrom": "2026-03-01", "effectiveTo": "2026-06-30" }`.
     */
    post: operations['insertAuthorizedVehiclePeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorizations/{id}/vehicles/{vehicleId}/timeline/{periodId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The vehicle under the authorization, as `listAuthorizedVehicles` lists it.
         * @example 9d1f3b5a-7c2e-4d6f-8a4b-3c5e7a9d1f14
         */
        vehicleId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Cancel a period of a vehicle under an authorization still to come
     * @description Removes a period of the link that starts after today (recorded ahead); its gap comes
     *     back, the other periods unchanged. Answers 204.
     *
     *     Use instead: `correctAuthorizedVehiclePeriod` or `endAuthorizedVehiclePeriod` for a period already in force or
     *     past.
     *
     *     Refusals: 404 `transport-authorization-not-found`, `history-row-not-found`; 409 `history-row-in-force` for a period
     *     already in force or past (that is a correction).
     */
    delete: operations['cancelAuthorizedVehicleChange'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorizations/{id}/vehicles/{vehicleId}/timeline/{periodId}/correction': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The vehicle under the authorization, as `listAuthorizedVehicles` lists it.
         * @example 9d1f3b5a-7c2e-4d6f-8a4b-3c5e7a9d1f14
         */
        vehicleId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Correct a period of a vehicle under an authorization in place (a correction of the history)
     * @description Corrects one period of the link in place: its first day `effectiveFrom` and/or its last
     *     day `effectiveTo` (a wrong date recorded), the other periods unchanged.
     *     Needs `referential.authorizations:correct-period`. Answers the corrected period.
     *
     *     Use instead: `insertAuthorizedVehiclePeriod` to add a period in a gap.
     *
     *     Refusals: 404 `transport-authorization-not-found`, `history-row-not-found`; 422 `history-row-overlaps` naming the
     *     field whose day would overlap another period, `period-invalid` when the period would end
     *     before it starts.
     *
     *     Example body: `{ "effectiveTo": "2027-06-30" }`.
     */
    post: operations['correctAuthorizedVehiclePeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorizations/{id}/vehicles/{vehicleId}/timeline/{periodId}/end': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The vehicle under the authorization, as `listAuthorizedVehicles` lists it.
         * @example 9d1f3b5a-7c2e-4d6f-8a4b-3c5e7a9d1f14
         */
        vehicleId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End a period of a vehicle under an authorization without a successor (a correction of the history)
     * @description Ends the period on `effectiveTo` (inclusive), any date (past included), leaving a gap in
     *     the timeline until the next period, if any. Needs `referential.authorizations:end-period`. Answers the ended
     *     period.
     *
     *     Use instead: `endAuthorizedVehicle` to end an open period from today on;
     *     `cancelAuthorizedVehicleChange` to cancel a period still to come.
     *
     *     Refusals: 404 `transport-authorization-not-found`, `history-row-not-found`; 422 `period-invalid` naming
     *     `body.effectiveTo` before the period's start, `history-row-overlaps` naming
     *     `body.effectiveTo` on or after the next period's start.
     *
     *     Example body: `{ "effectiveTo": "2026-12-31" }`.
     */
    post: operations['endAuthorizedVehiclePeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorizations/{id}/lines/{lineId}/timeline': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The line covered by the authorization, as `listAuthorizedLines` lists it.
         * @example d5b7e9a2-4c6f-4a8b-b1d3-7e9f2a4c6b81
         */
        lineId: string;
      };
      cookie?: never;
    };
    /**
     * List the periods an authorization covers a line
     * @description The periods of the link, earliest first: each with its first and last day
     *     (`effectiveTo` inclusive, null while open), whether it is `current` (in force today) or
     *     `future` (recorded ahead), and explicit gaps (`gap: true`, `id` null) where the link does
     *     not hold. Paged like the searches; empty when the link was never recorded.
     *
     *     Use instead: `listAuthorizedLines` for the lines covered on one date; `listTransportAuthorizationChanges` for the audit
     *     trail of the writes.
     *
     *     An unknown authorization is a 404 `transport-authorization-not-found`.
     */
    get: operations['getAuthorizedLineTimeline'];
    put?: never;
    /**
     * Insert a period of an authorization's coverage of a line between two others (a correction of the history)
     * @description A correction of the link's history: a period from `effectiveFrom` (any date, past
     *     included) to `effectiveTo` (inclusive; when absent, up to the day before the next period,
     *     or open), in a gap of the link's timeline; the other periods are kept.
     *     Needs `referential.authorizations:insert-period`. Answers 201 with the new period's id.
     *
     *     Use instead: `authorizeLine` for a period from today or a later date.
     *
     *     Refusals: 404 `transport-authorization-not-found`; 422 `history-row-overlaps` naming `body.effectiveFrom` or
     *     `body.effectiveTo` when the period would overlap another one,
     *     `period-invalid` naming `body.effectiveTo` when it ends before it starts.
     *
     *     Example body: `{ "effectiveFrom": "2026-03-01" }`.
     */
    post: operations['insertAuthorizedLinePeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorizations/{id}/lines/{lineId}/timeline/{periodId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The line covered by the authorization, as `listAuthorizedLines` lists it.
         * @example d5b7e9a2-4c6f-4a8b-b1d3-7e9f2a4c6b81
         */
        lineId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Cancel a period of an authorization's coverage of a line still to come
     * @description Removes a period of the link that starts after today (recorded ahead); its gap comes
     *     back, the other periods unchanged. Answers 204.
     *
     *     Use instead: `correctAuthorizedLinePeriod` or `endAuthorizedLinePeriod` for a period already in force or
     *     past.
     *
     *     Refusals: 404 `transport-authorization-not-found`, `history-row-not-found`; 409 `history-row-in-force` for a period
     *     already in force or past (that is a correction).
     */
    delete: operations['cancelAuthorizedLineChange'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorizations/{id}/lines/{lineId}/timeline/{periodId}/correction': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The line covered by the authorization, as `listAuthorizedLines` lists it.
         * @example d5b7e9a2-4c6f-4a8b-b1d3-7e9f2a4c6b81
         */
        lineId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Correct a period of an authorization's coverage of a line in place (a correction of the history)
     * @description Corrects one period of the link in place: its first day `effectiveFrom` and/or its last
     *     day `effectiveTo` (a wrong date recorded), the other periods unchanged.
     *     Needs `referential.authorizations:correct-period`. Answers the corrected period.
     *
     *     Use instead: `insertAuthorizedLinePeriod` to add a period in a gap.
     *
     *     Refusals: 404 `transport-authorization-not-found`, `history-row-not-found`; 422 `history-row-overlaps` naming the
     *     field whose day would overlap another period, `period-invalid` when the period would end
     *     before it starts.
     *
     *     Example body: `{ "effectiveFrom": "2026-02-01" }`.
     */
    post: operations['correctAuthorizedLinePeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/authorizations/authorizations/{id}/lines/{lineId}/timeline/{periodId}/end': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The line covered by the authorization, as `listAuthorizedLines` lists it.
         * @example d5b7e9a2-4c6f-4a8b-b1d3-7e9f2a4c6b81
         */
        lineId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End a period of an authorization's coverage of a line without a successor (a correction of the history)
     * @description Ends the period on `effectiveTo` (inclusive), any date (past included), leaving a gap in
     *     the timeline until the next period, if any. Needs `referential.authorizations:end-period`. Answers the ended
     *     period.
     *
     *     Use instead: `endAuthorizedLine` to end an open period from today on;
     *     `cancelAuthorizedLineChange` to cancel a period still to come.
     *
     *     Refusals: 404 `transport-authorization-not-found`, `history-row-not-found`; 422 `period-invalid` naming
     *     `body.effectiveTo` before the period's start, `history-row-overlaps` naming
     *     `body.effectiveTo` on or after the next period's start.
     *
     *     Example body: `{ "effectiveTo": "2026-12-31" }`.
     */
    post: operations['endAuthorizedLinePeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/checkpoints/{id}/eligibility': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Whether a vehicle may pass a checkpoint at an instant
     * @description Master-data eligibility of a vehicle, named by `vehicleId` or by an identifier
     *     (`identifierTypeCode` and `identifierValue`), at the checkpoint at the instant `at` (default
     *     now, or `asKnownAt` when given; its date in the business time zone is used for the dated
     *     links). With `asKnownAt`, the decision the registry would have given at that instant: every
     *     link read as recorded then (a transfer recorded later is not seen). Every link is checked
     *     and reported (`checks`); the vehicle is eligible when all pass. Links, in order:
     *
     *     - CHECKPOINT: in force and active on the date, performs entry or exit control that day,
     *       and its station area accepts the vehicle's category that day (`CHECKPOINT_NOT_IN_FORCE`
     *       before it was created, `CHECKPOINT_RETIRED` from the day of its retirement on);
     *     - IDENTIFIER: enrolled and not revoked on the date (only when named by identifier);
     *     - VEHICLE: IN_SERVICE and owned by a carrier on the date;
     *     - CARRIER: the vehicle's owner is ACTIVE on the date (a SUSPENDED carrier's vehicle is
     *       refused with `CARRIER_SUSPENDED`; one never activated, PENDING, or not yet registered
     *       that day with `CARRIER_NOT_ACTIVE`);
     *     - PERMIT, one entry per required kind (OPERATING_LICENCE, ROADWORTHINESS, INSURANCE): a
     *       permit of that kind valid on the date and not revoked on it;
     *     - AUTHORIZATION: the vehicle runs under an authorization that is usable on the date, allows
     *       its category, whose holder on the date is the vehicle's owner and, when `lineId` is
     *       given, that covers that line on the date (`LINE_NOT_AUTHORIZED` otherwise);
     *     - LINE, only when `lineId` is given: the line is ACTIVE on the date (`LINE_NOT_ACTIVE`)
     *       and the vehicle's owner, whom its authorization must be held by, is among the line's
     *       operators on the date (`LINE_OPERATOR_NOT_COVERED`).
     *
     *     Every link is read as it stood on the date: the checkpoint's status and capabilities and
     *     its station area's categories, the identifier's enrolment and revocation, the vehicle's
     *     owner, category, lifecycle, the owner's status, permit validity and revocation,
     *     authorization validity, suspension, holders and coverage, the line's status and
     *     operators. Every check names the record it read (`recordId`: the checkpoint, the
     *     identifier, the vehicle, the owner, the permit, the authorization, the line), the state
     *     found (`state`) and the period it came from (`periodId`): CHECKPOINT its status and its
     *     timeline's period, IDENTIFIER ENROLLED
     *     or REVOKED and its timeline's period, VEHICLE the
     *     vehicle's lifecycle and its timeline's period, CARRIER the owner's status and its
     *     timeline's period, PERMIT the permit's status that day (ACTIVE, UPCOMING, EXPIRED,
     *     REVOKED; null when the vehicle has no permit of the kind) and its revocation timeline's
     *     period, AUTHORIZATION the authorization's recorded status and its timeline's period, LINE
     *     the line's status and its timeline's period.
     *
     *     Use instead: `recordVehiclePassage` to keep the decision (so that a dispute replays the
     *     exact answer): the same check, recorded as a passage.
     *
     *     Refusals: 422 `eligibility-subject-invalid` naming `query.vehicleId` unless exactly one of the
     *     two ways names the vehicle (parameters are checked one by one against the contract, so this
     *     rule between them is the service's); 404 `checkpoint-not-found`, `vehicle-not-found`,
     *     `line-not-found` for an unknown id. An
     *     identifier unknown on that date is not a 404 but a refusal in the answer (IDENTIFIER,
     *     `IDENTIFIER_UNKNOWN`).
     *
     *     Example:
     *
     *     ```
     *     GET /referential/v1/checkpoints/{id}/eligibility?identifierTypeCode=PLATE&identifierValue=AB-123-CD&at=2027-03-01T06:15:00Z
     *     ```
     */
    get: operations['checkVehicleEligibility'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/checkpoints/{id}/passages': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the passages recorded at a checkpoint
     * @description The passages recorded at the checkpoint, latest instant first (ties by id), of one vehicle
     *     when `vehicleId` is given. Paged like the searches.
     *
     *     Use instead: `getVehiclePassage` for one passage by its id; `checkVehicleEligibility` for a
     *     decision now, not kept.
     *
     *     An unknown checkpoint is a 404 `checkpoint-not-found`.
     */
    get: operations['listCheckpointPassages'];
    put?: never;
    /**
     * Check a vehicle at a checkpoint and record the decision as a passage
     * @description Makes the decision `checkVehicleEligibility` makes, for the vehicle named in the body
     *     (by `vehicleId`, or by `identifierTypeCode` and `identifierValue`) at the instant `at`
     *     (now when absent), with `lineId` when given, and records it as a passage: the checkpoint,
     *     the vehicle, the instant, the outcome and every check, as answered. Answers 201 with the
     *     passage (`Location` names it); `getVehiclePassage` reads it back, equal to this answer,
     *     whatever the registry says since. A refusal is recorded too: a passage is a decision, not
     *     an entry.
     *
     *     Refusals: those of `checkVehicleEligibility`, fields named under `body.` (422
     *     `eligibility-subject-invalid` naming `body.vehicleId`; 404 `checkpoint-not-found`,
     *     `vehicle-not-found`, `line-not-found`). Nothing is recorded when refused.
     *
     *     Example body: `{ "identifierTypeCode": "RFID", "identifierValue": "04A2", "at": "2027-03-01T06:15:00Z" }`.
     */
    post: operations['recordVehiclePassage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/passages/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Read a recorded passage
     * @description The passage as `recordVehiclePassage` answered it: the decision at the instant it was made,
     *     not made again. An unknown id is a 404 `passage-not-found`.
     *
     *     Use instead: `listCheckpointPassages` for a checkpoint's passages; `checkVehicleEligibility`
     *     to decide again with what the registry says now.
     */
    get: operations['getVehiclePassage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/validation-report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Check the whole registry against the validation rules
     * @description Runs every validation rule over the whole registry on a date and answers the notices
     *     found: each with the rule's stable `code`, its `family` (`gtfs`: what the GTFS export
     *     would write invalid; `timetable`, `network`, `rights`, `fleet`), its `severity`
     *     (`ERROR`: an answer or an export is wrong because of it; `WARNING`: it soon will be, or
     *     people will be misled; `INFO`: worth a look), the records concerned (first the one at
     *     fault; each with its `type`, `id` and `link`) and a sentence. `rules` lists every
     *     rule run with the count of its notices, so a rule that found nothing is seen to have run.
     *     Each rule is one statement over the registry, never a loop over records.
     *
     *     Reads the registry on `at` (a date), as known at `asKnownAt` when given (the report the
     *     registry would have given then). Filters `family`, `severity` and `code` keep the
     *     rules named; a code that is no rule's is a 400 naming `query.code`.
     *
     *     Answers JSON, or the same report as an HTML page for people with `format=html` or when
     *     `Accept` names `text/html` and not `application/json`.
     *
     *     Use instead: `exportGtfsFeed` to export the network; `checkVehicleEligibility` for one
     *     vehicle at one checkpoint.
     */
    get: operations['getValidationReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/import-staging/batches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search import batches
     * @description Batches of one source and/or status, newest first.
     *
     *     Use instead: `getImportBatch` for one batch by the `id` this lists, with its counts;
     *     `searchImportConflicts` for the conflicts batches raised.
     */
    get: operations['searchImportBatches'];
    put?: never;
    /**
     * Open a batch of statements from a named source
     * @description Opens an OPEN batch for one source (for example the national register, a carrier's portal)
     *     and answers 201 with its `id`. Statements are then added to it (`addImportStatements`),
     *     inspected (`listImportStatements`) and applied (`applyImportBatch`).
     *
     *     Use instead: `importGtfsFeed` to load a whole network and its timetables from a GTFS feed.
     */
    post: operations['createImportBatch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/import-staging/batches/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Inspect an import batch
     * @description The batch with the count of its statements in each status; readable before and after
     *     application.
     *
     *     Use instead: `listImportStatements` for the batch's statements one by one;
     *     `searchImportConflicts` for its conflicts; `listImportBatchChanges` for who changed it and
     *     when.
     *
     *     An unknown batch is a 404 `import-batch-not-found`.
     */
    get: operations['getImportBatch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/import-staging/batches/{id}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the changes of an import batch
     * @description Every write to the import batch and to the rows that belong to it (its status changes,
     *     periods, members ...), as the audit trail recorded it in the write's own transaction,
     *     newest first and paged: when, who (the token's subject), the request id, the operation,
     *     and each changed field before and after. Its creation lists the fields it was given.
     *     The same permission as reading the import batch.
     *
     *     Use instead: `getImportBatch` for the batch itself and its counts; `listImportStatements`
     *     for its statements.
     *
     *     Refusals: 404 `import-batch-not-found` for an id no import batch ever had.
     */
    get: operations['listImportBatchChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/import-staging/batches/{id}/statements': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the statements of a batch
     * @description The batch's statements in the order they were added, optionally of one status, each with its
     *     conflict when it has one.
     *
     *     Use instead: `getImportBatch` for the counts only; `searchImportConflicts` for the
     *     statements that conflicted.
     *
     *     An unknown batch is a 404 `import-batch-not-found`.
     */
    get: operations['listImportStatements'];
    put?: never;
    /**
     * Add statements to an open batch
     * @description Adds observations of registry fields by the batch's source, all or none. Observable fields
     *     (`ImportField`): of a CARRIER `name`, `legalIdentifier`, `website`, `phoneNumber`, `email`,
     *     `addressLine1`, `addressLine2`, `addressZip`, `addressCity`; of a STATION `name` and
     *     `locality`. Another pair is a 422 `import-field-not-observable`, a value the field does not
     *     accept a 422 `import-value-invalid`, an unknown record a 422 `import-record-unknown`, a
     *     record field stated twice in one batch a 409 `import-statement-duplicated`, and an applied
     *     batch a 409 `import-batch-applied`; each names `body.statements.<i>.<field>`. A statement
     *     whose value differs from another unsettled statement (PENDING or CONFLICTING, of any other
     *     batch) on the same record field raises or joins the OPEN conflict of that field, and all of
     *     them become CONFLICTING.
     *
     *     An import: it runs under the service's import limits, shared with the GTFS and permit
     *     imports. A batch holds at most `IMPORT_MAX_ROWS` statements (413 `import-limit-exceeded`
     *     naming `body.statements`, nothing added); an addition running longer than
     *     `IMPORT_MAX_SECONDS`, or whose client leaves, is stopped and nothing of it is added; beyond
     *     `IMPORT_MAX_CONCURRENT_ADDITIONS` additions at once (an addition never waits its turn), 429
     *     `imports-busy` with `Retry-After`.
     *
     *     An unknown batch is a 404 `import-batch-not-found`.
     */
    post: operations['addImportStatements'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/import-staging/batches/{id}/application': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Apply a batch to the registry
     * @description Writes every PENDING statement of the batch to its registry record and marks it APPLIED;
     *     CONFLICTING statements wait for the resolution of their conflict, which applies the winner.
     *     The batch becomes APPLIED (a second application is a 409 `import-batch-applied`) and takes
     *     no more statements. All or nothing: a record that refuses the change (a retired station, 409
     *     `station-retired`) leaves everything as it was.
     *
     *     An import: it runs under the service's import limits, shared with the GTFS and permit
     *     imports. An application running longer than `IMPORT_MAX_SECONDS` is a 413
     *     `import-limit-exceeded` and one whose client leaves is stopped, both with nothing written;
     *     beyond `IMPORT_MAX_CONCURRENT` imports at once it waits its turn, in order of arrival,
     *     behind at most `IMPORT_MAX_QUEUED` others and for at most `IMPORT_MAX_WAIT_SECONDS`;
     *     beyond, 429 `imports-busy` with `Retry-After` (nothing written; one whose client leaves
     *     while it waits never starts).
     *
     *     An unknown batch is a 404 `import-batch-not-found`.
     */
    post: operations['applyImportBatch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/import-staging/conflicts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search import conflicts
     * @description Conflicts of one status, record type or record, oldest first.
     *
     *     Use instead: `getImportConflict` for one conflict by the `id` this lists; `getImportBatch`
     *     for the batch that raised it.
     */
    get: operations['searchImportConflicts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/import-staging/conflicts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Read an import conflict
     * @description The conflict with every observation in it (winners and losers alike) and, once resolved, its
     *     resolution.
     *
     *     Use instead: `searchImportConflicts` to find its id; `listImportConflictChanges` for who
     *     resolved it and when.
     *
     *     An unknown conflict is a 404 `import-conflict-not-found`.
     */
    get: operations['getImportConflict'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/import-staging/conflicts/{id}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the changes of an import conflict
     * @description Every write to the import conflict and to the rows that belong to it (its status changes,
     *     periods, members ...), as the audit trail recorded it in the write's own transaction,
     *     newest first and paged: when, who (the token's subject), the request id, the operation,
     *     and each changed field before and after. Its creation lists the fields it was given.
     *     The same permission as reading the import conflict.
     *
     *     Use instead: `getImportConflict` for the conflict itself; `searchImportConflicts` to find
     *     its id.
     *
     *     Refusals: 404 `import-conflict-not-found` for an id no import conflict ever had.
     */
    get: operations['listImportConflictChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/import-staging/conflicts/{id}/resolution': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resolve an import conflict
     * @description Settles a conflict between sources: names the winning value and the evidence. In one
     *     transaction the winner is written to the registry record, the conflict becomes RESOLVED with
     *     who and when, observations equal to the winner become APPLIED and the others REJECTED; the
     *     losers stay readable in the conflict and in their batches. The winner need not be one of the
     *     observed values (the evidence may establish another). Answers 204 with no body.
     *
     *     Refusals: 404 `import-conflict-not-found`; 409 `import-conflict-resolved` when it is
     *     resolved already; 422 `import-value-invalid` for a winner the field does not accept.
     */
    post: operations['resolveImportConflict'];
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
     * @description Bays matching every filter given: `search` matches any part of the code (case-insensitive,
     *     literally: `_` and `%` are plain characters), `stationAreaId.value` keeps the bays of one
     *     station area, `status` one lifecycle status (ACTIVE when absent). Each bay is answered,
     *     and filtered, with its status and capabilities on `at` (today when absent); a bay with no
     *     state that day (created later) is left out. Ordered by `sort` (code ascending when
     *     absent); `total` counts every match, not only the page.
     *
     *     Use instead: `getBay` to read one bay by the `id` this lists; `getBayTimeline` for every
     *     period of one bay; `listBayChanges` for who changed a bay and when.
     *
     *     Example: `GET /referential/v1/bays?search=quai&stationAreaId.value=7c0e...&at=2027-03-01&size=50`.
     */
    get: operations['searchBays'];
    put?: never;
    /**
     * Create a bay in a station area
     * @description Creates an ACTIVE bay in a station area and answers 201 with its `id` and a `Location`.
     *
     *     Refusals: 404 `station-area-not-found`; 409 `station-area-retired`; 409 `bay-code-taken`
     *     when an ACTIVE bay of the same area has the code, case-insensitive (a decommissioned bay's
     *     code is free again).
     *
     *     Example body:
     *
     *     ```json
     *     { "stationAreaId": "7c0e...", "code": "QUAI-12", "position": 12, "lengthM": 18.5 }
     *     ```
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
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Read a bay
     * @description The bay, active or decommissioned, with its station area, position, and its status,
     *     dimensions, step-free boarding and accepted vehicle categories as they stood on `at`
     *     (today when absent). The answer carries its `ETag`, to send back as `If-Match` with a
     *     correction.
     *
     *     Use instead: `searchBays` to find bays (of a station area, by code) when the id is not
     *     known; `getBayTimeline` for all its periods (past and scheduled) at once;
     *     `listBayChanges` for who changed this bay, when and how, rather than its state.
     *
     *     Refusals: 404 `bay-not-found`; 422 `history-no-state` naming `query.at` for a date before
     *     the bay was created (or in a gap of its timeline); 400 for an `at` that is not a date.
     *
     *     Example: `GET /referential/v1/bays/7c0e...?at=2027-03-01`.
     */
    get: operations['getBay'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Correct a bay
     * @description Corrects the code, position or dimensions of an ACTIVE bay; only the fields sent change and
     *     its station area never changes. With `If-Match`, the correction applies only to the version
     *     read.
     *
     *     Use instead: `setBayCapabilities` for step-free access and the vehicle categories it
     *     takes; `decommissionBay` to take it out of use; `createBay` for a bay in another station
     *     area, since its area never changes.
     *
     *     Refusals: 404 `bay-not-found`; 409 `bay-decommissioned`; 409 `bay-code-taken` naming
     *     `body.code` for a code another active bay of the area has, today or on a day both are to be
     *     active; 409 `stale-representation` when the bay changed since
     *     the version named by `If-Match`.
     *
     *     Example: the header `If-Match: "7"` (the `ETag` of the read, the bay's `version` in double
     *     quotes) with the body `{ "position": 13 }`.
     */
    patch: operations['correctBay'];
    trace?: never;
  };
  '/referential/v1/bays/{id}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the changes of a bay
     * @description Every write to the bay and to the rows that belong to it (its status changes,
     *     periods, members ...), as the audit trail recorded it in the write's own transaction,
     *     newest first and paged: when, who (the token's subject), the request id, the operation,
     *     and each changed field before and after. Its creation lists the fields it was given.
     *     The same permission as reading the bay.
     *
     *     Use instead: `getBay` for the bay itself as it stands; `searchBays` to find its id.
     *
     *     Refusals: 404 `bay-not-found` for an id no bay ever had.
     */
    get: operations['listBayChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/bays/{id}/decommissioning': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decommission a bay
     * @description Moves an ACTIVE bay to DECOMMISSIONED, for good, from today or from `effectiveFrom` (a
     *     later date: reads before it still answer ACTIVE, reads from it DECOMMISSIONED, and the
     *     decommissioning can be cancelled until then with `cancelBayChange`); its code becomes
     *     free for a new bay of the area from that day. The answer is the bay as it stands from
     *     that date.
     *
     *     Use instead: `insertBayPeriod` to record a decommissioning in the past (a correction of
     *     the history); `cancelBayChange` to cancel one still to come.
     *
     *     Refusals: 404 `bay-not-found`; 409 `bay-decommissioned` when it is decommissioned already;
     *     422 `history-change-in-past` naming `body.effectiveFrom` for a date before today,
     *     `history-record-retired` naming `body.effectiveFrom` for a date on which it is
     *     decommissioned already; 409 `history-change-scheduled` when a change is already recorded
     *     after that date.
     *
     *     Example body (optional): `{ "effectiveFrom": "2027-03-01" }`.
     */
    post: operations['decommissionBay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/station-areas/{id}/capabilities': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Set the capabilities of a station area
     * @description Replaces what the station area can take: step-free access, the largest vehicle length and
     *     height it can hold (null: no limit) and the vehicle categories it accepts (codes of the
     *     vehicle-category catalog; an empty list accepts every category), from today or from
     *     `effectiveFrom` (a later date; reads before it answer the capabilities as they were). The
     *     new capabilities are carried onto the changes already recorded after that date. The
     *     answer is the area as it stands from that date.
     *
     *     Use instead: `correctStationArea` for its code or name; `setBayCapabilities` for one bay
     *     of the area; `correctStationAreaPeriod` to correct capabilities recorded wrongly in the
     *     past.
     *
     *     Refusals: 404 `station-area-not-found`; 409 `station-area-retired` for a retired area; 422
     *     `history-change-in-past` naming `body.effectiveFrom` for a date before today,
     *     `history-record-retired` naming `body.effectiveFrom` for a date on which the area is
     *     retired.
     *
     *     Example body: `{ "accessible": true, "maxVehicleLengthM": 15, "maxVehicleHeightM": null, "vehicleCategories": [], "effectiveFrom": "2027-03-01" }`.
     */
    put: operations['setStationAreaCapabilities'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/station-areas/{id}/timeline': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List a station area's periods in order
     * @description The area's effective-dated periods, earliest first: each with what held (`state`:
     *     status, retirement reason, when the retirement was recorded, capabilities), its first and last day
     *     (`effectiveTo` inclusive, null while open), whether it is `current` (in force today) or
     *     `future` (recorded ahead), and explicit gaps (`gap: true`, `id` and `state` null) where
     *     no period is in force. Paged like the searches.
     *
     *     Use instead: `getStationArea` for the area on one date; `listStationAreaChanges` for the audit trail of
     *     the writes (who, when, which fields) rather than the periods in force.
     *
     *     An unknown station area id is a 404 `station-area-not-found`.
     *
     *     Example: `GET /referential/v1/station-areas/7c0e.../timeline?page=0&size=20`.
     */
    get: operations['getStationAreaTimeline'];
    put?: never;
    /**
     * Insert a change of a station area between two periods (a correction of the history)
     * @description A correction of the area's history: from `effectiveFrom` (any date, past included), the
     *     period in force that day is split and the new one takes the fields given (`retirementReason`
     *     with RETIRED); the later periods are kept. Needs `referential.station-areas:insert-period`.
     *     Answers 201 with the new period's id.
     *
     *     Use instead: `setStationAreaCapabilities` or `retireStationArea` for a change from today or a
     *     later date; `correctStationAreaPeriod` when a period already starts that day.
     *
     *     Refusals: 404 `station-area-not-found`; 422 `history-row-overlaps` naming `body.effectiveFrom`
     *     when a period already starts that day (correct it instead), `history-no-state` naming
     *     `body.effectiveFrom` when no period is in force that day, `history-retirement-reason-missing`
     *     naming `body.retirementReason`.
     *
     *     Example body: `{ "effectiveFrom": "2026-05-01", "accessible": true }`.
     */
    post: operations['insertStationAreaPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/station-areas/{id}/timeline/{periodId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Cancel a change of a station area still to come
     * @description Removes a period that starts after today (capabilities changed ahead, say); the period before
     *     it resumes its former end, so reads from that date answer what held before the change was
     *     recorded. Answers 204.
     *
     *     Use instead: `correctStationAreaPeriod` or `endStationAreaPeriod` for a period already in force or past.
     *
     *     Refusals: 404 `station-area-not-found`, `history-row-not-found`; 409 `history-row-in-force` for a
     *     period already in force or past (that is a correction).
     *
     *     Example: `DELETE /referential/v1/station-areas/7c0e.../timeline/5b1d...`.
     */
    delete: operations['cancelStationAreaChange'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/station-areas/{id}/timeline/{periodId}/correction': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Correct a period of a station area in place (a correction of the history)
     * @description Corrects one period of the area's history in place, from its first day: its capabilities, its `status`, its
     *     `retirementReason` and its first day `effectiveFrom` (a wrong date; the period
     *     before then ends the day before). Needs `referential.station-areas:correct-period`. Answers the
     *     corrected period.
     *
     *     Use instead: `insertStationAreaPeriod` to add a change inside a period; `correctStationArea` for the
     *     code and name, which have no periods.
     *
     *     Refusals: 404 `station-area-not-found`, `history-row-not-found`; 422 `history-row-overlaps`
     *     naming `body.effectiveFrom` when the period would cover another one, `period-invalid`
     *     naming `body.effectiveFrom` when it would start after its end,
     *     `history-retirement-reason-missing` naming `body.retirementReason`.
     *
     *     Example body: `{ "effectiveFrom": "2027-02-15" }`.
     */
    post: operations['correctStationAreaPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/station-areas/{id}/timeline/{periodId}/end': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End a period of a station area without a successor (a correction of the history)
     * @description Ends the period on `effectiveTo` (inclusive), leaving no period after it until the next
     *     one, if any (a gap in the timeline: reads of those days answer `history-no-state`). Needs
     *     `referential.station-areas:end-period`. Answers the ended period.
     *
     *     Use instead: `correctStationAreaPeriod` to change a period rather than end it; `cancelStationAreaChange`
     *     to cancel a change still to come; `retireStationArea` to end the area for good.
     *
     *     Refusals: 404 `station-area-not-found`, `history-row-not-found`; 422 `period-invalid` naming
     *     `body.effectiveTo` before the period's start, `history-row-overlaps` naming
     *     `body.effectiveTo` on or after the next period's start.
     *
     *     Example body: `{ "effectiveTo": "2026-12-31" }`.
     */
    post: operations['endStationAreaPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/bays/{id}/capabilities': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Set the capabilities of a bay
     * @description Replaces what vehicles the bay accepts: usable length `lengthM` and clearance `heightM` (the
     *     bay's own fields, null when unknown), step-free boarding (`accessible`, null when not
     *     recorded) and the vehicle categories it accepts (codes of the vehicle-category catalog;
     *     empty accepts every category), from today or from `effectiveFrom` (a later date; reads
     *     before it answer the capabilities as they were). The new capabilities are carried onto the changes already recorded after
     *     that date. The answer is the bay as it stands from that date.
     *
     *     Use instead: `correctBay` for its code, position or dimensions alone; `decommissionBay` to
     *     take it out of use; `correctBayPeriod` to correct capabilities recorded wrongly in the past.
     *
     *     Refusals: 404 `bay-not-found`; 409 `bay-decommissioned` for a decommissioned bay; 422
     *     `history-change-in-past` naming `body.effectiveFrom` for a date before today,
     *     `history-record-retired` naming `body.effectiveFrom` for a date on which the bay is
     *     decommissioned (a decommissioning recorded ahead).
     *
     *     Example body: `{ "lengthM": 18, "heightM": null, "accessible": true, "vehicleCategories": ["COACH"], "effectiveFrom": "2027-03-01" }`.
     */
    put: operations['setBayCapabilities'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/bays/{id}/timeline': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List a bay's periods of status and capabilities in order
     * @description The bay's effective-dated periods, earliest first: each with what held (`state`: status,
     *     dimensions, step-free boarding, vehicle categories), its first and last day (`effectiveTo`
     *     inclusive, null while open), whether it is `current` (in force today) or `future`
     *     (recorded ahead), and explicit gaps (`gap: true`, `id` and `state` null) where no period
     *     is in force. Paged like the searches.
     *
     *     Use instead: `getBay` for the bay on one date; `listBayChanges` for the audit trail of
     *     the writes (who, when, which fields) rather than the periods in force.
     *
     *     An unknown bay id is a 404 `bay-not-found`.
     *
     *     Example: `GET /referential/v1/bays/7c0e.../timeline?page=0&size=20`.
     */
    get: operations['getBayTimeline'];
    put?: never;
    /**
     * Insert a change of a bay between two periods (a correction of the history)
     * @description A correction of the bay's history: from `effectiveFrom` (any date, past included), the
     *     period in force that day is split and the new one takes the fields given (the others as
     *     they were that day); the later periods are kept. Needs
     *     `referential.bays:insert-period`. Answers 201 with the new period's id.
     *
     *     Use instead: `decommissionBay` or `setBayCapabilities` for a change from today or a later
     *     date; `correctBayPeriod` when a period already starts that day.
     *
     *     Refusals: 404 `bay-not-found`; 422 `history-row-overlaps` naming `body.effectiveFrom`
     *     when a period already starts that day (correct it instead), `history-no-state` naming
     *     `body.effectiveFrom` when no period is in force that day; 409 `bay-code-taken` naming
     *     `body.status` when the bay would be active on a day another active bay of its area has
     *     its code; nothing is written.
     *
     *     Example body: `{ "effectiveFrom": "2026-05-01", "status": "DECOMMISSIONED" }`.
     */
    post: operations['insertBayPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/bays/{id}/timeline/{periodId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Cancel a change of a bay still to come
     * @description Removes a period that starts after today (a scheduled decommissioning, say); the period
     *     before it resumes its former end, so reads from that date answer what held before the
     *     change was recorded. Answers 204.
     *
     *     Use instead: `correctBayPeriod` or `endBayPeriod` for a period already in force or past.
     *
     *     Refusals: 404 `bay-not-found`, `history-row-not-found`; 409 `history-row-in-force` for a
     *     period already in force or past (that is a correction); 409 `bay-code-taken` naming
     *     `body.status` when the period before would keep the bay active on days another active bay
     *     of its area has its code.
     *
     *     Example: `DELETE /referential/v1/bays/7c0e.../timeline/5b1d...`.
     */
    delete: operations['cancelBayChange'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/bays/{id}/timeline/{periodId}/correction': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Correct a period of a bay in place (a correction of the history)
     * @description Corrects one period of the bay's history in place, from its first day: the fields given
     *     (status, dimensions, step-free boarding, vehicle categories) and its first day
     *     `effectiveFrom` (a wrong decommissioning date; the period before then ends the day
     *     before). Needs `referential.bays:correct-period`. Answers the corrected period.
     *
     *     Use instead: `insertBayPeriod` to add a change inside a period; `correctBay` for the code
     *     and position, which have no periods.
     *
     *     Refusals: 404 `bay-not-found`, `history-row-not-found`; 422 `history-row-overlaps`
     *     naming `body.effectiveFrom` when the period would cover another one, `period-invalid`
     *     naming `body.effectiveFrom` when it would start after its end; 409 `bay-code-taken` naming
     *     `body.status` when the bay would be active on a day (past, today or to come) another
     *     active bay of its area has its code; nothing is written.
     *
     *     Example body: `{ "effectiveFrom": "2027-02-15" }`.
     */
    post: operations['correctBayPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/bays/{id}/timeline/{periodId}/end': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End a period of a bay without a successor (a correction of the history)
     * @description Ends the period on `effectiveTo` (inclusive), leaving no period after it until the next
     *     one, if any (a gap in the timeline: the bay has no state then, and reads of those days
     *     answer `history-no-state`). Needs `referential.bays:end-period`. Answers the ended
     *     period.
     *
     *     Use instead: `correctBayPeriod` to change a period rather than end it; `cancelBayChange`
     *     to cancel a change still to come; `decommissionBay` to take the bay out of use.
     *
     *     Refusals: 404 `bay-not-found`, `history-row-not-found`; 422 `period-invalid` naming
     *     `body.effectiveTo` before the period's start, `history-row-overlaps` naming
     *     `body.effectiveTo` on or after the next period's start.
     *
     *     Example body: `{ "effectiveTo": "2026-12-31" }`.
     */
    post: operations['endBayPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/checkpoints': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search checkpoints
     * @description Checkpoints whose code or name contains `search` (case-insensitive), in the requested order.
     *
     *     Use instead: `getCheckpoint` to read one checkpoint by the `id` this lists;
     *     `listCheckpointChanges` for who changed a checkpoint and when.
     *
     *     Each checkpoint is answered, and filtered by `status`, as it stood on `at` (today when
     *     absent); one created after `at` is left out. Example: `GET /referential/v1/checkpoints?status=ACTIVE&at=2027-03-01`.
     */
    get: operations['searchCheckpoints'];
    put?: never;
    /**
     * Create a checkpoint
     * @description Creates an ACTIVE checkpoint, a control point of the network (a gate, a platform access),
     *     optionally located in a station area (404 `station-area-not-found` when unknown, 409
     *     `station-area-retired` when retired). Its code is unique across all checkpoints, retired ones
     *     included (409 `checkpoint-code-taken`). Capabilities default to no control.
     */
    post: operations['createCheckpoint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/checkpoints/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Read a checkpoint
     * @description Reads one checkpoint, whatever its status.
     *
     *     Use instead: `searchCheckpoints` to find checkpoints by code or name when the id is not
     *     known; `listCheckpointChanges` for who changed this checkpoint, when and how, rather than
     *     its state.
     *
     *     An unknown id is a 404 `checkpoint-not-found`.
     *
     *     Answered as it stood on `at` (today when absent): its status, controls and retirement
     *     that day; `getCheckpointTimeline` lists every period. A date before the checkpoint was created (or
     *     in a gap of its timeline) is a 422 `history-no-state` naming `query.at`.
     */
    get: operations['getCheckpoint'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Correct a checkpoint
     * @description Corrects code, name or station area of an active checkpoint; a retired checkpoint cannot be
     *     corrected (409 `checkpoint-retired`).
     *
     *     Use instead: `setCheckpointCapabilities` for the controls it performs; `retireCheckpoint`
     *     to take it out of use.
     *
     *     An unknown id is a 404 `checkpoint-not-found`. With `If-Match`, the correction applies only
     *     to the version read: 409 `stale-representation` when the record changed since.
     */
    patch: operations['correctCheckpoint'];
    trace?: never;
  };
  '/referential/v1/checkpoints/{id}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the changes of a checkpoint
     * @description Every write to the checkpoint and to the rows that belong to it (its status changes,
     *     periods, members ...), as the audit trail recorded it in the write's own transaction,
     *     newest first and paged: when, who (the token's subject), the request id, the operation,
     *     and each changed field before and after. Its creation lists the fields it was given.
     *     The same permission as reading the checkpoint.
     *
     *     Use instead: `getCheckpoint` for the checkpoint itself as it stands; `searchCheckpoints`
     *     to find its id.
     *
     *     Refusals: 404 `checkpoint-not-found` for an id no checkpoint ever had.
     */
    get: operations['listCheckpointChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/checkpoints/{id}/retirement': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Retire a checkpoint
     * @description Retires an ACTIVE checkpoint with a reason, for good; a second retirement is a 409
     *     `checkpoint-retired`.
     *
     *     An unknown id is a 404 `checkpoint-not-found`.
     *
     *     The retirement applies from today or from `effectiveFrom` (a later date: reads before it
     *     answer the checkpoint as it was, and the retirement can be cancelled until then with
     *     `cancelCheckpointChange`). Refusals besides: 422 `history-change-in-past` naming
     *     `body.effectiveFrom` for a date before today, `history-record-retired` naming it for a
     *     date on which the checkpoint is retired already; 409 `history-change-scheduled` when a change
     *     is recorded after that date.
     *
     *     Example body: `{ "reason": "closed for works", "effectiveFrom": "2027-03-01" }`.
     */
    post: operations['retireCheckpoint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/checkpoints/{id}/timeline': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List a checkpoint's periods in order
     * @description The checkpoint's effective-dated periods, earliest first: each with what held (`state`:
     *     status, retirement reason, when the retirement was recorded, controls), its first and last day
     *     (`effectiveTo` inclusive, null while open), whether it is `current` (in force today) or
     *     `future` (recorded ahead), and explicit gaps (`gap: true`, `id` and `state` null) where
     *     no period is in force. Paged like the searches.
     *
     *     Use instead: `getCheckpoint` for the checkpoint on one date; `listCheckpointChanges` for the audit trail of
     *     the writes (who, when, which fields) rather than the periods in force.
     *
     *     An unknown checkpoint id is a 404 `checkpoint-not-found`.
     *
     *     Example: `GET /referential/v1/checkpoints/9d4b.../timeline?page=0&size=20`.
     */
    get: operations['getCheckpointTimeline'];
    put?: never;
    /**
     * Insert a change of a checkpoint between two periods (a correction of the history)
     * @description A correction of the checkpoint's history: from `effectiveFrom` (any date, past included), the
     *     period in force that day is split and the new one takes the fields given (`retirementReason`
     *     with RETIRED); the later periods are kept. Needs `referential.checkpoints:insert-period`.
     *     Answers 201 with the new period's id.
     *
     *     Use instead: `setCheckpointCapabilities` or `retireCheckpoint` for a change from today or a
     *     later date; `correctCheckpointPeriod` when a period already starts that day.
     *
     *     Refusals: 404 `checkpoint-not-found`; 422 `history-row-overlaps` naming `body.effectiveFrom`
     *     when a period already starts that day (correct it instead), `history-no-state` naming
     *     `body.effectiveFrom` when no period is in force that day, `history-retirement-reason-missing`
     *     naming `body.retirementReason`.
     *
     *     Example body: `{ "effectiveFrom": "2026-05-01", "boardingControl": true }`.
     */
    post: operations['insertCheckpointPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/checkpoints/{id}/timeline/{periodId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Cancel a change of a checkpoint still to come
     * @description Removes a period that starts after today (a retirement recorded ahead, say); the period before
     *     it resumes its former end, so reads from that date answer what held before the change was
     *     recorded. Answers 204.
     *
     *     Use instead: `correctCheckpointPeriod` or `endCheckpointPeriod` for a period already in force or past.
     *
     *     Refusals: 404 `checkpoint-not-found`, `history-row-not-found`; 409 `history-row-in-force` for a
     *     period already in force or past (that is a correction).
     *
     *     Example: `DELETE /referential/v1/checkpoints/9d4b.../timeline/5b1d...`.
     */
    delete: operations['cancelCheckpointChange'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/checkpoints/{id}/timeline/{periodId}/correction': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Correct a period of a checkpoint in place (a correction of the history)
     * @description Corrects one period of the checkpoint's history in place, from its first day: its fields, its `status`, its
     *     `retirementReason` and its first day `effectiveFrom` (a wrong date; the period
     *     before then ends the day before). Needs `referential.checkpoints:correct-period`. Answers the
     *     corrected period.
     *
     *     Use instead: `insertCheckpointPeriod` to add a change inside a period; `correctCheckpoint` for the
     *     code and name, which have no periods.
     *
     *     Refusals: 404 `checkpoint-not-found`, `history-row-not-found`; 422 `history-row-overlaps`
     *     naming `body.effectiveFrom` when the period would cover another one, `period-invalid`
     *     naming `body.effectiveFrom` when it would start after its end,
     *     `history-retirement-reason-missing` naming `body.retirementReason`.
     *
     *     Example body: `{ "effectiveFrom": "2027-02-15" }`.
     */
    post: operations['correctCheckpointPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/checkpoints/{id}/timeline/{periodId}/end': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End a period of a checkpoint without a successor (a correction of the history)
     * @description Ends the period on `effectiveTo` (inclusive), leaving no period after it until the next
     *     one, if any (a gap in the timeline: reads of those days answer `history-no-state`). Needs
     *     `referential.checkpoints:end-period`. Answers the ended period.
     *
     *     Use instead: `correctCheckpointPeriod` to change a period rather than end it; `cancelCheckpointChange`
     *     to cancel a change still to come; `retireCheckpoint` to end the checkpoint for good.
     *
     *     Refusals: 404 `checkpoint-not-found`, `history-row-not-found`; 422 `period-invalid` naming
     *     `body.effectiveTo` before the period's start, `history-row-overlaps` naming
     *     `body.effectiveTo` on or after the next period's start.
     *
     *     Example body: `{ "effectiveTo": "2026-12-31" }`.
     */
    post: operations['endCheckpointPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/checkpoints/{id}/capabilities': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Set the capabilities of a checkpoint
     * @description Replaces the controls the checkpoint performs: `entryControl` (vehicles entering the station
     *     area), `exitControl` (vehicles leaving it) and `boardingControl` (passengers boarding). A
     *     retired checkpoint cannot be changed (409 `checkpoint-retired`).
     *
     *     Use instead: `correctCheckpoint` for its code, name or station area.
     *
     *     An unknown id is a 404 `checkpoint-not-found`.
     *
     *     The controls apply from today or from `effectiveFrom` (a later date; reads before it answer
     *     the controls as they were), carried onto the changes already recorded after it. Refusals
     *     besides: 422 `history-change-in-past` naming `body.effectiveFrom` for a date before today,
     *     `history-record-retired` naming it for a date on which the checkpoint is retired.
     *
     *     Example body: `{ "entryControl": true, "exitControl": false, "boardingControl": true, "effectiveFrom": "2027-03-01" }`.
     */
    put: operations['setCheckpointCapabilities'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/destinations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search destinations
     * @description Destinations whose code or name contains `search` (case-insensitive), in the requested order.
     *
     *     Use instead: `getDestination` to read one destination by the `id` this lists;
     *     `listDestinationChanges` for who changed a destination and when.
     *
     *     Each destination is answered, and filtered by `status`, as it stood on `at` (today when
     *     absent); one created after `at` is left out. Example: `GET /referential/v1/destinations?status=ACTIVE&at=2027-03-01`.
     */
    get: operations['searchDestinations'];
    put?: never;
    /**
     * Create a destination
     * @description Creates an ACTIVE destination, the name a service announces as where it goes. Its code is
     *     unique across all destinations, retired ones included (409 `destination-code-taken`).
     */
    post: operations['createDestination'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/destinations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Read a destination
     * @description Reads one destination, whatever its status.
     *
     *     Use instead: `searchDestinations` to find destinations by code or name when the id is not
     *     known; `listDestinationChanges` for who changed this destination, when and how, rather
     *     than its state.
     *
     *     An unknown id is a 404 `destination-not-found`.
     *
     *     Answered as it stood on `at` (today when absent): its status and retirement
     *     that day; `getDestinationTimeline` lists every period. A date before the destination was created (or
     *     in a gap of its timeline) is a 422 `history-no-state` naming `query.at`.
     */
    get: operations['getDestination'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Correct a destination
     * @description Corrects code or name of an active destination; a retired one cannot be corrected (409
     *     `destination-retired`).
     *
     *     Use instead: `retireDestination` to take it out of use.
     *
     *     An unknown id is a 404 `destination-not-found`. With `If-Match`, the correction applies only
     *     to the version read: 409 `stale-representation` when the record changed since.
     */
    patch: operations['correctDestination'];
    trace?: never;
  };
  '/referential/v1/destinations/{id}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the changes of a destination
     * @description Every write to the destination and to the rows that belong to it (its status changes,
     *     periods, members ...), as the audit trail recorded it in the write's own transaction,
     *     newest first and paged: when, who (the token's subject), the request id, the operation,
     *     and each changed field before and after. Its creation lists the fields it was given.
     *     The same permission as reading the destination.
     *
     *     Use instead: `getDestination` for the destination itself as it stands;
     *     `searchDestinations` to find its id.
     *
     *     Refusals: 404 `destination-not-found` for an id no destination ever had.
     */
    get: operations['listDestinationChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/destinations/{id}/retirement': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Retire a destination
     * @description Retires an ACTIVE destination with a reason, for good (409 `destination-retired` when it is
     *     already). New itineraries cannot head for a retired destination; existing ones keep it.
     *
     *     An unknown id is a 404 `destination-not-found`.
     *
     *     The retirement applies from today or from `effectiveFrom` (a later date: reads before it
     *     answer the destination as it was, and the retirement can be cancelled until then with
     *     `cancelDestinationChange`). Refusals besides: 422 `history-change-in-past` naming
     *     `body.effectiveFrom` for a date before today, `history-record-retired` naming it for a
     *     date on which the destination is retired already; 409 `history-change-scheduled` when a change
     *     is recorded after that date.
     *
     *     Example body: `{ "reason": "closed for works", "effectiveFrom": "2027-03-01" }`.
     */
    post: operations['retireDestination'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/destinations/{id}/timeline': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List a destination's periods in order
     * @description The destination's effective-dated periods, earliest first: each with what held (`state`:
     *     status, retirement reason, when the retirement was recorded), its first and last day
     *     (`effectiveTo` inclusive, null while open), whether it is `current` (in force today) or
     *     `future` (recorded ahead), and explicit gaps (`gap: true`, `id` and `state` null) where
     *     no period is in force. Paged like the searches.
     *
     *     Use instead: `getDestination` for the destination on one date; `listDestinationChanges` for the audit trail of
     *     the writes (who, when, which fields) rather than the periods in force.
     *
     *     An unknown destination id is a 404 `destination-not-found`.
     *
     *     Example: `GET /referential/v1/destinations/9d4b.../timeline?page=0&size=20`.
     */
    get: operations['getDestinationTimeline'];
    put?: never;
    /**
     * Insert a change of a destination between two periods (a correction of the history)
     * @description A correction of the destination's history: from `effectiveFrom` (any date, past included), the
     *     period in force that day is split and the new one takes the fields given (`retirementReason`
     *     with RETIRED); the later periods are kept. Needs `referential.destinations:insert-period`.
     *     Answers 201 with the new period's id.
     *
     *     Use instead: `retireDestination` for a change from today or a
     *     later date; `correctDestinationPeriod` when a period already starts that day.
     *
     *     Refusals: 404 `destination-not-found`; 422 `history-row-overlaps` naming `body.effectiveFrom`
     *     when a period already starts that day (correct it instead), `history-no-state` naming
     *     `body.effectiveFrom` when no period is in force that day, `history-retirement-reason-missing`
     *     naming `body.retirementReason`.
     *
     *     Example body: `{ "effectiveFrom": "2026-05-01", "status": "RETIRED", "retirementReason": "renamed" }`.
     */
    post: operations['insertDestinationPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/destinations/{id}/timeline/{periodId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Cancel a change of a destination still to come
     * @description Removes a period that starts after today (a retirement recorded ahead, say); the period before
     *     it resumes its former end, so reads from that date answer what held before the change was
     *     recorded. Answers 204.
     *
     *     Use instead: `correctDestinationPeriod` or `endDestinationPeriod` for a period already in force or past.
     *
     *     Refusals: 404 `destination-not-found`, `history-row-not-found`; 409 `history-row-in-force` for a
     *     period already in force or past (that is a correction).
     *
     *     Example: `DELETE /referential/v1/destinations/9d4b.../timeline/5b1d...`.
     */
    delete: operations['cancelDestinationChange'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/destinations/{id}/timeline/{periodId}/correction': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Correct a period of a destination in place (a correction of the history)
     * @description Corrects one period of the destination's history in place, from its first day: its fields, its `status`, its
     *     `retirementReason` and its first day `effectiveFrom` (a wrong date; the period
     *     before then ends the day before). Needs `referential.destinations:correct-period`. Answers the
     *     corrected period.
     *
     *     Use instead: `insertDestinationPeriod` to add a change inside a period; `correctDestination` for the
     *     code and name, which have no periods.
     *
     *     Refusals: 404 `destination-not-found`, `history-row-not-found`; 422 `history-row-overlaps`
     *     naming `body.effectiveFrom` when the period would cover another one, `period-invalid`
     *     naming `body.effectiveFrom` when it would start after its end,
     *     `history-retirement-reason-missing` naming `body.retirementReason`.
     *
     *     Example body: `{ "effectiveFrom": "2027-02-15" }`.
     */
    post: operations['correctDestinationPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/destinations/{id}/timeline/{periodId}/end': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End a period of a destination without a successor (a correction of the history)
     * @description Ends the period on `effectiveTo` (inclusive), leaving no period after it until the next
     *     one, if any (a gap in the timeline: reads of those days answer `history-no-state`). Needs
     *     `referential.destinations:end-period`. Answers the ended period.
     *
     *     Use instead: `correctDestinationPeriod` to change a period rather than end it; `cancelDestinationChange`
     *     to cancel a change still to come; `retireDestination` to end the destination for good.
     *
     *     Refusals: 404 `destination-not-found`, `history-row-not-found`; 422 `period-invalid` naming
     *     `body.effectiveTo` before the period's start, `history-row-overlaps` naming
     *     `body.effectiveTo` on or after the next period's start.
     *
     *     Example body: `{ "effectiveTo": "2026-12-31" }`.
     */
    post: operations['endDestinationPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/stations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search stations
     * @description Stations whose code or name contains `search` (case-insensitive), in the requested order.
     *
     *     Use instead: `getStation` to read one station by the `id` this lists; `listStationChanges`
     *     for who changed a station and when.
     *
     *     Each station is answered, and filtered by `status`, as it stood on `at` (today when
     *     absent); one created after `at` is left out. Example: `GET /referential/v1/stations?status=ACTIVE&at=2027-03-01`.
     */
    get: operations['searchStations'];
    put?: never;
    /**
     * Create a station
     * @description Creates an ACTIVE station, a place where services call, optionally inside a station area
     *     (whose bays its calls may use; 404 `station-area-not-found`, 409 `station-area-retired`).
     *     Latitude and longitude go together. Its code is unique across all stations, retired ones
     *     included (409 `station-code-taken`).
     */
    post: operations['createStation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/stations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Read a station
     * @description Reads one station, whatever its status.
     *
     *     Use instead: `searchStations` to find stations by code or name when the id is not known;
     *     `listStationChanges` for who changed this station, when and how, rather than its state.
     *
     *     An unknown id is a 404 `station-not-found`.
     *
     *     Answered as it stood on `at` (today when absent): its status and retirement
     *     that day; `getStationTimeline` lists every period. A date before the station was created (or
     *     in a gap of its timeline) is a 422 `history-no-state` naming `query.at`.
     */
    get: operations['getStation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Correct a station
     * @description Corrects an active station (409 `station-retired` otherwise). Null clears `locality`, the
     *     position or the station area.
     *
     *     Use instead: `retireStation` to take it out of use.
     *
     *     An unknown id is a 404 `station-not-found`. With `If-Match`, the correction applies only to
     *     the version read: 409 `stale-representation` when the record changed since.
     */
    patch: operations['correctStation'];
    trace?: never;
  };
  '/referential/v1/stations/{id}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the changes of a station
     * @description Every write to the station and to the rows that belong to it (its status changes,
     *     periods, members ...), as the audit trail recorded it in the write's own transaction,
     *     newest first and paged: when, who (the token's subject), the request id, the operation,
     *     and each changed field before and after. Its creation lists the fields it was given.
     *     The same permission as reading the station.
     *
     *     Use instead: `getStation` for the station itself as it stands; `searchStations` to find
     *     its id.
     *
     *     Refusals: 404 `station-not-found` for an id no station ever had.
     */
    get: operations['listStationChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/stations/{id}/retirement': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Retire a station
     * @description Retires an ACTIVE station with a reason, for good (409 `station-retired` when it is
     *     already). New itineraries cannot call at a retired station.
     *
     *     An unknown id is a 404 `station-not-found`.
     *
     *     The retirement applies from today or from `effectiveFrom` (a later date: reads before it
     *     answer the station as it was, and the retirement can be cancelled until then with
     *     `cancelStationChange`). Refusals besides: 422 `history-change-in-past` naming
     *     `body.effectiveFrom` for a date before today, `history-record-retired` naming it for a
     *     date on which the station is retired already; 409 `history-change-scheduled` when a change
     *     is recorded after that date.
     *
     *     Example body: `{ "reason": "closed for works", "effectiveFrom": "2027-03-01" }`.
     */
    post: operations['retireStation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/stations/{id}/timeline': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List a station's periods in order
     * @description The station's effective-dated periods, earliest first: each with what held (`state`:
     *     status, retirement reason, when the retirement was recorded), its first and last day
     *     (`effectiveTo` inclusive, null while open), whether it is `current` (in force today) or
     *     `future` (recorded ahead), and explicit gaps (`gap: true`, `id` and `state` null) where
     *     no period is in force. Paged like the searches.
     *
     *     Use instead: `getStation` for the station on one date; `listStationChanges` for the audit trail of
     *     the writes (who, when, which fields) rather than the periods in force.
     *
     *     An unknown station id is a 404 `station-not-found`.
     *
     *     Example: `GET /referential/v1/stations/9d4b.../timeline?page=0&size=20`.
     */
    get: operations['getStationTimeline'];
    put?: never;
    /**
     * Insert a change of a station between two periods (a correction of the history)
     * @description A correction of the station's history: from `effectiveFrom` (any date, past included), the
     *     period in force that day is split and the new one takes the fields given (`retirementReason`
     *     with RETIRED); the later periods are kept. Needs `referential.stations:insert-period`.
     *     Answers 201 with the new period's id.
     *
     *     Use instead: `retireStation` for a change from today or a
     *     later date; `correctStationPeriod` when a period already starts that day.
     *
     *     Refusals: 404 `station-not-found`; 422 `history-row-overlaps` naming `body.effectiveFrom`
     *     when a period already starts that day (correct it instead), `history-no-state` naming
     *     `body.effectiveFrom` when no period is in force that day, `history-retirement-reason-missing`
     *     naming `body.retirementReason`.
     *
     *     Example body: `{ "effectiveFrom": "2026-05-01", "status": "RETIRED", "retirementReason": "closed" }`.
     */
    post: operations['insertStationPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/stations/{id}/timeline/{periodId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Cancel a change of a station still to come
     * @description Removes a period that starts after today (a retirement recorded ahead, say); the period before
     *     it resumes its former end, so reads from that date answer what held before the change was
     *     recorded. Answers 204.
     *
     *     Use instead: `correctStationPeriod` or `endStationPeriod` for a period already in force or past.
     *
     *     Refusals: 404 `station-not-found`, `history-row-not-found`; 409 `history-row-in-force` for a
     *     period already in force or past (that is a correction).
     *
     *     Example: `DELETE /referential/v1/stations/9d4b.../timeline/5b1d...`.
     */
    delete: operations['cancelStationChange'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/stations/{id}/timeline/{periodId}/correction': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Correct a period of a station in place (a correction of the history)
     * @description Corrects one period of the station's history in place, from its first day: its fields, its `status`, its
     *     `retirementReason` and its first day `effectiveFrom` (a wrong date; the period
     *     before then ends the day before). Needs `referential.stations:correct-period`. Answers the
     *     corrected period.
     *
     *     Use instead: `insertStationPeriod` to add a change inside a period; `correctStation` for the
     *     code and name, which have no periods.
     *
     *     Refusals: 404 `station-not-found`, `history-row-not-found`; 422 `history-row-overlaps`
     *     naming `body.effectiveFrom` when the period would cover another one, `period-invalid`
     *     naming `body.effectiveFrom` when it would start after its end,
     *     `history-retirement-reason-missing` naming `body.retirementReason`.
     *
     *     Example body: `{ "effectiveFrom": "2027-02-15" }`.
     */
    post: operations['correctStationPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/stations/{id}/timeline/{periodId}/end': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End a period of a station without a successor (a correction of the history)
     * @description Ends the period on `effectiveTo` (inclusive), leaving no period after it until the next
     *     one, if any (a gap in the timeline: reads of those days answer `history-no-state`). Needs
     *     `referential.stations:end-period`. Answers the ended period.
     *
     *     Use instead: `correctStationPeriod` to change a period rather than end it; `cancelStationChange`
     *     to cancel a change still to come; `retireStation` to end the station for good.
     *
     *     Refusals: 404 `station-not-found`, `history-row-not-found`; 422 `period-invalid` naming
     *     `body.effectiveTo` before the period's start, `history-row-overlaps` naming
     *     `body.effectiveTo` on or after the next period's start.
     *
     *     Example body: `{ "effectiveTo": "2026-12-31" }`.
     */
    post: operations['endStationPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/coordinations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search coordinations
     * @description Coordinations whose code or name contains `search` (case-insensitive), in the requested order.
     *
     *     Use instead: `getCoordination` for one coordination by the `id` this lists;
     *     `listCoordinationMembers` for its carriers.
     */
    get: operations['searchCoordinations'];
    put?: never;
    /**
     * Create a coordination
     * @description Creates an ACTIVE coordination, a grouping of carriers that run services together. Its code
     *     is unique across all coordinations, retired ones included (409 `coordination-code-taken`).
     */
    post: operations['createCoordination'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/coordinations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Read a coordination
     * @description Reads one coordination, whatever its status. Its own fields have no valid time (a
     *     correction or a retirement holds from when it is recorded), so this read takes no `at`:
     *     the answer would be the same on every date. What a coordination has by date, its
     *     members, is read at a date with `listCoordinationMembers`; what it was as known at an
     *     instant, with `asKnownAt`.
     *
     *     Use instead: `listCoordinationMembers` for its member carriers; `searchCoordinations` to
     *     find its id; `listCoordinationChanges` for who changed it and when.
     *
     *     An unknown id is a 404 `coordination-not-found`.
     */
    get: operations['getCoordination'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Correct a coordination
     * @description Corrects code or name of an active coordination (409 `coordination-retired` otherwise).
     *
     *     Use instead: `addCoordinationMember` and `endCoordinationMembership` for its members;
     *     `retireCoordination` to take it out of use.
     *
     *     An unknown id is a 404 `coordination-not-found`. With `If-Match`, the correction applies
     *     only to the version read: 409 `stale-representation` when the record changed since.
     */
    patch: operations['correctCoordination'];
    trace?: never;
  };
  '/referential/v1/coordinations/{id}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the changes of a coordination
     * @description Every write to the coordination and to the rows that belong to it (its status changes,
     *     periods, members ...), as the audit trail recorded it in the write's own transaction,
     *     newest first and paged: when, who (the token's subject), the request id, the operation,
     *     and each changed field before and after. Its creation lists the fields it was given.
     *     The same permission as reading the coordination.
     *
     *     Use instead: `getCoordination` for the coordination itself; `listCoordinationMembers` for
     *     its current and past members.
     *
     *     Refusals: 404 `coordination-not-found` for an id no coordination ever had.
     */
    get: operations['listCoordinationChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/coordinations/{id}/retirement': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Retire a coordination
     * @description Retires an ACTIVE coordination with a reason (409 `coordination-retired` when it is
     *     already). Its membership history stays readable; it takes no new members.
     *
     *     An unknown id is a 404 `coordination-not-found`.
     */
    post: operations['retireCoordination'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/coordinations/{id}/members': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the members of a coordination
     * @description The memberships in force on `at` (default today in the business time zone), or with
     *     `history=true` every membership ever recorded; ordered by start date, then carrier.
     *
     *     Use instead: `getCoordination` for the coordination's own fields;
     *     `listCoordinationChanges` for who added or ended a membership and when.
     *
     *     An unknown id is a 404 `coordination-not-found`.
     */
    get: operations['listCoordinationMembers'];
    put?: never;
    /**
     * Add a carrier to a coordination
     * @description Records that the carrier belongs to the coordination from `effectiveFrom` (today or later)
     *     up to and including `effectiveTo` (open when absent). Periods of the same carrier in the
     *     same coordination never overlap (409 `coordination-membership-overlaps`); an end before the
     *     start is a 422 `period-invalid`; a start before today is a 422 `history-change-in-past`
     *     naming `body.effectiveFrom`; a retired coordination takes no members (409
     *     `coordination-retired`). `carrierId` names a carrier of the carrier registry. A membership
     *     recorded ahead is cancelled with `cancelCoordinationMemberChange`.
     *
     *     Use instead: `insertCoordinationMemberPeriod` for a membership starting before today (a
     *     correction); `getCoordinationMemberTimeline` for the carrier's periods, with their gaps.
     *
     *     An unknown id is a 404 `coordination-not-found`.
     */
    post: operations['addCoordinationMember'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/coordinations/{id}/members/{membershipId}/end': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The membership's id, as answered by `addCoordinationMember` or listed by `listCoordinationMembers`.
         * @example aaaca323-3267-4e32-af69-ecbac30a9de7
         */
        membershipId: string;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End a membership
     * @description Sets the last day of an open membership (`effectiveTo`, inclusive), yesterday or later: the
     *     days already past stay as recorded. A membership that has an end already is a 409
     *     `coordination-membership-ended`; an end before its start is a 422 `period-invalid`; an end
     *     before yesterday is a 422 `history-change-in-past` naming `body.effectiveTo`.
     *
     *     Use instead: `endCoordinationMemberPeriod` to end a membership on an earlier day, or to
     *     move an end (a correction).
     *
     *     An unknown coordination or membership is a 404 `coordination-not-found` or
     *     `coordination-membership-not-found`.
     */
    post: operations['endCoordinationMembership'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/coordinations/{id}/members/{carrierId}/timeline': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The member carrier, as `listCoordinationMembers` lists it (its `carrierId`).
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        carrierId: string;
      };
      cookie?: never;
    };
    /**
     * List the periods a carrier is a member of a coordination
     * @description The periods of the link, earliest first: each with its first and last day
     *     (`effectiveTo` inclusive, null while open), whether it is `current` (in force today) or
     *     `future` (recorded ahead), and explicit gaps (`gap: true`, `id` null) where the link does
     *     not hold. Paged like the searches; empty when the link was never recorded.
     *
     *     Use instead: `listCoordinationMembers` for the members on one date; `listCoordinationChanges` for the audit
     *     trail of the writes.
     *
     *     An unknown coordination is a 404 `coordination-not-found`.
     */
    get: operations['getCoordinationMemberTimeline'];
    put?: never;
    /**
     * Insert a period of a coordination's member between two others (a correction of the history)
     * @description A correction of the link's history: a period from `effectiveFrom` (any date, past
     *     included) to `effectiveTo` (inclusive; when absent, up to the day before the next period,
     *     or open), in a gap of the link's timeline; the other periods are kept.
     *     Needs `referential.coordinations:insert-period`. Answers 201 with the new period's id.
     *
     *     Use instead: `addCoordinationMember` for a period from today or a later date.
     *
     *     Refusals: 404 `coordination-not-found`; 422 `history-row-overlaps` naming `body.effectiveFrom` or
     *     `body.effectiveTo` when the period would overlap another one,
     *     `period-invalid` naming `body.effectiveTo` when it ends before it starts.
     *
     *     Example body: `{ "effectiveFrom": "2026-03-01", "effectiveTo": "2026-06-30" }`.
     */
    post: operations['insertCoordinationMemberPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/coordinations/{id}/members/{carrierId}/timeline/{periodId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The member carrier, as `listCoordinationMembers` lists it (its `carrierId`).
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        carrierId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Cancel a period of a coordination's member still to come
     * @description Removes a period of the link that starts after today (recorded ahead); its gap comes
     *     back, the other periods unchanged. Answers 204.
     *
     *     Use instead: `correctCoordinationMemberPeriod` or `endCoordinationMemberPeriod` for a period already in force or
     *     past.
     *
     *     Refusals: 404 `coordination-not-found`, `history-row-not-found`; 409 `history-row-in-force` for a period
     *     already in force or past (that is a correction).
     */
    delete: operations['cancelCoordinationMemberChange'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/coordinations/{id}/members/{carrierId}/timeline/{periodId}/correction': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The member carrier, as `listCoordinationMembers` lists it (its `carrierId`).
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        carrierId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Correct a period of a coordination's member in place (a correction of the history)
     * @description Corrects one period of the link in place: its first day `effectiveFrom` and/or its last
     *     day `effectiveTo` (a wrong date recorded), the other periods unchanged.
     *     Needs `referential.coordinations:correct-period`. Answers the corrected period.
     *
     *     Use instead: `insertCoordinationMemberPeriod` to add a period in a gap.
     *
     *     Refusals: 404 `coordination-not-found`, `history-row-not-found`; 422 `history-row-overlaps` naming the
     *     field whose day would overlap another period, `period-invalid` when the period would end
     *     before it starts.
     *
     *     Example body: `{ "effectiveTo": "2026-04-30" }`.
     */
    post: operations['correctCoordinationMemberPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/coordinations/{id}/members/{carrierId}/timeline/{periodId}/end': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The member carrier, as `listCoordinationMembers` lists it (its `carrierId`).
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        carrierId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End a period of a coordination's member without a successor (a correction of the history)
     * @description Ends the period on `effectiveTo` (inclusive), any date (past included), leaving a gap in
     *     the timeline until the next period, if any. Needs `referential.coordinations:end-period`. Answers the ended
     *     period.
     *
     *     Use instead: `endCoordinationMembership` to end an open period from today on;
     *     `cancelCoordinationMemberChange` to cancel a period still to come.
     *
     *     Refusals: 404 `coordination-not-found`, `history-row-not-found`; 422 `period-invalid` naming
     *     `body.effectiveTo` before the period's start, `history-row-overlaps` naming
     *     `body.effectiveTo` on or after the next period's start.
     *
     *     Example body: `{ "effectiveTo": "2026-12-31" }`.
     */
    post: operations['endCoordinationMemberPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/lines': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search lines
     * @description Lines whose code or name contains `search` (case-insensitive), in the requested order,
     *     each answered (and filtered by `status`) as it stood on `at` (today when absent); a line
     *     created after `at` is left out.
     *
     *     Use instead: `getLine` for one line by the `id` this lists; `getLineTimeline` for every
     *     status period of one line; `listLineOperators` for the carriers operating a line;
     *     `listItineraries` for its itineraries.
     *
     *     Example: `GET /referential/v1/lines?status=ACTIVE&at=2027-03-01`.
     */
    get: operations['searchLines'];
    put?: never;
    /**
     * Create a line
     * @description Creates a line in status PLANNED. Its code (the public line number) is unique across all
     *     lines, retired ones included (409 `line-code-taken`). Lifecycle: PLANNED -> ACTIVE
     *     (activation) -> SUSPENDED (suspension) -> ACTIVE (activation); any of them -> RETIRED
     *     (retirement, final). Any other move is a 409 `line-transition-invalid`.
     */
    post: operations['createLine'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/lines/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Read a line
     * @description Reads one line, whatever its status, as it stood on `at` (today when absent): its
     *     status, and the retirement's reason, that day.
     *
     *     Use instead: `searchLines` to find its id; `getLineTimeline` for all its status periods
     *     (past and scheduled); `listItineraries` for its itinerary versions; `listLineOperators`
     *     for its operating carriers; `listLineChanges` for who changed it and when.
     *
     *     Refusals: 404 `line-not-found`; 422 `history-no-state` naming `query.at` for a date before
     *     the line was created (or in a gap of its timeline); 400 for an `at` that is not a date.
     *
     *     Example: `GET /referential/v1/lines/3f2a...?at=2027-03-01`.
     */
    get: operations['getLine'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Correct a line
     * @description Corrects code or name of a line that is not retired (409 `line-retired`).
     *
     *     Use instead: `suspendLine`, `activateLine` or `retireLine` to change its status;
     *     `addLineOperator` and `endLineOperator` for its operating carriers; `createItinerary` for
     *     a new itinerary version.
     *
     *     An unknown line id is a 404 `line-not-found`. With `If-Match`, the correction applies only
     *     to the version read: 409 `stale-representation` when the record changed since.
     */
    patch: operations['correctLine'];
    trace?: never;
  };
  '/referential/v1/lines/{id}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the changes of a line
     * @description Every write to the line and to the rows that belong to it (its status changes,
     *     periods, members ...), as the audit trail recorded it in the write's own transaction,
     *     newest first and paged: when, who (the token's subject), the request id, the operation,
     *     and each changed field before and after. Its creation lists the fields it was given.
     *     The same permission as reading the line.
     *
     *     Use instead: `getLine` for the line itself; `listItineraryChanges` for the changes of one
     *     of its itineraries.
     *
     *     Refusals: 404 `line-not-found` for an id no line ever had.
     */
    get: operations['listLineChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/lines/{id}/retirement': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Retire a line
     * @description Retires a line with a reason, for good, from today or from `effectiveFrom` (a later date:
     *     reads before it answer the line as it was, reads from it RETIRED, and the retirement can be
     *     cancelled until then with `cancelLineChange`).
     *
     *     Use instead: `suspendLine` to stop it for a while; `insertLinePeriod` to record a
     *     retirement in the past (a correction of the history).
     *
     *     Refusals: 404 `line-not-found`; 409 `line-transition-invalid` from any other status on
     *     that date; 422 `history-change-in-past` naming `body.effectiveFrom` for a date before
     *     today (the past is changed only by a correction of the timeline),
     *     `history-record-retired` naming `body.effectiveFrom` for a date on which the line is
     *     retired (a retirement recorded ahead); 409 `history-change-scheduled` when a change is
     *     already recorded after that date. The answer is the line as it stands from that date.
     *
     *     Example body: `{ "reason": "replaced by line 12", "effectiveFrom": "2027-03-01" }`.
     */
    post: operations['retireLine'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/lines/{id}/activation': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Activate a line
     * @description Moves a PLANNED or SUSPENDED line to ACTIVE, from today or from `effectiveFrom` (a later
     *     date: the line keeps its status until the day before).
     *
     *     Use instead: `cancelLineChange` to cancel an activation still to come.
     *
     *     Refusals: 404 `line-not-found`; 409 `line-transition-invalid` from any other status on
     *     that date; 422 `history-change-in-past` naming `body.effectiveFrom` for a date before
     *     today (the past is changed only by a correction of the timeline),
     *     `history-record-retired` naming `body.effectiveFrom` for a date on which the line is
     *     retired (a retirement recorded ahead); 409 `history-change-scheduled` when a change is
     *     already recorded after that date. The answer is the line as it stands from that date.
     *
     *     Example body (optional): `{ "effectiveFrom": "2027-03-01" }`.
     */
    post: operations['activateLine'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/lines/{id}/suspension': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Suspend a line
     * @description Moves an ACTIVE line to SUSPENDED (its schedules stay but the line is announced as not
     *     running), from today or from `effectiveFrom` (a later date).
     *
     *     Use instead: `retireLine` to end the line for good; `activateLine` to run it again;
     *     `cancelLineChange` to cancel a suspension still to come.
     *
     *     Refusals: 404 `line-not-found`; 409 `line-transition-invalid` from any other status on
     *     that date; 422 `history-change-in-past` naming `body.effectiveFrom` for a date before
     *     today (the past is changed only by a correction of the timeline),
     *     `history-record-retired` naming `body.effectiveFrom` for a date on which the line is
     *     retired (a retirement recorded ahead); 409 `history-change-scheduled` when a change is
     *     already recorded after that date. The answer is the line as it stands from that date.
     *
     *     Example body (optional): `{ "effectiveFrom": "2027-03-01" }`.
     */
    post: operations['suspendLine'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/lines/{id}/timeline': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List a line's status periods in order
     * @description The line's effective-dated status periods, earliest first: each with what held (`state`:
     *     status, retirement reason and when the retirement was recorded), its first and last day
     *     (`effectiveTo` inclusive, null while open), whether it is `current` (in force today) or
     *     `future` (recorded ahead), and explicit gaps (`gap: true`, `id` and `state` null) where
     *     no period is in force. Paged like the searches.
     *
     *     Use instead: `getLine` for the line on one date; `listLineChanges` for the audit trail of
     *     the writes (who, when, which fields) rather than the periods in force.
     *
     *     An unknown line id is a 404 `line-not-found`.
     *
     *     Example: `GET /referential/v1/lines/3f2a.../timeline?page=0&size=20`.
     */
    get: operations['getLineTimeline'];
    put?: never;
    /**
     * Insert a status change of a line between two periods (a correction of the history)
     * @description A correction of the line's history: from `effectiveFrom` (any date, past included), the
     *     period in force that day is split and the new one takes `status` (and `retirementReason`
     *     for RETIRED); the later periods are kept. Needs `referential.lines:insert-period`.
     *     Answers 201 with the new period's id.
     *
     *     Use instead: `activateLine`, `suspendLine` or `retireLine` for a change from today or a
     *     later date; `correctLinePeriod` when a period already starts that day.
     *
     *     Refusals: 404 `line-not-found`; 422 `history-row-overlaps` naming `body.effectiveFrom`
     *     when a period already starts that day (correct it instead), `history-no-state` naming
     *     `body.effectiveFrom` when no period is in force that day, `history-retirement-reason-missing`
     *     naming `body.retirementReason`.
     *
     *     Example body: `{ "effectiveFrom": "2026-05-01", "status": "SUSPENDED" }`.
     */
    post: operations['insertLinePeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/lines/{id}/timeline/{periodId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Cancel a status change of a line still to come
     * @description Removes a period that starts after today (a scheduled retirement, say); the period before
     *     it resumes its former end, so reads from that date answer what held before the change was
     *     recorded. Answers 204.
     *
     *     Use instead: `correctLinePeriod` or `endLinePeriod` for a period already in force or past.
     *
     *     Refusals: 404 `line-not-found`, `history-row-not-found`; 409 `history-row-in-force` for a
     *     period already in force or past (that is a correction).
     *
     *     Example: `DELETE /referential/v1/lines/3f2a.../timeline/5b1d...`.
     */
    delete: operations['cancelLineChange'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/lines/{id}/timeline/{periodId}/correction': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Correct a status period of a line in place (a correction of the history)
     * @description Corrects one period of the line's history in place, from its first day: its `status`, its
     *     `retirementReason` and its first day `effectiveFrom` (a wrong retirement date; the period
     *     before then ends the day before). Needs `referential.lines:correct-period`. Answers the
     *     corrected period.
     *
     *     Use instead: `insertLinePeriod` to add a change inside a period; `correctLine` for the
     *     code and name, which have no periods.
     *
     *     Refusals: 404 `line-not-found`, `history-row-not-found`; 422 `history-row-overlaps`
     *     naming `body.effectiveFrom` when the period would cover another one, `period-invalid`
     *     naming `body.effectiveFrom` when it would start after its end,
     *     `history-retirement-reason-missing` naming `body.retirementReason`.
     *
     *     Example body: `{ "effectiveFrom": "2027-02-15" }`.
     */
    post: operations['correctLinePeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/lines/{id}/timeline/{periodId}/end': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End a status period of a line without a successor (a correction of the history)
     * @description Ends the period on `effectiveTo` (inclusive), leaving no period after it until the next
     *     one, if any (a gap in the timeline: reads of those days answer `history-no-state`). Needs
     *     `referential.lines:end-period`. Answers the ended period.
     *
     *     Use instead: `correctLinePeriod` to change a period rather than end it; `cancelLineChange`
     *     to cancel a change still to come; `retireLine` to end the line for good.
     *
     *     Refusals: 404 `line-not-found`, `history-row-not-found`; 422 `period-invalid` naming
     *     `body.effectiveTo` before the period's start, `history-row-overlaps` naming
     *     `body.effectiveTo` on or after the next period's start.
     *
     *     Example body: `{ "effectiveTo": "2026-12-31" }`.
     */
    post: operations['endLinePeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/lines/{id}/operators': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the operating carriers of a line
     * @description The carriers operating the line on `at` (default today in the business time zone), or with
     *     `history=true` every period ever recorded; ordered by start date, then carrier.
     *
     *     Use instead: `getLineOperatorTimeline` for one carrier's periods with their gaps;
     *     `getLine` for the line's own fields; `listLineChanges` for who added or ended an operating
     *     period and when.
     *
     *     An unknown line id is a 404 `line-not-found`.
     */
    get: operations['listLineOperators'];
    put?: never;
    /**
     * Add an operating carrier to a line
     * @description Records that the carrier operates the line from `effectiveFrom` (today or later) up to and
     *     including `effectiveTo` (open when absent). Several carriers may operate one line at once;
     *     periods of the same carrier on the same line never overlap. A period recorded ahead is
     *     cancelled with `cancelLineOperatorChange`.
     *
     *     Use instead: `insertLineOperatorPeriod` for a period starting before today (a correction);
     *     `getLineOperatorTimeline` for the carrier's periods on the line, with their gaps.
     *
     *     Refusals: 404 `line-not-found`, `carrier-not-found`; 409 `line-retired`; 409
     *     `line-operator-overlaps` when the carrier already operates the line during part of the
     *     period; 422 `history-change-in-past` naming `body.effectiveFrom` before today,
     *     `history-record-retired` naming `body.effectiveFrom` when the line is retired that day,
     *     `period-invalid` for an end before the start.
     *
     *     Example body:
     *
     *     ```json
     *     { "carrierId": "0b1f...", "effectiveFrom": "2027-01-01", "effectiveTo": "2027-12-31" }
     *     ```
     */
    post: operations['addLineOperator'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/lines/{id}/operators/{operatorId}/end': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The operating period's id, as answered by `addLineOperator` or listed by `listLineOperators`.
         * @example f06698a3-94fd-4ddd-adc6-9780aaa1cd4b
         */
        operatorId: string;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End an operating period
     * @description Sets the last day of an open operating period (`effectiveTo`, inclusive), yesterday or
     *     later: the days already past stay as recorded. A period that has an end already is a 409
     *     `line-operator-ended`; an end before its start is a 422 `period-invalid`; an end before
     *     yesterday is a 422 `history-change-in-past` naming `body.effectiveTo`.
     *
     *     Use instead: `endLineOperatorPeriod` to end a period on an earlier day, or to move an end
     *     (a correction).
     *
     *     An unknown line or operating period is a 404 `line-not-found` or `line-operator-not-found`.
     */
    post: operations['endLineOperator'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/lines/{id}/operators/{carrierId}/timeline': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The carrier operating the line, as `listLineOperators` lists it (its `carrierId`).
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        carrierId: string;
      };
      cookie?: never;
    };
    /**
     * List the periods a carrier operates a line
     * @description The periods of the link, earliest first: each with its first and last day
     *     (`effectiveTo` inclusive, null while open), whether it is `current` (in force today) or
     *     `future` (recorded ahead), and explicit gaps (`gap: true`, `id` null) where the link does
     *     not hold. Paged like the searches; empty when the link was never recorded.
     *
     *     Use instead: `listLineOperators` for the operators on one date; `listLineChanges` for the audit
     *     trail of the writes.
     *
     *     An unknown line is a 404 `line-not-found`.
     */
    get: operations['getLineOperatorTimeline'];
    put?: never;
    /**
     * Insert a period of a line's operator between two others (a correction of the history)
     * @description A correction of the link's history: a period from `effectiveFrom` (any date, past
     *     included) to `effectiveTo` (inclusive; when absent, up to the day before the next period,
     *     or open), in a gap of the link's timeline; the other periods are kept.
     *     Needs `referential.lines:insert-period`. Answers 201 with the new period's id.
     *
     *     Use instead: `addLineOperator` for a period from today or a later date.
     *
     *     Refusals: 404 `line-not-found`; 422 `history-row-overlaps` naming `body.effectiveFrom` or
     *     `body.effectiveTo` when the period would overlap another one,
     *     `period-invalid` naming `body.effectiveTo` when it ends before it starts.
     *
     *     Example body: `{ "effectiveFrom": "2026-03-01", "effectiveTo": "2026-06-30" }`.
     */
    post: operations['insertLineOperatorPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/lines/{id}/operators/{carrierId}/timeline/{periodId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The carrier operating the line, as `listLineOperators` lists it (its `carrierId`).
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        carrierId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Cancel a period of a line's operator still to come
     * @description Removes a period of the link that starts after today (recorded ahead); its gap comes
     *     back, the other periods unchanged. Answers 204.
     *
     *     Use instead: `correctLineOperatorPeriod` or `endLineOperatorPeriod` for a period already in force or
     *     past.
     *
     *     Refusals: 404 `line-not-found`, `history-row-not-found`; 409 `history-row-in-force` for a period
     *     already in force or past (that is a correction).
     */
    delete: operations['cancelLineOperatorChange'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/lines/{id}/operators/{carrierId}/timeline/{periodId}/correction': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The carrier operating the line, as `listLineOperators` lists it (its `carrierId`).
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        carrierId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Correct a period of a line's operator in place (a correction of the history)
     * @description Corrects one period of the link in place: its first day `effectiveFrom` and/or its last
     *     day `effectiveTo` (a wrong date recorded), the other periods unchanged.
     *     Needs `referential.lines:correct-period`. Answers the corrected period.
     *
     *     Use instead: `insertLineOperatorPeriod` to add a period in a gap.
     *
     *     Refusals: 404 `line-not-found`, `history-row-not-found`; 422 `history-row-overlaps` naming the
     *     field whose day would overlap another period, `period-invalid` when the period would end
     *     before it starts.
     *
     *     Example body: `{ "effectiveFrom": "2026-02-01" }`.
     */
    post: operations['correctLineOperatorPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/lines/{id}/operators/{carrierId}/timeline/{periodId}/end': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The carrier operating the line, as `listLineOperators` lists it (its `carrierId`).
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        carrierId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End a period of a line's operator without a successor (a correction of the history)
     * @description Ends the period on `effectiveTo` (inclusive), any date (past included), leaving a gap in
     *     the timeline until the next period, if any. Needs `referential.lines:end-period`. Answers the ended
     *     period.
     *
     *     Use instead: `endLineOperator` to end an open period from today on;
     *     `cancelLineOperatorChange` to cancel a period still to come.
     *
     *     Refusals: 404 `line-not-found`, `history-row-not-found`; 422 `period-invalid` naming
     *     `body.effectiveTo` before the period's start, `history-row-overlaps` naming
     *     `body.effectiveTo` on or after the next period's start.
     *
     *     Example body: `{ "effectiveTo": "2026-12-31" }`.
     */
    post: operations['endLineOperatorPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/lines/{id}/itineraries': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the itineraries of a line
     * @description Every itinerary version of the line, by code then version; `latestOnly=true` keeps the
     *     latest version of each code.
     *
     *     Use instead: `getItinerary` for one version with its stops; `getLine` for the line itself.
     *
     *     An unknown line id is a 404 `line-not-found`.
     */
    get: operations['listItineraries'];
    put?: never;
    /**
     * Create an itinerary version
     * @description Records an itinerary of the line: an ordered list of calling points (stations, each
     *     optionally with the bay used there) heading for a destination. Itineraries are versioned and
     *     never change once written: posting a `code` the line already has creates its next `version`
     *     (1, 2, ...); schedules keep pointing at the version they were made for. A station appears at
     *     most once in an itinerary, so a station id names a calling point unambiguously (422
     *     `itinerary-invalid` naming the calling point, also for a retired station, a bay that is not
     *     ACTIVE or not in the station's area, or an unknown station or bay). The destination must
     *     exist and be ACTIVE (422 `itinerary-invalid`); a retired line takes no itineraries (409
     *     `line-retired`).
     *
     *     An unknown line id is a 404 `line-not-found`.
     */
    post: operations['createItinerary'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/lines/{id}/itineraries/{itineraryId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The itinerary version's id, as answered by `createItinerary` or listed by `listItineraries`.
         * @example 7a9c1e3b-5d2f-4a6c-8e1b-3d5f7a9c1e24
         */
        itineraryId: string;
      };
      cookie?: never;
    };
    /**
     * Read an itinerary version
     * @description One itinerary version of the line with its calling points in order.
     *
     *     Use instead: `listItineraries` for every version of the line's itinerary;
     *     `listItineraryChanges` for who changed this version and when.
     *
     *     An unknown line or itinerary is a 404 `line-not-found` or `itinerary-not-found`.
     */
    get: operations['getItinerary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/lines/{id}/itineraries/{itineraryId}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The itinerary version's id, as answered by `createItinerary` or listed by `listItineraries`.
         * @example 7a9c1e3b-5d2f-4a6c-8e1b-3d5f7a9c1e24
         */
        itineraryId: string;
      };
      cookie?: never;
    };
    /**
     * List the changes of an itinerary version
     * @description Every write to the itinerary version and to the rows that belong to it (its status changes,
     *     periods, members ...), as the audit trail recorded it in the write's own transaction,
     *     newest first and paged: when, who (the token's subject), the request id, the operation,
     *     and each changed field before and after. Its creation lists the fields it was given.
     *     The same permission as reading the itinerary version.
     *
     *     Use instead: `getItinerary` for the itinerary version itself; `listLineChanges` for the
     *     changes of the line.
     *
     *     Refusals: 404 `itinerary-not-found` for an id no itinerary version ever had.
     */
    get: operations['listItineraryChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/schedules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search schedules
     * @description Schedules whose code contains `search`, optionally of one line or in one status, by code.
     *
     *     Use instead: `getSchedule` for one schedule by the `id` this lists; `listStationCalls` for
     *     the calls at a station on a day, across schedules.
     */
    get: operations['searchSchedules'];
    put?: never;
    /**
     * Create a schedule
     * @description Creates a schedule: one service of a line along one itinerary version, and answers 201 with
     *     its `id`. Its first revision is created as DRAFT for the period `validFrom` to `validTo`
     *     (inclusive) with no stop times: fill it with `replaceStopTimes`, then publish it with
     *     `activateSchedule`. The service runs on the days of its service calendar (`calendarId`,
     *     shared with other schedules) or, without a calendar, on the given `daysOfWeek`; one of the
     *     two is required.
     *
     *     Refusals: 404 `line-not-found`; 404 `calendar-not-found`; 409 `line-retired`; 409
     *     `schedule-code-taken`; 422 `itinerary-not-of-line` for an itinerary of another line; 422
     *     `period-invalid` naming `body.validTo` when it comes before `validFrom`; 400
     *     `invalid-request` naming `body.calendarId` and `body.daysOfWeek` when neither is given (the
     *     schema says it).
     */
    post: operations['createSchedule'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/schedules/station-calls': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the calls at a station on a service day
     * @description Every call at the station (`stationId`), or at every station of a station area
     *     (`stationAreaId`; exactly one of the two), on `serviceDate`, from the ACTIVE revision of each
     *     schedule: calls announced (`dayOffset`, the day of the announced moment) 0 days after an
     *     origin day equal to `serviceDate`, and calls announced d days after an origin day d days
     *     earlier (a service leaving at 23:40 calls at 00:15 the next day). Works for any date, past,
     *     today or future: each origin day is served by the ACTIVE revision whose period contains
     *     it, so a past day is rebuilt from the revision that was published for it.
     *
     *     A service runs on an origin day when, in this order: an exception of the schedule REMOVED
     *     it (does not run) or ADDED it (runs; outside every period, with the nearest ACTIVE
     *     revision); else the day lies in an ACTIVE revision's period and that revision's calendar
     *     runs that day (its exceptions: ADDED, REMOVED, SWAPPED; a SWAPPED exception of another
     *     calendar naming it; else its range and days of the week) or, for a revision without a
     *     calendar, the day is one of its days of the week.
     *
     *     Each call gives its arrival and departure day offsets apart (`arrivalDayOffset`,
     *     `departureDayOffset`): a call may arrive at 23:58 and leave at 00:02 the next day. Sorted by
     *     announced time (the departure time, or the arrival time at a terminus), then line code and
     *     schedule code. Lines RETIRED are left out; calls of SUSPENDED lines are included with
     *     `lineStatus` so that displays can mark them.
     *
     *     Every call of the timetable is answered, whoever may board or alight there: each carries
     *     its `pickupType` and `dropOffType` (`BoardingType`, as the GTFS import keeps them or as
     *     the stop times were written). A call whose `pickupType` is NONE (set down only) is not a
     *     departure a passenger can take, one whose `dropOffType` is NONE (pick up only) not an
     *     arrival: a board leaves them out of its departures or arrivals (siv's boards do).
     *
     *     Each call carries the day-of changes of its trip in force (`recordDayOfChange`):
     *     `scheduledTime` and `scheduledBayId` as the timetable says, `announcedTime`,
     *     `announcedDayOffset` and `bayId` as announced, `callStatus` and the ruling `dayOfChange`. A
     *     change shows at once. The answer's `ETag` (`"<timetable version>.<day-of version>"`) moves
     *     with every timetable write and every day-of change; a reader that sends it back as
     *     `If-None-Match` is answered 304 with no body while it holds.
     *
     *     With `asKnownAt`, the calls as the registry would have answered them at that instant:
     *     the stations, the timetable and the day-of changes as recorded by then (a delay recorded
     *     later is not shown), and the `ETag` of that answer.
     *
     *     Refusals: 422 `station-calls-target-invalid` when neither or both of `stationId` and
     *     `stationAreaId` are given; 404 `station-not-found` or `station-area-not-found` when the
     *     one given names no record.
     *
     *     Use instead: `getStopTimes` for every call of one schedule's revision;
     *     `getDisplayPointBoard` (siv) for what a display point shows, already windowed, sorted and
     *     paged by its profile; `listDayOfChanges` for the day-of changes of one trip.
     */
    get: operations['listStationCalls'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/gtfs/feed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export the network and its timetables as a GTFS feed
     * @description The GTFS static feed (a zip) of the services running from `from` to `to` (both included,
     *     at most 366 days), streamed as it is written:
     *
     *     - `agency.txt`: the carriers operating the exported lines in the period (`agency_id` the
     *       carrier's code; `agency_url` its website, or `publisherUrl`; `agency_timezone` the
     *       network's business time zone); a line with no operator in the period is under an
     *       agency `network` named after the publisher;
     *     - `stops.txt`: the stations called at in the period and every other ACTIVE station with
     *       coordinates (`stop_id` its code). A station whose area has ACTIVE bays is a
     *       `location_type` 1 station, each bay a stop in it (`stop_id`
     *       `<station code>:<bay code>`, `parent_station`, `platform_code` the bay's code), and
     *       calls without a bay use the stop `<station code>:` of that station; coordinates the
     *       station's (a bay takes its station's);
     *     - `routes.txt`: the lines with trips in the period (`route_id` and `route_short_name`
     *       the line's code, `route_type` the line's transport mode as its GTFS route type,
     *       `TransportMode`);
     *     - `trips.txt`: one trip per schedule whose ACTIVE revision runs in the period (`trip_id`
     *       the schedule's code, `service_id` the same code, `trip_headsign` the destination);
     *     - `stop_times.txt`: the revision's calls, times counted from the origin day's midnight,
     *       so a call on the next day is past `24:00:00` (`00:15` on day +1 is `24:15:00`);
     *     - `calendar.txt`: each trip's days of the week over its validity within the period;
     *     - `calendar_dates.txt`: its exceptions in the period (ADDED `1`, REMOVED `2`);
     *     - `feed_info.txt`: publisher, language, the period, and the timetable version as
     *       `feed_version`.
     *
     *     Every date a trip runs in the period is a date the station calls of the platform give
     *     it for. Rows are in a stable order (by code, then sequence), so an unchanged network
     *     gives the same files.
     *
     *     With `asKnownAt`, the archive the registry would have produced at that instant: every
     *     file is read from the registry as recorded then (a trip added since is absent, a stop
     *     time changed since is as it was, `feed_version` the timetable version of then). The
     *     answer states `Known-At` and `Valid-At` (the period, `<from>/<to>`).
     *
     *     Refusals: 422 `period-invalid` (`to` before `from`), 422 `gtfs-period-too-long` (more
     *     than 366 days), 422 `gtfs-station-without-coordinates` (a station called at in the
     *     period has no latitude and longitude, which GTFS requires of every stop: each is named
     *     in `errors`, `stations.<code>`; an ACTIVE station without them that no trip calls at is
     *     left out of the feed).
     *
     *     Use instead: `listGtfsMappings` for which registry record each id of an imported feed
     *     names, rather than the network as a feed.
     */
    get: operations['exportGtfsFeed'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/gtfs/imports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import a GTFS feed into the registry
     * @description Reads a GTFS static feed (a zip with `stops.txt`, `routes.txt`, `trips.txt`,
     *     `stop_times.txt`, and `calendar.txt` and/or `calendar_dates.txt`; `agency.txt` and
     *     `feed_info.txt` are read when present) and creates or updates:
     *
     *     - a station per stop without a parent and per `location_type` 1 station (a station with
     *       stops in it gets a station area of the same code, and each stop with a
     *       `platform_code` becomes a bay of that area);
     *     - a line per route, a destination per trip headsign (or last stop), an itinerary per
     *       distinct sequence of stations of a line; the route's agency (`agency_id`, or the
     *       feed's only agency) is matched to a registered carrier, by the reference kept for it or
     *       the first time by the carrier of the same code, which becomes an operator of the line
     *       from the first day published (carriers are registered, not imported: an agency
     *       matching none is counted in `carriers.unmatched` and its lines keep their operators);
     *     - a service calendar per service (`service_id` its code): the dates it runs on (the
     *       days of the week and range of `calendar.txt` with the `calendar_dates.txt` dates
     *       added and removed) held as a range, the weekdays running on most of their dates in
     *       it, and one ADDED and one REMOVED exception for the other dates;
     *     - a schedule per trip, whose ACTIVE revision runs on its service's calendar over the
     *       calendar's range; `stop_times` past `24:00:00` become calls on the next days, the
     *       arrival and departure day offsets kept apart, a trip's first call included (a trip
     *       leaving at `24:30:00` runs on its service day and calls after midnight). Times are
     *       kept to the second (`01:00:44` is read back `01:00:44`, `01:00:00` as `01:00`). A trip
     *       may call at a station more than once (a loop): a call is its `stop_sequence`'s place. A
     *       call without times between two timed ones gets the time interpolated by its place
     *       between them (to the second) and, like a call marked `timepoint=0`, is not a timepoint
     *       (`timepoint` of the stop times; exported as `timepoint=0`). A trip of `frequencies.txt`
     *       becomes one trip per departure of each period (`<trip_id>-<HHMMSS>`, its stop times
     *       moved to leave then; not timepoints for `exact_times=0`). A trip
     *       whose service runs on no day (from the first day published) is left out.
     *
     *     Past days stay as they were published: the feed is published from today (or its
     *     service's first day, if later), `publishedFrom` in the answer. With `retroactive=true`
     *     it is published as it says, past days included.
     *
     *     The feed's ids are kept as external references, scoped to the feed (`feedId`, default
     *     the feed's `feed_publisher_name` or `GTFS`): a feed's id matches, in this order, the
     *     record a mapping of the feed names (`setGtfsMapping`), the record the feed's earlier
     *     imports made of it, or a record of its code that no other feed created; otherwise a
     *     record is created (with a code of its own, `<code>-<6 hex digits>`, when another record
     *     holds the code). Ids of one feed never match another feed's records unless a mapping
     *     says so, and a record another feed created, named by a mapping, is shared: the import
     *     uses it and never changes it (`sharedWith` in the answer). Destinations (names) are
     *     shared by every feed, matched by code.
     *
     *     Every matched record is compared with what the registry holds now, field by field (not
     *     with what the feed said last time): the answer's `records` lists each record of the feed
     *     with its `state` (`created`, `changed` with its `changes`, `unchanged`, `ended`) and why
     *     it was matched (`match`: `feed-id`, `mapping`, `code`; null when created). Importing the
     *     same feed again repairs what was changed since by hand or otherwise.
     *
     *     `mode` says what the feed is. `MERGE` (default) adds and updates, ending nothing.
     *     `REPLACE`: the feed is the whole offer of its operator from the day it is published:
     *     a trip an earlier version of the feed had and this one no longer has stops serving from
     *     that day (its ACTIVE revision ends the day before; one not started yet is WITHDRAWN); a
     *     service calendar the feed created and no longer has ends the day before, unless a trip
     *     (of another feed, or made by hand) still runs on it from that day; an itinerary no trip
     *     follows from that day any more is listed (it has no period of its own). Each is listed
     *     as `ended`, with the last day served (`validTo`, or `lastDayServed` for an itinerary);
     *     another feed's records are never ended. `from` is the day the feed is published from (default today; a day
     *     before today needs `retroactive=true`, 422 `timetable-change-in-past` naming
     *     `query.retroactive` otherwise).
     *
     *     A trip whose stop times or service changed gets a new revision from the first day
     *     published, activated at once: its ACTIVE revision running then ends the day before, one
     *     not started yet is WITHDRAWN, and its exceptions from that day are withdrawn. A changed
     *     service's calendar takes the new range, days and exceptions, unless a published revision
     *     served days before the first day published with it: then the service becomes a new
     *     calendar (code `<code>.<YYYYMMDD>` of that day) and the old one keeps the past.
     *
     *     The import is one transaction: with any error nothing is written, and the answer is a
     *     422 problem `gtfs-feed-invalid` whose `errors` name each place as
     *     `<file>:<line>:<column>` (line 1 is the header): a body that is not a zip archive
     *     (`feed`), a required file missing (`<file>`), a required column missing, a stop, route,
     *     trip, service or agency the feed refers to and does not define, a time that is not
     *     `H:MM:SS` or runs backwards along the trip, a `timepoint` that is not 0 or 1, a frequency of an undefined trip, a trip
     *     without a time at its first or last stop or with fewer than two stop times, a date that is not `YYYYMMDD`, a line that is
     *     not UTF-8. At most 100 errors are
     *     listed. With `dryRun=true` nothing is written and the answer is the report of what would
     *     be created, changed or left alone.
     *
     *     With `report=true` the answer's `notices` are the validation report's notices
     *     (`getValidationReport`, on today) that the import adds: those found once the feed is
     *     written and not before it (same code, records and sentence). In a dry run the import is
     *     written in a savepoint of its transaction, the report's rules run on it, and the savepoint
     *     is rolled back: nothing is written, no change is recorded or sent. A record the import would
     *     create is named by the `recordId` that `records` gives it (its link answers once the feed
     *     is imported). The report reads the whole registry twice: a dry run asked with it costs
     *     about what the import and two reports cost (ADR 0092).
     *
     *     Limits (settings of the service, docs/operations.md "Imports"): the body's size, the
     *     length of a line (a record, with the line ends inside its quotes), the rows of a file and
     *     of the import, and the time it runs are bounded, each answered 413
     *     `import-limit-exceeded` naming the setting (`limit`) and the place (`errors`: `body` or
     *     `<file>:<line>`); nothing is written. The files read are bounded too: their unzipped size in all and each one's ratio of unzipped to compressed size (by the sizes the archive declares, before they are unzipped), naming the file. At most a set number of imports (GTFS, permits and
     *     applications of staged batches together; one by default) run at once: the next ones wait
     *     their turn, in order of arrival. One that arrives when as many wait as may, or that has
     *     waited as long as it may, is refused 429 `imports-busy` with `Retry-After`, nothing of it
     *     read or written. An import whose client disconnects is stopped and rolled back; one
     *     waiting its turn then never starts. A thread reading the file that stops (crashed or
     *     killed) is a 503 `import-reader-failed`, nothing written: the file is not at fault, and
     *     sent again it is read by a new thread.
     *
     *     Use instead: `startGtfsImportJob` for a large feed (answered at once, with a job to
     *     read for its progress and its report, whatever the timeouts between the client and the
     *     service); `createImportBatch`, `addImportStatements` and `applyImportBatch` for
     *     observations of single fields (a carrier's or a station's name, contact details) from a
     *     source, with conflicts between sources kept for a person to resolve.
     */
    post: operations['importGtfsFeed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/gtfs/import-jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a GTFS import as a job
     * @description Queues the import of a GTFS static feed (the zip and the options of `importGtfsFeed`, which
     *     says what an import reads, checks and writes) and answers 202 at once with the job and
     *     its `Location`; the import runs in the service, not in the request, so no timeout between
     *     the client and the service cuts it. Read the job (`getGtfsImportJob`) for its `status`
     *     (`QUEUED`, `RUNNING`, then `SUCCEEDED`, `FAILED` or `CANCELLED`), its `phase` (`reading`,
     *     `checking`, `planning`, `writing`), its `progress` (`rowsRead` as the files are read;
     *     `recordsWritten` once written) and its end: the import's `report` (as `importGtfsFeed`
     *     answers it), or the `problem` that stopped it (as `importGtfsFeed` would have answered
     *     it: 422 `gtfs-feed-invalid`, 413 `import-limit-exceeded`...). The import is one
     *     transaction and the job's `SUCCEEDED` is written in it: a job is either done whole or has
     *     written nothing.
     *
     *     With an `Idempotency-Key`, sending the same file and options again under the key answers
     *     the same job (202, the same `Location`): a client that lost the answer sends again without
     *     importing twice. The key names one job of its sender; another file or other options
     *     under it are refused 422 `idempotency-key-reused`, naming the header.
     *
     *     A job whose process stops (a crash, a restart) is run again from the start by the next
     *     process to look (within seconds; its first run wrote nothing), at most 3 runs, then it is
     *     `FAILED` with `import-job-interrupted`. A process shutting down puts its jobs back in the
     *     queue. Jobs run under the import limits of `importGtfsFeed` (a job beyond the number run
     *     at once waits in the queue), but for the time one runs, a setting of its own (30 minutes
     *     by default, docs/operations.md "Imports"). A dry run is not a job: `importGtfsFeed` with `dryRun=true`
     *     answers the report synchronously.
     *
     *     Refusals before anything is queued: 413 `import-limit-exceeded` for a body over the
     *     limit, 422 `timetable-change-in-past` (a `from` before today without `retroactive`), 422
     *     `idempotency-key-reused`.
     */
    post: operations['startGtfsImportJob'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/gtfs/import-jobs/{jobId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The job (`startGtfsImportJob`).
         * @example cea09f35-09f3-4125-a6b9-fd7a12a99711
         */
        jobId: string;
      };
      cookie?: never;
    };
    /**
     * Read a GTFS import job
     * @description The job as it is now: status, phase, progress and, once finished, its report or problem
     *     (`startGtfsImportJob` says what each means). Poll it until `finishedAt` is set.
     *
     *     Use instead: `importGtfsFeed` with `dryRun=true` for the report of what a feed would do,
     *     without importing it.
     *
     *     Refusals: 404 `import-job-not-found`.
     */
    get: operations['getGtfsImportJob'];
    put?: never;
    post?: never;
    /**
     * Cancel a GTFS import job
     * @description Cancels the job: a queued one is `CANCELLED` at once; a running one is stopped, its
     *     transaction rolled back (nothing it read is written), and is `CANCELLED` moments later
     *     (`cancelRequested` is true meanwhile: read the job until `finishedAt` is set). Answers 202
     *     with the job as it is then. A job that wrote its records before the cancellation reached
     *     it stays `SUCCEEDED`.
     *
     *     Refusals: 404 `import-job-not-found`; 409 `import-job-finished` for a job that has
     *     finished.
     */
    delete: operations['cancelGtfsImportJob'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/gtfs/feeds/{feedId}/mappings': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The feed (as `feedId` of `importGtfsFeed`).
         * @example rhonexpress-gtfs
         */
        feedId: components['parameters']['GtfsFeedId'];
      };
      cookie?: never;
    };
    /**
     * List the mappings of a GTFS feed's ids to registry records
     * @description The mappings set for a feed (`setGtfsMapping`): each joins one of the feed's ids (a stop
     *     that is a station, a route, a service) to a record of the registry, which the feed's
     *     imports then use for that id. Ordered by kind and id; empty for a feed without any.
     *
     *     Use instead: `importGtfsFeed` with `dryRun=true` to see every match an import would make
     *     and why.
     */
    get: operations['listGtfsMappings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/gtfs/feeds/{feedId}/mappings/{kind}/{externalId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The feed (as `feedId` of `importGtfsFeed`).
         * @example rhonexpress-gtfs
         */
        feedId: components['parameters']['GtfsFeedId'];
        /** @description What the feed's id names. */
        kind: components['schemas']['GtfsMappingKind'];
        /**
         * @description The id in the feed (`stop_id` of a station, `route_id`, `service_id`).
         * @example StopArea:PERRACHE
         */
        externalId: string;
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Map a GTFS feed's id to a registry record
     * @description Says that the feed's id is this record of the registry: the feed's next imports use it
     *     for that id (the station, line or service calendar of another feed, or one made by
     *     hand), in place of what they made or would make. A record another feed created is used
     *     as it is, never changed by this feed's imports. Setting it again replaces it.
     *
     *     Refusals: 422 `gtfs-mapping-record-not-found` naming `body.recordId` when no record of
     *     that kind has the id.
     */
    put: operations['setGtfsMapping'];
    post?: never;
    /**
     * Clear a mapping of a GTFS feed's id
     * @description Removes the mapping: the feed's next import no longer uses the record for that id (it
     *     matches the id as if the mapping had never been set, and creates a record when nothing
     *     else matches). What earlier imports wrote stays.
     *
     *     Refusals: 404 `gtfs-mapping-not-found`.
     */
    delete: operations['clearGtfsMapping'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/schedules/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Read a schedule
     * @description One schedule, with the numbers of its active and draft revisions.
     *
     *     Use instead: `getStopTimes` for its calls; `listScheduleRevisions` for its revisions and
     *     their periods; `listScheduleExceptions` for the days it is added or removed;
     *     `listScheduleChanges` for who changed it and when.
     *
     *     An unknown id is a 404 `schedule-not-found`.
     */
    get: operations['getSchedule'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/schedules/{id}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the changes of a schedule
     * @description Every write to the schedule and to the rows that belong to it (its status changes,
     *     periods, members ...), as the audit trail recorded it in the write's own transaction,
     *     newest first and paged: when, who (the token's subject), the request id, the operation,
     *     and each changed field before and after. Its creation lists the fields it was given.
     *     The same permission as reading the schedule.
     *
     *     Use instead: `getSchedule` for the schedule itself; `listScheduleRevisions` for its
     *     revisions.
     *
     *     Refusals: 404 `schedule-not-found` for an id no schedule ever had.
     */
    get: operations['listScheduleChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/schedules/{id}/revisions': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the revisions of a schedule
     * @description Every revision of the schedule, newest first: at most one DRAFT, the ACTIVE ones (each
     *     serving its own period, never overlapping), those WITHDRAWN before they started, and
     *     SUPERSEDED ones (replaced for every date before dated revisions existed).
     *
     *     Use instead: `getStopTimes` with `revision` for the calls of one revision; `getSchedule`
     *     for the numbers of its active and draft revisions.
     *
     *     An unknown id is a 404 `schedule-not-found`.
     */
    get: operations['listScheduleRevisions'];
    put?: never;
    /**
     * Start a new revision of a schedule
     * @description Starts the next DRAFT revision of the schedule, copying the stop times, period, calendar
     *     and days of the week of the latest revision; the fields given replace the copied ones
     *     (next season's timetable: a new `validFrom` and `validTo`, perhaps another `calendarId`).
     *     The draft is edited with `replaceStopTimes` and published by `activateSchedule` for its
     *     period; the revisions already published keep serving theirs.
     *
     *     Use instead: `replaceStopTimes` to edit the draft's calls; `addScheduleException` to run
     *     or cancel the service on single days without a new revision; `recordDayOfChange` for a
     *     change on the day (a delay, a cancellation, a bay change).
     *
     *     Refusals: 404 `schedule-not-found`; 404 `calendar-not-found`; 409 `schedule-draft-exists` (a
     *     schedule has at most one DRAFT revision); 422 `period-invalid` naming `body.validTo` when
     *     the resulting period ends before it starts.
     *
     *     Example body, next season on its own calendar:
     *
     *     ```json
     *     { "validFrom": "2027-01-01", "validTo": "2027-06-30", "calendarId": "7a41..." }
     *     ```
     */
    post: operations['createScheduleRevision'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/schedules/{id}/revisions/{revision}/withdrawal': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /** @description The revision number (see `listScheduleRevisions`). */
        revision: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Withdraw a revision before its first day
     * @description Takes back an ACTIVE revision whose period has not started (its `validFrom` is after
     *     today, in the network's time zone), or discards a DRAFT: it becomes WITHDRAWN and serves no
     *     date. A revision that has started has served days that stay as published, so it cannot be
     *     withdrawn.
     *
     *     Use instead: `createScheduleRevision` for a revision that replaces the current one from a
     *     later date; `addScheduleException` to cancel single days of a revision that has started.
     *
     *     Refusals: 404 `schedule-not-found` or `schedule-revision-not-found`; 409
     *     `schedule-revision-not-active` for a revision SUPERSEDED or WITHDRAWN already; 409
     *     `schedule-revision-started` when its first day is today or past.
     */
    post: operations['withdrawScheduleRevision'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/schedules/{id}/exceptions': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the exceptions of a schedule
     * @description The exceptions in force, by date; `from` and `to` bound the dates (inclusive).
     *
     *     Use instead: `listStationCalls` for the resulting calls at a station on a day;
     *     `getSchedule` for the schedule itself.
     *
     *     An unknown id is a 404 `schedule-not-found`.
     */
    get: operations['listScheduleExceptions'];
    put?: never;
    /**
     * Add an exception to a schedule
     * @description Adds a service day (`ADDED`, the service runs on that origin day whatever its days of the
     *     week and validity) or removes one (`REMOVED`, it does not run), with a reason. One exception
     *     per date (409 `schedule-exception-exists`).
     *
     *     Use instead: `addCalendarException` to change the days of every schedule of a calendar at
     *     once; `recordDayOfChange` for a change on the day itself (delay, cancellation, bay
     *     change), which is published in the real-time feed; `removeScheduleException` to take the
     *     exception back.
     *
     *     An exception on a date before today (in the network's time zone) changes a day already
     *     served, so it is a correction and must say `retroactive: true`: without it, a 422
     *     `timetable-change-in-past` naming `body.retroactive`.
     *
     *     An unknown id is a 404 `schedule-not-found`.
     *
     *     Example body: `{ "date": "2026-12-24", "type": "REMOVED", "reason": "Christmas Eve" }`.
     */
    post: operations['addScheduleException'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/schedules/{id}/exceptions/{exceptionId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The exception's id, as answered by `addScheduleException` or listed by `listScheduleExceptions`.
         * @example a269b192-329a-4ccc-a81a-7e04b73ae5c1
         */
        exceptionId: string;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove an exception
     * @description Withdraws the exception: the day follows the ordinary service days again. The withdrawn
     *     exception is kept in the history.
     *
     *     Use instead: `addScheduleException` to record another; `listStationCalls` to see the calls
     *     that result.
     *
     *     An exception on a date before today has served that day as published: withdrawing it is
     *     a correction and needs `retroactive=true` (else a 422 `timetable-change-in-past` naming
     *     `query.retroactive`).
     *
     *     An unknown schedule or exception is a 404 `schedule-not-found` or
     *     `schedule-exception-not-found`.
     */
    delete: operations['removeScheduleException'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/schedules/{id}/day-of-changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the day-of changes of a trip
     * @description The changes of the schedule's trip in force (not withdrawn), by service date then call;
     *     `from` and `to` bound the service dates (inclusive).
     *
     *     Use instead: `getGtfsRealtimeTripUpdates` for the day-of changes of every trip as a
     *     GTFS-Realtime feed; `listStationCalls` for the calls at a station with these changes
     *     applied.
     *
     *     An unknown id is a 404 `schedule-not-found`.
     */
    get: operations['listDayOfChanges'];
    put?: never;
    /**
     * Record a day-of change of a trip
     * @description Records a change of the schedule's trip on one service date (`serviceDate`, the day the
     *     trip leaves its origin, as `originServiceDate` of the station calls), with a reason. The
     *     date is the change's validity: it changes the station calls of that trip on that date only,
     *     at once, and is published in the GTFS-Realtime trip updates. `type` says what changes:
     *
     *     - `CANCELLATION`: the trip does not run that day; with `sequence`, only that call is
     *       cancelled (the bus does not stop there).
     *     - `DELAY`: the call `sequence` is announced at `announcedTime` (`HH:MM`, local time of the
     *       network) `announcedDayOffset` days after the origin day (default the call's own
     *       `dayOffset`); the difference from the scheduled time (the departure, or the arrival at
     *       the terminus) is the delay, applied to that call only (`onward: false`) or to it and
     *       every following call until the next delay recorded further along (`onward: true`, the
     *       default). A delay of 0 announces the trip on time again from that call.
     *     - `BAY_CHANGE`: the call `sequence` is announced at bay `bayId`, an ACTIVE bay of the
     *       station area of the call's station.
     *
     *     A change of the same type at the same call (or a second cancellation of the trip)
     *     replaces the one in force, which is withdrawn. Answers 201 with the new change's id.
     *
     *     Use instead: `addScheduleException` to cancel or add a trip on a day as part of the
     *     timetable; `createScheduleRevision` and `replaceStopTimes` for lasting changes of its
     *     times; `withdrawDayOfChange` to take a change back.
     *
     *     Refusals, nothing recorded: 404 `schedule-not-found`; 422 `trip-not-running` naming
     *     `body.serviceDate` when the trip has no service that date (its ACTIVE revision's
     *     validity and days of the week, and its exceptions); 400 `invalid-request` naming the
     *     field when a field the type needs is missing or one it does not take is given (the
     *     schema says which); 422 `day-of-change-invalid` naming `body.sequence` when it is not a
     *     call of the trip; 422 `announced-time-backwards` naming
     *     `body.announcedTime` when, with the changes in force, an announced time would come before
     *     the announced time of an earlier call (announced times never decrease along the trip);
     *     422 `bay-change-invalid` naming `body.bayId` when the bay is unknown, decommissioned or of
     *     another station area than the call's station.
     *
     *     Example, the call 3 of the trip of 24 November 2026 announced 7 minutes late from there on:
     *
     *     ```json
     *     { "serviceDate": "2026-11-24", "type": "DELAY", "sequence": 3, "announcedTime": "08:17",
     *       "reason": "Traffic on the ring road" }
     *     ```
     */
    post: operations['recordDayOfChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/schedules/{id}/day-of-changes/{changeId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The change's id, as answered by `recordDayOfChange` or listed by `listDayOfChanges`.
         * @example bc9d8759-5246-4200-ac70-180b6911489e
         */
        changeId: string;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Withdraw a day-of change
     * @description Withdraws the change: the trip's calls on its service date are announced as scheduled
     *     again (or as the other changes in force say), at once. The withdrawn change is kept in
     *     the history.
     *
     *     Use instead: `recordDayOfChange` to replace the change with another of the same type
     *     at the same call in one step (the one in force is then withdrawn).
     *
     *     An unknown schedule, or a change of it unknown or withdrawn already, is a 404
     *     `schedule-not-found` or `day-of-change-not-found`.
     */
    delete: operations['withdrawDayOfChange'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/gtfs-realtime/trip-updates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The day-of changes as a GTFS-Realtime trip-updates feed
     * @description A GTFS-Realtime 2.0 `FeedMessage` (FULL_DATASET) with one `TripUpdate` per trip that has
     *     day-of changes in force on the service dates asked (`serviceDate`; by default yesterday,
     *     today and tomorrow in the network's time zone), with the ids of the GTFS export
     *     (`exportGtfsFeed`) of any period that has the trip: `trip_id` the schedule's code, or
     *     `<code>~<revision>` for a schedule with more than one ACTIVE revision (the revision that
     *     runs on the date), `start_date` the service date (`YYYYMMDD`), `stop_id` `<station
     *     code>:<bay code>` for a call at a bay, `<station code>:` for a call without a bay at a
     *     station whose area has bays, else the station's code. A trip that no longer runs on its
     *     date, or whose line is retired, is left out (the static feed has no such trip). A
     *     cancelled trip is `CANCELED`; a delayed, cancelled or moved call is a `StopTimeUpdate` with
     *     its `stop_sequence` and its scheduled `stop_id`: `arrival` and `departure` carry the
     *     `delay` in seconds and the announced `time` (POSIX seconds), every call after a delay
     *     recorded `onward` carries it too, a cancelled call is `SKIPPED`, and a bay change names the
     *     announced bay's stop as `stop_time_properties.assigned_stop_id` (the specification's field
     *     for a stop served instead of the scheduled one). The reasons are in
     *     `getGtfsRealtimeServiceAlerts`.
     *
     *     Answers the protocol buffer (`application/x-protobuf`), or the same message as JSON
     *     (GTFS-Realtime field names) with `format=json` or when `Accept` names `application/json`
     *     and not `application/x-protobuf` (as an MCP tool call through the gateway does). Polling
     *     is cheap: the answer carries an `ETag`; sent back as `If-None-Match`, it is answered 304
     *     with no body while the feed's entities are the same.
     *
     *     With `asKnownAt`, the feed as it would have been published at that instant: the changes
     *     recorded by then, stamped at that instant, the default dates around its business date.
     *
     *     Use instead: `listDayOfChanges` for the changes of one trip as JSON; `listStationCalls`
     *     for the calls at a station with the changes applied.
     */
    get: operations['getGtfsRealtimeTripUpdates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/gtfs-realtime/service-alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The day-of changes as a GTFS-Realtime service-alerts feed
     * @description A GTFS-Realtime 2.0 `FeedMessage` (FULL_DATASET) with one `Alert` per day-of change in
     *     force on the service dates asked (`serviceDate`; by default yesterday, today and tomorrow
     *     in the network's time zone), for the trips of `getGtfsRealtimeTripUpdates` and with its
     *     ids: `informed_entity` names the trip on its date (`trip_id`, `start_date`) with its
     *     `route_id` (the line's code) for a change of the whole trip, and adds the call's `stop_id`
     *     for a change of one call. `effect` is `NO_SERVICE` for a cancellation (of the trip, or of
     *     the trip at the stop), `SIGNIFICANT_DELAYS` for a delay, `STOP_MOVED` for a bay change;
     *     `cause` is `UNKNOWN_CAUSE` (a reason is free text); `header_text` says what changed and
     *     `description_text` is the change's reason. `active_period` is the trip's service day,
     *     from its midnight to the midnight after its last call.
     *
     *     Answers the protocol buffer, or JSON, as `getGtfsRealtimeTripUpdates` does, with an
     *     `ETag` answered 304 to a matching `If-None-Match`.
     *
     *     With `asKnownAt`, the feed as it would have been published at that instant: the changes
     *     recorded by then, stamped at that instant, the default dates around its business date.
     *
     *     Use instead: `getGtfsRealtimeTripUpdates` for the times; `listDayOfChanges` for the
     *     changes of one trip as JSON.
     */
    get: operations['getGtfsRealtimeServiceAlerts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/schedules/{id}/stop-times': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Read the stop times of a schedule
     * @description The calls of one revision in sequence: the given `revision`, else the DRAFT one when there
     *     is one, else the ACTIVE one.
     *
     *     Use instead: `listStationCalls` for the calls at a station on a service day across every
     *     schedule, with exceptions and day-of changes applied; `listScheduleRevisions` for the
     *     revisions to choose from.
     *
     *     An unknown schedule is a 404 `schedule-not-found`, an unknown `revision` a 404
     *     `schedule-revision-not-found`.
     */
    get: operations['getStopTimes'];
    /**
     * Replace the stop times of a schedule's draft revision
     * @description Replaces the whole sequence of calls of the schedule's DRAFT revision; answers 204. `stopId`
     *     is the station id of a calling point of the schedule's itinerary.
     *
     *     Use instead: `createScheduleRevision` to start a draft; `activateSchedule` to publish it;
     *     `recordDayOfChange` for a delay or a bay change on one day only.
     *
     *     Refusals: 404 `schedule-not-found`; 409 `schedule-no-draft` when there is no draft (start
     *     one with `createScheduleRevision`); 422 `stop-times-invalid`, with `errors` naming the
     *     offending call (`body.calls.<i>...`) and the stop in `detail`, and nothing stored, when:
     *
     *     - a calling point of the itinerary is omitted, repeated, out of order, or a stop is not of
     *       the itinerary (every calling point exactly once, in itinerary order);
     *     - the moment of a call (`dayOffset` days after the origin service day, plus its time; for
     *       the departure `departureDayOffset` when given) runs backwards along the sequence, or from
     *       arrival to departure within a call (the first call has `dayOffset` 0, a call after
     *       midnight 1; a call arriving at 23:58 and leaving at 00:02 has `dayOffset` 0 and
     *       `departureDayOffset` 1);
     *     - a call has neither an arrival nor a departure time (`HH:MM` or `HH:MM:SS`, local time of
     *       the network),
     *       the origin has no departure time, or the terminus no arrival time;
     *     - `bayId`, which replaces the itinerary's bay for the call, is not an ACTIVE bay of the
     *       station's area.
     *
     *     Each call may say who boards and alights there (`pickupType`, `dropOffType`: REGULAR when
     *     absent; NONE for a call to set down only, or to pick up only); any other value than the
     *     four of `BoardingType` is refused 400 naming the field.
     *
     *     Example body, a service leaving at 23:40 and arriving after midnight:
     *
     *     ```json
     *     {
     *       "calls": [
     *         { "stopId": "a1...", "dayOffset": 0, "departureTime": "23:40" },
     *         { "stopId": "b2...", "dayOffset": 1, "arrivalTime": "00:15", "departureTime": "00:17" },
     *         { "stopId": "c3...", "dayOffset": 1, "arrivalTime": "01:05" }
     *       ]
     *     }
     *     ```
     */
    put: operations['replaceStopTimes'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/schedules/{id}/activation': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Activate a schedule's draft revision
     * @description Publishes the DRAFT revision for its period: it becomes ACTIVE and serves every date of
     *     its period; the revisions already ACTIVE keep serving theirs (activating next season's
     *     timetable today leaves today's calls as they are). Station calls of a date read the ACTIVE
     *     revision whose period contains it.
     *
     *     Refusals: 409 `schedule-no-draft` without a draft; 422 `schedule-revision-empty` when the
     *     draft has no stop times; 409 `line-not-active` unless the line is ACTIVE; 409
     *     `schedule-revision-overlap`, naming both revisions and their periods, when the draft's
     *     period overlaps an ACTIVE revision's (withdraw that one first if it has not started); 422
     *     `timetable-change-in-past` naming `body.retroactive`.
     *
     *     Past days can be rebuilt exactly as they were published: a draft whose `validFrom` is
     *     before today (in the network's time zone) would change days already served, so its
     *     activation must say `retroactive: true`, and the revision records it (`retroactive`).
     *     To change the timetable from today, give the draft a `validFrom` of today or later.
     *
     *     Example body (optional): `{ "retroactive": true }`.
     *
     *     An unknown id is a 404 `schedule-not-found`.
     */
    post: operations['activateSchedule'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/calendars': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search service calendars
     * @description Calendars whose code or name contains `search` (case-insensitive), by code.
     *
     *     Use instead: `getCalendar` for one calendar by the `id` this lists;
     *     `listCalendarServiceDays` for the dates a calendar actually runs.
     */
    get: operations['searchCalendars'];
    put?: never;
    /**
     * Create a service calendar
     * @description Creates a service calendar: the days on which the schedules that refer to it run, from
     *     `validFrom` to `validTo` (inclusive) on the given days of the week, before its exceptions.
     *     Many schedules share one calendar ("Weekdays", "Sundays and holidays"); a schedule's
     *     revision names its calendar with `calendarId`. Answers 201 with the calendar's `id`.
     *
     *     Refusals: 400 naming `body.daysOfWeek` for a pattern with no day; 422 `period-invalid`
     *     naming `body.validTo` when the range runs backwards; 409 `calendar-code-taken`.
     *
     *     Example body:
     *
     *     ```json
     *     { "code": "WEEKDAYS-2026", "name": "Weekdays 2026", "validFrom": "2026-01-01",
     *       "validTo": "2026-12-31", "daysOfWeek": ["MON", "TUE", "WED", "THU", "FRI"] }
     *     ```
     */
    post: operations['createCalendar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/calendars/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Read a service calendar
     * @description One calendar: its range and days of the week.
     *
     *     Use instead: `listCalendarServiceDays` for the dates it runs with every exception applied;
     *     `listCalendarExceptions` for its exceptions alone; `searchCalendars` to find its id.
     *
     *     An unknown id is a 404 `calendar-not-found`.
     */
    get: operations['getCalendar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/calendars/{id}/exceptions': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the exceptions of a service calendar
     * @description The exceptions in force of the calendar, by first date.
     *
     *     Use instead: `listCalendarServiceDays` for the resulting days the calendar runs;
     *     `getCalendar` for its range and days of the week.
     *
     *     An unknown id is a 404 `calendar-not-found`.
     */
    get: operations['listCalendarExceptions'];
    put?: never;
    /**
     * Add an exception to a service calendar
     * @description Adds a group of dates on which the calendar's service differs from its days of the week:
     *     `ADDED` runs it on those dates, `REMOVED` does not run it, `SWAPPED` does not run it and
     *     runs instead the schedules of the calendar `runsAsCalendarId` ("25 December runs as
     *     Sunday": a SWAPPED exception of the weekday calendar with the Sunday calendar). Answers 201
     *     with the exception's `id`. Every date lies within the calendar's range, and a calendar has
     *     at most one exception on a date. Nothing is written when any date is refused.
     *
     *     On a date, the first that applies decides whether a calendar runs: an exception of its own
     *     (ADDED runs, REMOVED and SWAPPED do not), a SWAPPED exception of another calendar naming it
     *     (runs), else its range and days of the week.
     *
     *     Use instead: `addScheduleException` to run or cancel one schedule on a day without
     *     touching the calendar's other schedules; `recordDayOfChange` for a delay, a cancellation
     *     or a bay change of one trip on the day; `removeCalendarException` to withdraw an
     *     exception.
     *
     *     Refusals: 404 `calendar-not-found`; 422 `calendar-exception-outside-range` naming
     *     `body.dates.<i>`; 422 `calendar-swap-invalid` naming `body.runsAsCalendarId` when SWAPPED
     *     comes without it, names the calendar itself or an unknown calendar, or when another type
     *     names one; 409 `calendar-exception-exists` naming the date already excepted; 422
     *     `timetable-change-in-past` naming `body.retroactive` when a date is before today without
     *     `retroactive: true`.
     *
     *     Past days stay as they were published: an exception on a date before today (in the
     *     network's time zone) changes how that day is rebuilt, so it is a correction and must say
     *     `retroactive: true`.
     *
     *     Example body:
     *
     *     ```json
     *     { "type": "SWAPPED", "dates": ["2026-12-25"], "runsAsCalendarId": "5d0c...",
     *       "reason": "Christmas Day runs as Sunday" }
     *     ```
     */
    post: operations['addCalendarException'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/calendars/{id}/exceptions/{exceptionId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The exception's id, as answered by `addCalendarException` or listed by `listCalendarExceptions`.
         * @example b2e22e3e-8e2b-4b4a-a4a5-494d60979e38
         */
        exceptionId: string;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Withdraw an exception of a service calendar
     * @description Withdraws the exception: its dates follow the calendar's days of the week again. The
     *     withdrawn exception is kept in the history. An exception whose first date is before today
     *     has served days that stay as published: withdrawing it is a correction and needs
     *     `retroactive=true`.
     *
     *     Use instead: `addCalendarException` to record another; `listCalendarServiceDays` to see
     *     the days that result.
     *
     *     Refusals: 404 `calendar-not-found` or `calendar-exception-not-found`; 422
     *     `timetable-change-in-past` naming `query.retroactive` when the exception has a date before
     *     today and `retroactive` is not true.
     */
    delete: operations['removeCalendarException'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/calendars/{id}/service-days': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the days a service calendar runs
     * @description The dates between `from` and `to` (inclusive, at most 366 days) on which the calendar
     *     runs, its exceptions and the swaps of other calendars applied, each with why.
     *
     *     Use instead: `getCalendar` for the calendar's definition; `listCalendarExceptions` for the
     *     exceptions as recorded.
     *
     *     Refusals: 404 `calendar-not-found`; 422 `period-invalid` naming `query.to` when `to`
     *     comes before `from` or more than 366 days after it.
     */
    get: operations['listCalendarServiceDays'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the change feed from a cursor
     * @description What changed in the referential service, as CloudEvents 1.0 (JSON format), oldest first: one
     *     event per write request, record and kind of change, committed in the write's own
     *     transaction (a write rolled back, or a dry run, has none). `type` is
     *     `referential.<record>.<action>` (for example `referential.carrier.suspended`; `changed` when
     *     the operation belongs to another family), `subject` is `<record>/<id>` (`carrier/<uuid>`), `time` the
     *     instant the write was recorded, `validfrom` the first day a dated change applies,
     *     `recordedby` and `requestid` who wrote it and in which request, `data` the record's id,
     *     a `link` to its current representation and the operation. A change recorded ahead (valid
     *     from a later day) gives a second event, `referential.<record>.came-into-force`, on that day,
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
     *
     *     Permissions: this operation's, and the events of a family are served only to a token
     *     holding that family's read permission (`referential.carriers:read` for carriers ...);
     *     the others are skipped, not refused.
     *
     *     Refusals: 410 `event-cursor-gone` naming `query.after` for a cursor this feed never
     *     issued or no longer keeps (the detail names the oldest cursor available); 400 for a
     *     malformed cursor, type or subject list.
     */
    get: operations['listReferentialEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the webhook subscriptions
     * @description Every subscription to the referential's change feed, oldest first, with its status, its
     *     position in the feed (the cursor of the last event delivered) and its failures in a row.
     *     Secrets are never listed.
     *
     *     Use instead: `getReferentialWebhook` for one subscription; `listReferentialWebhookDeliveries`
     *     for its delivery log.
     */
    get: operations['listReferentialWebhooks'];
    put?: never;
    /**
     * Subscribe a URL to the change feed
     * @description Every event of the change feed (`listReferentialEvents`) recorded from now on that matches
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
     *     the subscription is PAUSED (`resumeReferentialWebhook` resumes it where it stopped).
     *     With several replicas of the service, each event is delivered once per subscription; a
     *     replica stopping mid-delivery may leave one event delivered twice, with the same
     *     `webhook-id`.
     *
     *     Permissions: this operation's; the subscription receives the events of the families
     *     whose read permission the token holds now (`referential.carriers:read` for carriers ...).
     *
     *     Refusals: 422 `webhook-target-refused` naming `body.url` for a target that is not https,
     *     or that reaches a loopback, private or link-local address (allowed in development or with
     *     `WEBHOOKS_ALLOW_PRIVATE_TARGETS=true`); 422 `webhook-event-type-unknown` naming each
     *     `body.types[i]` that is no `referential.<record>.<action>` of a record the token reads;
     *     403 `webhook-nothing-readable` for a token that reads no family of the feed.
     *
     *     Example body: `{ "url": "https://ticketing.example.org/hooks/registry", "types": ["referential.carrier.suspended"] }`.
     */
    post: operations['createReferentialWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Read a webhook subscription
     * @description The subscription, its status (and why it is PAUSED), its position in the feed and its
     *     failures in a row. An unknown id is a 404 `webhook-not-found`.
     *
     *     Use instead: `listReferentialWebhookDeliveries` for its delivery attempts;
     *     `listReferentialWebhooks` to find a subscription's id.
     */
    get: operations['getReferentialWebhook'];
    put?: never;
    post?: never;
    /**
     * Delete a webhook subscription
     * @description Stops deliveries for good and deletes the subscription with its delivery log. Answers 204.
     *     An unknown id is a 404 `webhook-not-found`.
     */
    delete: operations['deleteReferentialWebhook'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/webhooks/{id}/pause': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pause a webhook subscription
     * @description Stops deliveries; the subscription keeps its position, and `resumeReferentialWebhook`
     *     delivers from there what was recorded meanwhile. Answers the subscription. An unknown id
     *     is a 404 `webhook-not-found`.
     */
    post: operations['pauseReferentialWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/webhooks/{id}/resumption': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
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
    post: operations['resumeReferentialWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Read a webhook subscription's delivery log
     * @description Its delivery attempts, newest first: the event, whether it was a redelivery asked, when,
     *     DELIVERED or FAILED, the target's HTTP status and, for a failure, why. An unknown id is a
     *     404 `webhook-not-found`.
     *
     *     Use instead: `getReferentialWebhook` for the subscription's status and position.
     */
    get: operations['listReferentialWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/referential/v1/webhooks/{id}/redeliveries': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
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
    post: operations['redeliverReferentialWebhookEvents'];
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
    WebhookCreation: {
      /**
       * Format: uri
       * @description Where each event is POSTed; https (http and private addresses only where the service allows them).
       */
      url: string;
      /** @description What the subscription is for. */
      description?: string;
      /** @description Only events of these types (`referential.carrier.suspended`); all when absent or empty. */
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
      /** @description The `id` of the event to deliver again (`referential-42`), as the feed and the delivery log give it. */
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
    /** @description Whether `total` is the exact number of matches. A search with a free-text term (`search`, or a name matched as text) counts its matches up to 100,000 and no further; above, this is false and `total` is 100,000: there are at least that many. Every other search counts exactly. */
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
        | 'account-identifier-invalid'
        | 'announced-time-backwards'
        | 'authorization-category-unknown'
        | 'authorization-holder-conflict'
        | 'authorization-holder-outside-validity'
        | 'authorization-number-taken'
        | 'authorization-status-reason-missing'
        | 'authorization-transition-refused'
        | 'authorization-withdrawn'
        | 'authorized-line-overlaps'
        | 'authorized-period-ended'
        | 'authorized-period-not-found'
        | 'authorized-vehicle-overlaps'
        | 'bad-gateway'
        | 'bay-change-invalid'
        | 'bay-code-taken'
        | 'bay-decommissioned'
        | 'bay-not-found'
        | 'beneficiary-change-confirmation-by-carrier'
        | 'beneficiary-change-not-found'
        | 'beneficiary-change-not-pending'
        | 'beneficiary-change-pending'
        | 'beneficiary-change-self-approval'
        | 'beneficiary-change-unconfirmed'
        | 'beneficiary-name-mismatch-unacknowledged'
        | 'beneficiary-not-found'
        | 'beneficiary-period-conflict'
        | 'body-too-large'
        | 'calendar-code-taken'
        | 'calendar-exception-exists'
        | 'calendar-exception-not-found'
        | 'calendar-exception-outside-range'
        | 'calendar-not-found'
        | 'calendar-swap-invalid'
        | 'carrier-code-taken'
        | 'carrier-not-found'
        | 'carrier-suspension-reason-missing'
        | 'carrier-transition-refused'
        | 'checkpoint-code-taken'
        | 'checkpoint-not-found'
        | 'checkpoint-retired'
        | 'concurrent-update'
        | 'conflict'
        | 'constraint-violated'
        | 'coordination-code-taken'
        | 'coordination-membership-ended'
        | 'coordination-membership-not-found'
        | 'coordination-membership-overlaps'
        | 'coordination-not-found'
        | 'coordination-retired'
        | 'database-unavailable'
        | 'day-of-change-invalid'
        | 'day-of-change-not-found'
        | 'destination-code-taken'
        | 'destination-not-found'
        | 'destination-retired'
        | 'dossier-not-found'
        | 'eligibility-subject-invalid'
        | 'event-cursor-gone'
        | 'forbidden'
        | 'gtfs-feed-invalid'
        | 'gtfs-mapping-not-found'
        | 'gtfs-mapping-record-not-found'
        | 'gtfs-period-too-long'
        | 'gtfs-station-without-coordinates'
        | 'history-change-in-past'
        | 'history-change-scheduled'
        | 'history-no-state'
        | 'history-record-retired'
        | 'history-retirement-reason-missing'
        | 'history-row-in-force'
        | 'history-row-not-found'
        | 'history-row-overlaps'
        | 'idempotency-key-reused'
        | 'import-batch-applied'
        | 'import-batch-not-found'
        | 'import-conflict-not-found'
        | 'import-conflict-resolved'
        | 'import-field-not-observable'
        | 'import-job-cancelled'
        | 'import-job-finished'
        | 'import-job-interrupted'
        | 'import-job-not-found'
        | 'import-limit-exceeded'
        | 'import-reader-failed'
        | 'import-record-unknown'
        | 'import-statement-duplicated'
        | 'import-value-invalid'
        | 'imports-busy'
        | 'internal-error'
        | 'invalid-precondition'
        | 'invalid-request'
        | 'itinerary-invalid'
        | 'itinerary-not-found'
        | 'itinerary-not-of-line'
        | 'line-code-taken'
        | 'line-not-active'
        | 'line-not-found'
        | 'line-operator-ended'
        | 'line-operator-not-found'
        | 'line-operator-overlaps'
        | 'line-retired'
        | 'line-transition-invalid'
        | 'malformed-body'
        | 'method-not-allowed'
        | 'not-found'
        | 'origin-not-allowed'
        | 'passage-not-found'
        | 'payout-details-erased'
        | 'period-invalid'
        | 'permit-expiry-cursor-invalid'
        | 'permit-expiry-watch-not-found'
        | 'permit-import-rejected'
        | 'rate-limited'
        | 'reference-conflict'
        | 'response-invalid'
        | 'schedule-code-taken'
        | 'schedule-draft-exists'
        | 'schedule-exception-exists'
        | 'schedule-exception-not-found'
        | 'schedule-no-draft'
        | 'schedule-not-found'
        | 'schedule-revision-empty'
        | 'schedule-revision-not-active'
        | 'schedule-revision-not-found'
        | 'schedule-revision-overlap'
        | 'schedule-revision-started'
        | 'stale-representation'
        | 'station-area-code-taken'
        | 'station-area-has-active-bays'
        | 'station-area-not-found'
        | 'station-area-retired'
        | 'station-calls-target-invalid'
        | 'station-code-taken'
        | 'station-not-found'
        | 'station-retired'
        | 'stop-times-invalid'
        | 'timetable-change-in-past'
        | 'transport-authorization-not-found'
        | 'trip-not-running'
        | 'unauthorized'
        | 'unsupported-media-type'
        | 'upstream-timeout'
        | 'upstream-unavailable'
        | 'vehicle-category-active'
        | 'vehicle-category-code-taken'
        | 'vehicle-category-not-assignable'
        | 'vehicle-category-not-found'
        | 'vehicle-category-retired'
        | 'vehicle-identifier-not-found'
        | 'vehicle-identifier-revoked'
        | 'vehicle-identifier-taken'
        | 'vehicle-lifecycle-refused'
        | 'vehicle-not-found'
        | 'vehicle-permit-not-found'
        | 'vehicle-permit-number-taken'
        | 'vehicle-permit-period-invalid'
        | 'vehicle-permit-revoked'
        | 'vehicle-registration-taken'
        | 'vehicle-transfer-conflict'
        | 'vehicle-transfer-same-carrier'
        | 'vehicle-withdrawn'
        | 'webhook-event-type-unknown'
        | 'webhook-not-found'
        | 'webhook-nothing-readable'
        | 'webhook-redelivery-empty'
        | 'webhook-target-refused';
      errors?: {
        /** @description Where: body.<name>, query.<name> or path.<name>. */
        field: string;
        /**
         * @description For `gtfs-feed-invalid`, what is wrong, as a code a client can act on (`field` is
         *     then `<file>:<line>:<column>`, a file, or `feed`): the archive (`archive_invalid`,
         *     `csv_invalid`, `nul_character`, `file_missing`, `column_missing`), a value
         *     (`value_missing`, `value_invalid`, `number_invalid`, `date_invalid`,
         *     `time_invalid`, `coordinate_invalid`, `route_type_invalid`, `route_name_missing`,
         *     `id_duplicate`, `date_range_invalid`, `time_range_invalid`), a reference across
         *     files (`agency_unknown`, `route_unknown`, `service_unknown`, `trip_unknown`,
         *     `stop_unknown`, `stop_is_station`, `parent_not_station`), a trip
         *     (`trip_too_few_stop_times`, `sequence_duplicate`, `time_backwards`,
         *     `time_missing`, `trip_too_long`), or the time zone (`time_zone_unknown`,
         *     `time_zone_mismatch`, `time_zone_changes`, `time_before_service_day`).
         * @enum {string}
         */
        code?:
          | 'agency_unknown'
          | 'archive_invalid'
          | 'column_missing'
          | 'coordinate_invalid'
          | 'csv_invalid'
          | 'date_invalid'
          | 'date_range_invalid'
          | 'file_missing'
          | 'id_duplicate'
          | 'nul_character'
          | 'number_invalid'
          | 'parent_not_station'
          | 'route_name_missing'
          | 'route_type_invalid'
          | 'route_unknown'
          | 'sequence_duplicate'
          | 'service_unknown'
          | 'stop_is_station'
          | 'stop_unknown'
          | 'time_backwards'
          | 'time_before_service_day'
          | 'time_invalid'
          | 'time_missing'
          | 'time_range_invalid'
          | 'time_zone_changes'
          | 'time_zone_mismatch'
          | 'time_zone_unknown'
          | 'trip_too_few_stop_times'
          | 'trip_too_long'
          | 'trip_unknown'
          | 'value_invalid'
          | 'value_missing';
        message: string;
      }[];
      /** @description For `import-limit-exceeded`, the limit reached; the setting that holds it and its value (docs/operations.md, "Imports"). */
      limit?: {
        /** @example IMPORT_MAX_LINE_BYTES */
        setting: string;
        /** Format: int32 */
        value: number;
      };
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
    DatedRetirement: {
      /** @description Why the record is retired. */
      reason: string;
      /**
       * Format: date
       * @description First day of the retirement (today or later); today when absent.
       */
      effectiveFrom?: string;
    };
    /**
     * @description PENDING at registration; ACTIVE by activation (from PENDING); SUSPENDED by suspension
     *     (from ACTIVE, with a reason); ACTIVE again by reactivation (from SUSPENDED). Any other
     *     move is a 409 `carrier-transition-refused`.
     * @enum {string}
     */
    CarrierStatus: 'PENDING' | 'ACTIVE' | 'SUSPENDED';
    /**
     * @description Who sells the carrier's tickets: NETWORK (the network's ticketing; revenue is paid out
     *     to the carrier's beneficiary), OWN (the carrier sells and keeps its own tickets), MIXED
     *     (both).
     * @enum {string}
     */
    TicketingModel: 'NETWORK' | 'OWN' | 'MIXED';
    Carrier: {
      /** Format: uuid */
      id: string;
      code: components['schemas']['Code'];
      name: string;
      ticketingModel: components['schemas']['TicketingModel'];
      status: components['schemas']['CarrierStatus'];
      /** @description Company registration number (for example a SIRET). */
      legalIdentifier: string | null;
      /** @description URL of the carrier's logo. */
      logo: string | null;
      website: string | null;
      phoneNumber: string | null;
      email: string | null;
      addressLine1: string | null;
      addressLine2: string | null;
      addressZip: string | null;
      addressCity: string | null;
      /** @description Why the carrier is SUSPENDED; null otherwise. */
      suspensionReason?: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      version: components['schemas']['RecordVersion'];
    };
    CarrierRegistration: {
      code: components['schemas']['Code'];
      /** @description The carrier's trading name, as shown to passengers and in searches. */
      name: string;
      ticketingModel: components['schemas']['TicketingModel'];
      /** @description Company registration number (for example a SIRET). */
      legalIdentifier?: string;
      /**
       * Format: uri
       * @description URL of the carrier's logo.
       */
      logo?: string;
      /**
       * Format: uri
       * @description URL of the carrier's website.
       */
      website?: string;
      /** @description Contact phone number, digits with an optional leading `+`. */
      phoneNumber?: string;
      /**
       * Format: email
       * @description Contact email address.
       */
      email?: string;
      /** @description First line of the postal address. */
      addressLine1?: string;
      /** @description Second line of the postal address. */
      addressLine2?: string;
      /** @description Postal code of the address. */
      addressZip?: string;
      /** @description Town of the address. */
      addressCity?: string;
    };
    /** @description Any of the name, contact and address fields; `null` clears an optional one. */
    CarrierCorrection: {
      /** @description The carrier's trading name, as shown to passengers and in searches. */
      name?: string;
      /** @description Company registration number (for example a SIRET). */
      legalIdentifier?: string | null;
      /**
       * Format: uri
       * @description URL of the carrier's logo.
       */
      logo?: string | null;
      /**
       * Format: uri
       * @description URL of the carrier's website.
       */
      website?: string | null;
      /** @description Contact phone number, digits with an optional leading `+`. */
      phoneNumber?: string | null;
      /**
       * Format: email
       * @description Contact email address.
       */
      email?: string | null;
      /** @description First line of the postal address. */
      addressLine1?: string | null;
      /** @description Second line of the postal address. */
      addressLine2?: string | null;
      /** @description Postal code of the address. */
      addressZip?: string | null;
      /** @description Town of the address. */
      addressCity?: string | null;
    };
    CarrierSuspension: {
      /** @description Why the carrier is suspended. */
      reason: string;
      /**
       * Format: date
       * @description First day of the suspension; today when absent.
       */
      effectiveFrom?: string;
    };
    StatusChangeDate: {
      /**
       * Format: date
       * @description First day of the change (today or later); today when absent.
       */
      effectiveFrom?: string;
    };
    /** @description What held of a carrier during a period. */
    CarrierState: {
      status: components['schemas']['CarrierStatus'];
      suspensionReason: string | null;
    };
    /** @description One effective-dated period of a carrier's status; `effectiveTo` inclusive, null while open. */
    CarrierPeriod: {
      /** Format: uuid */
      id: string;
      /** Format: date */
      effectiveFrom: string;
      /** Format: date */
      effectiveTo: string | null;
      state: components['schemas']['CarrierState'];
      /** Format: date-time */
      updatedAt: string;
      updatedBy: string;
    };
    /** @description A period of the carrier's timeline, or a gap (`gap` true, `id` and `state` null) with none in force. */
    CarrierTimelineEntry: {
      /** Format: uuid */
      id: string | null;
      /** Format: date */
      effectiveFrom: string;
      /** Format: date */
      effectiveTo: string | null;
      gap: boolean;
      /** @description In force today. */
      current: boolean;
      /** @description Starts after today (a change recorded ahead). */
      future: boolean;
      /** @description What held during the period (a CarrierState); null for a gap. */
      state: {
        status: components['schemas']['CarrierStatus'];
        suspensionReason: string | null;
      } | null;
      /** Format: date-time */
      updatedAt: string | null;
      updatedBy: string | null;
    };
    CarrierTimelinePage: {
      data: components['schemas']['CarrierTimelineEntry'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    CarrierPeriodCorrection: {
      /**
       * Format: date
       * @description The period's corrected first day.
       */
      effectiveFrom?: string;
      status?: components['schemas']['CarrierStatus'];
      /** @description The corrected reason of a SUSPENDED period. */
      suspensionReason?: string;
    };
    /** @description A SUSPENDED period needs its `suspensionReason` (the schema says so). */
    CarrierPeriodInsertion: {
      /**
       * Format: date
       * @description First day of the inserted status; any date, past included.
       */
      effectiveFrom: string;
      status: components['schemas']['CarrierStatus'];
      /** @description Why the carrier is suspended; required with SUSPENDED. */
      suspensionReason?: string;
    };
    CarrierPage: {
      data: components['schemas']['Carrier'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    /** @description Payout details of a carrier over a period; `effectiveTo` is inclusive, null while open. */
    Beneficiary: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      carrierId: string;
      /** @description Null once erased. */
      holderName: string | null;
      /** @description The IBAN masked: country, check digits, `****` and its last four characters (`FR14****2606`); null once erased. */
      accountIdentifier: string | null;
      bankName: string | null;
      bic: string | null;
      /** @description Reference to quote on transfers. */
      reference: string | null;
      /** @description True once the payout details were erased (`erasePayoutDetails`, or at the end of their retention after the carrier's suspension): the period keeps its dates, its holder, account, bank, BIC and reference are null and can be read back by nobody. */
      erased: boolean;
      /** Format: date */
      effectiveFrom: string;
      /** Format: date */
      effectiveTo: string | null;
      /** Format: date-time */
      createdAt: string;
      createdBy: string;
    };
    /** @description The payout details in force on a date, and the change request waiting for approval. */
    EffectiveBeneficiary: components['schemas']['Beneficiary'] & {
      /** @description The carrier's change request waiting for approval; null when none waits. */
      pendingChange: null | components['schemas']['PendingBeneficiaryChange'];
    };
    /** @description A change request of a carrier's payout details waiting for approval (ADR 0066). */
    PendingBeneficiaryChange: {
      /** Format: uuid */
      id: string;
      /** Format: date */
      effectiveFrom: string;
      /** Format: date-time */
      requestedAt: string;
      requestedBy: string;
    };
    /**
     * @description PENDING waits for someone else's approval (30 days at most, a setting); APPROVED made its details
     *     the carrier's from `appliedFrom`; REJECTED was refused (or withdrawn) with a reason;
     *     EXPIRED waited too long and changed nothing.
     * @enum {string}
     */
    BeneficiaryChangeStatus: 'PENDING' | 'APPROVED' | 'REJECTED' | 'EXPIRED';
    /** @description A change request of a carrier's payout details, under dual control. */
    BeneficiaryChange: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      carrierId: string;
      status: components['schemas']['BeneficiaryChangeStatus'];
      /** @description Null once erased. */
      holderName: string | null;
      /** @description The IBAN asked for, masked (`revealBeneficiaryChangeAccount` gives it whole); null once erased. */
      accountIdentifier: string | null;
      /** @description True once the payout details were erased: the request keeps its dates, status and decisions, its holder, account, bank, BIC and reference are null. */
      erased: boolean;
      bankName: string | null;
      bic: string | null;
      reference: string | null;
      /** Format: date */
      effectiveFrom: string;
      /**
       * @description Whether the holder's name is the carrier's (accents, case, punctuation and legal forms left out).
       * @enum {string}
       */
      nameCheck: 'MATCH' | 'MISMATCH';
      requestedBy: string;
      /** Format: date-time */
      requestedAt: string;
      /** Format: date-time */
      expiresAt: string;
      /** @description Who confirmed it for the carrier (`confirmBeneficiaryChange`, or its requester when requested with a token scoped to the carrier); null while unconfirmed. */
      confirmedBy: string | null;
      /** Format: date-time */
      confirmedAt: string | null;
      /** @description Who approved or rejected it. */
      decidedBy: string | null;
      /** Format: date-time */
      decidedAt: string | null;
      /** @description Why it was rejected. */
      decisionReason: string | null;
      nameMismatchAcknowledged: boolean;
      /** Format: date */
      appliedFrom: string | null;
      /**
       * Format: uuid
       * @description The period of payout details its approval opened.
       */
      beneficiaryId: string | null;
    };
    BeneficiaryChangePage: {
      data: components['schemas']['BeneficiaryChange'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    BeneficiaryApproval: {
      /**
       * @description True to approve a holder name that differs from the carrier's, once confirmed.
       * @default false
       */
      acknowledgeNameMismatch: boolean;
    };
    RevealReason: {
      /** @description Why (kept with the decision or the reveal). */
      reason: string;
    };
    RevealedPayoutDetails: {
      holderName: string;
      /** @description The whole IBAN, upper case without spaces. */
      accountIdentifier: string;
      bic: string | null;
    };
    PayoutReveal: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      carrierId: string;
      /**
       * Format: uuid
       * @description The period revealed, if that was one.
       */
      beneficiaryId: string | null;
      /**
       * Format: uuid
       * @description The change request revealed, if that was one.
       */
      beneficiaryChangeId: string | null;
      reason: string;
      revealedBy: string;
      /** Format: date-time */
      revealedAt: string;
      requestId: string | null;
    };
    PayoutRevealPage: {
      data: components['schemas']['PayoutReveal'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    ErasureReason: {
      /** @description Why the payout details are erased (kept with the erasure). */
      reason: string;
    };
    PayoutErasure: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      carrierId: string;
      /**
       * @description REQUEST: by `erasePayoutDetails`; RETENTION: the retention period after the carrier's suspension ended.
       * @enum {string}
       */
      cause: 'REQUEST' | 'RETENTION';
      reason: string | null;
      erasedBy: string;
      /** Format: date-time */
      erasedAt: string;
      requestId: string | null;
    };
    PayoutErasurePage: {
      data: components['schemas']['PayoutErasure'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact?: components['schemas']['TotalIsExact'];
    };
    BeneficiaryRecord: {
      /** @description Name of the account holder. */
      holderName: string;
      /**
       * @description An IBAN: country code, check digits and 11 to 30 letters or digits; spaces are ignored
       *     and letters read as upper case. A checksum that fails (mod 97) is a 422
       *     `account-identifier-invalid`.
       */
      accountIdentifier: string;
      /** @description Name of the bank. */
      bankName?: string;
      /** @description The bank's BIC (8 or 11 characters). */
      bic?: string;
      /** @description Reference to quote on transfers. */
      reference?: string;
      /**
       * Format: date
       * @description First day these payout details apply; the period before ends the day before.
       */
      effectiveFrom: string;
    };
    BeneficiaryPage: {
      data: components['schemas']['Beneficiary'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
      /**
       * @description The carrier's change request waiting for approval, on every page; null when none waits.
       *     Its details are not among the periods until it is approved.
       */
      pendingChange: null | components['schemas']['PendingBeneficiaryChange'];
    };
    /**
     * @description ACTIVE when declared; RETIRED by retirement (no longer given to vehicles); ACTIVE again by reactivation.
     * @enum {string}
     */
    VehicleCategoryStatus: 'ACTIVE' | 'RETIRED';
    VehicleCategory: {
      /** Format: uuid */
      id: string;
      code: components['schemas']['Code'];
      name: string;
      status: components['schemas']['VehicleCategoryStatus'];
      /** Format: date-time */
      retiredAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    VehicleCategoryDeclaration: {
      code: components['schemas']['Code'];
      /** @description The category's name. */
      name: string;
    };
    VehicleCategoryPage: {
      data: components['schemas']['VehicleCategory'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    /**
     * @description IN_SERVICE at registration; OUT_OF_SERVICE (workshop, reserve) and back; WITHDRAWN
     *     from either, final (sold, scrapped).
     * @enum {string}
     */
    VehicleLifecycle: 'IN_SERVICE' | 'OUT_OF_SERVICE' | 'WITHDRAWN';
    /**
     * @description What the vehicle runs on.
     * @enum {string}
     */
    VehicleEnergy: 'DIESEL' | 'PETROL' | 'HYBRID' | 'ELECTRIC' | 'CNG' | 'HYDROGEN';
    /** @description A registration plate as printed; letters, digits, spaces and `-`. */
    Registration: string;
    Vehicle: {
      /** Format: uuid */
      id: string;
      registration: string;
      /**
       * Format: uuid
       * @description The carrier owning the vehicle today; null before its first ownership starts.
       */
      carrierId: string | null;
      /** Format: uuid */
      categoryId: string;
      /** Format: int32 */
      seats: number;
      /** Format: int32 */
      standingPlaces: number | null;
      /** @description The carrier's own number for the vehicle. */
      fleetNumber: string | null;
      make: string | null;
      model: string | null;
      /**
       * @description What the vehicle runs on.
       * @enum {string|null}
       */
      energy: 'DIESEL' | 'PETROL' | 'HYBRID' | 'ELECTRIC' | 'CNG' | 'HYDROGEN' | null;
      /** Format: date */
      firstRegistrationDate: string | null;
      lifecycle: components['schemas']['VehicleLifecycle'];
      /** @description Why the vehicle entered its current state, when given. */
      lifecycleReason: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      version: components['schemas']['RecordVersion'];
    };
    VehicleRegistration: {
      /**
       * Format: uuid
       * @description The owning carrier, as `searchCarriers` lists it (`data[].id`).
       */
      carrierId: string;
      /**
       * Format: uuid
       * @description The vehicle category, as `searchVehicleCategories` lists it (`data[].id`); ACTIVE.
       */
      categoryId: string;
      registration: components['schemas']['Registration'];
      /**
       * Format: int32
       * @description Seated capacity.
       */
      seats: number;
      /**
       * Format: int32
       * @description Standing capacity; 0 when absent.
       */
      standingPlaces?: number;
      /** @description The carrier's own number for the vehicle. */
      fleetNumber?: string;
      /** @description Manufacturer, for example `Iveco`. */
      make?: string;
      /** @description Model, for example `Crossway`. */
      model?: string;
      energy?: components['schemas']['VehicleEnergy'];
      /**
       * Format: date
       * @description Day the vehicle was first registered.
       */
      firstRegistrationDate?: string;
      /**
       * Format: date
       * @description First day of ownership by the carrier; today when absent.
       */
      ownedFrom?: string;
    };
    VehicleCorrection: {
      registration?: components['schemas']['Registration'];
      /** @description The carrier's own number for the vehicle. */
      fleetNumber?: string | null;
      /** @description Manufacturer, for example `Iveco`. */
      make?: string | null;
      /** @description Model, for example `Crossway`. */
      model?: string | null;
      /**
       * @description What the vehicle runs on; `null` clears it.
       * @enum {string|null}
       */
      energy?: 'DIESEL' | 'PETROL' | 'HYBRID' | 'ELECTRIC' | 'CNG' | 'HYDROGEN' | null;
      /**
       * Format: date
       * @description Day the vehicle was first registered.
       */
      firstRegistrationDate?: string | null;
    };
    VehicleTransfer: {
      /**
       * Format: uuid
       * @description The new owner.
       */
      carrierId: string;
      /**
       * Format: date
       * @description First day of the new ownership: today or later.
       */
      effectiveFrom: string;
      /** @description Why the vehicle changes owner; kept in the vehicle's history. */
      reason?: string;
    };
    VehicleCategoryChange: {
      /**
       * Format: uuid
       * @description The new category, as `searchVehicleCategories` lists it; ACTIVE.
       */
      categoryId: string;
      /** @description Why the category changes; kept in the vehicle's history. */
      reason?: string;
      /**
       * Format: date
       * @description First day of the change (today or later); today when absent.
       */
      effectiveFrom?: string;
    };
    VehicleLifecycleChange: {
      lifecycle: components['schemas']['VehicleLifecycle'];
      /** @description Why the vehicle moves; kept in the vehicle's history. */
      reason?: string;
      /**
       * Format: date
       * @description First day of the change (today or later); today when absent.
       */
      effectiveFrom?: string;
    };
    VehicleSeats: {
      /**
       * Format: int32
       * @description Seated capacity from `effectiveFrom`.
       */
      seats: number;
      /**
       * Format: int32
       * @description Standing capacity from `effectiveFrom`.
       */
      standingPlaces?: number | null;
      /** @description Why the capacity changes; kept in the vehicle's history. */
      reason?: string;
      /**
       * Format: date
       * @description First day of the change (today or later); today when absent.
       */
      effectiveFrom?: string;
    };
    /** @description What held of a vehicle during a period. */
    VehicleState: {
      /**
       * Format: uuid
       * @description The owner.
       */
      carrierId: string;
      /** Format: uuid */
      categoryId: string;
      lifecycle: components['schemas']['VehicleLifecycle'];
      lifecycleReason: string | null;
      /** Format: int32 */
      seats: number;
      /** Format: int32 */
      standingPlaces: number | null;
    };
    /** @description One effective-dated period of a vehicle; `effectiveTo` inclusive, null while open. */
    VehiclePeriod: {
      /** Format: uuid */
      id: string;
      /** Format: date */
      effectiveFrom: string;
      /** Format: date */
      effectiveTo: string | null;
      state: components['schemas']['VehicleState'];
      /** Format: date-time */
      updatedAt: string;
      updatedBy: string;
    };
    /** @description A period of the vehicle's timeline, or a gap (`gap` true, `id` and `state` null) with none in force. */
    VehicleTimelineEntry: {
      /** Format: uuid */
      id: string | null;
      /** Format: date */
      effectiveFrom: string;
      /** Format: date */
      effectiveTo: string | null;
      gap: boolean;
      /** @description In force today. */
      current: boolean;
      /** @description Starts after today (a change recorded ahead). */
      future: boolean;
      /** @description What held during the period (a VehicleState); null for a gap. */
      state: {
        /**
         * Format: uuid
         * @description The owner.
         */
        carrierId: string;
        /** Format: uuid */
        categoryId: string;
        lifecycle: components['schemas']['VehicleLifecycle'];
        lifecycleReason: string | null;
        /** Format: int32 */
        seats: number;
        /** Format: int32 */
        standingPlaces: number | null;
      } | null;
      /** Format: date-time */
      updatedAt: string | null;
      updatedBy: string | null;
    };
    VehicleTimelinePage: {
      data: components['schemas']['VehicleTimelineEntry'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    VehiclePeriodCorrection: {
      /**
       * Format: date
       * @description The period's corrected first day.
       */
      effectiveFrom?: string;
      /**
       * Format: uuid
       * @description The owner in the period: a carrier id, as `searchCarriers` lists it.
       */
      carrierId?: string;
      /**
       * Format: uuid
       * @description The category in the period: a vehicle category id, as `searchVehicleCategories` lists it.
       */
      categoryId?: string;
      lifecycle?: components['schemas']['VehicleLifecycle'];
      /** @description Why the vehicle is in its lifecycle state in the period; `null` clears it. */
      lifecycleReason?: string | null;
      /**
       * Format: int32
       * @description Seats in the period.
       */
      seats?: number;
      /**
       * Format: int32
       * @description Standing places in the period; `null` clears them.
       */
      standingPlaces?: number | null;
    };
    VehiclePeriodInsertion: {
      /**
       * Format: date
       * @description First day of the inserted change.
       */
      effectiveFrom: string;
      /**
       * Format: uuid
       * @description The owner in the period: a carrier id, as `searchCarriers` lists it.
       */
      carrierId?: string;
      /**
       * Format: uuid
       * @description The category in the period: a vehicle category id, as `searchVehicleCategories` lists it.
       */
      categoryId?: string;
      lifecycle?: components['schemas']['VehicleLifecycle'];
      /** @description Why the vehicle is in its lifecycle state in the period; `null` clears it. */
      lifecycleReason?: string | null;
      /**
       * Format: int32
       * @description Seats in the period.
       */
      seats?: number;
      /**
       * Format: int32
       * @description Standing places in the period; `null` clears them.
       */
      standingPlaces?: number | null;
    };
    VehiclePage: {
      data: components['schemas']['Vehicle'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    /**
     * @description PLATE (registration plate read by a camera), RFID (tag UID), QR (code content), NFC (tag UID).
     * @enum {string}
     */
    VehicleIdentifierTypeCode: 'PLATE' | 'RFID' | 'QR' | 'NFC';
    VehicleIdentifier: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      vehicleId: string;
      identifierTypeCode: components['schemas']['VehicleIdentifierTypeCode'];
      value: string;
      /** Format: date-time */
      enrolledAt: string;
      enrolledBy: string;
      /** Format: date-time */
      revokedAt: string | null;
      revokedBy: string | null;
      revokeReason: string | null;
    };
    VehicleIdentifierEnrolment: {
      identifierTypeCode: components['schemas']['VehicleIdentifierTypeCode'];
      /** @description The value as read by the devices (a plate, a tag UID, a code). */
      value: string;
      /**
       * Format: date
       * @description First day of the enrolment (today or later); today when absent.
       */
      effectiveFrom?: string;
    };
    VehicleIdentifierLookup: {
      identifierTypeCode: components['schemas']['VehicleIdentifierTypeCode'];
      /** @description The value read (a plate, a tag UID, a code), case-insensitive. */
      value: string;
    };
    VehicleIdentifierResolution: {
      /** Format: uuid */
      identifierId: string;
      identifierTypeCode: components['schemas']['VehicleIdentifierTypeCode'];
      value: string;
      /** Format: uuid */
      vehicleId: string;
      registration: string;
      /**
       * Format: uuid
       * @description Owner of the vehicle today.
       */
      carrierId: string | null;
      lifecycle: components['schemas']['VehicleLifecycle'];
      /** Format: date-time */
      enrolledAt: string;
    };
    VehicleIdentifierRevocation: {
      /** @description Why the identifier is revoked; kept with the identifier. */
      reason: string;
      /**
       * Format: date
       * @description First day of the revocation (today or later); today when absent.
       */
      effectiveFrom?: string;
    };
    /** @description The revocation of an identifier during a period of its enrolment; both null while it is not revoked. */
    VehicleIdentifierState: {
      /**
       * Format: date-time
       * @description When the revocation was recorded.
       */
      revokedAt: string | null;
      revokeReason: string | null;
    };
    /** @description One effective-dated period of an identifier's enrolment; `effectiveTo` inclusive, null while open. */
    VehicleIdentifierPeriod: {
      /** Format: uuid */
      id: string;
      /** Format: date */
      effectiveFrom: string;
      /** Format: date */
      effectiveTo: string | null;
      state: components['schemas']['VehicleIdentifierState'];
      /** Format: date-time */
      updatedAt: string;
      updatedBy: string;
    };
    /** @description A period of the identifier's timeline, or a gap (`gap` true, `id` and `state` null) when it is not enrolled. */
    VehicleIdentifierTimelineEntry: {
      /** Format: uuid */
      id: string | null;
      /** Format: date */
      effectiveFrom: string;
      /** Format: date */
      effectiveTo: string | null;
      gap: boolean;
      /** @description In force today. */
      current: boolean;
      /** @description Starts after today (a change recorded ahead). */
      future: boolean;
      /** @description What held during the period (a VehicleIdentifierState); null for a gap. */
      state: {
        /** Format: date-time */
        revokedAt: string | null;
        revokeReason: string | null;
      } | null;
      /** Format: date-time */
      updatedAt: string | null;
      updatedBy: string | null;
    };
    VehicleIdentifierTimelinePage: {
      data: components['schemas']['VehicleIdentifierTimelineEntry'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    VehicleIdentifierPeriodCorrection: {
      /**
       * Format: date
       * @description The period's corrected first day.
       */
      effectiveFrom?: string;
      /** @description The corrected reason of a revocation; null lifts the revocation for the period. */
      revokeReason?: string | null;
    };
    VehicleIdentifierPeriodInsertion: {
      /**
       * Format: date
       * @description First day of the inserted period; any date, past included.
       */
      effectiveFrom: string;
      /** @description Why the identifier is revoked from that day; null for a period enrolled and not revoked. */
      revokeReason: string | null;
    };
    /**
     * @description OPERATING_LICENCE (copy of the licence to carry passengers), ROADWORTHINESS (technical
     *     inspection certificate), INSURANCE (certificate of insurance), LOW_EMISSION_ZONE
     *     (access permit to a restricted zone).
     * @enum {string}
     */
    VehiclePermitKind: 'OPERATING_LICENCE' | 'ROADWORTHINESS' | 'INSURANCE' | 'LOW_EMISSION_ZONE';
    /**
     * @description Derived on the date read (today in the business time zone by default): REVOKED when a
     *     revocation is in force that day; otherwise UPCOMING before
     *     `validFrom`, EXPIRED after `validUntil`, ACTIVE in between.
     * @enum {string}
     */
    VehiclePermitStatus: 'UPCOMING' | 'ACTIVE' | 'EXPIRED' | 'REVOKED';
    VehiclePermit: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      vehicleId: string;
      /** @description The vehicle's registration. */
      registration: string;
      /**
       * Format: uuid
       * @description The vehicle's owner today.
       */
      carrierId: string | null;
      /**
       * Format: uuid
       * @description The vehicle's category.
       */
      categoryId: string;
      permitNumber: string;
      kind: components['schemas']['VehiclePermitKind'];
      /** Format: date */
      validFrom: string;
      /**
       * Format: date
       * @description Last day of validity.
       */
      validUntil: string;
      /**
       * Format: int32
       * @description Days from today to validUntil; negative once expired.
       */
      daysLeft: number;
      status: components['schemas']['VehiclePermitStatus'];
      /** Format: date-time */
      revokedAt: string | null;
      revokeReason: string | null;
      /**
       * Format: uuid
       * @description The CSV import that recorded it, if any.
       */
      importId: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    VehiclePermitRecord: {
      /**
       * Format: uuid
       * @description The vehicle the permit is for, as `searchVehicles` lists it.
       */
      vehicleId: string;
      /** @description The number printed on the permit. */
      permitNumber: string;
      kind: components['schemas']['VehiclePermitKind'];
      /**
       * Format: date
       * @description First day of validity.
       */
      validFrom: string;
      /**
       * Format: date
       * @description Last day of validity.
       */
      validUntil: string;
    };
    VehiclePermitRevocation: {
      /** @description Why the permit is revoked; kept with the permit. */
      reason: string;
      /**
       * Format: date
       * @description First day of the revocation (today or later); today when absent.
       */
      effectiveFrom?: string;
    };
    /** @description The revocation of a permit during a period; both null while it is not revoked. */
    VehiclePermitState: {
      /**
       * Format: date-time
       * @description When the revocation was recorded.
       */
      revokedAt: string | null;
      revokeReason: string | null;
    };
    /** @description One effective-dated period of a permit's revocation; `effectiveTo` inclusive, null while open. */
    VehiclePermitPeriod: {
      /** Format: uuid */
      id: string;
      /** Format: date */
      effectiveFrom: string;
      /** Format: date */
      effectiveTo: string | null;
      state: components['schemas']['VehiclePermitState'];
      /** Format: date-time */
      updatedAt: string;
      updatedBy: string;
    };
    /** @description A period of the permit's timeline, or a gap (`gap` true, `id` and `state` null) with none in force. */
    VehiclePermitTimelineEntry: {
      /** Format: uuid */
      id: string | null;
      /** Format: date */
      effectiveFrom: string;
      /** Format: date */
      effectiveTo: string | null;
      gap: boolean;
      /** @description In force today. */
      current: boolean;
      /** @description Starts after today (a change recorded ahead). */
      future: boolean;
      /** @description What held during the period (a VehiclePermitState); null for a gap. */
      state: {
        /** Format: date-time */
        revokedAt: string | null;
        revokeReason: string | null;
      } | null;
      /** Format: date-time */
      updatedAt: string | null;
      updatedBy: string | null;
    };
    VehiclePermitTimelinePage: {
      data: components['schemas']['VehiclePermitTimelineEntry'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    VehiclePermitPeriodCorrection: {
      /**
       * Format: date
       * @description The period's corrected first day.
       */
      effectiveFrom?: string;
      /** @description The corrected reason of a revocation; null lifts the revocation for the period. */
      revokeReason?: string | null;
    };
    VehiclePermitPeriodInsertion: {
      /**
       * Format: date
       * @description First day of the inserted period; any date, past included.
       */
      effectiveFrom: string;
      /** @description Why the permit is revoked from that day; null for a period without revocation. */
      revokeReason: string | null;
    };
    VehiclePermitPage: {
      data: components['schemas']['VehiclePermit'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    PermitExpiryWatchCreate: {
      /**
       * Format: int32
       * @description Size of the window in days from today.
       */
      thresholdDays: number;
      /**
       * Format: uuid
       * @description Only the vehicles this carrier owns on the day of each read.
       */
      carrierId?: string;
      /**
       * Format: uuid
       * @description Only the vehicles of this category.
       */
      categoryId?: string;
    };
    PermitExpiryMatch: {
      /** Format: uuid */
      permitId: string;
      permitNumber: string;
      kind: components['schemas']['VehiclePermitKind'];
      /** Format: uuid */
      vehicleId: string;
      registration: string;
      /** Format: uuid */
      carrierId: string | null;
      /** Format: date */
      validUntil: string;
      /** Format: int32 */
      daysLeft: number;
      /**
       * Format: date-time
       * @description When the permit entered the window.
       */
      enteredAt: string;
      /** @description Entered after the read that issued `since`. */
      isNew: boolean;
    };
    PermitExpiryWatchMatches: {
      /** Format: uuid */
      watchId: string;
      /** Format: int32 */
      thresholdDays: number;
      /**
       * Format: date
       * @description Today in the business time zone.
       */
      asOf: string;
      /** @description Pass as `since` on the next read. */
      cursor: string;
      /**
       * Format: int32
       * @description How many matches (all pages) entered since `since`.
       */
      newCount: number;
      data: components['schemas']['PermitExpiryMatch'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
    };
    PermitImportLineError: {
      /**
       * Format: int32
       * @description Line of the file (1 is the header).
       */
      line: number;
      /** @description The column at fault; null when the whole line is. */
      column: string | null;
      reason: string;
    };
    PermitImportReport: {
      dryRun: boolean;
      /**
       * Format: int32
       * @description Data rows read.
       */
      rowCount: number;
      /**
       * Format: int32
       * @description Permits written (0 in a dry run or on error).
       */
      writtenCount: number;
      /** Format: int32 */
      errorCount: number;
      /** @description The first 1,000 errors in line order. */
      errors: components['schemas']['PermitImportLineError'][];
      /**
       * Format: uuid
       * @description Names the applied import; null when nothing was written.
       */
      importId: string | null;
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
      capabilities: components['schemas']['StationAreaCapabilities'];
      retirementReason: string | null;
      /** Format: date-time */
      retiredAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      version: components['schemas']['RecordVersion'];
    };
    /** @description New capabilities of a station area, from a date. */
    StationAreaCapabilityChange: {
      /** @description Step-free access for passengers with reduced mobility. */
      accessible: boolean;
      /** @description Longest vehicle it holds, in metres; null for no limit. */
      maxVehicleLengthM: number | null;
      /** @description Tallest vehicle it holds, in metres; null for no limit. */
      maxVehicleHeightM: number | null;
      vehicleCategories: components['schemas']['VehicleCategoryCodes'];
      /**
       * Format: date
       * @description First day of the new capabilities (today or later); today when absent.
       */
      effectiveFrom?: string;
    };
    /** @description What held of a station area during a period. */
    StationAreaState: {
      status: components['schemas']['StationAreaStatus'];
      retirementReason: string | null;
      /**
       * Format: date-time
       * @description When the retirement was recorded.
       */
      retiredAt: string | null;
      accessible: boolean;
      maxVehicleLengthM: number | null;
      maxVehicleHeightM: number | null;
      vehicleCategories: components['schemas']['VehicleCategoryCodes'];
    };
    /** @description One effective-dated period of a station area; `effectiveTo` inclusive, null while open. */
    StationAreaPeriod: {
      /** Format: uuid */
      id: string;
      /** Format: date */
      effectiveFrom: string;
      /** Format: date */
      effectiveTo: string | null;
      state: components['schemas']['StationAreaState'];
      /** Format: date-time */
      updatedAt: string;
      updatedBy: string;
    };
    /** @description A period of the area's timeline, or a gap (`gap` true, `id` and `state` null) with none in force. */
    StationAreaTimelineEntry: {
      /** Format: uuid */
      id: string | null;
      /** Format: date */
      effectiveFrom: string;
      /** Format: date */
      effectiveTo: string | null;
      gap: boolean;
      /** @description In force today. */
      current: boolean;
      /** @description Starts after today (a change recorded ahead). */
      future: boolean;
      /** @description What held during the period (a StationAreaState); null for a gap. */
      state: {
        status: components['schemas']['StationAreaStatus'];
        retirementReason: string | null;
        /**
         * Format: date-time
         * @description When the retirement was recorded.
         */
        retiredAt: string | null;
        accessible: boolean;
        maxVehicleLengthM: number | null;
        maxVehicleHeightM: number | null;
        vehicleCategories: components['schemas']['VehicleCategoryCodes'];
      } | null;
      /** Format: date-time */
      updatedAt: string | null;
      updatedBy: string | null;
    };
    StationAreaTimelinePage: {
      data: components['schemas']['StationAreaTimelineEntry'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    StationAreaPeriodCorrection: {
      /**
       * Format: date
       * @description The period's corrected first day.
       */
      effectiveFrom?: string;
      status?: components['schemas']['StationAreaStatus'];
      /** @description The reason of a RETIRED period. */
      retirementReason?: string;
      /** @description Whether the station area is accessible to reduced-mobility passengers during the period. */
      accessible?: boolean;
      /** @description Longest vehicle the station area takes during the period, in metres; null when not limited. */
      maxVehicleLengthM?: number | null;
      /** @description Highest vehicle the station area takes during the period, in metres; null when not limited. */
      maxVehicleHeightM?: number | null;
      vehicleCategories?: components['schemas']['VehicleCategoryCodes'];
    };
    /** @description A RETIRED period needs its `retirementReason` (the schema says so). */
    StationAreaPeriodInsertion: {
      /**
       * Format: date
       * @description The period's corrected first day.
       */
      effectiveFrom: string;
      status?: components['schemas']['StationAreaStatus'];
      /** @description The reason of a RETIRED period. */
      retirementReason?: string;
      /** @description Whether the station area is accessible to reduced-mobility passengers during the period. */
      accessible?: boolean;
      /** @description Longest vehicle the station area takes during the period, in metres; null when not limited. */
      maxVehicleLengthM?: number | null;
      /** @description Highest vehicle the station area takes during the period, in metres; null when not limited. */
      maxVehicleHeightM?: number | null;
      vehicleCategories?: components['schemas']['VehicleCategoryCodes'];
    };
    StationAreaCreate: {
      code: components['schemas']['Code'];
      /** @description The station area's name, as shown to passengers. */
      name: string;
    };
    StationAreaCorrection: {
      code?: components['schemas']['Code'];
      /** @description The station area's name, as shown to passengers. */
      name?: string;
    };
    StationAreaPage: {
      data: components['schemas']['StationArea'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    /**
     * @description Derived on the date read (today in the business time zone by default) from the status
     *     recorded for that day and the validity: WITHDRAWN once withdrawn (final); SUSPENDED while
     *     suspended (back by reactivation);
     *     otherwise EXPIRED after `validUntil` (expiry by date, no operation needed), UPCOMING
     *     before `validFrom`, ACTIVE in between.
     * @enum {string}
     */
    TransportAuthorizationStatus: 'UPCOMING' | 'ACTIVE' | 'SUSPENDED' | 'EXPIRED' | 'WITHDRAWN';
    /**
     * @description The kind of service the authorization allows: REGULAR (scheduled public lines), SCHOOL
     *     (school transport), OCCASIONAL (charters and excursions), SHUTTLE (fixed shuttles, for
     *     example to an airport), ON_DEMAND (demand-responsive transport).
     * @enum {string}
     */
    TransportAuthorizationGenre: 'REGULAR' | 'SCHOOL' | 'OCCASIONAL' | 'SHUTTLE' | 'ON_DEMAND';
    TransportAuthorization: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      dossierId: string;
      /** @description The dossier's reference. */
      dossier: string;
      number: string;
      serie: string;
      /** @description Codes of the vehicle categories the authorization allows. */
      categories: string[];
      genre: components['schemas']['TransportAuthorizationGenre'];
      /** Format: date */
      validFrom: string;
      /**
       * Format: date
       * @description Last day of validity.
       */
      validUntil: string;
      status: components['schemas']['TransportAuthorizationStatus'];
      /** @description Why it is SUSPENDED or WITHDRAWN; null otherwise. */
      statusReason: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    TransportAuthorizationDeclaration: {
      /** @description Reference of the dossier; created on first use. */
      dossier: string;
      /** @description The authorization number; unique within its serie. */
      number: string;
      /** @description The serie the number belongs to. */
      serie: string;
      /** @description Codes of the vehicle-category catalog. */
      categories: components['schemas']['Code'][];
      genre: components['schemas']['TransportAuthorizationGenre'];
      /**
       * Format: date
       * @description First day of validity.
       */
      validFrom: string;
      /**
       * Format: date
       * @description Last day of validity.
       */
      validUntil: string;
    };
    TransportAuthorizationStatusChange: {
      /** @description Why the authorization is suspended or withdrawn. */
      reason: string;
      /**
       * Format: date
       * @description First day of the change (today or later); today when absent.
       */
      effectiveFrom?: string;
    };
    /**
     * @description The status recorded for a period; `TransportAuthorizationStatus` adds UPCOMING and EXPIRED by date.
     * @enum {string}
     */
    TransportAuthorizationStoredStatus: 'ACTIVE' | 'SUSPENDED' | 'WITHDRAWN';
    /** @description What held of an authorization's recorded status during a period. */
    TransportAuthorizationState: {
      status: components['schemas']['TransportAuthorizationStoredStatus'];
      /** @description Why it is suspended or withdrawn. */
      statusReason: string | null;
    };
    /** @description One effective-dated period of an authorization's status; `effectiveTo` inclusive, null while open. */
    TransportAuthorizationPeriod: {
      /** Format: uuid */
      id: string;
      /** Format: date */
      effectiveFrom: string;
      /** Format: date */
      effectiveTo: string | null;
      state: components['schemas']['TransportAuthorizationState'];
      /** Format: date-time */
      updatedAt: string;
      updatedBy: string;
    };
    /** @description A period of the authorization's timeline, or a gap (`gap` true, `id` and `state` null) with none in force. */
    TransportAuthorizationTimelineEntry: {
      /** Format: uuid */
      id: string | null;
      /** Format: date */
      effectiveFrom: string;
      /** Format: date */
      effectiveTo: string | null;
      gap: boolean;
      /** @description In force today. */
      current: boolean;
      /** @description Starts after today (a change recorded ahead). */
      future: boolean;
      /** @description What held during the period (a TransportAuthorizationState); null for a gap. */
      state: {
        status: components['schemas']['TransportAuthorizationStoredStatus'];
        statusReason: string | null;
      } | null;
      /** Format: date-time */
      updatedAt: string | null;
      updatedBy: string | null;
    };
    TransportAuthorizationTimelinePage: {
      data: components['schemas']['TransportAuthorizationTimelineEntry'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    TransportAuthorizationPeriodCorrection: {
      /**
       * Format: date
       * @description The period's corrected first day.
       */
      effectiveFrom?: string;
      status?: components['schemas']['TransportAuthorizationStoredStatus'];
      /** @description The corrected reason of a SUSPENDED or WITHDRAWN period. */
      statusReason?: string;
    };
    /** @description A SUSPENDED or WITHDRAWN period needs its `statusReason` (the schema says so). */
    TransportAuthorizationPeriodInsertion: {
      /**
       * Format: date
       * @description First day of the inserted status; any date, past included.
       */
      effectiveFrom: string;
      status: components['schemas']['TransportAuthorizationStoredStatus'];
      /** @description Why it is suspended or withdrawn; required with SUSPENDED and WITHDRAWN. */
      statusReason?: string;
    };
    TransportAuthorizationPage: {
      data: components['schemas']['TransportAuthorization'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    AuthorizationDossier: {
      /** Format: uuid */
      id: string;
      reference: string;
      /** @description The authorizations declared under it, oldest first. */
      authorizationIds: string[];
      /** Format: date-time */
      createdAt: string;
      createdBy: string;
    };
    AuthorizationDossierPage: {
      data: components['schemas']['AuthorizationDossier'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    AuthorizationHolder: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      transportAuthorizationId: string;
      /** Format: uuid */
      carrierId: string;
      /** Format: date */
      effectiveFrom: string;
      /**
       * Format: date
       * @description Last day (inclusive); null while open.
       */
      effectiveTo: string | null;
      /** Format: date-time */
      createdAt: string;
      createdBy: string;
    };
    AuthorizationHolderAssignment: {
      /**
       * Format: uuid
       * @description The authorization, as `searchTransportAuthorizations` lists it.
       */
      transportAuthorizationId: string;
      /**
       * Format: uuid
       * @description The carrier to hold it, as `searchCarriers` lists it.
       */
      carrierId: string;
      /**
       * Format: date
       * @description First day the carrier holds the authorization.
       */
      effectiveFrom: string;
    };
    AuthorizationHolderPage: {
      data: components['schemas']['AuthorizationHolder'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    AuthorizedVehicle: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      transportAuthorizationId: string;
      /** Format: uuid */
      vehicleId: string;
      /** Format: date */
      effectiveFrom: string;
      /**
       * Format: date
       * @description Last day (inclusive); null while open.
       */
      effectiveTo: string | null;
      /** Format: date-time */
      createdAt: string;
      createdBy: string;
    };
    AuthorizedVehicleCreate: {
      /**
       * Format: uuid
       * @description The authorization, as `searchTransportAuthorizations` lists it.
       */
      transportAuthorizationId: string;
      /**
       * Format: uuid
       * @description The vehicle, as `searchVehicles` lists it.
       */
      vehicleId: string;
      /**
       * Format: date
       * @description First day the vehicle is under the authorization.
       */
      effectiveFrom: string;
      /**
       * Format: date
       * @description Last day (inclusive); open when absent.
       */
      effectiveTo?: string;
    };
    AuthorizedVehiclePage: {
      data: components['schemas']['AuthorizedVehicle'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    /** @description Who holds the authorization during a period. */
    AuthorizationHolderState: {
      /** Format: uuid */
      carrierId: string;
    };
    /** @description One period of an authorization's holder; `effectiveTo` inclusive, null while open. */
    AuthorizationHolderPeriod: {
      /** Format: uuid */
      id: string;
      /** Format: date */
      effectiveFrom: string;
      /** Format: date */
      effectiveTo: string | null;
      state: components['schemas']['AuthorizationHolderState'];
      /** Format: date-time */
      updatedAt: string;
      updatedBy: string;
    };
    /** @description A period of the authorization's holders, or a gap (`gap` true, `id` and `state` null) with no holder. */
    AuthorizationHolderTimelineEntry: {
      /** Format: uuid */
      id: string | null;
      /** Format: date */
      effectiveFrom: string;
      /** Format: date */
      effectiveTo: string | null;
      gap: boolean;
      /** @description In force today. */
      current: boolean;
      /** @description Starts after today (an assignment recorded ahead). */
      future: boolean;
      /** @description The holder during the period (an AuthorizationHolderState); null for a gap. */
      state: {
        /** Format: uuid */
        carrierId: string;
      } | null;
      /** Format: date-time */
      updatedAt: string | null;
      updatedBy: string | null;
    };
    AuthorizationHolderTimelinePage: {
      data: components['schemas']['AuthorizationHolderTimelineEntry'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    AuthorizationHolderPeriodCorrection: {
      /**
       * Format: date
       * @description The period's corrected first day.
       */
      effectiveFrom?: string;
      /**
       * Format: uuid
       * @description The carrier that really held it, as `searchCarriers` lists it.
       */
      carrierId?: string;
    };
    AuthorizationHolderPeriodInsertion: {
      /**
       * Format: date
       * @description First day the carrier holds it; any date, past included.
       */
      effectiveFrom: string;
      /**
       * Format: uuid
       * @description The carrier, as `searchCarriers` lists it.
       */
      carrierId: string;
    };
    AuthorizedLine: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      lineId: string;
      /** Format: uuid */
      transportAuthorizationId: string;
      /** Format: date */
      effectiveFrom: string;
      /**
       * Format: date
       * @description Last day (inclusive); null while open.
       */
      effectiveTo: string | null;
      /** Format: date-time */
      createdAt: string;
      createdBy: string;
    };
    AuthorizedLineCreate: {
      /**
       * Format: uuid
       * @description The line, as `searchLines` lists it.
       */
      lineId: string;
      /**
       * Format: uuid
       * @description The authorization, as `searchTransportAuthorizations` lists it.
       */
      transportAuthorizationId: string;
      /**
       * Format: date
       * @description First day the authorization covers the line.
       */
      effectiveFrom: string;
    };
    AuthorizedLinePage: {
      data: components['schemas']['AuthorizedLine'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    /**
     * @description Why an authorization is not usable on a date: before `validFrom`, after `validUntil`,
     *     suspended or withdrawn on or before that date, held by no carrier that day, or not
     *     covering the line asked about that day.
     * @enum {string}
     */
    AuthorizationRefusalCode:
      | 'AUTHORIZATION_NOT_YET_VALID'
      | 'AUTHORIZATION_EXPIRED'
      | 'AUTHORIZATION_SUSPENDED'
      | 'AUTHORIZATION_WITHDRAWN'
      | 'AUTHORIZATION_WITHOUT_HOLDER'
      | 'AUTHORIZATION_LINE_NOT_COVERED';
    AuthorizationEligibility: {
      /** Format: uuid */
      transportAuthorizationId: string;
      /** Format: date */
      at: string;
      usable: boolean;
      /**
       * Format: uuid
       * @description The holder on that date.
       */
      holderCarrierId: string | null;
      /** @description Every reason it is not usable; empty when usable. */
      reasons: {
        code: components['schemas']['AuthorizationRefusalCode'];
        detail: string;
      }[];
    };
    /**
     * @description The link of the chain a check is about; `checkVehicleEligibility` checks them in this order (LINE only when a line is asked about).
     * @enum {string}
     */
    EligibilityLink:
      'CHECKPOINT' | 'IDENTIFIER' | 'VEHICLE' | 'CARRIER' | 'PERMIT' | 'AUTHORIZATION' | 'LINE';
    EligibilityCheck: {
      link: components['schemas']['EligibilityLink'];
      passed: boolean;
      /**
       * @description Null when passed; otherwise one of CHECKPOINT_NOT_IN_FORCE, CHECKPOINT_RETIRED,
       *     CHECKPOINT_NO_VEHICLE_CONTROL, CATEGORY_NOT_ACCEPTED (CHECKPOINT); IDENTIFIER_UNKNOWN,
       *     IDENTIFIER_REVOKED (IDENTIFIER); VEHICLE_NOT_IN_SERVICE, VEHICLE_WITHOUT_OWNER
       *     (VEHICLE); CARRIER_SUSPENDED, CARRIER_NOT_ACTIVE (CARRIER);
       *     PERMIT_NOT_VALID (PERMIT); NOT_AUTHORIZED, AUTHORIZATION_NOT_USABLE,
       *     CATEGORY_NOT_AUTHORIZED, HOLDER_NOT_OWNER, LINE_NOT_AUTHORIZED (AUTHORIZATION);
       *     LINE_NOT_ACTIVE, LINE_OPERATOR_NOT_COVERED (LINE).
       * @enum {string|null}
       */
      code:
        | 'CHECKPOINT_NOT_IN_FORCE'
        | 'CHECKPOINT_RETIRED'
        | 'CHECKPOINT_NO_VEHICLE_CONTROL'
        | 'CATEGORY_NOT_ACCEPTED'
        | 'IDENTIFIER_UNKNOWN'
        | 'IDENTIFIER_REVOKED'
        | 'VEHICLE_NOT_IN_SERVICE'
        | 'VEHICLE_WITHOUT_OWNER'
        | 'CARRIER_SUSPENDED'
        | 'CARRIER_NOT_ACTIVE'
        | 'PERMIT_NOT_VALID'
        | 'NOT_AUTHORIZED'
        | 'AUTHORIZATION_NOT_USABLE'
        | 'CATEGORY_NOT_AUTHORIZED'
        | 'HOLDER_NOT_OWNER'
        | 'LINE_NOT_AUTHORIZED'
        | 'LINE_NOT_ACTIVE'
        | 'LINE_OPERATOR_NOT_COVERED'
        | null;
      /** @description What was found, in words. */
      detail: string;
      /** @description What the link was on the date (the checkpoint's status, ENROLLED or REVOKED for the identifier, the vehicle's lifecycle, the carrier's status, the permit's status, the authorization's status, the line's status). */
      state?: string | null;
      /**
       * Format: uuid
       * @description The period the state came from (a period of `getCheckpointTimeline`, `getVehicleIdentifierTimeline`, `getVehicleTimeline`, `getCarrierTimeline`, `getVehiclePermitTimeline`, `getTransportAuthorizationTimeline` or `getLineTimeline`).
       */
      periodId?: string | null;
      /**
       * Format: uuid
       * @description The record the check read (the checkpoint, identifier, vehicle, carrier, permit, authorization or line); null when none was found.
       */
      recordId?: string | null;
    };
    VehicleEligibility: {
      /** Format: uuid */
      checkpointId: string;
      /**
       * Format: uuid
       * @description Null when the identifier names no vehicle.
       */
      vehicleId: string | null;
      /** Format: date-time */
      at: string;
      /**
       * Format: date
       * @description The date of `at` in the business time zone.
       */
      date: string;
      eligible: boolean;
      /**
       * Format: uuid
       * @description The authorization the vehicle passes under, when eligible.
       */
      transportAuthorizationId: string | null;
      checks: components['schemas']['EligibilityCheck'][];
    };
    /** @description The vehicle, named by `vehicleId` or by `identifierTypeCode` and `identifierValue` (the schema requires exactly one of the two ways), the instant and the line, as `checkVehicleEligibility` takes them. */
    PassageCreate: {
      /**
       * Format: uuid
       * @description The vehicle, by id.
       */
      vehicleId?: string;
      identifierTypeCode?: components['schemas']['VehicleIdentifierTypeCode'];
      /** @description The value read at the checkpoint (case-insensitive), with `identifierTypeCode`. */
      identifierValue?: string;
      /**
       * Format: date-time
       * @description The instant of passage; now when absent.
       */
      at?: string;
      /**
       * Format: uuid
       * @description The line the vehicle is to run.
       */
      lineId?: string;
    } & (
      | {
          vehicleId: unknown;
        }
      | {
          identifierTypeCode: unknown;
          identifierValue: unknown;
        }
    );
    /**
     * @description The stable code of a validation rule.
     * @enum {string}
     */
    ValidationRuleCode:
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
      | 'VEHICLE_WITHOUT_IDENTIFIER';
    /** @enum {string} */
    ValidationRuleFamily: 'gtfs' | 'timetable' | 'network' | 'rights' | 'fleet';
    /** @enum {string} */
    ValidationSeverity: 'ERROR' | 'WARNING' | 'INFO';
    ValidationRecord: {
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
        | 'vehicle-category';
      /** Format: uuid */
      id: string;
      /** @description The record's read (`/referential/v1/...`). */
      link: string;
    };
    ValidationNotice: {
      code: components['schemas']['ValidationRuleCode'];
      family: components['schemas']['ValidationRuleFamily'];
      severity: components['schemas']['ValidationSeverity'];
      /** @description The records concerned, first the one at fault. */
      records: components['schemas']['ValidationRecord'][];
      /** @description A sentence for people; may change. */
      message: string;
    };
    ValidationReport: {
      /**
       * Format: date
       * @description The date the registry was read on.
       */
      at: string;
      /**
       * Format: date-time
       * @description The instant the registry was read as known at (`asKnownAt`, or the instant of the read).
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
        code: components['schemas']['ValidationRuleCode'];
        family: components['schemas']['ValidationRuleFamily'];
        severity: components['schemas']['ValidationSeverity'];
        description: string;
        /** Format: int32 */
        notices: number;
      }[];
      notices: components['schemas']['ValidationNotice'][];
    };
    /** @description A decision of `recordVehiclePassage`, kept as answered. */
    VehiclePassage: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      checkpointId: string;
      /**
       * Format: uuid
       * @description Null when the identifier named no vehicle.
       */
      vehicleId: string | null;
      /** @description The identifier's type, when the vehicle was named by identifier. */
      identifierTypeCode: components['schemas']['VehicleIdentifierTypeCode'] | null;
      /** @description The value read, when named by identifier. */
      identifierValue: string | null;
      /** Format: uuid */
      lineId: string | null;
      /** Format: date-time */
      at: string;
      /**
       * Format: date
       * @description The date of `at` in the business time zone.
       */
      date: string;
      eligible: boolean;
      /** Format: uuid */
      transportAuthorizationId: string | null;
      checks: components['schemas']['EligibilityCheck'][];
      /** Format: date-time */
      recordedAt: string;
      /** @description The subject of the token that recorded it. */
      recordedBy: string;
    };
    VehiclePassagePage: {
      data: components['schemas']['VehiclePassage'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    /**
     * @description OPEN while statements are added and inspected; APPLIED by the application operation (final).
     * @enum {string}
     */
    ImportBatchStatus: 'OPEN' | 'APPLIED';
    /**
     * @description The registry records an import may observe.
     * @enum {string}
     */
    ImportRecordType: 'CARRIER' | 'STATION';
    /**
     * @description Observable fields: of a CARRIER name, legalIdentifier, website, phoneNumber, email,
     *     addressLine1, addressLine2, addressZip, addressCity; of a STATION name and locality.
     *     Codes, statuses and links are never imported.
     * @enum {string}
     */
    ImportField:
      | 'name'
      | 'legalIdentifier'
      | 'website'
      | 'phoneNumber'
      | 'email'
      | 'addressLine1'
      | 'addressLine2'
      | 'addressZip'
      | 'addressCity'
      | 'locality';
    /**
     * @description PENDING until its batch is applied; CONFLICTING while it disagrees with another
     *     unsettled statement (an OPEN conflict); APPLIED once written to the registry (by the
     *     batch's application, or as the winner of a resolution); REJECTED when it lost a
     *     resolution (kept, readable).
     * @enum {string}
     */
    ImportStatementStatus: 'PENDING' | 'CONFLICTING' | 'APPLIED' | 'REJECTED';
    /**
     * @description OPEN when raised; RESOLVED by the resolution operation (final).
     * @enum {string}
     */
    ImportConflictStatus: 'OPEN' | 'RESOLVED';
    ImportBatch: {
      /** Format: uuid */
      id: string;
      source: string;
      description: string | null;
      status: components['schemas']['ImportBatchStatus'];
      /** @description How many of its statements are in each status. */
      statementCounts: {
        /** Format: int32 */
        PENDING: number;
        /** Format: int32 */
        CONFLICTING: number;
        /** Format: int32 */
        APPLIED: number;
        /** Format: int32 */
        REJECTED: number;
      };
      /** Format: date-time */
      appliedAt: string | null;
      appliedBy: string | null;
      /** Format: date-time */
      createdAt: string;
      createdBy: string;
    };
    ImportBatchCreate: {
      /** @description Name of the source, for example NATIONAL_REGISTER. */
      source: string;
      /** @description What the batch holds, for operators. */
      description?: string;
    };
    ImportBatchPage: {
      data: components['schemas']['ImportBatch'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    ImportStatementInput: {
      recordType: components['schemas']['ImportRecordType'];
      /** Format: uuid */
      recordId: string;
      field: components['schemas']['ImportField'];
      /** @description The value the source observed. */
      value: string;
    };
    ImportStatementsAddition: {
      /** @description The statements to add, 1 to 500 per call; call again to add more to the open batch. */
      statements: components['schemas']['ImportStatementInput'][];
    };
    ImportStatement: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      batchId: string;
      /** @description The source of its batch. */
      source: string;
      recordType: components['schemas']['ImportRecordType'];
      /** Format: uuid */
      recordId: string;
      field: components['schemas']['ImportField'];
      value: string;
      status: components['schemas']['ImportStatementStatus'];
      /** Format: uuid */
      conflictId: string | null;
      /** Format: date-time */
      createdAt: string;
      /** @description Who added it. */
      createdBy: string;
    };
    ImportStatementPage: {
      data: components['schemas']['ImportStatement'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    ImportConflict: {
      /** Format: uuid */
      id: string;
      recordType: components['schemas']['ImportRecordType'];
      /** Format: uuid */
      recordId: string;
      field: components['schemas']['ImportField'];
      status: components['schemas']['ImportConflictStatus'];
      /** @description Every statement of the conflict, winners and losers, oldest first. */
      observations: components['schemas']['ImportStatement'][];
      winningValue: string | null;
      evidence: string | null;
      /** Format: date-time */
      resolvedAt: string | null;
      resolvedBy: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    ImportConflictPage: {
      data: components['schemas']['ImportConflict'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    ImportConflictResolution: {
      /** @description The value that won. */
      winningValue: string;
      /** @description On what grounds it won. */
      evidence: string;
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
      /** @description Step-free boarding at this bay (wheelchair boarding); null when not recorded. Set with the capabilities operation, read from and written to GTFS `wheelchair_boarding` of the bay's stop. */
      accessible: boolean | null;
      vehicleCategories: components['schemas']['VehicleCategoryCodes'];
      status: components['schemas']['BayStatus'];
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      version: components['schemas']['RecordVersion'];
    };
    BayCreate: {
      /**
       * Format: uuid
       * @description The station area the bay belongs to, as `searchStationAreas` lists it.
       */
      stationAreaId: string;
      code: components['schemas']['Code'];
      /** @description Order of the bay within its area. */
      position: number;
      /** @description Usable length in metres, more than 0. */
      lengthM?: number;
      /** @description Clearance height in metres, more than 0. */
      heightM?: number;
    };
    BayCorrection: {
      code?: components['schemas']['Code'];
      /** @description Order of the bay within its area. */
      position?: number;
      /** @description Usable length in metres, more than 0. */
      lengthM?: number | null;
      /** @description Clearance height in metres, more than 0. */
      heightM?: number | null;
    };
    BayPage: {
      data: components['schemas']['Bay'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    /**
     * @description Checkpoints, destinations, stations and coordinations are ACTIVE at creation and RETIRED by their retirement operation (final).
     * @enum {string}
     */
    NetworkRecordStatus: 'ACTIVE' | 'RETIRED';
    /** @description Codes of the vehicle-category catalog; an empty list accepts every category. */
    VehicleCategoryCodes: components['schemas']['Code'][];
    /** @description What a station area can take. Defaults at creation are not accessible, no size limit, every category. */
    StationAreaCapabilities: {
      /** @description Step-free access for passengers with reduced mobility. */
      accessible: boolean;
      /** @description Longest vehicle it holds, in metres; null for no limit. */
      maxVehicleLengthM: number | null;
      /** @description Tallest vehicle it holds, in metres; null for no limit. */
      maxVehicleHeightM: number | null;
      vehicleCategories: components['schemas']['VehicleCategoryCodes'];
    };
    BayCapabilities: {
      /** @description Usable length in metres. */
      lengthM: number | null;
      /** @description Clearance height in metres. */
      heightM: number | null;
      /** @description Step-free boarding at this bay; null when not recorded. */
      accessible: boolean | null;
      vehicleCategories: components['schemas']['VehicleCategoryCodes'];
      /**
       * Format: date
       * @description First day of the new capabilities (today or later); today when absent.
       */
      effectiveFrom?: string;
    };
    /** @description What held of a bay during a period. */
    BayState: {
      status: components['schemas']['BayStatus'];
      /** @description Usable length in metres. */
      lengthM: number | null;
      /** @description Clearance height in metres. */
      heightM: number | null;
      /** @description Step-free boarding at this bay; null when not recorded. */
      accessible: boolean | null;
      vehicleCategories: components['schemas']['VehicleCategoryCodes'];
    };
    /** @description One effective-dated period of a bay's status and capabilities; `effectiveTo` inclusive, null while open. */
    BayPeriod: {
      /** Format: uuid */
      id: string;
      /** Format: date */
      effectiveFrom: string;
      /** Format: date */
      effectiveTo: string | null;
      state: components['schemas']['BayState'];
      /** Format: date-time */
      updatedAt: string;
      updatedBy: string;
    };
    /** @description A period of the bay's timeline, or a gap (`gap` true, `id` and `state` null) with none in force. */
    BayTimelineEntry: {
      /** Format: uuid */
      id: string | null;
      /** Format: date */
      effectiveFrom: string;
      /** Format: date */
      effectiveTo: string | null;
      gap: boolean;
      /** @description In force today. */
      current: boolean;
      /** @description Starts after today (a change recorded ahead). */
      future: boolean;
      /** @description What held during the period (a BayState); null for a gap. */
      state: {
        status: components['schemas']['BayStatus'];
        lengthM: number | null;
        heightM: number | null;
        accessible: boolean | null;
        vehicleCategories: components['schemas']['VehicleCategoryCodes'];
      } | null;
      /** Format: date-time */
      updatedAt: string | null;
      updatedBy: string | null;
    };
    BayTimelinePage: {
      data: components['schemas']['BayTimelineEntry'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    BayPeriodCorrection: {
      /**
       * Format: date
       * @description The period's corrected first day.
       */
      effectiveFrom?: string;
      status?: components['schemas']['BayStatus'];
      /** @description Longest vehicle the bay takes during the period, in metres; null when not limited. */
      lengthM?: number | null;
      /** @description Highest vehicle the bay takes during the period, in metres; null when not limited. */
      heightM?: number | null;
      /** @description Whether the bay is accessible to reduced-mobility passengers during the period; null when not recorded. */
      accessible?: boolean | null;
      vehicleCategories?: components['schemas']['VehicleCategoryCodes'];
    };
    BayPeriodInsertion: {
      /**
       * Format: date
       * @description First day of the inserted change; any date, past included.
       */
      effectiveFrom: string;
      status?: components['schemas']['BayStatus'];
      /** @description Longest vehicle the bay takes during the period, in metres; null when not limited. */
      lengthM?: number | null;
      /** @description Highest vehicle the bay takes during the period, in metres; null when not limited. */
      heightM?: number | null;
      /** @description Whether the bay is accessible to reduced-mobility passengers during the period; null when not recorded. */
      accessible?: boolean | null;
      vehicleCategories?: components['schemas']['VehicleCategoryCodes'];
    };
    /** @description The controls the checkpoint performs, from a date. */
    CheckpointCapabilityChange: {
      /** @description Controls vehicles entering. */
      entryControl: boolean;
      /** @description Controls vehicles leaving. */
      exitControl: boolean;
      /** @description Controls passengers boarding. */
      boardingControl: boolean;
      /**
       * Format: date
       * @description First day of the new controls (today or later); today when absent.
       */
      effectiveFrom?: string;
    };
    /** @description What held of a checkpoint during a period. */
    CheckpointState: {
      status: components['schemas']['RetirableStatus'];
      retirementReason: string | null;
      /**
       * Format: date-time
       * @description When the retirement was recorded.
       */
      retiredAt: string | null;
      entryControl: boolean;
      exitControl: boolean;
      boardingControl: boolean;
    };
    /** @description One effective-dated period of a checkpoint; `effectiveTo` inclusive, null while open. */
    CheckpointPeriod: {
      /** Format: uuid */
      id: string;
      /** Format: date */
      effectiveFrom: string;
      /** Format: date */
      effectiveTo: string | null;
      state: components['schemas']['CheckpointState'];
      /** Format: date-time */
      updatedAt: string;
      updatedBy: string;
    };
    CheckpointTimelinePage: {
      data: {
        /** Format: uuid */
        id: string | null;
        /** Format: date */
        effectiveFrom: string;
        /** Format: date */
        effectiveTo: string | null;
        gap: boolean;
        /** @description In force today. */
        current: boolean;
        /** @description Starts after today (a change recorded ahead). */
        future: boolean;
        state: {
          status: components['schemas']['RetirableStatus'];
          retirementReason: string | null;
          /**
           * Format: date-time
           * @description When the retirement was recorded.
           */
          retiredAt: string | null;
          entryControl: boolean;
          exitControl: boolean;
          boardingControl: boolean;
        } | null;
        /** Format: date-time */
        updatedAt: string | null;
        updatedBy: string | null;
      }[];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    CheckpointPeriodCorrection: {
      /**
       * Format: date
       * @description The period's first day.
       */
      effectiveFrom?: string;
      status?: components['schemas']['RetirableStatus'];
      /** @description The reason of a RETIRED period. */
      retirementReason?: string;
      /** @description Whether the checkpoint controls vehicles entering during the period. */
      entryControl?: boolean;
      /** @description Whether the checkpoint controls vehicles leaving during the period. */
      exitControl?: boolean;
      /** @description Whether the checkpoint controls vehicles boarding during the period. */
      boardingControl?: boolean;
    };
    /** @description A RETIRED period needs its `retirementReason` (the schema says so). */
    CheckpointPeriodInsertion: {
      /**
       * Format: date
       * @description The period's first day.
       */
      effectiveFrom: string;
      status?: components['schemas']['RetirableStatus'];
      /** @description The reason of a RETIRED period. */
      retirementReason?: string;
      /** @description Whether the checkpoint controls vehicles entering during the period. */
      entryControl?: boolean;
      /** @description Whether the checkpoint controls vehicles leaving during the period. */
      exitControl?: boolean;
      /** @description Whether the checkpoint controls vehicles boarding during the period. */
      boardingControl?: boolean;
    };
    /**
     * @description ACTIVE from creation; RETIRED by the retirement (final).
     * @enum {string}
     */
    RetirableStatus: 'ACTIVE' | 'RETIRED';
    /** @description What held of a record with a retirement (a station, a destination) during a period. */
    RetirableState: {
      status: components['schemas']['RetirableStatus'];
      retirementReason: string | null;
      /**
       * Format: date-time
       * @description When the retirement was recorded.
       */
      retiredAt: string | null;
    };
    /** @description One effective-dated period of a station's or a destination's status; `effectiveTo` inclusive, null while open. */
    RetirablePeriod: {
      /** Format: uuid */
      id: string;
      /** Format: date */
      effectiveFrom: string;
      /** Format: date */
      effectiveTo: string | null;
      state: components['schemas']['RetirableState'];
      /** Format: date-time */
      updatedAt: string;
      updatedBy: string;
    };
    RetirableTimelinePage: {
      data: {
        /** Format: uuid */
        id: string | null;
        /** Format: date */
        effectiveFrom: string;
        /** Format: date */
        effectiveTo: string | null;
        gap: boolean;
        /** @description In force today. */
        current: boolean;
        /** @description Starts after today (a change recorded ahead). */
        future: boolean;
        state: {
          status: components['schemas']['RetirableStatus'];
          retirementReason: string | null;
          /**
           * Format: date-time
           * @description When the retirement was recorded.
           */
          retiredAt: string | null;
        } | null;
        /** Format: date-time */
        updatedAt: string | null;
        updatedBy: string | null;
      }[];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    RetirablePeriodCorrection: {
      /**
       * Format: date
       * @description The period's first day.
       */
      effectiveFrom?: string;
      status?: components['schemas']['RetirableStatus'];
      /** @description The reason of a RETIRED period. */
      retirementReason?: string;
    };
    /** @description A RETIRED period needs its `retirementReason` (the schema says so). */
    RetirablePeriodInsertion: {
      /**
       * Format: date
       * @description The period's first day.
       */
      effectiveFrom: string;
      status: components['schemas']['RetirableStatus'];
      /** @description The reason of a RETIRED period. */
      retirementReason?: string;
    };
    /** @description The controls the checkpoint performs. */
    CheckpointCapabilities: {
      /** @description Controls vehicles entering. */
      entryControl: boolean;
      /** @description Controls vehicles leaving. */
      exitControl: boolean;
      /** @description Controls passengers boarding. */
      boardingControl: boolean;
    };
    Checkpoint: {
      /** Format: uuid */
      id: string;
      code: components['schemas']['Code'];
      name: string;
      /** Format: uuid */
      stationAreaId: string | null;
      capabilities: components['schemas']['CheckpointCapabilities'];
      status: components['schemas']['NetworkRecordStatus'];
      retirementReason: string | null;
      /** Format: date-time */
      retiredAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      version: components['schemas']['RecordVersion'];
    };
    CheckpointCreate: {
      code: components['schemas']['Code'];
      /** @description The checkpoint's name. */
      name: string;
      /**
       * Format: uuid
       * @description The station area the checkpoint stands in, as `searchStationAreas` lists it.
       */
      stationAreaId?: string;
      capabilities?: components['schemas']['CheckpointCapabilities'];
    };
    CheckpointCorrection: {
      code?: components['schemas']['Code'];
      /** @description The checkpoint's name. */
      name?: string;
      /**
       * Format: uuid
       * @description The station area the checkpoint stands in, as `searchStationAreas` lists it.
       */
      stationAreaId?: string | null;
    };
    CheckpointPage: {
      data: components['schemas']['Checkpoint'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    Destination: {
      /** Format: uuid */
      id: string;
      code: components['schemas']['Code'];
      /** @description The name announced on vehicles and displays. */
      name: string;
      status: components['schemas']['NetworkRecordStatus'];
      retirementReason: string | null;
      /** Format: date-time */
      retiredAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      version: components['schemas']['RecordVersion'];
    };
    DestinationCreate: {
      code: components['schemas']['Code'];
      /** @description The destination as shown on vehicles and displays. */
      name: string;
    };
    DestinationCorrection: {
      code?: components['schemas']['Code'];
      /** @description The destination as shown on vehicles and displays. */
      name?: string;
    };
    DestinationPage: {
      data: components['schemas']['Destination'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    Station: {
      /** Format: uuid */
      id: string;
      code: components['schemas']['Code'];
      name: string;
      /** @description Town or district. */
      locality: string | null;
      /** @description WGS 84 degrees. */
      latitude: number | null;
      /** @description WGS 84 degrees. */
      longitude: number | null;
      /**
       * Format: uuid
       * @description The station area whose bays its calls use.
       */
      stationAreaId: string | null;
      wheelchairBoarding: components['schemas']['WheelchairBoarding'];
      status: components['schemas']['NetworkRecordStatus'];
      retirementReason: string | null;
      /** Format: date-time */
      retiredAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      version: components['schemas']['RecordVersion'];
    };
    StationCreate: {
      code: components['schemas']['Code'];
      /** @description The station's name, as shown to passengers. */
      name: string;
      /** @description Town or district. */
      locality?: string;
      /** @description WGS 84 degrees; given with longitude. */
      latitude?: number;
      /** @description WGS 84 degrees; given with latitude. */
      longitude?: number;
      /**
       * Format: uuid
       * @description The station area whose bays its calls use, as `searchStationAreas` lists it.
       */
      stationAreaId?: string;
      wheelchairBoarding?: components['schemas']['WheelchairBoarding'];
    };
    StationCorrection: {
      code?: components['schemas']['Code'];
      /** @description The station's name, as shown to passengers. */
      name?: string;
      /** @description Town or district. */
      locality?: string | null;
      /** @description WGS 84 degrees. */
      latitude?: number | null;
      /** @description WGS 84 degrees. */
      longitude?: number | null;
      /**
       * Format: uuid
       * @description The station area whose bays its calls use, as `searchStationAreas` lists it.
       */
      stationAreaId?: string | null;
      wheelchairBoarding?: components['schemas']['WheelchairBoarding'];
    };
    StationPage: {
      data: components['schemas']['Station'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    Coordination: {
      /** Format: uuid */
      id: string;
      code: components['schemas']['Code'];
      name: string;
      status: components['schemas']['NetworkRecordStatus'];
      retirementReason: string | null;
      /** Format: date-time */
      retiredAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      version: components['schemas']['RecordVersion'];
    };
    CoordinationCreate: {
      code: components['schemas']['Code'];
      /** @description The coordination's name. */
      name: string;
    };
    CoordinationCorrection: {
      code?: components['schemas']['Code'];
      /** @description The coordination's name. */
      name?: string;
    };
    CoordinationPage: {
      data: components['schemas']['Coordination'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    CoordinationMember: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      coordinationId: string;
      /** Format: uuid */
      carrierId: string;
      /** Format: date */
      effectiveFrom: string;
      /**
       * Format: date
       * @description Last day (inclusive); null while open.
       */
      effectiveTo: string | null;
      /** Format: date-time */
      createdAt: string;
      createdBy: string;
    };
    CoordinationMemberCreate: {
      /**
       * Format: uuid
       * @description The carrier to add, as `searchCarriers` lists it.
       */
      carrierId: string;
      /**
       * Format: date
       * @description First day of the membership.
       */
      effectiveFrom: string;
      /**
       * Format: date
       * @description Last day (inclusive); open when absent.
       */
      effectiveTo?: string;
    };
    CoordinationMemberPage: {
      data: components['schemas']['CoordinationMember'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    PeriodEnd: {
      /**
       * Format: date
       * @description Last day of the period (inclusive).
       */
      effectiveTo: string;
    };
    /** @description One period of a link (a vehicle under an authorization, a line's operator ...); `effectiveTo` inclusive, null while open. */
    LinkPeriod: {
      /** Format: uuid */
      id: string;
      /** Format: date */
      effectiveFrom: string;
      /** Format: date */
      effectiveTo: string | null;
      /** Format: date-time */
      updatedAt: string;
      updatedBy: string;
    };
    /** @description A period of a link's timeline, or a gap (`gap` true, `id` null) during which the link does not hold. */
    LinkTimelineEntry: {
      /** Format: uuid */
      id: string | null;
      /** Format: date */
      effectiveFrom: string;
      /** Format: date */
      effectiveTo: string | null;
      gap: boolean;
      /** @description In force today. */
      current: boolean;
      /** @description Starts after today (recorded ahead). */
      future: boolean;
      /** Format: date-time */
      updatedAt: string | null;
      updatedBy: string | null;
    };
    LinkTimelinePage: {
      data: components['schemas']['LinkTimelineEntry'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    LinkPeriodCorrection: {
      /**
       * Format: date
       * @description The period's corrected first day.
       */
      effectiveFrom?: string;
      /**
       * Format: date
       * @description The period's corrected last day (inclusive).
       */
      effectiveTo?: string;
    };
    LinkPeriodInsertion: {
      /**
       * Format: date
       * @description First day of the period; any date, past included.
       */
      effectiveFrom: string;
      /**
       * Format: date
       * @description Last day (inclusive); when absent, the day before the next period, or open.
       */
      effectiveTo?: string;
    };
    /**
     * @description PLANNED at creation; ACTIVE by activation (from PLANNED or SUSPENDED); SUSPENDED by suspension (from ACTIVE); RETIRED by retirement (from any other, final).
     * @enum {string}
     */
    LineStatus: 'PLANNED' | 'ACTIVE' | 'SUSPENDED' | 'RETIRED';
    /**
     * @description How a line's vehicles run. A GTFS import reads a route's `route_type`: 0 TRAM, 1 SUBWAY,
     *     2 RAIL, 3 BUS, 4 FERRY, 5 CABLE_TRAM, 6 AERIAL_LIFT, 7 FUNICULAR, 11 TROLLEYBUS,
     *     12 MONORAIL, and an extended type (100-1700) as its family (100-199 RAIL, 200-299 COACH,
     *     401-402 SUBWAY, 403-404 RAIL, 405 MONORAIL, 700-799 BUS, 800 TROLLEYBUS, 900-999 TRAM,
     *     1000-1099 and 1200 FERRY, 1300-1399 AERIAL_LIFT, 1400 FUNICULAR); any other type is
     *     OTHER, with the warning `route_type_not_kept`. The export writes the basic type back
     *     (COACH 200, OTHER 1700).
     * @enum {string}
     */
    TransportMode:
      | 'TRAM'
      | 'SUBWAY'
      | 'RAIL'
      | 'BUS'
      | 'FERRY'
      | 'CABLE_TRAM'
      | 'AERIAL_LIFT'
      | 'FUNICULAR'
      | 'TROLLEYBUS'
      | 'MONORAIL'
      | 'COACH'
      | 'OTHER';
    Line: {
      /** Format: uuid */
      id: string;
      code: components['schemas']['Code'];
      name: string;
      transportMode: components['schemas']['TransportMode'];
      status: components['schemas']['LineStatus'];
      retirementReason: string | null;
      /** Format: date-time */
      retiredAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      version: components['schemas']['RecordVersion'];
    };
    /** @description What held of a line during a period. */
    LineState: {
      status: components['schemas']['LineStatus'];
      retirementReason: string | null;
      /**
       * Format: date-time
       * @description When the retirement was recorded.
       */
      retiredAt: string | null;
    };
    /** @description One effective-dated period of a line's status; `effectiveTo` inclusive, null while open. */
    LinePeriod: {
      /** Format: uuid */
      id: string;
      /** Format: date */
      effectiveFrom: string;
      /** Format: date */
      effectiveTo: string | null;
      state: components['schemas']['LineState'];
      /** Format: date-time */
      updatedAt: string;
      updatedBy: string;
    };
    /** @description A period of the line's timeline, or a gap (`gap` true, `id` and `state` null) with none in force. */
    LineTimelineEntry: {
      /** Format: uuid */
      id: string | null;
      /** Format: date */
      effectiveFrom: string;
      /** Format: date */
      effectiveTo: string | null;
      gap: boolean;
      /** @description In force today. */
      current: boolean;
      /** @description Starts after today (a change recorded ahead). */
      future: boolean;
      /** @description What held during the period (a LineState); null for a gap. */
      state: {
        status: components['schemas']['LineStatus'];
        retirementReason: string | null;
        /** Format: date-time */
        retiredAt: string | null;
      } | null;
      /** Format: date-time */
      updatedAt: string | null;
      updatedBy: string | null;
    };
    LineTimelinePage: {
      data: components['schemas']['LineTimelineEntry'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    LinePeriodCorrection: {
      /**
       * Format: date
       * @description The period's corrected first day.
       */
      effectiveFrom?: string;
      status?: components['schemas']['LineStatus'];
      /** @description The reason of a RETIRED period. */
      retirementReason?: string;
    };
    /** @description A RETIRED period needs its `retirementReason` (the schema says so). */
    LinePeriodInsertion: {
      /**
       * Format: date
       * @description First day of the inserted status; any date, past included.
       */
      effectiveFrom: string;
      status: components['schemas']['LineStatus'];
      /** @description Why the line is retired; required with RETIRED. */
      retirementReason?: string;
    };
    LineCreate: {
      code: components['schemas']['Code'];
      /** @description The line's name, as shown to passengers. */
      name: string;
      /** @description How its vehicles run; BUS when absent. */
      transportMode?: components['schemas']['TransportMode'];
    };
    LineCorrection: {
      code?: components['schemas']['Code'];
      /** @description The line's name, as shown to passengers. */
      name?: string;
    };
    LinePage: {
      data: components['schemas']['Line'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    LineOperator: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      lineId: string;
      /** Format: uuid */
      carrierId: string;
      /** Format: date */
      effectiveFrom: string;
      /**
       * Format: date
       * @description Last day (inclusive); null while open.
       */
      effectiveTo: string | null;
      /** Format: date-time */
      createdAt: string;
      createdBy: string;
    };
    LineOperatorCreate: {
      /**
       * Format: uuid
       * @description The operating carrier, as `searchCarriers` lists it.
       */
      carrierId: string;
      /**
       * Format: date
       * @description First day the carrier operates the line.
       */
      effectiveFrom: string;
      /**
       * Format: date
       * @description Last day (inclusive); open when absent.
       */
      effectiveTo?: string;
    };
    LineOperatorPage: {
      data: components['schemas']['LineOperator'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    CallingPoint: {
      /**
       * Format: int32
       * @description Position in the itinerary, from 1.
       */
      sequence: number;
      /** Format: uuid */
      stationId: string;
      /**
       * Format: uuid
       * @description The bay used at this station, when fixed.
       */
      bayId: string | null;
    };
    CallingPointInput: {
      /**
       * Format: uuid
       * @description A station, as `searchStations` lists it.
       */
      stationId: string;
      /**
       * Format: uuid
       * @description An ACTIVE bay of the station's area.
       */
      bayId?: string;
    };
    Itinerary: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      lineId: string;
      code: components['schemas']['Code'];
      /**
       * Format: int32
       * @description 1 for the first itinerary of this code on the line, then 2, 3 ...
       */
      version: number;
      name: string;
      /** Format: uuid */
      destinationId: string;
      callingPoints: components['schemas']['CallingPoint'][];
      /** Format: date-time */
      createdAt: string;
      createdBy: string;
    };
    ItineraryCreate: {
      code: components['schemas']['Code'];
      /** @description The itinerary's name. */
      name: string;
      /**
       * Format: uuid
       * @description The destination shown for it, as `searchDestinations` lists it.
       */
      destinationId: string;
      /** @description The stops it calls at, in order, from the first to the last (at least two). */
      callingPoints: components['schemas']['CallingPointInput'][];
    };
    ItineraryPage: {
      data: components['schemas']['Itinerary'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    /** @enum {string} */
    DayOfWeek: 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'SUN';
    /** @description The days of the week on which the service leaves its origin. */
    DaysOfWeek: components['schemas']['DayOfWeek'][];
    /**
     * @description DRAFT until a revision is first activated, then ACTIVE.
     * @enum {string}
     */
    ScheduleStatus: 'DRAFT' | 'ACTIVE';
    Schedule: {
      /** Format: uuid */
      id: string;
      code: components['schemas']['Code'];
      /** Format: uuid */
      lineId: string;
      /** Format: uuid */
      itineraryId: string;
      status: components['schemas']['ScheduleStatus'];
      /**
       * Format: int32
       * @description Number of the revision in service.
       */
      activeRevision: number | null;
      /**
       * Format: int32
       * @description Number of the revision being edited.
       */
      draftRevision: number | null;
      wheelchairAccessible: components['schemas']['WheelchairAccessibility'];
      bikesAllowed: components['schemas']['BikesAllowance'];
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    /**
     * @description Whether a wheelchair can board at the station (some of its bays at least): GTFS `wheelchair_boarding` of the station's stop, 0 or empty (UNKNOWN: not recorded), 1 (ACCESSIBLE), 2 (NOT_ACCESSIBLE); kept by the GTFS import and written back by the export. UNKNOWN when not given. The station's own, not dated; a bay's step-free boarding is its dated `accessible` capability.
     * @enum {string}
     */
    WheelchairBoarding: 'UNKNOWN' | 'ACCESSIBLE' | 'NOT_ACCESSIBLE';
    /**
     * @description Whether the trip's vehicle takes a wheelchair: GTFS `wheelchair_accessible` 0 or empty (UNKNOWN), 1 (ACCESSIBLE), 2 (NOT_ACCESSIBLE), kept by the GTFS import and written back by the export. A schedule made through this API is UNKNOWN.
     * @enum {string}
     */
    WheelchairAccessibility: 'UNKNOWN' | 'ACCESSIBLE' | 'NOT_ACCESSIBLE';
    /**
     * @description Whether bicycles may be taken on the trip: GTFS `bikes_allowed` 0 or empty (UNKNOWN), 1 (ALLOWED), 2 (NOT_ALLOWED), kept by the GTFS import and written back by the export.
     * @enum {string}
     */
    BikesAllowance: 'UNKNOWN' | 'ALLOWED' | 'NOT_ALLOWED';
    /**
     * @description Whether passengers may board (pickup) or alight (drop-off) at a call: GTFS `pickup_type` and `drop_off_type` 0 or empty (REGULAR), 1 (NONE), 2 (PHONE_AGENCY: on request, by phoning the operator), 3 (COORDINATE_WITH_DRIVER: on request, to the driver); kept by the GTFS import and written back by the export, and given to a call written by hand (`replaceStopTimes`; REGULAR when absent). A schedule's changes show them as stored: the GTFS number (`pickupType`, `dropOffType`).
     * @enum {string}
     */
    BoardingType: 'REGULAR' | 'NONE' | 'PHONE_AGENCY' | 'COORDINATE_WITH_DRIVER';
    /**
     * @description The days the schedule runs come from a service calendar (`calendarId`) or from days of
     *     the week (`daysOfWeek`): the schema requires one of them.
     */
    ScheduleCreate: {
      code: components['schemas']['Code'];
      /**
       * Format: uuid
       * @description The line of the schedule, as `searchLines` lists it.
       */
      lineId: string;
      /**
       * Format: uuid
       * @description An itinerary version of the line.
       */
      itineraryId: string;
      /**
       * Format: date
       * @description First day of the first revision's period.
       */
      validFrom: string;
      /**
       * Format: date
       * @description Last day of the first revision's period.
       */
      validTo: string;
      /**
       * Format: uuid
       * @description The service calendar deciding the days the service runs; without one, `daysOfWeek`.
       */
      calendarId?: string;
      daysOfWeek?: components['schemas']['DaysOfWeek'];
    } & (
      | {
          calendarId: unknown;
        }
      | {
          daysOfWeek: unknown;
        }
    );
    SchedulePage: {
      data: components['schemas']['Schedule'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    /**
     * @description DRAFT while edited; ACTIVE once published for its period (several per schedule, never overlapping); WITHDRAWN when discarded as a draft or taken back before its first day; SUPERSEDED when replaced for every date (before dated revisions).
     * @enum {string}
     */
    ScheduleRevisionStatus: 'DRAFT' | 'ACTIVE' | 'SUPERSEDED' | 'WITHDRAWN';
    ScheduleRevision: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      scheduleId: string;
      /** Format: int32 */
      revision: number;
      status: components['schemas']['ScheduleRevisionStatus'];
      /** Format: date */
      validFrom: string;
      /** Format: date */
      validTo: string;
      daysOfWeek: components['schemas']['DaysOfWeek'];
      /**
       * Format: uuid
       * @description The service calendar; when set it decides the service days and `daysOfWeek` is not used.
       */
      calendarId: string | null;
      /** Format: int32 */
      callCount: number;
      /** Format: date-time */
      activatedAt: string | null;
      activatedBy: string | null;
      /** @description True when the revision was published from a day already past, knowingly changing days served before. */
      retroactive: boolean;
      /** Format: date-time */
      createdAt: string;
      createdBy: string;
    };
    ScheduleActivation: {
      /** @description Publish a draft whose `validFrom` is before today, knowingly changing the days served since. */
      retroactive?: boolean;
    };
    ScheduleRevisionCreate: {
      /**
       * Format: date
       * @description First day of the new revision's period.
       */
      validFrom?: string;
      /**
       * Format: date
       * @description Last day of the new revision's period.
       */
      validTo?: string;
      daysOfWeek?: components['schemas']['DaysOfWeek'];
      /**
       * Format: uuid
       * @description The service calendar of the new revision.
       */
      calendarId?: string;
    };
    ScheduleRevisionPage: {
      data: components['schemas']['ScheduleRevision'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    /**
     * @description ADDED runs the service on that origin day; REMOVED cancels it.
     * @enum {string}
     */
    ScheduleExceptionType: 'ADDED' | 'REMOVED';
    ScheduleException: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      scheduleId: string;
      /**
       * Format: date
       * @description The origin service day concerned.
       */
      date: string;
      type: components['schemas']['ScheduleExceptionType'];
      reason: string;
      /** Format: date-time */
      createdAt: string;
      createdBy: string;
    };
    ScheduleExceptionCreate: {
      /**
       * Format: date
       * @description The origin day concerned.
       */
      date: string;
      type: components['schemas']['ScheduleExceptionType'];
      /** @description Why; shown in the history. */
      reason: string;
      /** @description Required (true) for a date before today, knowingly changing a day already served. */
      retroactive?: boolean;
    };
    ScheduleExceptionPage: {
      data: components['schemas']['ScheduleException'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    Calendar: {
      /** Format: uuid */
      id: string;
      code: components['schemas']['Code'];
      name: string;
      /** Format: date */
      validFrom: string;
      /** Format: date */
      validTo: string;
      daysOfWeek: components['schemas']['DaysOfWeek'];
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    CalendarCreate: {
      code: components['schemas']['Code'];
      /** @description The calendar's name, for example `School days`. */
      name: string;
      /**
       * Format: date
       * @description First day of the range.
       */
      validFrom: string;
      /**
       * Format: date
       * @description Last day of the range, on or after validFrom.
       */
      validTo: string;
      daysOfWeek: components['schemas']['DaysOfWeek'];
    };
    CalendarPage: {
      data: components['schemas']['Calendar'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    /**
     * @description ADDED runs the calendar on the dates; REMOVED does not; SWAPPED does not and runs the calendar `runsAsCalendarId` instead.
     * @enum {string}
     */
    CalendarExceptionType: 'ADDED' | 'REMOVED' | 'SWAPPED';
    CalendarException: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      calendarId: string;
      type: components['schemas']['CalendarExceptionType'];
      dates: string[];
      /** Format: uuid */
      runsAsCalendarId: string | null;
      reason: string;
      /** Format: date-time */
      createdAt: string;
      createdBy: string;
    };
    CalendarExceptionCreate: {
      type: components['schemas']['CalendarExceptionType'];
      /** @description The dates the exception applies to, each once (at most 366). */
      dates: string[];
      /**
       * Format: uuid
       * @description For SWAPPED only: the calendar whose schedules run on the dates.
       */
      runsAsCalendarId?: string;
      /** @description Why; shown in the history. */
      reason: string;
      /** @description Required (true) when a date is before today, knowingly changing days already served. */
      retroactive?: boolean;
    };
    CalendarExceptionPage: {
      data: components['schemas']['CalendarException'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    /**
     * @description PATTERN, a day of the week in range; ADDED by an exception of the calendar; SWAPPED_IN by another calendar's SWAPPED exception.
     * @enum {string}
     */
    CalendarServiceDayReason: 'PATTERN' | 'ADDED' | 'SWAPPED_IN';
    CalendarServiceDays: {
      /** Format: uuid */
      calendarId: string;
      /** Format: date */
      from: string;
      /** Format: date */
      to: string;
      days: {
        /** Format: date */
        date: string;
        reason: components['schemas']['CalendarServiceDayReason'];
      }[];
    };
    /** @description A local time of the network, `HH:MM` from 00:00 to 23:59, or `HH:MM:SS` to the second (00:00:00 to 23:59:59). It is kept to the second and read back as given: `HH:MM` when its seconds are 0, else `HH:MM:SS`. */
    LocalTime: string;
    /** @description A local time of the network to the minute, `HH:MM` from 00:00 to 23:59. */
    LocalMinute: string;
    StopTimeInput: {
      /**
       * Format: uuid
       * @description The station id of the itinerary's calling point.
       */
      stopId: string;
      /**
       * Format: int32
       * @description Days after the origin service day of the arrival (of the departure for a call without arrival): 0 on the origin day, 1 after midnight.
       */
      dayOffset: number;
      /**
       * Format: int32
       * @description Days after the origin service day of the departure, when it differs from `dayOffset` (arrive 23:58 with dayOffset 0, leave 00:02 with departureDayOffset 1).
       */
      departureDayOffset?: number;
      arrivalTime?: components['schemas']['LocalTime'];
      departureTime?: components['schemas']['LocalTime'];
      /**
       * Format: uuid
       * @description Bay used for this call, replacing the itinerary's.
       */
      bayId?: string;
      /** @description Whether passengers may board at this call (GTFS `pickup_type`); REGULAR when absent. NONE: a call to set down only, left out of the departures of boards. */
      pickupType?: components['schemas']['BoardingType'];
      /** @description Whether passengers may alight at this call (GTFS `drop_off_type`); REGULAR when absent. NONE: a call to pick up only, left out of the arrivals of boards. */
      dropOffType?: components['schemas']['BoardingType'];
    };
    StopTimesReplacement: {
      /** @description Every call of the draft revision, in order; they replace its calls as a whole. */
      calls: components['schemas']['StopTimeInput'][];
    };
    StopTime: {
      /** Format: int32 */
      sequence: number;
      /** Format: uuid */
      stopId: string;
      /**
       * Format: int32
       * @description Day of the arrival (of the departure without arrival).
       */
      dayOffset: number;
      /**
       * Format: int32
       * @description Day of the departure (equal to dayOffset unless given apart).
       */
      departureDayOffset: number;
      /** @description `HH:MM`, or `HH:MM:SS` when its seconds are not 0. */
      arrivalTime: string | null;
      /** @description `HH:MM`, or `HH:MM:SS` when its seconds are not 0. */
      departureTime: string | null;
      /** Format: uuid */
      bayId: string | null;
      /** @description Whether the times are the timetable's own (true), or estimated between two calls that are: a GTFS call without times, interpolated by its place between them, or marked `timepoint=0` (exported back as such). Stop times written through this API are timepoints. */
      timepoint: boolean;
      pickupType: components['schemas']['BoardingType'];
      dropOffType: components['schemas']['BoardingType'];
    };
    StopTimes: {
      /** Format: uuid */
      scheduleId: string;
      /** Format: int32 */
      revision: number;
      status: components['schemas']['ScheduleRevisionStatus'];
      calls: components['schemas']['StopTime'][];
    };
    StationCall: {
      /** Format: uuid */
      scheduleId: string;
      scheduleCode: string;
      /** Format: uuid */
      lineId: string;
      lineCode: string;
      lineName: string;
      lineStatus: components['schemas']['LineStatus'];
      /** Format: uuid */
      destinationId: string;
      destinationName: string;
      /** Format: uuid */
      stationId: string;
      /**
       * Format: uuid
       * @description The bay announced: the scheduled bay, or the one a day-of bay change names.
       */
      bayId: string | null;
      /** @description The code of the bay announced. */
      bayCode: string | null;
      /**
       * Format: uuid
       * @description The bay of the timetable.
       */
      scheduledBayId: string | null;
      /**
       * Format: date
       * @description The day the service left its origin.
       */
      originServiceDate: string;
      /**
       * Format: int32
       * @description Days from the origin day to the announced moment (serviceDate - originServiceDate).
       */
      dayOffset: number;
      /**
       * Format: int32
       * @description Days from the origin day to the arrival; null without arrival.
       */
      arrivalDayOffset: number | null;
      /**
       * Format: int32
       * @description Days from the origin day to the departure; null without departure.
       */
      departureDayOffset: number | null;
      /** Format: int32 */
      sequence: number;
      isOrigin: boolean;
      isTerminus: boolean;
      /** @description Whether passengers may board at this call: NONE (nobody boards: a call to set down only) is no departure for a passenger: a station's board of departures leaves it out, a bay's shows it marked set down only; its `departureTime` is still the bus's. */
      pickupType: components['schemas']['BoardingType'];
      /** @description Whether passengers may alight at this call: NONE (nobody alights: a call to pick up only) is no arrival for a passenger, and a board of arrivals leaves it out. */
      dropOffType: components['schemas']['BoardingType'];
      /** @description `HH:MM` (`HH:MM:SS` when its seconds are not 0) on the day originServiceDate + arrivalDayOffset. */
      arrivalTime: string | null;
      /** @description `HH:MM` (`HH:MM:SS` when its seconds are not 0) on the day originServiceDate + departureDayOffset. */
      departureTime: string | null;
      /** @description The time of the timetable: the departure, or the arrival at a terminus (`HH:MM`, or `HH:MM:SS` when its seconds are not 0). */
      scheduledTime: string;
      /** @description The time announced (`HH:MM`, or `HH:MM:SS` when its seconds are not 0): `scheduledTime` moved by the delay in force (whole minutes: the seconds stay), if any. */
      announcedTime: string;
      /**
       * Format: int32
       * @description Days after the origin service day of `announcedTime` (as `dayOffset`; larger when a delay carries the call past midnight).
       */
      announcedDayOffset: number;
      callStatus: components['schemas']['CallStatus'];
      /** @description The day-of change that gives the call its status, or null when none applies. */
      dayOfChange: {
        /** Format: uuid */
        id: string;
        type: components['schemas']['DayOfChangeType'];
        reason: string;
        /**
         * Format: int32
         * @description The delay applied to the call (DELAY), else null.
         */
        delayMinutes: number | null;
      } | null;
    };
    /**
     * @description `CANCELLED` (the trip or this call is cancelled), else `DELAYED` (announced at another
     *     time than scheduled), else `BAY_CHANGED` (announced at another bay), else `ON_TIME`.
     * @enum {string}
     */
    CallStatus: 'ON_TIME' | 'DELAYED' | 'CANCELLED' | 'BAY_CHANGED';
    /**
     * @description CANCELLATION (the trip, or with `sequence` one call, does not run), DELAY (the call at
     *     `sequence` is announced at `announcedTime`), BAY_CHANGE (the call at `sequence` uses
     *     `bayId`).
     * @enum {string}
     */
    DayOfChangeType: 'CANCELLATION' | 'DELAY' | 'BAY_CHANGE';
    /**
     * @description The fields each type takes, as the schema says them: a DELAY needs `sequence` and
     *     `announcedTime` (and may give `announcedDayOffset` and `onward`), a BAY_CHANGE needs
     *     `sequence` and `bayId`, a CANCELLATION takes `sequence` alone (only that call) or nothing
     *     (the whole trip). A field another type takes is refused.
     */
    DayOfChangeCreate: {
      /**
       * Format: date
       * @description The origin service day of the trip concerned.
       */
      serviceDate: string;
      type: components['schemas']['DayOfChangeType'];
      /**
       * Format: int32
       * @description The call (its `sequence` in the stop times): needed by DELAY and BAY_CHANGE; with CANCELLATION, only that call is cancelled.
       */
      sequence?: number;
      announcedTime?: components['schemas']['LocalMinute'];
      /**
       * Format: int32
       * @description DELAY: days after the origin day of `announcedTime`; default the call's `dayOffset`.
       */
      announcedDayOffset?: number;
      /** @description DELAY: whether the delay carries on to the following calls (default true). */
      onward?: boolean;
      /**
       * Format: uuid
       * @description BAY_CHANGE: the bay announced.
       */
      bayId?: string;
      /** @description Why, as announced to passengers and kept with the change. */
      reason: string;
    } & (unknown & unknown & unknown);
    DayOfChange: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      scheduleId: string;
      /** Format: date */
      serviceDate: string;
      type: components['schemas']['DayOfChangeType'];
      /**
       * Format: int32
       * @description The call, or null for the whole trip.
       */
      sequence: number | null;
      /** @description DELAY: `HH:MM`. */
      announcedTime: string | null;
      /** Format: int32 */
      announcedDayOffset: number | null;
      /**
       * Format: int32
       * @description DELAY: minutes after the scheduled time (negative when early).
       */
      delayMinutes: number | null;
      onward: boolean | null;
      /** Format: uuid */
      bayId: string | null;
      reason: string;
      /** Format: date-time */
      createdAt: string;
      createdBy: string;
    };
    DayOfChangePage: {
      data: components['schemas']['DayOfChange'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      size: number;
      /** Format: int32 */
      total: number;
      totalIsExact: components['schemas']['TotalIsExact'];
    };
    /** @description A GTFS-Realtime `FeedMessage` in its JSON form (the specification's field names). */
    GtfsRealtimeFeed: {
      header: {
        gtfs_realtime_version: string;
        incrementality: string;
        /** @description POSIX seconds. */
        timestamp: string;
      };
      entity: Record<string, never>[];
    };
    GtfsImportCounts: {
      /** Format: int32 */
      created: number;
      /** Format: int32 */
      changed: number;
      /**
       * Format: int32
       * @description Records of the feed already as it says.
       */
      unchanged: number;
      /**
       * Format: int32
       * @description Records of earlier versions of the feed it no longer has, ended (`REPLACE`).
       */
      ended: number;
    };
    GtfsImportChange: {
      /** @description The field (`name`, `validTo`, `daysOfWeek`, `removed`, `stopTimes`…). */
      field: string;
      /** @description What the registry holds now. */
      from: string | null;
      /** @description What the feed says. */
      to: string | null;
    };
    GtfsImportRecord: {
      /** @enum {string} */
      kind: 'station' | 'area' | 'bay' | 'line' | 'destination' | 'itinerary' | 'calendar' | 'schedule';
      /** @description The id in the feed (an itinerary: a digest of its route, destination and stops; a bay: `<station>|<platform_code>`). */
      externalId: string;
      /** Format: uuid */
      recordId: string;
      /** @description The record's code (a created record's code). */
      code?: string;
      /** @enum {string} */
      state: 'created' | 'changed' | 'unchanged' | 'ended';
      /**
       * @description Why the id matched the record: the feed's earlier imports made it (`feed-id`), a mapping names it, it has the code and no other feed created it; null when created.
       * @enum {string|null}
       */
      match: 'feed-id' | 'mapping' | 'code' | null;
      /** @description The feed that created the record, when a mapping names another feed's record (left as it is). */
      sharedWith?: string;
      changes?: components['schemas']['GtfsImportChange'][];
    };
    /** @enum {string} */
    GtfsMappingKind: 'station' | 'line' | 'calendar';
    GtfsMapping: {
      feedId: string;
      kind: components['schemas']['GtfsMappingKind'];
      externalId: string;
      /** Format: uuid */
      recordId: string;
      /** Format: date-time */
      setAt: string;
      setBy: string;
    };
    /** @description A GTFS import run as a job (`startGtfsImportJob`). */
    GtfsImportJob: {
      /** Format: uuid */
      id: string;
      /**
       * @description `QUEUED` until a process takes it, `RUNNING`, then `SUCCEEDED` (its records written), `FAILED` or `CANCELLED` (nothing written).
       * @enum {string}
       */
      status: 'QUEUED' | 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED';
      /**
       * @description Where a running job is (null otherwise).
       * @enum {string|null}
       */
      phase: 'reading' | 'checking' | 'planning' | 'writing' | null;
      progress: {
        /**
         * Format: int32
         * @description Rows read from the files so far (all files, headers included).
         */
        rowsRead: number;
        /**
         * Format: int32
         * @description Records the import created, changed or ended (an itinerary listed `ended` is not counted: nothing of it is written): known when the job has succeeded (the writing is one set of statements), 0 before.
         */
        recordsWritten: number;
      };
      /**
       * Format: int32
       * @description Runs started: more than one when a process stopped while running it.
       */
      attempts: number;
      /** @description The options it was started with. */
      options: {
        feedId?: components['schemas']['Code'];
        retroactive: boolean;
        /** @enum {string} */
        mode: 'MERGE' | 'REPLACE';
        /** Format: date */
        from?: string;
      };
      /** @description A cancellation was asked (`cancelGtfsImportJob`). */
      cancelRequested: boolean;
      /** Format: date-time */
      createdAt: string;
      /** @description When its last run started. */
      startedAt: null | string;
      finishedAt: null | string;
      /** @description The import's report, once it has succeeded. */
      report: null | components['schemas']['GtfsImportReport'];
      /** @description What stopped it (`FAILED`, `CANCELLED`), as the synchronous import would have answered it. */
      problem: null | components['schemas']['Problem'];
    };
    GtfsImportWarning: {
      /** @enum {string} */
      code:
        | 'file_not_kept'
        | 'unknown_file'
        | 'field_not_kept'
        | 'unused_service'
        | 'route_type_not_kept'
        | 'platform_values_disagree';
      file: string;
      /**
       * Format: int32
       * @description The first line it was seen on (1 is the header); null for a whole file.
       */
      line: number | null;
      field: string | null;
      /** Format: int32 */
      count: number;
      message: string;
    };
    GtfsImportReport: {
      dryRun: boolean;
      /** @description With `report=true` only: the validation report's notices (on today) found once the feed is written and not before it, the same as `getValidationReport` answers them. A record the import creates is named by its `recordId` in `records` (in a dry run, its link answers nothing: it was not kept). */
      notices?: components['schemas']['ValidationNotice'][];
      /** @description What the feed says that the registry does not keep, or that looks like a mistake without making the feed wrong, counted by code, file and field (the first line it was seen on): `file_not_kept` (a GTFS file not read, such as shapes.txt, transfers.txt or the fare files; `count` its rows), `unknown_file` (not a GTFS file), `field_not_kept` (a column with values the registry does not keep, such as `block_id`, `shape_id` or `wheelchair_boarding`; `count` the rows with a value), `unused_service` (a service no trip uses), `route_type_not_kept` (a `route_type` the registry holds no transport mode for, such as 1100 air or 1500 taxi: its line is OTHER), `platform_values_disagree` (stops of one platform, a station's stops with the same `platform_code`, say different `wheelchair_boarding` values: the platform's bay keeps the first stop's). `agency_timezone` is kept: a feed's times are moved to the business zone; `route_type` is kept as the line's `transportMode`; `wheelchair_accessible` and `bikes_allowed` as the schedule's, `pickup_type` and `drop_off_type` as the stop time's (ADR 0076). */
      warnings: components['schemas']['GtfsImportWarning'][];
      /** @description The feed whose ids the external references keep. */
      feedId: string;
      /** @enum {string} */
      mode: 'MERGE' | 'REPLACE';
      /** @description Every record of the feed, matched or created, and each trip of an earlier version ended. */
      records: components['schemas']['GtfsImportRecord'][];
      stations: components['schemas']['GtfsImportCounts'];
      bays: components['schemas']['GtfsImportCounts'];
      lines: components['schemas']['GtfsImportCounts'];
      destinations: components['schemas']['GtfsImportCounts'];
      itineraries: components['schemas']['GtfsImportCounts'];
      calendars: components['schemas']['GtfsImportCounts'];
      schedules: components['schemas']['GtfsImportCounts'];
      /** @description The feed's agencies operating its lines, matched to a registered carrier (by the reference kept, or the first time by code) or not. */
      carriers: {
        /** Format: int32 */
        matched: number;
        /** Format: int32 */
        unmatched: number;
      };
      /**
       * Format: int32
       * @description Stop times read from the feed.
       */
      stopTimes: number;
      /**
       * Format: date
       * @description The first day the import publishes (today); null for a retroactive import, published as the feed says.
       */
      publishedFrom: string | null;
    };
    StationCalls: {
      /** Format: date */
      serviceDate: string;
      /** Format: int32 */
      total: number;
      data: components['schemas']['StationCall'][];
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
         *       "instance": "/referential/v1/bays",
         *       "code": "body-too-large"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /**
     * @description The request body has a media type (`Content-Type`) or a charset the operation does not
     *     take (`unsupported-media-type`); the operation's `requestBody` lists the one it takes.
     */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:transport:problem:unsupported-media-type",
         *       "title": "Unsupported Media Type",
         *       "status": 415,
         *       "detail": "The request body has a media type this operation does not take.",
         *       "instance": "/referential/v1/bays",
         *       "code": "unsupported-media-type"
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
         *       "instance": "/referential/v1/bays",
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
         *       "instance": "/referential/v1/bays",
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
         *       "detail": "This operation requires the permission referential.bays:write.",
         *       "instance": "/referential/v1/bays",
         *       "code": "forbidden"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description No record with that id (or code). */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:transport:problem:bay-not-found",
         *       "title": "Not Found",
         *       "status": 404,
         *       "detail": "No bay has the id 3f2b8c1e-7a4d-4e9b-9c55-0d6e1f2a3b4c.",
         *       "instance": "/referential/v1/bays/3f2b8c1e-7a4d-4e9b-9c55-0d6e1f2a3b4c",
         *       "code": "bay-not-found"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Conflicts with the current state (duplicate code, illegal transition, overlapping period, a correction whose If-Match names a version that is no longer current, code `stale-representation`). */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:transport:problem:bay-code-taken",
         *       "title": "Conflict",
         *       "status": 409,
         *       "detail": "A bay with the code QUAI-12 exists already in this station area.",
         *       "instance": "/referential/v1/bays",
         *       "code": "bay-code-taken"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Well-formed content that breaks a business rule. */
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
         *       "instance": "/referential/v1/bays",
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
     * @description The import asks for more than one of the service's import limits allows (problem
     *     `import-limit-exceeded`), or its body is beyond the most the service reads at all
     *     (`body-too-large`); nothing was written. `limit` names the setting and its value,
     *     `errors` the place: `body` (its size, or the time the import took), `<file>` (its
     *     unzipped size or compression ratio) or `<file>:<line>` (a line too long, a row beyond the
     *     most a file or an import may have).
     */
    ImportLimitExceeded: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:transport:problem:import-limit-exceeded",
         *       "title": "Content Too Large",
         *       "status": 413,
         *       "detail": "Line 120001 of stop_times.txt is beyond the most rows a file may have (120000).",
         *       "instance": "/referential/v1/gtfs/imports",
         *       "code": "import-limit-exceeded",
         *       "errors": [
         *         {
         *           "field": "stop_times.txt:120001",
         *           "message": "is beyond IMPORT_MAX_FILE_ROWS (120000)"
         *         }
         *       ],
         *       "limit": {
         *         "setting": "IMPORT_MAX_FILE_ROWS",
         *         "value": 120000
         *       }
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description As many imports as the service runs at once are running and as many wait their turn as may (`IMPORT_MAX_QUEUED`), or this one waited its turn as long as it may (`IMPORT_MAX_WAIT_SECONDS`), or, for an addition of statements, as many additions as run at once are running (problem `imports-busy`); nothing was read or written. Try again after `Retry-After` seconds. Through the gateway, a caller whose request budget is spent is answered 429 `rate-limited` too, with the same headers. */
    ImportsBusy: {
      headers: {
        /** @description Seconds until the first running import will have ended, at the latest (a place in the queue frees then). */
        'Retry-After'?: number;
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimitPolicy'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:transport:problem:imports-busy",
         *       "title": "Too Many Requests",
         *       "status": 429,
         *       "detail": "As many imports run as may (IMPORT_MAX_CONCURRENT=1) and as many wait their turn as may (IMPORT_MAX_QUEUED=4); nothing was read or written; try again in 30 s.",
         *       "instance": "/referential/v1/gtfs/imports",
         *       "code": "imports-busy"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /**
     * @description The service cannot serve now, nothing was done: its database is not reachable, or it is
     *     stopping and rolled the import back (`database-unavailable`); through the gateway, the
     *     service is not reachable or its circuit is open (`upstream-unavailable`); or a thread
     *     reading the import's file stopped, crashed or killed, before it was read
     *     (`import-reader-failed`): the file is not at fault, and sent again it is read by a new
     *     thread. Try again after `Retry-After` seconds.
     */
    ImportUnavailable: {
      headers: {
        'Retry-After': components['headers']['RetryAfter'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:transport:problem:import-reader-failed",
         *       "title": "Service Unavailable",
         *       "status": 503,
         *       "detail": "The thread reading stop_times.txt stopped (it exited with code 1); the import was stopped and nothing was written. Send it again.",
         *       "instance": "/referential/v1/gtfs/imports",
         *       "code": "import-reader-failed"
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
         *       "instance": "/referential/v1/bays",
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
         *       "instance": "/referential/v1/bays",
         *       "code": "internal-error"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /**
     * @description The service cannot serve now: its database is not reachable, or it is stopping and
     *     rolled the request back (`database-unavailable`); through the gateway, the service is
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
         *       "instance": "/referential/v1/bays",
         *       "code": "database-unavailable"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
  };
  parameters: {
    /**
     * @description An instant (UTC ISO 8601, `2026-11-20T08:00:00Z`): the answer the registry would have
     *     given at that instant, rebuilt from its audit trail, so that a decision can be explained
     *     with what was known when it was taken. Absent: the answer as of now. A value that is
     *     not an instant (a date, say), an instant not yet come (the registry knows nothing later
     *     than now) or one before the registry began (nothing was recorded then) is a 400 naming
     *     `query.asKnownAt`. Instants are matched to the microsecond, as writes are recorded: the
     *     `at` of a change, given back, answers the state that change left. A read by id at an
     *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
     *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
     *     business time zone (the date the registry would have answered for then), not today;
     *     with `at` as well, for `at` as known at `asKnownAt`.
     *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
     *     of the read when absent) and `Valid-At`.
     */
    AsKnownAt: string;
    /** @description The calendar date to read (`YYYY-MM-DD`); when absent, today in the business time zone (with `asKnownAt`, the date of that instant there). */
    At: string;
    /**
     * @description The id of a period of payout details (`id` of `listBeneficiaryHistory`).
     * @example 3f327acd-783e-4b75-a3a4-ebd7845b0bfb
     */
    BeneficiaryId: string;
    /**
     * @description The id of a payout change request (the last segment of `recordBeneficiary`'s `Location`).
     * @example edb0b794-4e4f-46eb-a6fa-9ed79ac76248
     */
    BeneficiaryChangeId: string;
    /**
     * @description The id of a period of the record's timeline (`id` of a timeline entry).
     * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
     */
    PeriodId: string;
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
     * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
     *     last segment of `Location`) or found by a search.
     * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
     */
    Id: string;
    /** @description Matches any part of the code or the name, case-insensitive. */
    Search: string;
    /**
     * @description The feed (as `feedId` of `importGtfsFeed`).
     * @example rhonexpress-gtfs
     */
    GtfsFeedId: components['schemas']['Code'];
    /** @description True to change days already past knowingly (a correction of what was published for them). */
    Retroactive: boolean;
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
  searchCarriers: {
    parameters: {
      query?: {
        /** @description Only records whose current version was written at or after this instant (`2026-11-20T08:00:00Z`). */
        updatedSince?: components['parameters']['UpdatedSince'];
        /** @description Matches any part of the code or the name, case-insensitive. */
        search?: components['parameters']['Search'];
        /** @description The exact carrier code, case-insensitive. */
        code?: components['schemas']['Code'];
        /** @description Matches any part of the name, case-insensitive. */
        name?: string;
        /** @description Only carriers in this status on `at`; every status when absent. */
        status?: components['schemas']['CarrierStatus'];
        /** @description The calendar date to read (`YYYY-MM-DD`); when absent, today in the business time zone (with `asKnownAt`, the date of that instant there). */
        at?: components['parameters']['At'];
        /** @description Order of the results; by code ascending when absent. */
        sort?: 'codeAsc' | 'codeDesc' | 'nameAsc' | 'newest' | 'oldest';
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
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
      /** @description One page of carriers. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CarrierPage'];
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
  registerCarrier: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CarrierRegistration'];
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
  getCarrierByCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The carrier's code, any case (`rhonexpress` finds `RHONEXPRESS`).
         * @example RHONEXPRESS
         */
        code: components['schemas']['Code'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The carrier. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Carrier'];
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
  getCarrier: {
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
        /** @description The calendar date to read (`YYYY-MM-DD`); when absent, today in the business time zone (with `asKnownAt`, the date of that instant there). */
        at?: components['parameters']['At'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The carrier. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Carrier'];
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
  correctCarrier: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CarrierCorrection'];
      };
    };
    responses: {
      /** @description Corrected. */
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
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listCarrierChanges: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
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
  activateCarrier: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['StatusChangeDate'];
      };
    };
    responses: {
      /** @description The active carrier. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Carrier'];
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
  suspendCarrier: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CarrierSuspension'];
      };
    };
    responses: {
      /** @description The suspended carrier. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Carrier'];
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
  reactivateCarrier: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['StatusChangeDate'];
      };
    };
    responses: {
      /** @description The active carrier. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Carrier'];
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
  getCarrierTimeline: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the timeline. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CarrierTimelinePage'];
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
  insertCarrierPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CarrierPeriodInsertion'];
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
      503: components['responses']['Unavailable'];
    };
  };
  cancelCarrierChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled. */
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
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  correctCarrierPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CarrierPeriodCorrection'];
      };
    };
    responses: {
      /** @description The corrected period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CarrierPeriod'];
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
  endCarrierPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PeriodEnd'];
      };
    };
    responses: {
      /** @description The ended period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CarrierPeriod'];
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
  getEffectiveBeneficiary: {
    parameters: {
      query?: {
        /** @description The calendar date to read; today in the business time zone when absent. */
        at?: string;
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The payout details in force on that date. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EffectiveBeneficiary'];
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
  listBeneficiaryHistory: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of payout details, latest `effectiveFrom` first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BeneficiaryPage'];
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
  recordBeneficiary: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BeneficiaryRecord'];
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
      503: components['responses']['Unavailable'];
    };
  };
  revealBeneficiaryAccount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of payout details (`id` of `listBeneficiaryHistory`).
         * @example 3f327acd-783e-4b75-a3a4-ebd7845b0bfb
         */
        beneficiaryId: components['parameters']['BeneficiaryId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RevealReason'];
      };
    };
    responses: {
      /** @description The full details; the reveal is recorded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RevealedPayoutDetails'];
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
  listBeneficiaryChanges: {
    parameters: {
      query?: {
        /** @description Only the requests in this status. */
        status?: components['schemas']['BeneficiaryChangeStatus'];
        /** @description Zero-based page index; 0 when absent. */
        page?: components['parameters']['Page'];
        /** @description Page size, 0 to 200; 20 when absent. 0 answers only the total. */
        size?: components['parameters']['Size'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of change requests, latest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BeneficiaryChangePage'];
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
  getBeneficiaryChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a payout change request (the last segment of `recordBeneficiary`'s `Location`).
         * @example edb0b794-4e4f-46eb-a6fa-9ed79ac76248
         */
        changeId: components['parameters']['BeneficiaryChangeId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The change request. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BeneficiaryChange'];
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
  approveBeneficiaryChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a payout change request (the last segment of `recordBeneficiary`'s `Location`).
         * @example edb0b794-4e4f-46eb-a6fa-9ed79ac76248
         */
        changeId: components['parameters']['BeneficiaryChangeId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['BeneficiaryApproval'];
      };
    };
    responses: {
      /** @description The approved request, with `appliedFrom` and the new period's `beneficiaryId`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BeneficiaryChange'];
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
  rejectBeneficiaryChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a payout change request (the last segment of `recordBeneficiary`'s `Location`).
         * @example edb0b794-4e4f-46eb-a6fa-9ed79ac76248
         */
        changeId: components['parameters']['BeneficiaryChangeId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RevealReason'];
      };
    };
    responses: {
      /** @description The rejected request. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BeneficiaryChange'];
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
  confirmBeneficiaryChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a payout change request (the last segment of `recordBeneficiary`'s `Location`).
         * @example edb0b794-4e4f-46eb-a6fa-9ed79ac76248
         */
        changeId: components['parameters']['BeneficiaryChangeId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request, confirmed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BeneficiaryChange'];
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
  revealBeneficiaryChangeAccount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a payout change request (the last segment of `recordBeneficiary`'s `Location`).
         * @example edb0b794-4e4f-46eb-a6fa-9ed79ac76248
         */
        changeId: components['parameters']['BeneficiaryChangeId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RevealReason'];
      };
    };
    responses: {
      /** @description The full details; the reveal is recorded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RevealedPayoutDetails'];
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
  listPayoutReveals: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of reveals, latest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayoutRevealPage'];
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
  listPayoutErasures: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of erasures, latest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayoutErasurePage'];
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
  erasePayoutDetails: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ErasureReason'];
      };
    };
    responses: {
      /** @description The erasure, recorded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayoutErasure'];
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
  searchVehicleCategories: {
    parameters: {
      query?: {
        /** @description Only records whose current version was written at or after this instant (`2026-11-20T08:00:00Z`). */
        updatedSince?: components['parameters']['UpdatedSince'];
        /** @description Matches any part of the code or the name, case-insensitive. */
        search?: components['parameters']['Search'];
        /** @description Lifecycle status to list; defaults to ACTIVE. */
        status?: components['schemas']['VehicleCategoryStatus'];
        /** @description Order of the results; by code ascending when absent. */
        sort?: 'codeAsc' | 'codeDesc' | 'nameAsc' | 'newest' | 'oldest';
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
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
      /** @description One page of categories. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehicleCategoryPage'];
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
  declareVehicleCategory: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VehicleCategoryDeclaration'];
      };
    };
    responses: {
      /** @description Declared; `Location` names the new category. */
      201: {
        headers: {
          /** @description Path of the new category. */
          Location?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
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
  getVehicleCategory: {
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The category. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehicleCategory'];
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
  listVehicleCategoryChanges: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
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
  retireVehicleCategory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The retired category. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehicleCategory'];
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
  reactivateVehicleCategory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The active category. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehicleCategory'];
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
  searchVehicles: {
    parameters: {
      query?: {
        /** @description Only records whose current version was written at or after this instant (`2026-11-20T08:00:00Z`). */
        updatedSince?: components['parameters']['UpdatedSince'];
        /** @description Matches any part of the registration or the fleet number, case-insensitive. */
        search?: string;
        /** @description Only the vehicles this carrier owns today. */
        carrierId?: string;
        /** @description Only the vehicles of this category. */
        categoryId?: string;
        /** @description Only the vehicles in this lifecycle state. */
        lifecycle?: components['schemas']['VehicleLifecycle'];
        /** @description The calendar date to read (`YYYY-MM-DD`); when absent, today in the business time zone (with `asKnownAt`, the date of that instant there). */
        at?: components['parameters']['At'];
        /** @description Order of the results; by registration ascending when absent. */
        sort?: 'registrationAsc' | 'registrationDesc' | 'newest' | 'oldest';
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
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
      /** @description One page of vehicles. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehiclePage'];
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
  registerVehicle: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VehicleRegistration'];
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
      503: components['responses']['Unavailable'];
    };
  };
  getVehicle: {
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
        /** @description The calendar date to read (`YYYY-MM-DD`); when absent, today in the business time zone (with `asKnownAt`, the date of that instant there). */
        at?: components['parameters']['At'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The vehicle. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vehicle'];
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
  correctVehicle: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VehicleCorrection'];
      };
    };
    responses: {
      /** @description The corrected vehicle. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vehicle'];
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
  listVehicleChanges: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
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
  transferVehicle: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VehicleTransfer'];
      };
    };
    responses: {
      /** @description The vehicle, with its owner today. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vehicle'];
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
  changeVehicleCategory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VehicleCategoryChange'];
      };
    };
    responses: {
      /** @description The vehicle. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vehicle'];
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
  changeVehicleLifecycle: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VehicleLifecycleChange'];
      };
    };
    responses: {
      /** @description The vehicle in its new state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vehicle'];
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
  changeVehicleSeats: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VehicleSeats'];
      };
    };
    responses: {
      /** @description The vehicle. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vehicle'];
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
  getVehicleTimeline: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the timeline. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehicleTimelinePage'];
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
  insertVehiclePeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VehiclePeriodInsertion'];
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
      503: components['responses']['Unavailable'];
    };
  };
  cancelVehicleChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled. */
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
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  correctVehiclePeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VehiclePeriodCorrection'];
      };
    };
    responses: {
      /** @description The corrected period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehiclePeriod'];
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
  endVehiclePeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PeriodEnd'];
      };
    };
    responses: {
      /** @description The ended period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehiclePeriod'];
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
  enrolVehicleIdentifier: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VehicleIdentifierEnrolment'];
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
      503: components['responses']['Unavailable'];
    };
  };
  resolveVehicleIdentifier: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VehicleIdentifierLookup'];
      };
    };
    responses: {
      /** @description The identifier and the vehicle holding it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehicleIdentifierResolution'];
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
  getVehicleIdentifier: {
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
        /** @description The calendar date to read (`YYYY-MM-DD`); when absent, today in the business time zone (with `asKnownAt`, the date of that instant there). */
        at?: components['parameters']['At'];
      };
      header?: never;
      path: {
        /**
         * @description The identifier's id, as answered by `enrolVehicleIdentifier`, or as `identifierId` by `resolveVehicleIdentifier`.
         * @example 58fc96eb-039c-4c29-ae27-4c6e9e5ecd38
         */
        identifierId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The identifier. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehicleIdentifier'];
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
  listVehicleIdentifierChanges: {
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
         * @description The identifier's id, as answered by `enrolVehicleIdentifier`, or as `identifierId` by `resolveVehicleIdentifier`.
         * @example 58fc96eb-039c-4c29-ae27-4c6e9e5ecd38
         */
        identifierId: string;
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
  revokeVehicleIdentifier: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The identifier's id, as answered by `enrolVehicleIdentifier`, or as `identifierId` by `resolveVehicleIdentifier`.
         * @example 58fc96eb-039c-4c29-ae27-4c6e9e5ecd38
         */
        identifierId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VehicleIdentifierRevocation'];
      };
    };
    responses: {
      /** @description The revoked identifier. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehicleIdentifier'];
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
  getVehicleIdentifierTimeline: {
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
         * @description The identifier's id, as answered by `enrolVehicleIdentifier`, or as `identifierId` by `resolveVehicleIdentifier`.
         * @example 58fc96eb-039c-4c29-ae27-4c6e9e5ecd38
         */
        identifierId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the timeline. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehicleIdentifierTimelinePage'];
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
  insertVehicleIdentifierPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The identifier's id, as answered by `enrolVehicleIdentifier`, or as `identifierId` by `resolveVehicleIdentifier`.
         * @example 58fc96eb-039c-4c29-ae27-4c6e9e5ecd38
         */
        identifierId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VehicleIdentifierPeriodInsertion'];
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
      503: components['responses']['Unavailable'];
    };
  };
  cancelVehicleIdentifierChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The identifier's id, as answered by `enrolVehicleIdentifier`, or as `identifierId` by `resolveVehicleIdentifier`.
         * @example 58fc96eb-039c-4c29-ae27-4c6e9e5ecd38
         */
        identifierId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled. */
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
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  correctVehicleIdentifierPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The identifier's id, as answered by `enrolVehicleIdentifier`, or as `identifierId` by `resolveVehicleIdentifier`.
         * @example 58fc96eb-039c-4c29-ae27-4c6e9e5ecd38
         */
        identifierId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VehicleIdentifierPeriodCorrection'];
      };
    };
    responses: {
      /** @description The corrected period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehicleIdentifierPeriod'];
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
  endVehicleIdentifierPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The identifier's id, as answered by `enrolVehicleIdentifier`, or as `identifierId` by `resolveVehicleIdentifier`.
         * @example 58fc96eb-039c-4c29-ae27-4c6e9e5ecd38
         */
        identifierId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PeriodEnd'];
      };
    };
    responses: {
      /** @description The ended period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehicleIdentifierPeriod'];
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
  searchVehiclePermits: {
    parameters: {
      query?: {
        /** @description Only records whose current version was written at or after this instant (`2026-11-20T08:00:00Z`). */
        updatedSince?: components['parameters']['UpdatedSince'];
        /** @description Matches any part of the permit number, case-insensitive. */
        search?: string;
        /** @description Only the permits of this vehicle. */
        vehicleId?: string;
        /** @description Only the permits of vehicles this carrier owns today. */
        carrierId?: string;
        /** @description Only permits of this kind. */
        kind?: components['schemas']['VehiclePermitKind'];
        /** @description Only permits in this status today. */
        status?: components['schemas']['VehiclePermitStatus'];
        /** @description Order of the results; soonest `validUntil` first when absent. */
        sort?: 'validUntilAsc' | 'validUntilDesc' | 'permitNumberAsc' | 'newest';
        /** @description Zero-based page index; 0 when absent. */
        page?: components['parameters']['Page'];
        /** @description Page size, 0 to 200; 20 when absent. 0 answers only the total. */
        size?: components['parameters']['Size'];
        /** @description The calendar date to read (`YYYY-MM-DD`); when absent, today in the business time zone (with `asKnownAt`, the date of that instant there). */
        at?: components['parameters']['At'];
        /**
         * @description An instant (UTC ISO 8601, `2026-11-20T08:00:00Z`): the answer the registry would have
         *     given at that instant, rebuilt from its audit trail, so that a decision can be explained
         *     with what was known when it was taken. Absent: the answer as of now. A value that is
         *     not an instant (a date, say), an instant not yet come (the registry knows nothing later
         *     than now) or one before the registry began (nothing was recorded then) is a 400 naming
         *     `query.asKnownAt`. Instants are matched to the microsecond, as writes are recorded: the
         *     `at` of a change, given back, answers the state that change left. A read by id at an
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
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
      /** @description One page of permits. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehiclePermitPage'];
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
  recordVehiclePermit: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VehiclePermitRecord'];
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
      503: components['responses']['Unavailable'];
    };
  };
  getPermitExpiryWorklist: {
    parameters: {
      query?: {
        /** @description Size of the window in days; 30 when absent. */
        withinDays?: number;
        /** @description Only the vehicles this carrier owns today. */
        carrierId?: string;
        /** @description Only the vehicles of this category. */
        categoryId?: string;
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
      /** @description One page of expiring permits, soonest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehiclePermitPage'];
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
  createPermitExpiryWatch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PermitExpiryWatchCreate'];
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
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  readPermitExpiryWatch: {
    parameters: {
      query?: {
        /** @description The `cursor` of a previous read. */
        since?: string;
        /** @description Zero-based page index; 0 when absent. */
        page?: components['parameters']['Page'];
        /** @description Page size, 0 to 200; 20 when absent. 0 answers only the total. */
        size?: components['parameters']['Size'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The matches now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PermitExpiryWatchMatches'];
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
  importVehiclePermits: {
    parameters: {
      query?: {
        /** @description Check the file and report, writing nothing. */
        dryRun?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'text/csv': string;
      };
    };
    responses: {
      /** @description The file was applied (or checked, in a dry run). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PermitImportReport'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['ImportLimitExceeded'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['ImportsBusy'];
      500: components['responses']['InternalError'];
      503: components['responses']['ImportUnavailable'];
    };
  };
  getVehiclePermit: {
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
        /** @description The calendar date to read (`YYYY-MM-DD`); when absent, today in the business time zone (with `asKnownAt`, the date of that instant there). */
        at?: components['parameters']['At'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The permit. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehiclePermit'];
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
  listVehiclePermitChanges: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
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
  revokeVehiclePermit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VehiclePermitRevocation'];
      };
    };
    responses: {
      /** @description The revoked permit. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehiclePermit'];
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
  getVehiclePermitTimeline: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the timeline. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehiclePermitTimelinePage'];
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
  insertVehiclePermitPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VehiclePermitPeriodInsertion'];
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
      503: components['responses']['Unavailable'];
    };
  };
  cancelVehiclePermitChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled. */
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
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  correctVehiclePermitPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VehiclePermitPeriodCorrection'];
      };
    };
    responses: {
      /** @description The corrected period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehiclePermitPeriod'];
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
  endVehiclePermitPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PeriodEnd'];
      };
    };
    responses: {
      /** @description The ended period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehiclePermitPeriod'];
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
  searchStationAreas: {
    parameters: {
      query?: {
        /** @description Only records whose current version was written at or after this instant (`2026-11-20T08:00:00Z`). */
        updatedSince?: components['parameters']['UpdatedSince'];
        /** @description Matches any part of the code or the name, case-insensitive. */
        search?: components['parameters']['Search'];
        /** @description Lifecycle status on `at` to list; defaults to ACTIVE. */
        status?: components['schemas']['StationAreaStatus'];
        /** @description The calendar date to read (`YYYY-MM-DD`); when absent, today in the business time zone (with `asKnownAt`, the date of that instant there). */
        at?: components['parameters']['At'];
        /** @description Order of the results; by code ascending when absent. */
        sort?: 'codeAsc' | 'codeDesc' | 'nameAsc' | 'newest' | 'oldest';
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
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
      /** @description One page of station areas. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StationAreaPage'];
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
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getStationAreaByCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The station area's code, any case (`lyon-perrache` finds `LYON-PERRACHE`).
         * @example PERRACHE
         */
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
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getStationArea: {
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
        /** @description The calendar date to read (`YYYY-MM-DD`); when absent, today in the business time zone (with `asKnownAt`, the date of that instant there). */
        at?: components['parameters']['At'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The station area. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          ETag: components['headers']['ETag'];
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
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  correctStationArea: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
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
          ETag: components['headers']['ETag'];
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
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listStationAreaChanges: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
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
  retireStationArea: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
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
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  declareTransportAuthorization: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TransportAuthorizationDeclaration'];
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
  searchTransportAuthorizations: {
    parameters: {
      query?: {
        /** @description Only records whose current version was written at or after this instant (`2026-11-20T08:00:00Z`). */
        updatedSince?: components['parameters']['UpdatedSince'];
        /** @description Matches any part of the number or the serie, case-insensitive. */
        search?: string;
        /** @description Only the authorizations of this dossier. */
        dossierId?: string;
        /** @description Only this genre. */
        genre?: components['schemas']['TransportAuthorizationGenre'];
        /** @description Only this status, as derived today. */
        status?: components['schemas']['TransportAuthorizationStatus'];
        /** @description Order of the results; by serie and number when absent. */
        sort?: 'numberAsc' | 'numberDesc' | 'newest' | 'oldest';
        /** @description Zero-based page index; 0 when absent. */
        page?: components['parameters']['Page'];
        /** @description Page size, 0 to 200; 20 when absent. 0 answers only the total. */
        size?: components['parameters']['Size'];
        /** @description The calendar date to read (`YYYY-MM-DD`); when absent, today in the business time zone (with `asKnownAt`, the date of that instant there). */
        at?: components['parameters']['At'];
        /**
         * @description An instant (UTC ISO 8601, `2026-11-20T08:00:00Z`): the answer the registry would have
         *     given at that instant, rebuilt from its audit trail, so that a decision can be explained
         *     with what was known when it was taken. Absent: the answer as of now. A value that is
         *     not an instant (a date, say), an instant not yet come (the registry knows nothing later
         *     than now) or one before the registry began (nothing was recorded then) is a 400 naming
         *     `query.asKnownAt`. Instants are matched to the microsecond, as writes are recorded: the
         *     `at` of a change, given back, answers the state that change left. A read by id at an
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
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
      /** @description One page of authorizations. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransportAuthorizationPage'];
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
  getTransportAuthorization: {
    parameters: {
      query?: {
        /** @description The calendar date to read (`YYYY-MM-DD`); when absent, today in the business time zone (with `asKnownAt`, the date of that instant there). */
        at?: components['parameters']['At'];
        /**
         * @description An instant (UTC ISO 8601, `2026-11-20T08:00:00Z`): the answer the registry would have
         *     given at that instant, rebuilt from its audit trail, so that a decision can be explained
         *     with what was known when it was taken. Absent: the answer as of now. A value that is
         *     not an instant (a date, say), an instant not yet come (the registry knows nothing later
         *     than now) or one before the registry began (nothing was recorded then) is a 400 naming
         *     `query.asKnownAt`. Instants are matched to the microsecond, as writes are recorded: the
         *     `at` of a change, given back, answers the state that change left. A read by id at an
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The authorization. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransportAuthorization'];
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
  listTransportAuthorizationChanges: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
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
  suspendTransportAuthorization: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TransportAuthorizationStatusChange'];
      };
    };
    responses: {
      /** @description The suspended authorization. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransportAuthorization'];
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
  reactivateTransportAuthorization: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['StatusChangeDate'];
      };
    };
    responses: {
      /** @description The reactivated authorization. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransportAuthorization'];
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
  withdrawTransportAuthorization: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TransportAuthorizationStatusChange'];
      };
    };
    responses: {
      /** @description The withdrawn authorization. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransportAuthorization'];
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
  getTransportAuthorizationTimeline: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the timeline. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransportAuthorizationTimelinePage'];
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
  insertTransportAuthorizationPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TransportAuthorizationPeriodInsertion'];
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
      503: components['responses']['Unavailable'];
    };
  };
  cancelTransportAuthorizationChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled. */
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
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  correctTransportAuthorizationPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TransportAuthorizationPeriodCorrection'];
      };
    };
    responses: {
      /** @description The corrected period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransportAuthorizationPeriod'];
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
  endTransportAuthorizationPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PeriodEnd'];
      };
    };
    responses: {
      /** @description The ended period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransportAuthorizationPeriod'];
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
  checkAuthorizationEligibility: {
    parameters: {
      query?: {
        /** @description The calendar date to check (`YYYY-MM-DD`); today in the business time zone when absent. */
        at?: string;
        /** @description A line the authorization must cover on that date (`AUTHORIZATION_LINE_NOT_COVERED` otherwise). */
        lineId?: string;
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The verdict and its reasons. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthorizationEligibility'];
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
  searchDossiers: {
    parameters: {
      query?: {
        /** @description Only records whose current version was written at or after this instant (`2026-11-20T08:00:00Z`). */
        updatedSince?: components['parameters']['UpdatedSince'];
        /** @description Matches any part of the reference, case-insensitive. */
        search?: string;
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
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
      /** @description One page of dossiers. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthorizationDossierPage'];
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
  getDossier: {
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The dossier. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthorizationDossier'];
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
  listDossierChanges: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
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
  assignAuthorizationHolder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AuthorizationHolderAssignment'];
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
      503: components['responses']['Unavailable'];
    };
  };
  listAuthorizationHolders: {
    parameters: {
      query?: {
        /** @description Only the holdings of this authorization. */
        transportAuthorizationId?: string;
        /** @description Only the holdings of this carrier. */
        carrierId?: string;
        /** @description The calendar date to read (`YYYY-MM-DD`), e.g. `2027-01-01`; today in the business time zone when absent. */
        at?: string;
        /** @description true: every holding, ended ones included (at is then ignored). */
        history?: boolean;
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
      /** @description One page of holdings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthorizationHolderPage'];
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
  listAuthorizedVehicles: {
    parameters: {
      query?: {
        /** @description Only the vehicles of this authorization. */
        transportAuthorizationId?: string;
        /** @description Only the authorizations of this vehicle. */
        vehicleId?: string;
        /** @description The calendar date to read (`YYYY-MM-DD`), e.g. `2027-01-01`; today in the business time zone when absent. */
        at?: string;
        /** @description true: every period, ended ones included (at is then ignored). */
        history?: boolean;
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
      /** @description One page of periods. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthorizedVehiclePage'];
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
  authorizeVehicle: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AuthorizedVehicleCreate'];
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
      503: components['responses']['Unavailable'];
    };
  };
  endAuthorizedVehicle: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PeriodEnd'];
      };
    };
    responses: {
      /** @description The ended period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthorizedVehicle'];
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
  listAuthorizedLines: {
    parameters: {
      query?: {
        /** @description Only the authorizations covering this line. */
        lineId?: string;
        /** @description Only the lines of this authorization. */
        transportAuthorizationId?: string;
        /** @description The calendar date to read (`YYYY-MM-DD`), e.g. `2027-01-01`; today in the business time zone when absent. */
        at?: string;
        /** @description true: every period, ended ones included (at is then ignored). */
        history?: boolean;
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
      /** @description One page of periods. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthorizedLinePage'];
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
  authorizeLine: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AuthorizedLineCreate'];
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
      503: components['responses']['Unavailable'];
    };
  };
  endAuthorizedLine: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PeriodEnd'];
      };
    };
    responses: {
      /** @description The ended coverage. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthorizedLine'];
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
  getAuthorizationHolderTimeline: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the timeline. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthorizationHolderTimelinePage'];
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
  insertAuthorizationHolderPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AuthorizationHolderPeriodInsertion'];
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
      503: components['responses']['Unavailable'];
    };
  };
  cancelAuthorizationHolderChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled. */
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
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  correctAuthorizationHolderPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AuthorizationHolderPeriodCorrection'];
      };
    };
    responses: {
      /** @description The corrected period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthorizationHolderPeriod'];
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
  endAuthorizationHolderPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PeriodEnd'];
      };
    };
    responses: {
      /** @description The ended period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthorizationHolderPeriod'];
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
  getAuthorizedVehicleTimeline: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The vehicle under the authorization, as `listAuthorizedVehicles` lists it.
         * @example 9d1f3b5a-7c2e-4d6f-8a4b-3c5e7a9d1f14
         */
        vehicleId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the timeline. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LinkTimelinePage'];
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
  insertAuthorizedVehiclePeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The vehicle under the authorization, as `listAuthorizedVehicles` lists it.
         * @example 9d1f3b5a-7c2e-4d6f-8a4b-3c5e7a9d1f14
         */
        vehicleId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LinkPeriodInsertion'];
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
      503: components['responses']['Unavailable'];
    };
  };
  cancelAuthorizedVehicleChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The vehicle under the authorization, as `listAuthorizedVehicles` lists it.
         * @example 9d1f3b5a-7c2e-4d6f-8a4b-3c5e7a9d1f14
         */
        vehicleId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled. */
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
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  correctAuthorizedVehiclePeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The vehicle under the authorization, as `listAuthorizedVehicles` lists it.
         * @example 9d1f3b5a-7c2e-4d6f-8a4b-3c5e7a9d1f14
         */
        vehicleId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LinkPeriodCorrection'];
      };
    };
    responses: {
      /** @description The corrected period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LinkPeriod'];
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
  endAuthorizedVehiclePeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The vehicle under the authorization, as `listAuthorizedVehicles` lists it.
         * @example 9d1f3b5a-7c2e-4d6f-8a4b-3c5e7a9d1f14
         */
        vehicleId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PeriodEnd'];
      };
    };
    responses: {
      /** @description The ended period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LinkPeriod'];
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
  getAuthorizedLineTimeline: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The line covered by the authorization, as `listAuthorizedLines` lists it.
         * @example d5b7e9a2-4c6f-4a8b-b1d3-7e9f2a4c6b81
         */
        lineId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the timeline. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LinkTimelinePage'];
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
  insertAuthorizedLinePeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The line covered by the authorization, as `listAuthorizedLines` lists it.
         * @example d5b7e9a2-4c6f-4a8b-b1d3-7e9f2a4c6b81
         */
        lineId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LinkPeriodInsertion'];
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
      503: components['responses']['Unavailable'];
    };
  };
  cancelAuthorizedLineChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The line covered by the authorization, as `listAuthorizedLines` lists it.
         * @example d5b7e9a2-4c6f-4a8b-b1d3-7e9f2a4c6b81
         */
        lineId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled. */
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
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  correctAuthorizedLinePeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The line covered by the authorization, as `listAuthorizedLines` lists it.
         * @example d5b7e9a2-4c6f-4a8b-b1d3-7e9f2a4c6b81
         */
        lineId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LinkPeriodCorrection'];
      };
    };
    responses: {
      /** @description The corrected period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LinkPeriod'];
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
  endAuthorizedLinePeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The line covered by the authorization, as `listAuthorizedLines` lists it.
         * @example d5b7e9a2-4c6f-4a8b-b1d3-7e9f2a4c6b81
         */
        lineId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PeriodEnd'];
      };
    };
    responses: {
      /** @description The ended period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LinkPeriod'];
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
  checkVehicleEligibility: {
    parameters: {
      query?: {
        /** @description The vehicle, by id. */
        vehicleId?: string;
        /** @description The type of the identifier read at the checkpoint. */
        identifierTypeCode?: components['schemas']['VehicleIdentifierTypeCode'];
        /** @description The value read (case-insensitive). */
        identifierValue?: string;
        /** @description The instant of passage (UTC ISO 8601, e.g. `2027-03-01T06:15:00Z`); now when absent. Dated facts are read on its date in the business time zone. */
        at?: string;
        /** @description The line the vehicle is to run: the authorization must cover it on the date. */
        lineId?: string;
        /**
         * @description An instant (UTC ISO 8601, `2026-11-20T08:00:00Z`): the answer the registry would have
         *     given at that instant, rebuilt from its audit trail, so that a decision can be explained
         *     with what was known when it was taken. Absent: the answer as of now. A value that is
         *     not an instant (a date, say), an instant not yet come (the registry knows nothing later
         *     than now) or one before the registry began (nothing was recorded then) is a 400 naming
         *     `query.asKnownAt`. Instants are matched to the microsecond, as writes are recorded: the
         *     `at` of a change, given back, answers the state that change left. A read by id at an
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The verdict with each link's outcome. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          /** @description The instant of passage checked (`at`, else `asKnownAt`, else now). */
          'Valid-At'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehicleEligibility'];
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
  listCheckpointPassages: {
    parameters: {
      query?: {
        /** @description Only the passages of this vehicle. */
        vehicleId?: string;
        /** @description Zero-based page index; 0 when absent. */
        page?: components['parameters']['Page'];
        /** @description Page size, 0 to 200; 20 when absent. 0 answers only the total. */
        size?: components['parameters']['Size'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of passages. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehiclePassagePage'];
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
  recordVehiclePassage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PassageCreate'];
      };
    };
    responses: {
      /** @description The passage recorded, the decision whole. */
      201: {
        headers: {
          /** @description Path of the passage. */
          Location?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehiclePassage'];
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
  getVehiclePassage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The passage. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehiclePassage'];
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
  getValidationReport: {
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
        /** @description The calendar date to read (`YYYY-MM-DD`); when absent, today in the business time zone (with `asKnownAt`, the date of that instant there). */
        at?: components['parameters']['At'];
        /** @description Only the rules of this family. */
        family?: components['schemas']['ValidationRuleFamily'];
        /** @description Only the rules of this severity. */
        severity?: components['schemas']['ValidationSeverity'];
        /** @description Only this rule. */
        code?: components['schemas']['ValidationRuleCode'];
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationReport'];
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
  searchImportBatches: {
    parameters: {
      query?: {
        /** @description Only records whose current version was written at or after this instant (`2026-11-20T08:00:00Z`). */
        updatedSince?: components['parameters']['UpdatedSince'];
        /** @description Only the batches of this source (exact, case-insensitive). */
        source?: string;
        /** @description Only batches in this status. */
        status?: components['schemas']['ImportBatchStatus'];
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
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
      /** @description One page of batches. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportBatchPage'];
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
  createImportBatch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ImportBatchCreate'];
      };
    };
    responses: {
      201: components['responses']['Created'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getImportBatch: {
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The batch. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportBatch'];
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
  listImportBatchChanges: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
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
  listImportStatements: {
    parameters: {
      query?: {
        /** @description Only statements in this status. */
        status?: components['schemas']['ImportStatementStatus'];
        /** @description Zero-based page index; 0 when absent. */
        page?: components['parameters']['Page'];
        /** @description Page size, 0 to 200; 20 when absent. 0 answers only the total. */
        size?: components['parameters']['Size'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of statements. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportStatementPage'];
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
  addImportStatements: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ImportStatementsAddition'];
      };
    };
    responses: {
      /** @description The batch after the addition. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportBatch'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['ImportLimitExceeded'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['ImportsBusy'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  applyImportBatch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The applied batch. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportBatch'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['ImportLimitExceeded'];
      429: components['responses']['ImportsBusy'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  searchImportConflicts: {
    parameters: {
      query?: {
        /** @description Only records whose current version was written at or after this instant (`2026-11-20T08:00:00Z`). */
        updatedSince?: components['parameters']['UpdatedSince'];
        /** @description Only conflicts in this status. */
        status?: components['schemas']['ImportConflictStatus'];
        /** @description Only conflicts on records of this type. */
        recordType?: components['schemas']['ImportRecordType'];
        /** @description Only conflicts on this record. */
        recordId?: string;
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
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
      /** @description One page of conflicts. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportConflictPage'];
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
  getImportConflict: {
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The conflict. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportConflict'];
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
  listImportConflictChanges: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
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
  resolveImportConflict: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ImportConflictResolution'];
      };
    };
    responses: {
      /** @description Resolved; the winner is in the registry. */
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
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  searchBays: {
    parameters: {
      query?: {
        /** @description Only records whose current version was written at or after this instant (`2026-11-20T08:00:00Z`). */
        updatedSince?: components['parameters']['UpdatedSince'];
        /** @description Matches any part of a bay code, case-insensitive. */
        search?: string;
        /** @description Only the bays of this station area. */
        'stationAreaId.value'?: string;
        /** @description Lifecycle status on `at` to list; defaults to ACTIVE. */
        status?: components['schemas']['BayStatus'];
        /** @description The calendar date to read (`YYYY-MM-DD`); when absent, today in the business time zone (with `asKnownAt`, the date of that instant there). */
        at?: components['parameters']['At'];
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
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
      /** @description One page of bays. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BayPage'];
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
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getBay: {
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
        /** @description The calendar date to read (`YYYY-MM-DD`); when absent, today in the business time zone (with `asKnownAt`, the date of that instant there). */
        at?: components['parameters']['At'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The bay. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          ETag: components['headers']['ETag'];
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
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  correctBay: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
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
          ETag: components['headers']['ETag'];
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
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listBayChanges: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
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
  decommissionBay: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['StatusChangeDate'];
      };
    };
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
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  setStationAreaCapabilities: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StationAreaCapabilityChange'];
      };
    };
    responses: {
      /** @description The station area with its new capabilities. */
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
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getStationAreaTimeline: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the timeline. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StationAreaTimelinePage'];
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
  insertStationAreaPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StationAreaPeriodInsertion'];
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
      503: components['responses']['Unavailable'];
    };
  };
  cancelStationAreaChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled. */
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
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  correctStationAreaPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StationAreaPeriodCorrection'];
      };
    };
    responses: {
      /** @description The corrected period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StationAreaPeriod'];
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
  endStationAreaPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PeriodEnd'];
      };
    };
    responses: {
      /** @description The ended period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StationAreaPeriod'];
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
  setBayCapabilities: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BayCapabilities'];
      };
    };
    responses: {
      /** @description The bay with its new capabilities. */
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
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getBayTimeline: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the timeline. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BayTimelinePage'];
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
  insertBayPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BayPeriodInsertion'];
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
      503: components['responses']['Unavailable'];
    };
  };
  cancelBayChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled. */
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
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  correctBayPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BayPeriodCorrection'];
      };
    };
    responses: {
      /** @description The corrected period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BayPeriod'];
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
  endBayPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PeriodEnd'];
      };
    };
    responses: {
      /** @description The ended period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BayPeriod'];
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
  searchCheckpoints: {
    parameters: {
      query?: {
        /** @description Only records whose current version was written at or after this instant (`2026-11-20T08:00:00Z`). */
        updatedSince?: components['parameters']['UpdatedSince'];
        /** @description Matches any part of the code or the name, case-insensitive. */
        search?: components['parameters']['Search'];
        /** @description Lifecycle status to list; all statuses when absent. */
        status?: components['schemas']['NetworkRecordStatus'];
        /** @description Only the checkpoints of this station area. */
        stationAreaId?: string;
        /** @description Order of the results; by code ascending when absent. */
        sort?: 'codeAsc' | 'codeDesc' | 'nameAsc' | 'newest' | 'oldest';
        /** @description Zero-based page index; 0 when absent. */
        page?: components['parameters']['Page'];
        /** @description Page size, 0 to 200; 20 when absent. 0 answers only the total. */
        size?: components['parameters']['Size'];
        /** @description The calendar date to read (`YYYY-MM-DD`); when absent, today in the business time zone (with `asKnownAt`, the date of that instant there). */
        at?: components['parameters']['At'];
        /**
         * @description An instant (UTC ISO 8601, `2026-11-20T08:00:00Z`): the answer the registry would have
         *     given at that instant, rebuilt from its audit trail, so that a decision can be explained
         *     with what was known when it was taken. Absent: the answer as of now. A value that is
         *     not an instant (a date, say), an instant not yet come (the registry knows nothing later
         *     than now) or one before the registry began (nothing was recorded then) is a 400 naming
         *     `query.asKnownAt`. Instants are matched to the microsecond, as writes are recorded: the
         *     `at` of a change, given back, answers the state that change left. A read by id at an
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
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
      /** @description One page of checkpoints. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CheckpointPage'];
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
  createCheckpoint: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CheckpointCreate'];
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
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getCheckpoint: {
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
        /** @description The calendar date to read (`YYYY-MM-DD`); when absent, today in the business time zone (with `asKnownAt`, the date of that instant there). */
        at?: components['parameters']['At'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The checkpoint. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Checkpoint'];
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
  correctCheckpoint: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CheckpointCorrection'];
      };
    };
    responses: {
      /** @description The corrected checkpoint. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Checkpoint'];
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
  listCheckpointChanges: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
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
  retireCheckpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DatedRetirement'];
      };
    };
    responses: {
      /** @description The retired checkpoint. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Checkpoint'];
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
  getCheckpointTimeline: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the timeline. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CheckpointTimelinePage'];
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
  insertCheckpointPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CheckpointPeriodInsertion'];
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
      503: components['responses']['Unavailable'];
    };
  };
  cancelCheckpointChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled. */
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
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  correctCheckpointPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CheckpointPeriodCorrection'];
      };
    };
    responses: {
      /** @description The corrected period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CheckpointPeriod'];
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
  endCheckpointPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PeriodEnd'];
      };
    };
    responses: {
      /** @description The ended period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CheckpointPeriod'];
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
  setCheckpointCapabilities: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CheckpointCapabilityChange'];
      };
    };
    responses: {
      /** @description The checkpoint with its new capabilities. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Checkpoint'];
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
  searchDestinations: {
    parameters: {
      query?: {
        /** @description Only records whose current version was written at or after this instant (`2026-11-20T08:00:00Z`). */
        updatedSince?: components['parameters']['UpdatedSince'];
        /** @description Matches any part of the code or the name, case-insensitive. */
        search?: components['parameters']['Search'];
        /** @description Lifecycle status to list; all statuses when absent. */
        status?: components['schemas']['NetworkRecordStatus'];
        /** @description Order of the results; by code ascending when absent. */
        sort?: 'codeAsc' | 'codeDesc' | 'nameAsc' | 'newest' | 'oldest';
        /** @description Zero-based page index; 0 when absent. */
        page?: components['parameters']['Page'];
        /** @description Page size, 0 to 200; 20 when absent. 0 answers only the total. */
        size?: components['parameters']['Size'];
        /** @description The calendar date to read (`YYYY-MM-DD`); when absent, today in the business time zone (with `asKnownAt`, the date of that instant there). */
        at?: components['parameters']['At'];
        /**
         * @description An instant (UTC ISO 8601, `2026-11-20T08:00:00Z`): the answer the registry would have
         *     given at that instant, rebuilt from its audit trail, so that a decision can be explained
         *     with what was known when it was taken. Absent: the answer as of now. A value that is
         *     not an instant (a date, say), an instant not yet come (the registry knows nothing later
         *     than now) or one before the registry began (nothing was recorded then) is a 400 naming
         *     `query.asKnownAt`. Instants are matched to the microsecond, as writes are recorded: the
         *     `at` of a change, given back, answers the state that change left. A read by id at an
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
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
      /** @description One page of destinations. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DestinationPage'];
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
  createDestination: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DestinationCreate'];
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
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getDestination: {
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
        /** @description The calendar date to read (`YYYY-MM-DD`); when absent, today in the business time zone (with `asKnownAt`, the date of that instant there). */
        at?: components['parameters']['At'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The destination. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Destination'];
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
  correctDestination: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DestinationCorrection'];
      };
    };
    responses: {
      /** @description The corrected destination. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Destination'];
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
  listDestinationChanges: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
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
  retireDestination: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DatedRetirement'];
      };
    };
    responses: {
      /** @description The retired destination. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Destination'];
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
  getDestinationTimeline: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the timeline. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RetirableTimelinePage'];
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
  insertDestinationPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RetirablePeriodInsertion'];
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
      503: components['responses']['Unavailable'];
    };
  };
  cancelDestinationChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled. */
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
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  correctDestinationPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RetirablePeriodCorrection'];
      };
    };
    responses: {
      /** @description The corrected period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RetirablePeriod'];
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
  endDestinationPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PeriodEnd'];
      };
    };
    responses: {
      /** @description The ended period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RetirablePeriod'];
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
  searchStations: {
    parameters: {
      query?: {
        /** @description Only records whose current version was written at or after this instant (`2026-11-20T08:00:00Z`). */
        updatedSince?: components['parameters']['UpdatedSince'];
        /** @description Matches any part of the code or the name, case-insensitive. */
        search?: components['parameters']['Search'];
        /** @description Lifecycle status to list; all statuses when absent. */
        status?: components['schemas']['NetworkRecordStatus'];
        /** @description Only the stations of this station area. */
        stationAreaId?: string;
        /** @description Order of the results; by code ascending when absent. */
        sort?: 'codeAsc' | 'codeDesc' | 'nameAsc' | 'newest' | 'oldest';
        /** @description Zero-based page index; 0 when absent. */
        page?: components['parameters']['Page'];
        /** @description Page size, 0 to 200; 20 when absent. 0 answers only the total. */
        size?: components['parameters']['Size'];
        /** @description The calendar date to read (`YYYY-MM-DD`); when absent, today in the business time zone (with `asKnownAt`, the date of that instant there). */
        at?: components['parameters']['At'];
        /**
         * @description An instant (UTC ISO 8601, `2026-11-20T08:00:00Z`): the answer the registry would have
         *     given at that instant, rebuilt from its audit trail, so that a decision can be explained
         *     with what was known when it was taken. Absent: the answer as of now. A value that is
         *     not an instant (a date, say), an instant not yet come (the registry knows nothing later
         *     than now) or one before the registry began (nothing was recorded then) is a 400 naming
         *     `query.asKnownAt`. Instants are matched to the microsecond, as writes are recorded: the
         *     `at` of a change, given back, answers the state that change left. A read by id at an
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
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
      /** @description One page of stations. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StationPage'];
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
  createStation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StationCreate'];
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
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getStation: {
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
        /** @description The calendar date to read (`YYYY-MM-DD`); when absent, today in the business time zone (with `asKnownAt`, the date of that instant there). */
        at?: components['parameters']['At'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The station. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Station'];
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
  correctStation: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StationCorrection'];
      };
    };
    responses: {
      /** @description The corrected station. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Station'];
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
  listStationChanges: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
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
  retireStation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DatedRetirement'];
      };
    };
    responses: {
      /** @description The retired station. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Station'];
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
  getStationTimeline: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the timeline. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RetirableTimelinePage'];
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
  insertStationPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RetirablePeriodInsertion'];
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
      503: components['responses']['Unavailable'];
    };
  };
  cancelStationChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled. */
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
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  correctStationPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RetirablePeriodCorrection'];
      };
    };
    responses: {
      /** @description The corrected period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RetirablePeriod'];
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
  endStationPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PeriodEnd'];
      };
    };
    responses: {
      /** @description The ended period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RetirablePeriod'];
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
  searchCoordinations: {
    parameters: {
      query?: {
        /** @description Only records whose current version was written at or after this instant (`2026-11-20T08:00:00Z`). */
        updatedSince?: components['parameters']['UpdatedSince'];
        /** @description Matches any part of the code or the name, case-insensitive. */
        search?: components['parameters']['Search'];
        /** @description Lifecycle status to list; all statuses when absent. */
        status?: components['schemas']['NetworkRecordStatus'];
        /** @description Order of the results; by code ascending when absent. */
        sort?: 'codeAsc' | 'codeDesc' | 'nameAsc' | 'newest' | 'oldest';
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
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
      /** @description One page of coordinations. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CoordinationPage'];
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
  createCoordination: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CoordinationCreate'];
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
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getCoordination: {
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The coordination. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Coordination'];
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
  correctCoordination: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CoordinationCorrection'];
      };
    };
    responses: {
      /** @description The corrected coordination. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Coordination'];
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
  listCoordinationChanges: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
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
  retireCoordination: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
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
      /** @description The retired coordination. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Coordination'];
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
  listCoordinationMembers: {
    parameters: {
      query?: {
        /** @description The calendar date to read (`YYYY-MM-DD`), e.g. `2027-01-01`; today in the business time zone when absent. */
        at?: string;
        /** @description true: every membership, ended ones included (at is then ignored). */
        history?: boolean;
        /** @description Zero-based page index; 0 when absent. */
        page?: components['parameters']['Page'];
        /** @description Page size, 0 to 200; 20 when absent. 0 answers only the total. */
        size?: components['parameters']['Size'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of memberships. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CoordinationMemberPage'];
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
  addCoordinationMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CoordinationMemberCreate'];
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
      503: components['responses']['Unavailable'];
    };
  };
  endCoordinationMembership: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The membership's id, as answered by `addCoordinationMember` or listed by `listCoordinationMembers`.
         * @example aaaca323-3267-4e32-af69-ecbac30a9de7
         */
        membershipId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PeriodEnd'];
      };
    };
    responses: {
      /** @description The ended membership. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CoordinationMember'];
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
  getCoordinationMemberTimeline: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The member carrier, as `listCoordinationMembers` lists it (its `carrierId`).
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        carrierId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the timeline. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LinkTimelinePage'];
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
  insertCoordinationMemberPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The member carrier, as `listCoordinationMembers` lists it (its `carrierId`).
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        carrierId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LinkPeriodInsertion'];
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
      503: components['responses']['Unavailable'];
    };
  };
  cancelCoordinationMemberChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The member carrier, as `listCoordinationMembers` lists it (its `carrierId`).
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        carrierId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled. */
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
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  correctCoordinationMemberPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The member carrier, as `listCoordinationMembers` lists it (its `carrierId`).
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        carrierId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LinkPeriodCorrection'];
      };
    };
    responses: {
      /** @description The corrected period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LinkPeriod'];
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
  endCoordinationMemberPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The member carrier, as `listCoordinationMembers` lists it (its `carrierId`).
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        carrierId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PeriodEnd'];
      };
    };
    responses: {
      /** @description The ended period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LinkPeriod'];
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
  searchLines: {
    parameters: {
      query?: {
        /** @description Only records whose current version was written at or after this instant (`2026-11-20T08:00:00Z`). */
        updatedSince?: components['parameters']['UpdatedSince'];
        /** @description Matches any part of the code or the name, case-insensitive. */
        search?: components['parameters']['Search'];
        /** @description Lifecycle status on `at` to list; all statuses when absent. */
        status?: components['schemas']['LineStatus'];
        /** @description The calendar date to read (`YYYY-MM-DD`); when absent, today in the business time zone (with `asKnownAt`, the date of that instant there). */
        at?: components['parameters']['At'];
        /** @description Order of the results; by code ascending when absent. */
        sort?: 'codeAsc' | 'codeDesc' | 'nameAsc' | 'newest' | 'oldest';
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
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
      /** @description One page of lines. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LinePage'];
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
  createLine: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LineCreate'];
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
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getLine: {
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
        /** @description The calendar date to read (`YYYY-MM-DD`); when absent, today in the business time zone (with `asKnownAt`, the date of that instant there). */
        at?: components['parameters']['At'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The line. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Line'];
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
  correctLine: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LineCorrection'];
      };
    };
    responses: {
      /** @description The corrected line. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Line'];
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
  listLineChanges: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
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
  retireLine: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DatedRetirement'];
      };
    };
    responses: {
      /** @description The retired line. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Line'];
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
  activateLine: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['StatusChangeDate'];
      };
    };
    responses: {
      /** @description The line in its new status. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Line'];
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
  suspendLine: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['StatusChangeDate'];
      };
    };
    responses: {
      /** @description The line in its new status. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Line'];
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
  getLineTimeline: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the timeline. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LineTimelinePage'];
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
  insertLinePeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LinePeriodInsertion'];
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
      503: components['responses']['Unavailable'];
    };
  };
  cancelLineChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled. */
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
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  correctLinePeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LinePeriodCorrection'];
      };
    };
    responses: {
      /** @description The corrected period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LinePeriod'];
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
  endLinePeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PeriodEnd'];
      };
    };
    responses: {
      /** @description The ended period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LinePeriod'];
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
  listLineOperators: {
    parameters: {
      query?: {
        /** @description The calendar date to read (`YYYY-MM-DD`), e.g. `2027-01-01`; today in the business time zone when absent. */
        at?: string;
        /** @description true: every period, ended ones included (at is then ignored). */
        history?: boolean;
        /** @description Zero-based page index; 0 when absent. */
        page?: components['parameters']['Page'];
        /** @description Page size, 0 to 200; 20 when absent. 0 answers only the total. */
        size?: components['parameters']['Size'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of operating periods. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LineOperatorPage'];
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
  addLineOperator: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LineOperatorCreate'];
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
      503: components['responses']['Unavailable'];
    };
  };
  endLineOperator: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The operating period's id, as answered by `addLineOperator` or listed by `listLineOperators`.
         * @example f06698a3-94fd-4ddd-adc6-9780aaa1cd4b
         */
        operatorId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PeriodEnd'];
      };
    };
    responses: {
      /** @description The ended operating period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LineOperator'];
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
  getLineOperatorTimeline: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The carrier operating the line, as `listLineOperators` lists it (its `carrierId`).
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        carrierId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the timeline. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LinkTimelinePage'];
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
  insertLineOperatorPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The carrier operating the line, as `listLineOperators` lists it (its `carrierId`).
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        carrierId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LinkPeriodInsertion'];
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
      503: components['responses']['Unavailable'];
    };
  };
  cancelLineOperatorChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The carrier operating the line, as `listLineOperators` lists it (its `carrierId`).
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        carrierId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled. */
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
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  correctLineOperatorPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The carrier operating the line, as `listLineOperators` lists it (its `carrierId`).
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        carrierId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LinkPeriodCorrection'];
      };
    };
    responses: {
      /** @description The corrected period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LinkPeriod'];
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
  endLineOperatorPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The carrier operating the line, as `listLineOperators` lists it (its `carrierId`).
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        carrierId: string;
        /**
         * @description The id of a period of the record's timeline (`id` of a timeline entry).
         * @example a34612a6-dd2a-4c1f-ac7b-c851954f0cc9
         */
        periodId: components['parameters']['PeriodId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PeriodEnd'];
      };
    };
    responses: {
      /** @description The ended period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LinkPeriod'];
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
  listItineraries: {
    parameters: {
      query?: {
        /** @description Only the versions of this itinerary code. */
        code?: components['schemas']['Code'];
        /** @description true: only the latest version of each code. */
        latestOnly?: boolean;
        /** @description Zero-based page index; 0 when absent. */
        page?: components['parameters']['Page'];
        /** @description Page size, 0 to 200; 20 when absent. 0 answers only the total. */
        size?: components['parameters']['Size'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of itineraries. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ItineraryPage'];
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
  createItinerary: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ItineraryCreate'];
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
      503: components['responses']['Unavailable'];
    };
  };
  getItinerary: {
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The itinerary version's id, as answered by `createItinerary` or listed by `listItineraries`.
         * @example 7a9c1e3b-5d2f-4a6c-8e1b-3d5f7a9c1e24
         */
        itineraryId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The itinerary. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Itinerary'];
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
  listItineraryChanges: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The itinerary version's id, as answered by `createItinerary` or listed by `listItineraries`.
         * @example 7a9c1e3b-5d2f-4a6c-8e1b-3d5f7a9c1e24
         */
        itineraryId: string;
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
  searchSchedules: {
    parameters: {
      query?: {
        /** @description Only records whose current version was written at or after this instant (`2026-11-20T08:00:00Z`). */
        updatedSince?: components['parameters']['UpdatedSince'];
        /** @description Matches any part of the schedule code, case-insensitive. */
        search?: string;
        /** @description Only the schedules of this line. */
        lineId?: string;
        /** @description Only schedules in this status. */
        status?: components['schemas']['ScheduleStatus'];
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
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
      /** @description One page of schedules. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SchedulePage'];
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
  createSchedule: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ScheduleCreate'];
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
      503: components['responses']['Unavailable'];
    };
  };
  listStationCalls: {
    parameters: {
      query: {
        /** @description The station; exclusive with stationAreaId. */
        stationId?: string;
        /** @description Every station of this station area; exclusive with stationId. */
        stationAreaId?: string;
        /** @description The calendar day of the calls (local to the network). */
        serviceDate: string;
        /**
         * @description An instant (UTC ISO 8601, `2026-11-20T08:00:00Z`): the answer the registry would have
         *     given at that instant, rebuilt from its audit trail, so that a decision can be explained
         *     with what was known when it was taken. Absent: the answer as of now. A value that is
         *     not an instant (a date, say), an instant not yet come (the registry knows nothing later
         *     than now) or one before the registry began (nothing was recorded then) is a 400 naming
         *     `query.asKnownAt`. Instants are matched to the microsecond, as writes are recorded: the
         *     `at` of a change, given back, answers the state that change left. A read by id at an
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
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
      /** @description The calls of the day. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StationCalls'];
        };
      };
      /** @description Not modified; the `If-None-Match` given is the answer's `ETag`. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content?: never;
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
  exportGtfsFeed: {
    parameters: {
      query: {
        /** @description First service day of the feed. */
        from: string;
        /** @description Last service day of the feed. */
        to: string;
        /** @description `feed_lang` of `feed_info.txt` (an IETF BCP 47 language code). */
        language?: string;
        /** @description `feed_publisher_name` of `feed_info.txt`. */
        publisherName?: string;
        /** @description `feed_publisher_url`, and the `agency_url` of a carrier with no website. */
        publisherUrl?: string;
        /**
         * @description An instant (UTC ISO 8601, `2026-11-20T08:00:00Z`): the answer the registry would have
         *     given at that instant, rebuilt from its audit trail, so that a decision can be explained
         *     with what was known when it was taken. Absent: the answer as of now. A value that is
         *     not an instant (a date, say), an instant not yet come (the registry knows nothing later
         *     than now) or one before the registry began (nothing was recorded then) is a 400 naming
         *     `query.asKnownAt`. Instants are matched to the microsecond, as writes are recorded: the
         *     `at` of a change, given back, answers the state that change left. A read by id at an
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
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
      /**
       * @description The feed, a zip archive named `gtfs-<from>-<to>.zip` (`Content-Disposition`). Over MCP
       *     the tool answers the archive as an embedded resource (base64 `blob`, `application/zip`)
       *     with a link to this operation's URL.
       */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          /** @description `attachment; filename="gtfs-<from>-<to>.zip"` */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/zip': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  importGtfsFeed: {
    parameters: {
      query?: {
        /** @description Check the feed and report what would be done, writing nothing. */
        dryRun?: boolean;
        /** @description Answer the validation report's notices the import adds (`notices`), in a dry run too. */
        report?: boolean;
        /** @description Names the feed whose ids the external references keep; defaults to `feed_publisher_name`, or `GTFS`. */
        feedId?: components['schemas']['Code'];
        /** @description Publish the feed as it says, days before today included (a correction of what was published for them, or the first load of a registry's past); by default it is published from today. */
        retroactive?: boolean;
        /** @description `MERGE` adds and updates, ending nothing; `REPLACE` also ends, from the day published, the trips, service calendars and itineraries of earlier versions of the feed that this one no longer has. */
        mode?: 'MERGE' | 'REPLACE';
        /** @description The day the feed is published from (default today, or as the feed says with `retroactive=true`); before today only with `retroactive=true`. */
        from?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/zip': string;
      };
    };
    responses: {
      /** @description The feed was applied (or checked, in a dry run). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "dryRun": true,
           *       "feedId": "GTFS",
           *       "mode": "REPLACE",
           *       "stations": {
           *         "created": 0,
           *         "changed": 1,
           *         "unchanged": 11,
           *         "ended": 0
           *       },
           *       "bays": {
           *         "created": 0,
           *         "changed": 0,
           *         "unchanged": 8,
           *         "ended": 0
           *       },
           *       "lines": {
           *         "created": 0,
           *         "changed": 0,
           *         "unchanged": 2,
           *         "ended": 0
           *       },
           *       "destinations": {
           *         "created": 0,
           *         "changed": 0,
           *         "unchanged": 3,
           *         "ended": 0
           *       },
           *       "itineraries": {
           *         "created": 0,
           *         "changed": 0,
           *         "unchanged": 4,
           *         "ended": 0
           *       },
           *       "calendars": {
           *         "created": 0,
           *         "changed": 1,
           *         "unchanged": 1,
           *         "ended": 0
           *       },
           *       "schedules": {
           *         "created": 0,
           *         "changed": 0,
           *         "unchanged": 119,
           *         "ended": 1
           *       },
           *       "carriers": {
           *         "matched": 1,
           *         "unmatched": 0
           *       },
           *       "stopTimes": 1428,
           *       "publishedFrom": "2026-11-23",
           *       "records": [
           *         {
           *           "kind": "calendar",
           *           "externalId": "WK",
           *           "recordId": "5d0c3f6e-8a53-4c3a-9d0e-2b6f1c7a9e11",
           *           "code": "WK",
           *           "state": "changed",
           *           "match": "feed-id",
           *           "changes": [
           *             {
           *               "field": "removed",
           *               "from": "2026-12-07",
           *               "to": null
           *             }
           *           ]
           *         },
           *         {
           *           "kind": "schedule",
           *           "externalId": "T17",
           *           "recordId": "0b7e5f1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b",
           *           "state": "ended",
           *           "match": "feed-id",
           *           "changes": [
           *             {
           *               "field": "validTo",
           *               "from": null,
           *               "to": "2026-11-22"
           *             }
           *           ]
           *         }
           *       ],
           *       "warnings": [
           *         {
           *           "code": "file_not_kept",
           *           "file": "shapes.txt",
           *           "line": null,
           *           "field": null,
           *           "count": 18230,
           *           "message": "shapes.txt is not kept by the registry; its rows are left out"
           *         },
           *         {
           *           "code": "field_not_kept",
           *           "file": "trips.txt",
           *           "line": 2,
           *           "field": "shape_id",
           *           "count": 120,
           *           "message": "shape_id is not kept by the registry; its values are left out"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['GtfsImportReport'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['ImportLimitExceeded'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['ImportsBusy'];
      500: components['responses']['InternalError'];
      503: components['responses']['ImportUnavailable'];
    };
  };
  startGtfsImportJob: {
    parameters: {
      query?: {
        /** @description As `importGtfsFeed`'s. */
        feedId?: components['schemas']['Code'];
        /** @description As `importGtfsFeed`'s. */
        retroactive?: boolean;
        /** @description As `importGtfsFeed`'s. */
        mode?: 'MERGE' | 'REPLACE';
        /** @description As `importGtfsFeed`'s. */
        from?: string;
      };
      header?: {
        /** @description A key of the sender's choosing for this import; the same file and options sent again under it answer the same job. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/zip': string;
      };
    };
    responses: {
      /** @description The job, queued (or the job the `Idempotency-Key` names, as it is now). */
      202: {
        headers: {
          /** @description The job (`getGtfsImportJob`). */
          Location?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GtfsImportJob'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['ImportLimitExceeded'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getGtfsImportJob: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The job (`startGtfsImportJob`).
         * @example cea09f35-09f3-4125-a6b9-fd7a12a99711
         */
        jobId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The job. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GtfsImportJob'];
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
  cancelGtfsImportJob: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The job (`startGtfsImportJob`).
         * @example cea09f35-09f3-4125-a6b9-fd7a12a99711
         */
        jobId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The cancellation is under way (or done, for a queued job). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GtfsImportJob'];
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
  listGtfsMappings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The feed (as `feedId` of `importGtfsFeed`).
         * @example rhonexpress-gtfs
         */
        feedId: components['parameters']['GtfsFeedId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The feed's mappings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['GtfsMapping'][];
          };
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
  setGtfsMapping: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The feed (as `feedId` of `importGtfsFeed`).
         * @example rhonexpress-gtfs
         */
        feedId: components['parameters']['GtfsFeedId'];
        /** @description What the feed's id names. */
        kind: components['schemas']['GtfsMappingKind'];
        /**
         * @description The id in the feed (`stop_id` of a station, `route_id`, `service_id`).
         * @example StopArea:PERRACHE
         */
        externalId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: uuid
           * @description The station, line or service calendar.
           */
          recordId: string;
        };
      };
    };
    responses: {
      /** @description The mapping as set. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GtfsMapping'];
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
  clearGtfsMapping: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The feed (as `feedId` of `importGtfsFeed`).
         * @example rhonexpress-gtfs
         */
        feedId: components['parameters']['GtfsFeedId'];
        /** @description What the feed's id names. */
        kind: components['schemas']['GtfsMappingKind'];
        /**
         * @description The id in the feed (`stop_id` of a station, `route_id`, `service_id`).
         * @example StopArea:PERRACHE
         */
        externalId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cleared. */
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
  getSchedule: {
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
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The schedule. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Schedule'];
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
  listScheduleChanges: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
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
  listScheduleRevisions: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of revisions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScheduleRevisionPage'];
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
  createScheduleRevision: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['ScheduleRevisionCreate'];
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
      503: components['responses']['Unavailable'];
    };
  };
  withdrawScheduleRevision: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /** @description The revision number (see `listScheduleRevisions`). */
        revision: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The withdrawn revision. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScheduleRevision'];
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
  listScheduleExceptions: {
    parameters: {
      query?: {
        /** @description First date to list. */
        from?: string;
        /** @description Last date to list. */
        to?: string;
        /** @description Zero-based page index; 0 when absent. */
        page?: components['parameters']['Page'];
        /** @description Page size, 0 to 200; 20 when absent. 0 answers only the total. */
        size?: components['parameters']['Size'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of exceptions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScheduleExceptionPage'];
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
  addScheduleException: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ScheduleExceptionCreate'];
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
      503: components['responses']['Unavailable'];
    };
  };
  removeScheduleException: {
    parameters: {
      query?: {
        /** @description True to change days already past knowingly (a correction of what was published for them). */
        retroactive?: components['parameters']['Retroactive'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The exception's id, as answered by `addScheduleException` or listed by `listScheduleExceptions`.
         * @example a269b192-329a-4ccc-a81a-7e04b73ae5c1
         */
        exceptionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
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
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listDayOfChanges: {
    parameters: {
      query?: {
        /** @description First service date to list. */
        from?: string;
        /** @description Last service date to list. */
        to?: string;
        /** @description Zero-based page index; 0 when absent. */
        page?: components['parameters']['Page'];
        /** @description Page size, 0 to 200; 20 when absent. 0 answers only the total. */
        size?: components['parameters']['Size'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of day-of changes. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DayOfChangePage'];
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
  recordDayOfChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DayOfChangeCreate'];
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
      503: components['responses']['Unavailable'];
    };
  };
  withdrawDayOfChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The change's id, as answered by `recordDayOfChange` or listed by `listDayOfChanges`.
         * @example bc9d8759-5246-4200-ac70-180b6911489e
         */
        changeId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Withdrawn. */
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
  getGtfsRealtimeTripUpdates: {
    parameters: {
      query?: {
        /** @description Only the changes of this service date. */
        serviceDate?: string;
        /** @description `protobuf` or `json`; without it, JSON when `Accept` names `application/json` and not `application/x-protobuf`, else the protocol buffer. */
        format?: 'protobuf' | 'json';
        /**
         * @description An instant (UTC ISO 8601, `2026-11-20T08:00:00Z`): the answer the registry would have
         *     given at that instant, rebuilt from its audit trail, so that a decision can be explained
         *     with what was known when it was taken. Absent: the answer as of now. A value that is
         *     not an instant (a date, say), an instant not yet come (the registry knows nothing later
         *     than now) or one before the registry began (nothing was recorded then) is a 400 naming
         *     `query.asKnownAt`. Instants are matched to the microsecond, as writes are recorded: the
         *     `at` of a change, given back, answers the state that change left. A read by id at an
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
      };
      header?: {
        /** @description The `ETag` of the feed held: answered 304 when the feed is still the same. */
        'If-None-Match'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The feed. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          /** @description A weak tag (`W/"…"`) of the feed's entities and representation; the header's timestamp does not move it. */
          ETag?: string;
          [name: string]: unknown;
        };
        content: {
          'application/x-protobuf': string;
          'application/json': components['schemas']['GtfsRealtimeFeed'];
        };
      };
      /** @description Not modified; the `If-None-Match` given is the feed's `ETag`. */
      304: {
        headers: {
          /** @description The feed's tag, as sent. */
          ETag?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getGtfsRealtimeServiceAlerts: {
    parameters: {
      query?: {
        /** @description Only the changes of this service date. */
        serviceDate?: string;
        /** @description `protobuf` or `json`; without it, JSON when `Accept` names `application/json` and not `application/x-protobuf`, else the protocol buffer. */
        format?: 'protobuf' | 'json';
        /**
         * @description An instant (UTC ISO 8601, `2026-11-20T08:00:00Z`): the answer the registry would have
         *     given at that instant, rebuilt from its audit trail, so that a decision can be explained
         *     with what was known when it was taken. Absent: the answer as of now. A value that is
         *     not an instant (a date, say), an instant not yet come (the registry knows nothing later
         *     than now) or one before the registry began (nothing was recorded then) is a 400 naming
         *     `query.asKnownAt`. Instants are matched to the microsecond, as writes are recorded: the
         *     `at` of a change, given back, answers the state that change left. A read by id at an
         *     instant before the record was recorded is the record's 404; a search answers only the records known then, as they were. Valid
         *     time follows: with `asKnownAt` alone, a dated read answers for that instant's date in the
         *     business time zone (the date the registry would have answered for then), not today;
         *     with `at` as well, for `at` as known at `asKnownAt`.
         *     The answer states the two instants it is for: `Known-At` (this instant, or the instant
         *     of the read when absent) and `Valid-At`.
         */
        asKnownAt?: components['parameters']['AsKnownAt'];
      };
      header?: {
        /** @description The `ETag` of the feed held: answered 304 when the feed is still the same. */
        'If-None-Match'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The feed. */
      200: {
        headers: {
          'Known-At': components['headers']['KnownAt'];
          'Valid-At': components['headers']['ValidAt'];
          /** @description A weak tag (`W/"…"`) of the feed's entities and representation; the header's timestamp does not move it. */
          ETag?: string;
          [name: string]: unknown;
        };
        content: {
          'application/x-protobuf': string;
          'application/json': components['schemas']['GtfsRealtimeFeed'];
        };
      };
      /** @description Not modified; the `If-None-Match` given is the feed's `ETag`. */
      304: {
        headers: {
          /** @description The feed's tag, as sent. */
          ETag?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getStopTimes: {
    parameters: {
      query?: {
        /** @description The revision number to read (1, 2 ...; see `listScheduleRevisions`); the DRAFT revision, else the ACTIVE one, when absent. */
        revision?: number;
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stop times. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StopTimes'];
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
  replaceStopTimes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StopTimesReplacement'];
      };
    };
    responses: {
      /** @description Stored. */
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
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  activateSchedule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['ScheduleActivation'];
      };
    };
    responses: {
      /** @description The schedule. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Schedule'];
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
  searchCalendars: {
    parameters: {
      query?: {
        /** @description Only records whose current version was written at or after this instant (`2026-11-20T08:00:00Z`). */
        updatedSince?: components['parameters']['UpdatedSince'];
        /** @description Matches any part of the code or the name, case-insensitive. */
        search?: components['parameters']['Search'];
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
      /** @description One page of calendars. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CalendarPage'];
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
  createCalendar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CalendarCreate'];
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
  getCalendar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The calendar. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Calendar'];
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
  listCalendarExceptions: {
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
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of exceptions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CalendarExceptionPage'];
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
  addCalendarException: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CalendarExceptionCreate'];
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
      503: components['responses']['Unavailable'];
    };
  };
  removeCalendarException: {
    parameters: {
      query?: {
        /** @description True to change days already past knowingly (a correction of what was published for them). */
        retroactive?: components['parameters']['Retroactive'];
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
        /**
         * @description The exception's id, as answered by `addCalendarException` or listed by `listCalendarExceptions`.
         * @example b2e22e3e-8e2b-4b4a-a4a5-494d60979e38
         */
        exceptionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Withdrawn. */
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
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listCalendarServiceDays: {
    parameters: {
      query: {
        /** @description First date. */
        from: string;
        /** @description Last date. */
        to: string;
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The service days. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CalendarServiceDays'];
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
  listReferentialEvents: {
    parameters: {
      query?: {
        /** @description The cursor of the last event read (`cursor` of an event, or `next`); from the oldest kept when absent. */
        after?: string;
        /** @description Only events of these types, comma-separated (`referential.carrier.suspended,referential.carrier.came-into-force`). */
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
           *       "instance": "/referential/v1/events?after=1042-77",
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
  listReferentialWebhooks: {
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
  createReferentialWebhook: {
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
  getReferentialWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
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
  deleteReferentialWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
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
  pauseReferentialWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
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
  resumeReferentialWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
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
  listReferentialWebhookDeliveries: {
    parameters: {
      query?: {
        /** @description How many attempts at most, 1 to 1000; 100 when absent. */
        size?: number;
      };
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
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
  redeliverReferentialWebhookEvents: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id (a UUID) of the record the path names, as answered by its creation (`id`, and the
         *     last segment of `Location`) or found by a search.
         * @example 6f1c2a4e-8b3d-4c5e-9a7f-1b2c3d4e5f60
         */
        id: components['parameters']['Id'];
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
           *       "instance": "/referential/v1/webhooks/5b1c2f9e-0d7a-4c1e-9a53-2f1e4b7c8d90/redeliveries",
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
