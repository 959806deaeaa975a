/**
 * Station calls: every call at a station, or at every station of an area, on a service date,
 * with the day-of changes in force applied (`docs/station-calls.md`). The most polled read of
 * the registry; what it keeps is keyed by versions read from the database before anything is
 * computed. The timetable's statements come from the schedules (`StationCallStatements`), the
 * changes from the day-of changes (`DayOfChangePort`): this family owns only its caches. A read
 * as known at an instant is rebuilt from the tables as known then, its caches left aside.
 */
import { currentRequestContext, type Metrics } from '@transport/platform';
import type { DayOfChangePort } from '../day-of-changes/day-of-changes.port.ts';
import type { StationCallStatements } from '../schedules/schedules.port.ts';
import { stationAreaRefusals } from '../station-areas/station-areas.port.ts';
import { stationRefusals } from '../stations/stations.port.ts';
import { announcedOnce, createAnnouncedStationCalls, type AnnouncedCalls } from './announced-calls.ts';
import { computedStationCalls, createDatedStationCalls } from './dated-station-calls.ts';
import { stationCallErrors } from './station-calls.errors.ts';

export type { AnnouncedCalls };

/** Whose station calls are asked: exactly one of a station and a station area. */
export interface StationCallsTarget {
  stationId?: string;
  stationAreaId?: string;
}

export interface StationCallDependencies {
  statements: StationCallStatements;
  dayOfChanges: DayOfChangePort;
}

export function createStationCallService(
  { statements, dayOfChanges }: StationCallDependencies,
  metrics: Metrics,
) {
  const datedStationCalls = createDatedStationCalls(statements, metrics);
  const announcedCalls = createAnnouncedStationCalls(dayOfChanges, metrics);

  /** The `ETag` version of station calls: the timetable's version, then the day-of changes'. */
  const versionOf = (key: { timetableVersion: number; dayOfVersion: number }) =>
    `${key.timetableVersion}.${key.dayOfVersion}`;

  /** The stations and versions of a station calls answer, or the refusal of its target. */
  async function stationCallsKey(target: StationCallsTarget, serviceDate: string) {
    if (Boolean(target.stationId) === Boolean(target.stationAreaId))
      throw stationCallErrors.stationCallsTargetInvalid();
    const found = await statements.stationCallsVersion(
      target.stationId ? { stationId: target.stationId } : { stationAreaId: target.stationAreaId as string },
      serviceDate,
    );
    if (!found) {
      throw target.stationId
        ? stationRefusals.stationNotFound(target.stationId)
        : stationAreaRefusals.stationAreaNotFound(target.stationAreaId as string);
    }
    return { ...found, version: versionOf(found) };
  }

  return {
    /**
     * The version (the `ETag`) of the station calls of `serviceDate` at the target: one read,
     * so that a client asking whether its answer is still current costs next to nothing.
     */
    async version(target: StationCallsTarget, serviceDate: string): Promise<string> {
      const { version } = await stationCallsKey(target, serviceDate);
      return version;
    },

    /**
     * The version of each station area's calls on `serviceDate`, in the order given (undefined
     * for an area the registry does not know), read in one statement: the `ETag` `version`
     * would answer for each (ADR 0110).
     */
    async areaVersions(
      stationAreaIds: string[],
      serviceDate: string,
    ): Promise<{ stationAreaId: string; version: string | undefined }[]> {
      const found = await statements.stationAreaCallsVersions(stationAreaIds, serviceDate);
      return stationAreaIds.map((stationAreaId) => {
        const key = found.get(stationAreaId);
        return { stationAreaId, version: key && versionOf(key) };
      });
    },

    /**
     * The calls, with the day-of changes in force applied. Read as known at an instant
     * (`asKnownAt`), every table is read as it was then (the stations, the timetable, the
     * changes recorded by then, and the versions) and nothing kept is used or kept: kept
     * candidates newer than the version then would show what was recorded later, and an answer
     * kept under an old version would push out the one of now.
     */
    async calls(target: StationCallsTarget, serviceDate: string): Promise<AnnouncedCalls> {
      // The versions are read before the calls are computed; the stations are part of the key.
      const key = await stationCallsKey(target, serviceDate);
      if (currentRequestContext()?.asKnownAt) {
        const computed = await computedStationCalls(statements, key.stationIds, serviceDate);
        return { body: await announcedOnce(computed, dayOfChanges), version: key.version };
      }
      // The timetable's calls (kept per timetable version, computed from the stations' candidate
      // calls kept per calls version), then the day-of changes in force applied to them.
      const { timetableVersion, callsVersion, version, stationIds } = key;
      return announcedCalls({ timetableVersion, version, serviceDate, stationIds }, () =>
        datedStationCalls({ callsVersion, stationIds }, serviceDate),
      );
    },
  };
}

export type StationCallService = ReturnType<typeof createStationCallService>;
