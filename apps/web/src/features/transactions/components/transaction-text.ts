import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type AgencyTransaction,
  type TransactionStatus,
  type TransactionType,
} from '@olivia/contracts/wallet';
import type { TFunction } from 'i18next';

type T = TFunction<'transactions'>;

const isType = (value: string): value is TransactionType =>
  (TRANSACTION_TYPES as readonly string[]).includes(value);
const isStatus = (value: string): value is TransactionStatus =>
  (TRANSACTION_STATUSES as readonly string[]).includes(value);

/** A kind of movement in the reader's language; a kind we have no word for, as sent. */
export const typeLabel = (t: T, type: string) => (isType(type) ? t(`types.${type}`) : type);

/** A status in the reader's language; a status we have no word for, as sent. */
export const statusLabel = (t: T, status: string) =>
  isStatus(status) ? t(`statuses.${status}`) : status;

/** What the movement was, worded from the server's code and parameters; else its own text. */
export function descriptionText(
  t: T,
  { description, meaning }: Pick<AgencyTransaction, 'description' | 'meaning'>,
): string {
  const { code, params } = description;
  switch (code) {
    case 'topUpBankTransfer':
      return t('descriptions.topUpBankTransfer', {
        bank: params['bank'] ?? '',
        account: params['account'] ?? '',
      });
    case 'transferTo':
    case 'splitTo':
      return t(`descriptions.${code}`, {
        name: params['name'] ?? '',
        bank: params['bank'] ?? '',
        account: params['account'] ?? '',
      });
    case 'transferFee':
    case 'transferReturned':
    case 'splitHeld':
    case 'splitWithheld':
      return t(`descriptions.${code}`, { name: params['name'] ?? '' });
    case 'other':
      return meaning;
    default:
      return t(`descriptions.${code}`);
  }
}
