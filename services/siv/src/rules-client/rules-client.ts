/**
 * The door from siv to the rules service (docs/architecture.md): the platform's upstream client
 * (siv's own client-credentials token, a short timeout, retries and a circuit breaker), asked
 * for the boarding-closure rules a board shows. A rules service that cannot be asked is a
 * `RulesUnavailableError`: a board never answers it, it keeps its last resolution instead.
 */
import { createUpstreamClient, type CircuitState, type UpstreamClientOptions } from '@transport/platform';

export type RulesClientOptions = Omit<UpstreamClientOptions, 'upstream' | 'caller' | 'unavailable'>;

/** The rules service could not be asked (down, timed out, circuit open, or refused siv). */
export class RulesUnavailableError extends Error {
  override readonly name = 'RulesUnavailableError';
}

/** The subjects a board knows of a departure: its station, station area, bay and line codes. */
export interface ClosureContext {
  station: string;
  stationArea: string;
  bay?: string;
  line: string;
}

/** What a boarding-closure version in force says (the fields siv reads), and the scope that matched. */
export interface BoardingClosure {
  ruleId: string;
  versionId: string;
  scopeType: string;
  minutesBeforeDeparture: number;
  showOnDisplays: boolean;
}

/** How specific each scope type is (the rules' contract: BAY 4 ... NETWORK 0). */
export const SCOPE_SPECIFICITY: Record<string, number> = {
  BAY: 4,
  STATION_AREA: 3,
  STATION: 2,
  LINE: 1,
  NETWORK: 0,
};

export interface RulesClient {
  /** The ids of every rule of the `BOARDING_CLOSURE` domain; with `asKnownAt`, of those recorded by then. */
  boardingClosureRules(asKnownAt?: string): Promise<string[]>;
  /**
   * The version of the rule in force in `context` at `at` (most specific scope first); undefined
   * when none. With `asKnownAt`, as the rules service would have answered at that instant.
   */
  boardingClosure(
    ruleId: string,
    context: ClosureContext,
    at: number,
    asKnownAt?: string,
  ): Promise<BoardingClosure | undefined>;
  readonly circuitState: CircuitState;
}

const RULE_PAGE_SIZE = 200;

interface Resolution {
  ruleId: string;
  scope: { type: string };
  version: {
    id: string;
    content: { minutesBeforeDeparture: number; showOnDisplays?: boolean };
  };
}

export function createRulesClient(options: RulesClientOptions): RulesClient {
  const upstream = createUpstreamClient({
    ...options,
    upstream: 'rules',
    caller: 'siv',
    unavailable: (reason, cause) =>
      new RulesUnavailableError(`The rules service could not be asked: ${reason}.`, { cause }),
  });

  return {
    get circuitState() {
      return upstream.circuitState;
    },

    async boardingClosureRules(asKnownAt) {
      const ids: string[] = [];
      for (let page = 0; ; page += 1) {
        const query = new URLSearchParams({
          domain: 'BOARDING_CLOSURE',
          size: String(RULE_PAGE_SIZE),
          page: String(page),
          ...(asKnownAt === undefined ? {} : { asKnownAt }),
        });
        const answer = await upstream.read<{ data: { id: string }[]; total: number }>(
          `/rules/v1/rules?${query}`,
        );
        if (!answer.found) return ids;
        ids.push(...answer.body.data.map((rule) => rule.id));
        if (ids.length >= answer.body.total || answer.body.data.length === 0) return ids;
      }
    },

    async boardingClosure(ruleId, context, at, asKnownAt) {
      const replay = asKnownAt === undefined ? '' : `?${new URLSearchParams({ asKnownAt })}`;
      const answer = await upstream.ask<Resolution>(
        `/rules/v1/rules/${encodeURIComponent(ruleId)}/contextual-resolution${replay}`,
        { at: new Date(at).toISOString(), subjects: context },
        {},
        'rule-version-not-resolved',
      );
      if (!answer.found) return undefined;
      const { version, scope } = answer.body;
      return {
        ruleId,
        versionId: version.id,
        scopeType: scope.type,
        minutesBeforeDeparture: version.content.minutesBeforeDeparture,
        // The domain's schema defaults it to true.
        showOnDisplays: version.content.showOnDisplays ?? true,
      };
    },
  };
}
