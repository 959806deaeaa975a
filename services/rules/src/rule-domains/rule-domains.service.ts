/** The rule domain catalog: what it offers, and the check of a version's content against it. */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FieldError } from '@transport/platform';
import { ruleDomainErrors } from './rule-domains.errors.ts';
import type { Schemas } from '../types.ts';
import { RULE_DOMAINS, type RuleDomainDefinition, type ScopeType } from './rule-domains.catalog.ts';

export type RuleDomain = Schemas['RuleDomain'];
export type RuleDomainSchema = Schemas['RuleDomainSchema'];

/** `/minutes` with the keyword's own property -> `body.content.minutes`. */
function fieldOf(error: ErrorObject): string {
  const segments = error.instancePath.split('/').slice(1);
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  if (error.keyword === 'required' && params.missingProperty) segments.push(params.missingProperty);
  if (error.keyword === 'additionalProperties' && params.additionalProperty)
    segments.push(params.additionalProperty);
  return ['body', 'content', ...segments.map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))].join('.');
}

function messageOf(error: ErrorObject): string {
  if (error.keyword === 'required') return 'is required';
  if (error.keyword === 'additionalProperties') return 'is not a property of this domain';
  if (error.keyword === 'enum') {
    const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues ?? [];
    return `must be one of ${allowed.map(String).join(', ')}`;
  }
  return error.message ?? 'is invalid';
}

export function createRuleDomainService(domains: readonly RuleDomainDefinition[] = RULE_DOMAINS) {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
  addFormats.default(ajv);
  const byCode = new Map(domains.map((d) => [d.code as string, d]));
  const validators = new Map<string, ValidateFunction>(domains.map((d) => [d.code, ajv.compile(d.schema)]));

  function definition(code: string): RuleDomainDefinition {
    const domain = byCode.get(code);
    if (!domain) throw ruleDomainErrors.ruleDomainNotFound(code);
    return domain;
  }

  return {
    list(): RuleDomain[] {
      return [...domains]
        .sort((a, b) => a.code.localeCompare(b.code))
        .map(({ code, name, description, schemaVersion, scopeTypes }) => ({
          code,
          name,
          description,
          schemaVersion,
          scopeTypes: [...scopeTypes],
        }));
    },

    schema(code: string): RuleDomainSchema {
      const domain = definition(code);
      return { code: domain.code, schemaVersion: domain.schemaVersion, schema: domain.schema };
    },

    /** Checks content and scope type against the domain; answers the schema version used. */
    check(code: string, scopeType: ScopeType, content: unknown): number {
      const domain = definition(code);
      if (!domain.scopeTypes.includes(scopeType))
        throw ruleDomainErrors.scopeTypeNotAllowed(domain.code, scopeType, domain.scopeTypes);
      const validate = validators.get(code) as ValidateFunction;
      if (!validate(content)) {
        const seen = new Set<string>();
        const errors: FieldError[] = [];
        for (const error of validate.errors ?? []) {
          const field = { field: fieldOf(error), message: messageOf(error) };
          const key = `${field.field} ${field.message}`;
          if (!seen.has(key)) errors.push(field);
          seen.add(key);
        }
        throw ruleDomainErrors.contentInvalid(domain.code, domain.schemaVersion, errors);
      }
      return domain.schemaVersion;
    },

    allowsScopeType(code: string, scopeType: ScopeType): boolean {
      return definition(code).scopeTypes.includes(scopeType);
    },
  };
}

export type RuleDomainService = ReturnType<typeof createRuleDomainService>;
