/**
 * Payout details of carriers, effective-dated: recording details from D closes the ones in
 * force at D - 1 in the same transaction. The account identifier is sensitive: it is checked
 * (IBAN mod 97) but never repeated in an error, and never logged.
 */
import {
  dayBefore,
  pageOf,
  type Database,
  type Page,
  type PageRequest,
  type Clock,
} from '@transport/platform';
import { beneficiaryErrors } from './beneficiaries.errors.ts';
import { historyRefusals } from '../period.errors.ts';
import type { CarrierPort } from '../carriers/carriers.port.ts';
import type { Beneficiary, BeneficiaryInput, BeneficiaryRepository } from './beneficiaries.repository.ts';

/** An IBAN without spaces, upper case, when its country format and mod-97 checksum hold. */
export function normalizeIban(value: string): string | undefined {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return undefined;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1 ? iban : undefined;
}

export function createBeneficiaryService(
  db: Database,
  beneficiaries: BeneficiaryRepository,
  carriers: CarrierPort,
  clock: Clock,
) {
  return {
    async record(carrierId: string, input: BeneficiaryInput, actor: string): Promise<string> {
      const accountIdentifier = normalizeIban(input.accountIdentifier);
      if (!accountIdentifier) throw beneficiaryErrors.accountIdentifierInvalid();
      const { states } = beneficiaries;
      return db.transaction(async (trx) => {
        // The carrier's row lock serialises recordings for one carrier.
        const carrier = await carriers.lockForUse(trx, carrierId, 'update');
        // The period starting last is the only one that can still run past the new one's start.
        const current = (await states.rows(trx, carrierId)).at(-1);
        if (current) {
          if (input.effectiveFrom <= current.effectiveFrom)
            throw beneficiaryErrors.beneficiaryPeriodConflict(carrier.code, current.effectiveFrom);
          if (current.effectiveTo === null || current.effectiveTo >= input.effectiveFrom)
            await states
              .writes(historyRefusals(`the payout details of the carrier ${carrier.code}`))
              .end(trx, carrierId, current.id, dayBefore(input.effectiveFrom), actor);
        }
        const state = {
          holderName: input.holderName,
          accountIdentifier,
          bankName: input.bankName ?? null,
          bic: input.bic ?? null,
          reference: input.reference ?? null,
        };
        return states.open(trx, carrierId, input.effectiveFrom, state, actor);
      });
    },

    async effective(carrierId: string, at: string | undefined): Promise<Beneficiary> {
      await carriers.requireExists(carrierId);
      const date = at ?? clock.today();
      const found = await beneficiaries.effectiveAt(carrierId, date);
      if (!found) throw beneficiaryErrors.beneficiaryNotFound(date);
      return found;
    },

    async history(carrierId: string, page: PageRequest): Promise<Page<Beneficiary>> {
      await carriers.requireExists(carrierId);
      const { rows, total } = await beneficiaries.history(carrierId, page);
      return pageOf(page, rows, total);
    },
  };
}

export type BeneficiaryService = ReturnType<typeof createBeneficiaryService>;
