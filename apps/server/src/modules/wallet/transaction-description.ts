import type { TransactionDescription } from '@olivia/contracts/wallet';

/** `value` if it is a plain object (e.g. a posting's metadata), or an empty one. */
export const objectOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** A JSON object stored as text (`request`, `response`), or an empty one. */
export function jsonObject(text: string): Record<string, unknown> {
  try {
    return objectOf(JSON.parse(text));
  } catch {
    return {};
  }
}

export const stringField = (object: Record<string, unknown>, key: string) =>
  typeof object[key] === 'string' ? object[key] : undefined;

const KIND_CODES: Record<string, TransactionDescription['code']> = {
  FEE: 'fee',
  TRANSFER: 'transfer',
  SETTLEMENT: 'settlement',
  REVERSAL: 'reversal',
};

/**
 * What a movement was, as a code and its parameters for the client to word in the reader's
 * language; read from its kind and its stored request (a top-up's bank and account, a
 * transfer's payee).
 */
export function describeTransaction(row: {
  agencyTxn: string;
  request: string;
}): TransactionDescription {
  if (row.agencyTxn === 'TOP-UP') {
    const request = jsonObject(row.request);
    const bank = stringField(request, 'bank');
    const account = stringField(request, 'account');
    return bank && account
      ? { code: 'topUpBankTransfer', params: { bank, account } }
      : { code: 'topUp', params: {} };
  }
  const request = jsonObject(row.request);
  const name = stringField(request, 'name');
  const bank = stringField(request, 'bank');
  const account = stringField(request, 'account');
  // A card refund's rows name the payer refunded (ADR 0030).
  if (name && row.agencyTxn === 'CARD REFUND') return { code: 'cardRefund', params: { name } };
  if (name && row.agencyTxn === 'REVERSAL' && stringField(request, 'refund')) {
    return { code: 'cardRefundReturned', params: { name } };
  }
  // A scheduled payee's share held for their batch, and what a batch withheld (ADR 0031).
  if (name && row.agencyTxn === 'SPLIT' && request['held'] === true) {
    return { code: 'splitHeld', params: { name } };
  }
  if (name && row.agencyTxn === 'SPLIT' && request['withheld'] === true) {
    return { code: 'splitWithheld', params: { name } };
  }
  // A transfer's rows (TRANSFER, its FEE and a REVERSAL) and a split's name who was paid.
  if (name && bank && account) {
    if (row.agencyTxn === 'TRANSFER')
      return { code: 'transferTo', params: { name, bank, account } };
    if (row.agencyTxn === 'FEE') return { code: 'transferFee', params: { name } };
    if (row.agencyTxn === 'REVERSAL') return { code: 'transferReturned', params: { name } };
    if (row.agencyTxn === 'SPLIT') return { code: 'splitTo', params: { name, bank, account } };
  }
  return { code: KIND_CODES[row.agencyTxn] ?? 'other', params: {} };
}
