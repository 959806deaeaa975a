/**
 * The rules of siv's validation report (ADR 0078), in the shape of the referential's (ADR 0069):
 * a stable code, a family, a severity and what the rule finds. A rule over siv's own tables is
 * one set-based statement (`sql`, answering `records` and `message`); a rule about what the
 * display points name in the registry (`location`) is answered from one look-up per station
 * area named (`validation-report.service.ts`), never one per point.
 */
import type { ValidationRuleDefinition } from '@transport/platform';
import type { Schemas } from '../types.ts';

export interface SivValidationRule extends ValidationRuleDefinition {
  code: Schemas['SivValidationRuleCode'];
  family: Schemas['SivValidationRuleFamily'];
  /** A statement over siv's tables; or, for a rule of the registry family, the check it makes. */
  sql?: string;
  location?: 'area-unknown' | 'area-retired' | 'bay-not-active';
}

/** The points in service: ACTIVE ones. */
const ACTIVE_POINTS = `SELECT * FROM display_points WHERE status = 'ACTIVE'`;

export const sivValidationRules: readonly SivValidationRule[] = [
  // --- What the points name in the registry ---
  {
    code: 'DISPLAY_POINT_AREA_UNKNOWN',
    family: 'registry',
    severity: 'ERROR',
    description:
      'An active display point names a station area the registry does not know: its board has no calls.',
    location: 'area-unknown',
  },
  {
    code: 'DISPLAY_POINT_AREA_RETIRED',
    family: 'registry',
    severity: 'ERROR',
    description: 'An active display point is at a station area the registry has retired.',
    location: 'area-retired',
  },
  {
    code: 'DISPLAY_POINT_BAY_NOT_ACTIVE',
    family: 'registry',
    severity: 'ERROR',
    description: 'An active display point names a bay that is no active bay of its station area.',
    location: 'bay-not-active',
  },
  // --- Points and profiles ---
  {
    code: 'DISPLAY_POINT_WITHOUT_PROFILE',
    family: 'displays',
    severity: 'WARNING',
    description: 'An active display point has no profile: its board cannot be built.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('display-point', p.id)) AS records,
                 format('Display point %s has no profile: its board cannot be built.', p.code) AS message
            FROM (${ACTIVE_POINTS}) p WHERE p.profile_id IS NULL`,
  },
  {
    code: 'DISPLAY_PROFILE_UNUSED',
    family: 'displays',
    severity: 'INFO',
    description: 'An active display profile no active display point uses.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('display-profile', f.id)) AS records,
                 format('Display profile %s is used by no active display point.', f.code) AS message
            FROM display_profiles f
           WHERE f.status = 'ACTIVE' AND NOT EXISTS (SELECT 1 FROM (${ACTIVE_POINTS}) p WHERE p.profile_id = f.id)`,
  },
  // --- Deliveries to the targets ---
  {
    code: 'DISPLAY_POINT_NEVER_DELIVERED',
    family: 'delivery',
    severity: 'WARNING',
    description:
      'An active display point whose board was never delivered to its target (or, published as a web page, never loaded), and is not failing.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('display-point', p.id)) AS records,
                 format('Display point %s: its board was never delivered to its %s target %s.', p.code, p.publishing_target_type, p.publishing_target_address) AS message
            FROM (${ACTIVE_POINTS}) p
            LEFT JOIN board_deliveries d ON d.point_id = p.id
            LEFT JOIN screen_page_loads l ON l.point_id = p.id
           WHERE CASE WHEN p.publishing_target_type = 'WEB_PAGE' THEN l.point_id IS NULL
                      ELSE d.last_delivered_at IS NULL AND d.state IS DISTINCT FROM 'FAILING' END`,
  },
  {
    code: 'DISPLAY_POINT_DELIVERY_FAILING',
    family: 'delivery',
    severity: 'ERROR',
    description:
      "An active display point's deliveries to its target are failing: its screen shows an old board or none.",
    sql: `SELECT jsonb_build_array(jsonb_build_array('display-point', p.id)) AS records,
                 format('Display point %s: %s deliveries to %s failed in a row (%s).', p.code, d.consecutive_failures, p.publishing_target_address, coalesce(d.last_error, 'no error recorded')) AS message
            FROM (${ACTIVE_POINTS}) p JOIN board_deliveries d ON d.point_id = p.id
           WHERE d.state = 'FAILING'`,
  },
];
