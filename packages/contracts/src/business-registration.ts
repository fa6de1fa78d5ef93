import { z } from 'zod';
import { text } from './text';
import { verificationMessages } from './verification-messages';

/**
 * The registers a business registration is checked against (ADR 0045): Nigeria's Corporate
 * Affairs Commission for NGN stores, Companies House for GBP. Other currencies have none yet.
 */
export const BUSINESS_REGISTERS = { NGN: 'NG', GBP: 'GB' } as const;
export type BusinessRegister = (typeof BUSINESS_REGISTERS)[keyof typeof BUSINESS_REGISTERS];

export const registerOf = (currency: string): BusinessRegister | undefined =>
  BUSINESS_REGISTERS[currency as keyof typeof BUSINESS_REGISTERS];

/** A CAC number: RC (companies), BN (business names) or IT (trustees), then 1 to 8 digits. */
const CAC_NUMBER = /^(RC|BN|IT)\d{1,8}$/;
/** A Companies House number: 8 digits, or 2 letters (SC, NI, OC…) and 6 digits. */
const COMPANIES_HOUSE_NUMBER = /^(\d{8}|[A-Z]{2}\d{6})$/;

/** Spaces and dashes dropped, letters upper-cased: 'rc 123-456' → 'RC123456'. */
export const normaliseRegistrationNumber = (value: string) =>
  value.replace(/[\s-]/g, '').toUpperCase();

/** Whether `number` (normalised) has the shape of its register's numbers. */
export function isRegistrationNumber(register: BusinessRegister, number: string): boolean {
  return (register === 'NG' ? CAC_NUMBER : COMPANIES_HOUSE_NUMBER).test(number);
}

/** POST /verification/business: the number; its shape is checked against the store's register. */
export const BusinessRegistrationRequestSchema = z.object({
  number: text()
    .trim()
    .min(1, verificationMessages.registrationNumberRequired)
    .max(20, verificationMessages.registrationNumberInvalid)
    .transform(normaliseRegistrationNumber),
});
export type BusinessRegistrationRequest = z.input<typeof BusinessRegistrationRequestSchema>;

/** The registration as checked: shown in the verification centre (main user). */
export const BusinessRegistrationSchema = z.object({
  register: z.enum(['NG', 'GB']),
  number: z.string(),
  registeredName: z.string(),
  checkedAt: z.string(),
});
export type BusinessRegistration = z.infer<typeof BusinessRegistrationSchema>;
