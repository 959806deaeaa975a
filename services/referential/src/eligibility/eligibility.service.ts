/**
 * Whether a vehicle may pass a checkpoint at an instant according to master data. Every link
 * of the chain is checked and reported, so that a refusal always names the link that failed:
 * the checkpoint, the identifier read, the vehicle, its owner, its permits (one check per
 * required kind), and the authorization it runs under (usable that day, allowing its category,
 * held by the vehicle's owner, covering the line asked about). Each check names the record it
 * read, its state and, for the dated links, the period that state came from.
 */
import { currentRequestContext, pageOf, type Page, type PageRequest, type Clock } from '@transport/platform';
import type { AuthorizationPort } from '../authorizations/authorizations.port.ts';
import type { CarrierPort } from '../carriers/carriers.port.ts';
import { checkpointRefusals, type CheckpointPort } from '../checkpoints/checkpoints.port.ts';
import { eligibilityErrors } from './eligibility.errors.ts';
import { lineRefusals, type LinePort } from '../lines/lines.port.ts';
import type { StationAreaPort } from '../station-areas/station-areas.port.ts';
import type { Schemas } from '../types.ts';
import type { VehicleCategoryPort } from '../vehicle-categories/vehicle-categories.port.ts';
import { vehicleRefusals, type VehiclePort } from '../vehicles/vehicles.port.ts';
import type { EligibilityRepository, PermitOnDate } from './eligibility.repository.ts';

export type VehicleEligibility = Schemas['VehicleEligibility'];
type VehiclePassage = Schemas['VehiclePassage'];
type Vehicle = Schemas['Vehicle'];
type EligibilityCheck = Schemas['EligibilityCheck'];
type Code = NonNullable<EligibilityCheck['code']>;

/** Permit kinds a vehicle must hold, valid on the day, to pass a checkpoint. */
export const REQUIRED_PERMIT_KINDS = ['OPERATING_LICENCE', 'ROADWORTHINESS', 'INSURANCE'] as const;

export interface EligibilitySubject {
  vehicleId?: string;
  identifierTypeCode?: Schemas['VehicleIdentifierTypeCode'];
  identifierValue?: string;
  at?: string;
  /** The line the vehicle is to run, which its authorization must cover on the date. */
  lineId?: string;
}

/** What a check read: the record, its state and the period the state came from. */
type Found = Pick<EligibilityCheck, 'recordId' | 'state' | 'periodId'>;

const pass = (link: EligibilityCheck['link'], detail: string, found: Found): EligibilityCheck => ({
  link,
  passed: true,
  code: null,
  detail,
  ...found,
});
const fail = (
  link: EligibilityCheck['link'],
  code: Code,
  detail: string,
  found: Found,
): EligibilityCheck => ({ link, passed: false, code, detail, ...found });

/** A permit's status on `date`, as `VehiclePermitStatus` says it. */
function permitStatus(permit: PermitOnDate, date: string): string {
  if (permit.revoked) return 'REVOKED';
  if (date < permit.validFrom) return 'UPCOMING';
  if (date > permit.validUntil) return 'EXPIRED';
  return 'ACTIVE';
}

/** Of the permits of one kind, the one that tells most: an ACTIVE one, else revoked, expired, upcoming. */
const PERMIT_RANK = ['ACTIVE', 'REVOKED', 'EXPIRED', 'UPCOMING'];

