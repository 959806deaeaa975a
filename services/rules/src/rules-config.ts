/** Settings of the rules service's own, beside those every service reads. */
import { z } from 'zod';

const milliseconds = z.coerce.number().int().min(0);

export const rulesEnvSchema = z
  .object({
    /**
     * Base URL of the referential service (`http://referential:8081`): the codes a rule
     * version's scope names are checked there. Without it, scopes are checked for their shape
     * only (a rules service run alone, as in its own tests).
     */
    REFERENTIAL_URL: z.string().url().optional(),
    /** Client-credentials token endpoint of the identity provider (needed with REFERENTIAL_URL). */
    OAUTH_TOKEN_URL: z.string().url().optional(),
    RULES_CLIENT_ID: z.string().min(1).default('rules'),
    RULES_CLIENT_SECRET: z.string().min(1).optional(),
    /** Time allowed to each call to referential (and to the token endpoint). */
    REFERENTIAL_TIMEOUT_MS: milliseconds.min(1).default(2_000),
    /** Further attempts of a read after a timeout, a connection failure or a 5xx. */
    REFERENTIAL_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
    REFERENTIAL_RETRY_DELAY_MS: milliseconds.default(100),
    /** Consecutive failed calls that open the circuit. */
    REFERENTIAL_CIRCUIT_THRESHOLD: z.coerce.number().int().min(1).default(5),
    /** How long an open circuit refuses calls before letting one trial through. */
    REFERENTIAL_CIRCUIT_COOLDOWN_MS: milliseconds.default(10_000),
  })
  .superRefine((env, context) => {
    if (env.REFERENTIAL_URL === undefined) return;
    for (const name of ['OAUTH_TOKEN_URL', 'RULES_CLIENT_SECRET'] as const)
      if (env[name] === undefined)
        context.addIssue({ code: 'custom', path: [name], message: 'is required with REFERENTIAL_URL' });
  });
