/**
 * Whether a vehicle may pass a checkpoint at an instant according to master data. Every link
 * of the chain is checked and reported, so that a refusal always names the link that failed:
 * the checkpoint, the identifier read, the vehicle, its owner, its permits (one check per
 * required kind), and the authorization it runs under (usable that day, allowing its category,
 * held by the vehicle's owner, covering the line asked about). Each check names the record it
 * read, its state and, for the dated links, the period that state came from.
 */
import { todayIn } from '@transport/platform';
import type { AuthorizationPort } from '../authorizations/authorizations.port.ts';
import type { CarrierPort } from '../carriers/carriers.port.ts';
import { checkpointRefusals, type CheckpointPort } from '../checkpoints/checkpoints.port.ts';
import { eligibilityErrors } from './eligibility.errors.ts';
import type { StationAreaPort } from '../station-areas/station-areas.port.ts';
import type { Schemas } from '../types.ts';
import type { VehicleCategoryPort } from '../vehicle-categories/vehicle-categories.port.ts';
import { vehicleRefusals, type VehiclePort } from '../vehicles/vehicles.port.ts';
import type { EligibilityRepository, PermitOnDate } from './eligibility.repository.ts';

export type VehicleEligibility = Schemas['VehicleEligibility'];
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
    vehicles: VehiclePort;
    carriers: CarrierPort;
    categories: VehicleCategoryPort;
    authorizations: AuthorizationPort;
  },
  timeZone: string,
) {
  async function checkpointCheck(
    checkpoint: Schemas['Checkpoint'],
    categoryCode: string | undefined,
  ): Promise<EligibilityCheck> {
    const found = { recordId: checkpoint.id, state: checkpoint.status, periodId: null };
    if (checkpoint.status === 'RETIRED')
      return fail('CHECKPOINT', 'CHECKPOINT_RETIRED', `The checkpoint ${checkpoint.code} is retired.`, found);
    const { entryControl, exitControl } = checkpoint.capabilities;
    if (!entryControl && !exitControl)
      return fail(
        'CHECKPOINT',
        'CHECKPOINT_NO_VEHICLE_CONTROL',
        `The checkpoint ${checkpoint.code} controls no vehicle entry or exit.`,
        found,
      );
    if (categoryCode && checkpoint.stationAreaId) {
      const area = await registry.areas.find(checkpoint.stationAreaId);
      const accepted = area?.capabilities.vehicleCategories ?? [];
      if (accepted.length > 0 && !accepted.some((code) => code.toUpperCase() === categoryCode.toUpperCase()))
        return fail(
          'CHECKPOINT',
          'CATEGORY_NOT_ACCEPTED',
          `The station area ${area?.code} accepts ${accepted.join(', ')}, not ${categoryCode}.`,
          found,
        );
    }
    return pass('CHECKPOINT', `The checkpoint ${checkpoint.code} controls vehicles.`, found);
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

  /** The owner's status on the date: a SUSPENDED carrier's vehicle does not pass. */
  async function carrierCheck(vehicle: Vehicle, date: string): Promise<EligibilityCheck> {
    const period = vehicle.carrierId ? await registry.carriers.statusOn(vehicle.carrierId, date) : undefined;
    const found = {
      recordId: vehicle.carrierId,
      state: period?.state.status ?? null,
      periodId: period?.id ?? null,
    };
    if (period?.state.status === 'SUSPENDED')
      return fail(
        'CARRIER',
        'CARRIER_SUSPENDED',
        `The owner, carrier ${vehicle.carrierId}, is SUSPENDED on ${date} (${period.state.suspensionReason}).`,
        found,
      );
    return pass(
      'CARRIER',
      `The owner, carrier ${vehicle.carrierId ?? '(none)'}, is ${found.state ?? 'not suspended'} on ${date}.`,
      found,
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
    async check(checkpointId: string, subject: EligibilitySubject): Promise<VehicleEligibility> {
      const byId = subject.vehicleId !== undefined;
      const byIdentifier = subject.identifierTypeCode !== undefined || subject.identifierValue !== undefined;
      if (
        byId === byIdentifier ||
        (byIdentifier && (!subject.identifierTypeCode || !subject.identifierValue))
      )
        throw eligibilityErrors.eligibilitySubjectInvalid();
      const instant = subject.at ? new Date(subject.at) : new Date();
      const date = todayIn(timeZone, instant);
      const checkpoint = await registry.checkpoints.find(checkpointId);
      if (!checkpoint) throw checkpointRefusals.checkpointNotFound(checkpointId);

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
              await checkpointCheck(checkpoint, undefined),
              fail(
                'IDENTIFIER',
                'IDENTIFIER_UNKNOWN',
                `No vehicle held this ${type} identifier on ${date}.`,
                { recordId: null, state: null, periodId: null },
              ),
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
      checks.unshift(await checkpointCheck(checkpoint, categoryCode));
      checks.push(
        await vehicleCheck(vehicle, date),
        await carrierCheck(vehicle, date),
        ...(await permitChecks(vehicle, date)),
        authorization.check,
      );
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
    },
  };
}

export type EligibilityService = ReturnType<typeof createEligibilityService>;