export function createEligibilityService(
  reads: EligibilityRepository,
  registry: {
    checkpoints: CheckpointPort;
    areas: StationAreaPort;
    lines: LinePort;
    vehicles: VehiclePort;
    carriers: CarrierPort;
    categories: VehicleCategoryPort;
    authorizations: AuthorizationPort;
  },
  clock: Clock,
) {
  /** The checkpoint and its area's accepted categories, both as they stood on the date. */
  async function checkpointCheck(
    found: { checkpoint: Schemas['Checkpoint']; periodId: string | null },
    categoryCode: string | undefined,
    date: string,
  ): Promise<EligibilityCheck> {
    const { checkpoint, periodId } = found;
    const read = { recordId: checkpoint.id, state: checkpoint.status ?? null, periodId };
    if (checkpoint.status === null)
      return fail(
        'CHECKPOINT',
        'CHECKPOINT_NOT_IN_FORCE',
        `The checkpoint ${checkpoint.code} did not exist yet on ${date}.`,
        read,
      );
    if (checkpoint.status === 'RETIRED')
      return fail(
        'CHECKPOINT',
        'CHECKPOINT_RETIRED',
        `The checkpoint ${checkpoint.code} is retired on ${date}.`,
        read,
      );
    const { entryControl, exitControl } = checkpoint.capabilities;
    if (!entryControl && !exitControl)
      return fail(
        'CHECKPOINT',
        'CHECKPOINT_NO_VEHICLE_CONTROL',
        `The checkpoint ${checkpoint.code} controls no vehicle entry or exit on ${date}.`,
        read,
      );
    if (categoryCode && checkpoint.stationAreaId) {
      const area = await registry.areas.findOn(checkpoint.stationAreaId, date);
      const accepted = area?.capabilities.vehicleCategories ?? [];
      if (accepted.length > 0 && !accepted.some((code) => code.toUpperCase() === categoryCode.toUpperCase()))
        return fail(
          'CHECKPOINT',
          'CATEGORY_NOT_ACCEPTED',
          `The station area ${area?.code} of the checkpoint ${checkpoint.code} accepts ${accepted.join(', ')} on ${date}, not ${categoryCode}.`,
          read,
        );
    }
    return pass('CHECKPOINT', `The checkpoint ${checkpoint.code} controls vehicles on ${date}.`, read);
  }

  async function vehicleCheck(vehicle: Vehicle, date: string): Promise<EligibilityCheck> {
    const found = {
      recordId: vehicle.id,
      state: vehicle.lifecycle,
      periodId: (await registry.vehicles.periodOn(vehicle.id, date)) ?? null,
    };
    if (vehicle.lifecycle !== 'IN_SERVICE')
      return fail(
        'VEHICLE',
        'VEHICLE_NOT_IN_SERVICE',
        `The vehicle ${vehicle.registration} is ${vehicle.lifecycle} on ${date}.`,
        found,
      );
    if (!vehicle.carrierId)
      return fail(
        'VEHICLE',
        'VEHICLE_WITHOUT_OWNER',
        `No carrier owns the vehicle ${vehicle.registration} on ${date}.`,
        found,
      );
    return pass(
      'VEHICLE',
      `The vehicle ${vehicle.registration} is in service on ${date}, owned by carrier ${vehicle.carrierId}.`,
      found,
    );
  }

  /**
   * The owner's status on the date: only an ACTIVE carrier's vehicle passes (a SUSPENDED one,
   * one never activated, PENDING, one WITHDRAWN, and one not yet registered that day do not).
   */
  async function carrierCheck(vehicle: Vehicle, date: string): Promise<EligibilityCheck> {
    const period = vehicle.carrierId ? await registry.carriers.statusOn(vehicle.carrierId, date) : undefined;
    const status = period?.state.status ?? null;
    const found = { recordId: vehicle.carrierId, state: status, periodId: period?.id ?? null };
    const owner = `The owner, carrier ${vehicle.carrierId ?? '(none)'},`;
    if (status === 'SUSPENDED')
      return fail(
        'CARRIER',
        'CARRIER_SUSPENDED',
        `${owner} is SUSPENDED on ${date} (${period?.state.suspensionReason}).`,
        found,
      );
    if (status !== 'ACTIVE')
      return fail(
        'CARRIER',
        'CARRIER_NOT_ACTIVE',
        status === null
          ? `${owner} has no status on ${date}: it was not registered yet.`
          : status === 'WITHDRAWN'
            ? `${owner} is WITHDRAWN on ${date}: it has left the network.`
            : `${owner} is ${status} on ${date}: it was never activated.`,
        found,
      );
    return pass('CARRIER', `${owner} is ACTIVE on ${date}.`, found);
  }

  /**
   * The line asked about, on the date: ACTIVE, and operated that day by the vehicle's owner,
   * the carrier the authorization it runs under must be held by (a line operated by carriers
   * no authorization of this vehicle covers is refused).
   */
  async function lineCheck(vehicle: Vehicle, lineId: string, date: string): Promise<EligibilityCheck> {
    const found = await registry.lines.findOn(lineId, date);
    if (!found) throw lineRefusals.lineNotFound(lineId);
    const { line, periodId, operatorIds } = found;
    const read = { recordId: line.id, state: line.status ?? null, periodId };
    if (line.status !== 'ACTIVE')
      return fail(
        'LINE',
        'LINE_NOT_ACTIVE',
        line.status === null
          ? `The line ${line.code} did not exist yet on ${date}.`
          : `The line ${line.code} is ${line.status} on ${date}.`,
        read,
      );
    if (!vehicle.carrierId || !operatorIds.includes(vehicle.carrierId))
      return fail(
        'LINE',
        'LINE_OPERATOR_NOT_COVERED',
        operatorIds.length === 0
          ? `No carrier operates the line ${line.code} on ${date}.`
          : `The line ${line.code} is operated on ${date} by carrier ${operatorIds.join(', ')}, not by the vehicle's owner ${vehicle.carrierId ?? '(none)'}, whom its authorization covers.`,
        read,
      );
    return pass(
      'LINE',
      `The line ${line.code} is ACTIVE on ${date} and operated by the vehicle's owner.`,
      read,
    );
  }

  /** One check per required kind, naming the permit of that kind that tells most on the date. */
  async function permitChecks(vehicle: Vehicle, date: string): Promise<EligibilityCheck[]> {
    const permits = await reads.permitsOn(vehicle.id, date);
    return REQUIRED_PERMIT_KINDS.map((kind) => {
      const [permit] = permits
        .filter((p) => p.kind === kind)
        .map((p) => ({ ...p, status: permitStatus(p, date) }))
        .sort((a, b) => PERMIT_RANK.indexOf(a.status) - PERMIT_RANK.indexOf(b.status));
      if (!permit)
        return fail(
          'PERMIT',
          'PERMIT_NOT_VALID',
          `The vehicle ${vehicle.registration} has no ${kind} permit.`,
          { recordId: null, state: null, periodId: null },
        );
      const found = { recordId: permit.id, state: permit.status, periodId: permit.periodId };
      if (permit.status !== 'ACTIVE')
        return fail(
          'PERMIT',
          'PERMIT_NOT_VALID',
          `The vehicle ${vehicle.registration} has no valid ${kind} permit on ${date}: the permit ${permit.permitNumber} is ${permit.status}.`,
          found,
        );
      return pass('PERMIT', `The ${kind} permit ${permit.permitNumber} is valid on ${date}.`, found);
    });
  }

  /** The passing authorization, else the failure closest to passing. */
  async function authorizationCheck(
    vehicle: Vehicle,
    categoryCode: string,
    date: string,
    lineId: string | undefined,
  ): Promise<{ check: EligibilityCheck; authorizationId: string | null }> {
    const authorizations = await registry.authorizations.ofVehicleOn(vehicle.id, date);
    if (authorizations.length === 0)
      return {
        check: fail(
          'AUTHORIZATION',
          'NOT_AUTHORIZED',
          `The vehicle ${vehicle.registration} runs under no authorization on ${date}.`,
          { recordId: null, state: null, periodId: null },
        ),
        authorizationId: null,
      };
    const failures: EligibilityCheck[] = [];
    for (const authorization of authorizations) {
      const { refusals, holderCarrierId } = authorization;
      // The authorization's status that day, and the period of its timeline it was read from.
      const found = {
        recordId: authorization.id,
        state: authorization.status,
        periodId: authorization.statusPeriodId,
      };
      const linePeriod =
        lineId === undefined
          ? undefined
          : await registry.authorizations.lineCoveredOn(authorization.id, lineId, date);
      if (refusals.length > 0) {
        failures.push(
          fail('AUTHORIZATION', 'AUTHORIZATION_NOT_USABLE', refusals.map((r) => r.detail).join(' '), found),
        );
      } else if (
        !authorization.categories.some((code) => code.toUpperCase() === categoryCode.toUpperCase())
      ) {
        failures.push(
          fail(
            'AUTHORIZATION',
            'CATEGORY_NOT_AUTHORIZED',
            `The authorization ${authorization.number} allows ${authorization.categories.join(', ')}, not ${categoryCode}.`,
            found,
          ),
        );
      } else if (holderCarrierId !== vehicle.carrierId) {
        failures.push(
          fail(
            'AUTHORIZATION',
            'HOLDER_NOT_OWNER',
            `The authorization ${authorization.number} is held by carrier ${holderCarrierId} on ${date}, not by the vehicle's owner ${vehicle.carrierId ?? '(none)'}.`,
            found,
          ),
        );
      } else if (lineId !== undefined && linePeriod === undefined) {
        failures.push(
          fail(
            'AUTHORIZATION',
            'LINE_NOT_AUTHORIZED',
            `The authorization ${authorization.number} does not cover the line ${lineId} on ${date}.`,
            found,
          ),
        );
      } else {
        const line = lineId === undefined ? '' : `, covering the line ${lineId}`;
        return {
          check: pass(
            'AUTHORIZATION',
            `The vehicle runs under the authorization ${authorization.number}, held by its owner on ${date}${line}.`,
            found,
          ),
          authorizationId: authorization.id,
        };
      }
    }
    const rank: Code[] = [
      'AUTHORIZATION_NOT_USABLE',
      'CATEGORY_NOT_AUTHORIZED',
      'HOLDER_NOT_OWNER',
      'LINE_NOT_AUTHORIZED',
    ];
    failures.sort((a, b) => rank.indexOf(b.code as Code) - rank.indexOf(a.code as Code));
    return { check: failures[0] as EligibilityCheck, authorizationId: null };
  }

  return {
    check: (checkpointId: string, subject: EligibilitySubject) => check(checkpointId, subject, 'query'),

    /**
     * Checks as `check` does and keeps the decision as a passage: the answer is the passage,
     * the decision whole with its id, and reading the passage back gives it again.
     */
    async record(checkpointId: string, subject: EligibilitySubject, actor: string): Promise<VehiclePassage> {
      const decision = await check(checkpointId, subject, 'body');
      const id = await reads.passages.insert(decision, subject, actor);
      return (await reads.passages.findById(id)) as VehiclePassage;
    },

    async passage(id: string): Promise<VehiclePassage> {
      const passage = await reads.passages.findById(id);
      if (!passage) throw eligibilityErrors.passageNotFound(id);
      return passage;
    },

    async passages(
      checkpointId: string,
      vehicleId: string | undefined,
      page: PageRequest,
    ): Promise<Page<VehiclePassage>> {
      if (!(await registry.checkpoints.find(checkpointId)))
        throw checkpointRefusals.checkpointNotFound(checkpointId);
      const { rows, total } = await reads.passages.ofCheckpoint(checkpointId, vehicleId, page);
      return pageOf(page, rows, total);
    },
  };

  async function check(
    checkpointId: string,
    subject: EligibilitySubject,
    side: 'query' | 'body',
  ): Promise<VehicleEligibility> {
    const byId = subject.vehicleId !== undefined;
    const byIdentifier = subject.identifierTypeCode !== undefined || subject.identifierValue !== undefined;
    if (byId === byIdentifier || (byIdentifier && (!subject.identifierTypeCode || !subject.identifierValue)))
      throw eligibilityErrors.eligibilitySubjectInvalid(side);
    // With `asKnownAt` alone, the passage is at that instant: the decision given then.
    const knownAt = currentRequestContext()?.asKnownAt;
    const instant = subject.at ? new Date(subject.at) : knownAt ? new Date(knownAt) : clock.now();
    const date = clock.dayOf(instant);
    const checkpoint = await registry.checkpoints.findOn(checkpointId, date);
    if (!checkpoint) throw checkpointRefusals.checkpointNotFound(checkpointId);
    // A line named is one of the registry's, whether or not the vehicle is found (a passage
    // keeps it).
    if (subject.lineId !== undefined && !(await registry.lines.findOn(subject.lineId, date)))
      throw lineRefusals.lineNotFound(subject.lineId);

    const checks: EligibilityCheck[] = [];
    let vehicleId: string;
    if (subject.vehicleId) {
      vehicleId = subject.vehicleId;
    } else {
      const type = subject.identifierTypeCode as NonNullable<EligibilitySubject['identifierTypeCode']>;
      const identifier = await reads.identifierOn(type, subject.identifierValue as string, date);
      if (!identifier) {
        return {
          checkpointId,
          vehicleId: null,
          at: instant.toISOString(),
          date,
          eligible: false,
          transportAuthorizationId: null,
          checks: [
            await checkpointCheck(checkpoint, undefined, date),
            fail('IDENTIFIER', 'IDENTIFIER_UNKNOWN', `No vehicle held this ${type} identifier on ${date}.`, {
              recordId: null,
              state: null,
              periodId: null,
            }),
          ],
        };
      }
      vehicleId = identifier.vehicleId;
      const found = {
        recordId: identifier.id,
        state: identifier.active ? 'ENROLLED' : 'REVOKED',
        periodId: identifier.periodId,
      };
      checks.push(
        identifier.active
          ? pass('IDENTIFIER', `The ${type} identifier is enrolled on the vehicle.`, found)
          : fail(
              'IDENTIFIER',
              'IDENTIFIER_REVOKED',
              `The ${type} identifier is revoked from ${identifier.revokedFrom}.`,
              found,
            ),
      );
    }

    const vehicle = await registry.vehicles.findOn(vehicleId, date);
    if (!vehicle) throw vehicleRefusals.vehicleNotFound(vehicleId);
    const category = await registry.categories.find(vehicle.categoryId);
    const categoryCode = category?.code ?? '';
    const authorization = await authorizationCheck(vehicle, categoryCode, date, subject.lineId);
    checks.unshift(await checkpointCheck(checkpoint, categoryCode, date));
    checks.push(
      await vehicleCheck(vehicle, date),
      await carrierCheck(vehicle, date),
      ...(await permitChecks(vehicle, date)),
      authorization.check,
    );
    if (subject.lineId !== undefined) checks.push(await lineCheck(vehicle, subject.lineId, date));
    const eligible = checks.every((c) => c.passed);
    return {
      checkpointId,
      vehicleId: vehicle.id,
      at: instant.toISOString(),
      date,
      eligible,
      transportAuthorizationId: eligible ? authorization.authorizationId : null,
      checks,
    };
  }
}

export type EligibilityService = ReturnType<typeof createEligibilityService>;
