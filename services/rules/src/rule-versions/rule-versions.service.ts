/**
 * Rule versions: numbered per rule, content checked against the rule's domain, and moved
 * through DRAFT -> APPROVED -> ACTIVE -> INACTIVE, each move recording who and when.
 */
import type { Database, Principal, Transaction } from '@transport/platform';
import { ruleVersionErrors } from './rule-versions.errors.ts';
import type { RuleDomainPort } from '../rule-domains/rule-domains.port.ts';
import { ruleRefusals, type RulePort } from '../rules/rules.port.ts';
import type { Schemas } from '../types.ts';
import { normaliseEffectiveInput } from './effective-time.ts';
import {
  LIFECYCLE,
  transitionsFor,
  wroteVersion,
  type RuleVersionAction,
  type RuleVersionTransitions,
} from './rule-version-lifecycle.ts';
import type { RuleVersion, RuleVersionFacts, RuleVersionRepository } from './rule-versions.repository.ts';
import { checkScope } from './scope.ts';

export type RuleVersionInput = Schemas['RuleVersionInput'];
type Rule = Schemas['Rule'];

export function createRuleVersionService(
  db: Database,
  versions: RuleVersionRepository,
  rules: RulePort,
  domains: RuleDomainPort,
  /** Told the rule whose versions a write changed, once it has committed. */
  changed: (ruleId: string) => void = () => undefined,
) {
  /** Checks what the caller can get wrong by themselves (400) before anything is read. */
  function readInput(input: RuleVersionInput) {
    const scope = checkScope(input.scope);
    const { input: effectiveInput, effectiveAt } = normaliseEffectiveInput(input.effectiveInput);
    return { scope, effectiveInput, effectiveAt, content: input.content };
  }

  function factsFor(rule: Rule, checked: ReturnType<typeof readInput>): RuleVersionFacts {
    const schemaVersion = domains.check(rule.domain, checked.scope.type, checked.content);
    return { ...checked, schemaVersion };
  }

  async function move(
    id: string,
    action: Exclude<RuleVersionAction, 'EDIT'>,
    actor: string,
    apply: (trx: Transaction) => Promise<void>,
  ): Promise<RuleVersion> {
    const moved = await db.transaction(async (trx) => {
      const version = await versions.lock(trx, id);
      if (!version) throw ruleVersionErrors.ruleVersionNotFound(id);
      LIFECYCLE.next(version.state, action, (state) => ruleVersionErrors.illegalTransition(action, state));
      if (action === 'APPROVE' && wroteVersion(version, actor)) throw ruleVersionErrors.selfApproval(actor);
      await apply(trx);
      return (await versions.findById(id, trx)) as RuleVersion;
    });
    changed(moved.ruleId);
    return moved;
  }

  async function get(id: string): Promise<RuleVersion> {
    const version = await versions.findById(id);
    if (!version) throw ruleVersionErrors.ruleVersionNotFound(id);
    return version;
  }

  return {
    get,

    async create(ruleId: string, input: RuleVersionInput, actor: string): Promise<string> {
      const checked = readInput(input);
      const id = await db.transaction(async (trx) => {
        // The lock numbers the versions of one rule one at a time.
        const rule = await rules.lockForVersioning(trx, ruleId);
        return versions.insert(trx, ruleId, factsFor(rule, checked), actor);
      });
      changed(ruleId);
      return id;
    },

    async list(ruleId: string): Promise<RuleVersion[]> {
      const [exists, list] = await Promise.all([rules.exists(ruleId), versions.listByRule(ruleId)]);
      if (!exists) throw ruleRefusals.ruleNotFound(ruleId);
      return list;
    },

    async update(id: string, input: RuleVersionInput, actor: string): Promise<RuleVersion> {
      const checked = readInput(input);
      const edited = await db.transaction(async (trx) => {
        const version = await versions.lock(trx, id);
        if (!version) throw ruleVersionErrors.ruleVersionNotFound(id);
        if (version.state !== 'DRAFT') throw ruleVersionErrors.ruleVersionNotDraft(version.state);
        const rule = (await rules.find(version.ruleId, trx)) as Rule;
        await versions.edit(trx, id, factsFor(rule, checked), actor);
        return (await versions.findById(id, trx)) as RuleVersion;
      });
      changed(edited.ruleId);
      return edited;
    },

    approve(id: string, actor: string): Promise<RuleVersion> {
      return move(id, 'APPROVE', actor, (trx) => versions.approve(trx, id, actor));
    },

    /** Activates the version; one already effective needs `retroactive`. */
    activate(id: string, actor: string, retroactive = false): Promise<RuleVersion> {
      return move(id, 'ACTIVATE', actor, (trx) =>
        versions.activate(trx, id, actor, retroactive, ruleVersionErrors.activationInPast),
      );
    },

    deactivate(id: string, actor: string): Promise<RuleVersion> {
      return move(id, 'DEACTIVATE', actor, (trx) => versions.deactivate(trx, id, actor));
    },

    async transitions(id: string, caller: Principal): Promise<RuleVersionTransitions> {
      return transitionsFor(await get(id), caller);
    },
  };
}

export type RuleVersionService = ReturnType<typeof createRuleVersionService>;
