/**
 * The rules of the rules service's validation report (ADR 0078), in the shape of the
 * referential's (ADR 0069): a stable code, a family, a severity and what the rule finds. A rule
 * over the service's own tables is one set-based statement (`sql`, answering `records` and
 * `message`, reading `$NOW`, the instant the report is for); the rules about the registry
 * (`registry`) ask the registry once per distinct scope, and per distinct scope and day
 * (`validation-report.service.ts`).
 */
import type { ValidationRuleDefinition } from '@transport/platform';
import type { Schemas } from '../types.ts';

export interface RulesValidationRule extends ValidationRuleDefinition {
  code: Schemas['RulesValidationRuleCode'];
  family: Schemas['RulesValidationRuleFamily'];
  /** A statement over the service's tables; absent for the rules asking the registry. */
  sql?: string;
}

export const rulesValidationRules: readonly RulesValidationRule[] = [
  {
    code: 'RULE_SCOPE_CODE_UNKNOWN',
    family: 'registry',
    severity: 'ERROR',
    description:
      'An approved or active version names in its scope a station, station area, bay or line the registry does not know: it applies to nothing.',
  },
  {
    code: 'RULE_SCOPE_NOT_IN_SERVICE',
    family: 'registry',
    severity: 'ERROR',
    description:
      "An approved or active version names in its scope a station, station area, bay or line the registry knows but that is not in service (retired, decommissioned, planned, suspended or not yet created) on the day the version is in force from: its effective date, or the report's date when later.",
  },
  {
    code: 'RULE_VERSION_APPROVED_NOT_ACTIVATED',
    family: 'lifecycle',
    severity: 'WARNING',
    description:
      'An approved version whose effective instant has passed was never activated: it never took effect.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('rule-version', v.id), jsonb_build_array('rule', r.id)) AS records,
                 format('Rule %s, version %s, approved, was to take effect at %s but was never activated.', r.code, v.version_number, to_char(v.effective_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) AS message
            FROM rule_versions v JOIN rules r ON r.id = v.rule_id
           WHERE v.state = 'APPROVED' AND v.effective_at <= $NOW`,
  },
  {
    code: 'RULE_VERSION_NEVER_EFFECTIVE',
    family: 'lifecycle',
    severity: 'WARNING',
    description:
      'An active version is outranked at every instant by another activated version of the same rule and scope taking effect at the same instant: resolution never answers it.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('rule-version', v.id), jsonb_build_array('rule-version', w.id)) AS records,
                 format('Rule %s, version %s, never takes effect: version %s of the same scope takes effect at the same instant.', r.code, v.version_number, w.version_number) AS message
            FROM rule_versions v
            JOIN rules r ON r.id = v.rule_id
            JOIN LATERAL (
              SELECT w.id, w.version_number FROM rule_versions w
               WHERE w.rule_id = v.rule_id AND w.scope_type = v.scope_type AND w.scope_subjects = v.scope_subjects
                 AND w.state IN ('ACTIVE', 'INACTIVE') AND w.effective_at = v.effective_at
                 AND w.version_number > v.version_number
               ORDER BY w.version_number DESC LIMIT 1) w ON true
           WHERE v.state = 'ACTIVE'`,
  },
  {
    code: 'RULE_WITHOUT_VERSION_IN_FORCE',
    family: 'lifecycle',
    severity: 'INFO',
    description:
      'A rule has no active version in force at the instant: resolving it finds nothing, whatever the scope.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('rule', r.id)) AS records,
                 format('Rule %s has no active version in force.', r.code) AS message
            FROM rules r
           WHERE NOT EXISTS (SELECT 1 FROM rule_versions v
                              WHERE v.rule_id = r.id AND v.state = 'ACTIVE' AND v.effective_at <= $NOW)`,
  },
];
