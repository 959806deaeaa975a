/** What the other families may ask of transport authorizations. */
import type { Schemas } from '../types.ts';
import type { AuthorizationLinks } from './authorization-links.repository.ts';
import type { AuthorizationRepository } from './authorizations.repository.ts';
import { authorizationRefusals } from './authorizations.service.ts';

type Reason = Schemas['AuthorizationEligibility']['reasons'][number];

/** An authorization a vehicle runs under on a date, as it stands that day. */
interface VehicleAuthorization {
  id: string;
  number: string;
  categories: string[];
  /** The carrier holding it that day, if one does. */
  holderCarrierId: string | null;
  /** Its stored status that day (ACTIVE, SUSPENDED or WITHDRAWN), and the period it comes from. */
  status: string;
  statusPeriodId: string | null;
  /** Why it is not usable that day (empty when it is). */
  refusals: Reason[];
}

export interface AuthorizationPort {
  /** The authorizations the vehicle is authorized under on `date`, earliest period first. */
  ofVehicleOn(vehicleId: string, date: string): Promise<VehicleAuthorization[]>;
  /** The period on `date` of the authorization covering the line, if it covers it that day. */
  lineCoveredOn(authorizationId: string, lineId: string, date: string): Promise<string | undefined>;
}

export function createAuthorizationPort(
  authorizations: AuthorizationRepository,
  periods: AuthorizationLinks,
): AuthorizationPort {
  return {
    async lineCoveredOn(authorizationId, lineId, date) {
      const [period] = await periods.lines.inForce({ ownerId: authorizationId, subjectId: lineId }, date);
      return period?.id;
    },
    async ofVehicleOn(vehicleId, date) {
      const inForce = await periods.vehicles.inForce({ subjectId: vehicleId }, date);
      if (inForce.length === 0) return [];
      const ids = inForce.map((p) => p.ownerId);
      const [found, states] = await Promise.all([
        authorizations.findByIds(ids, date),
        authorizations.statesOn(ids, date),
      ]);
      const result: VehicleAuthorization[] = [];
      for (const period of inForce) {
        const authorization = found.get(period.ownerId);
        if (!authorization) continue;
        const [holder] = await periods.holders.inForce({ ownerId: authorization.id }, date);
        const holderCarrierId = holder?.subjectId ?? null;
        result.push({
          id: authorization.id,
          number: authorization.number,
          categories: authorization.categories,
          holderCarrierId,
          status: states.get(authorization.id)?.state ?? 'ACTIVE',
          statusPeriodId: states.get(authorization.id)?.periodId ?? null,
          refusals: authorizationRefusals(authorization, date, holderCarrierId, states.get(authorization.id)),
        });
      }
      return result;
    },
  };
}
