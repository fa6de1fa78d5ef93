import { messages } from '@olivia/contracts/messages';
import type { Beneficiary } from '@olivia/contracts/transfer';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useTranslateMessage } from '../../../lib/messages';
import { useBeneficiaries, useDeleteBeneficiary } from '../api/transfers-api';
import { useFailureText } from './transfer-failure';

interface BeneficiariesDialogProps {
  onPick: (beneficiary: Beneficiary) => void;
  onClose: () => void;
}

/**
 * docs/product/screens.md Beneficiary dialog: the saved accounts with a search box; picking one
 * fills the transfer form; deleting asks 'Are you sure you want to delete this beneficiary?'
 * (Yes/No).
 */
export function BeneficiariesDialog({ onPick, onClose }: BeneficiariesDialogProps) {
  const { t } = useTranslation('transfer');
  const translate = useTranslateMessage();
  const failureText = useFailureText();
  const list = useBeneficiaries();
  const remove = useDeleteBeneficiary();
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<Beneficiary | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const needle = search.trim().toLowerCase();
  const shown = (list.data?.beneficiaries ?? []).filter((b) =>
    `${b.beneficiary} ${b.accountnumber} ${b.bankname}`.toLowerCase().includes(needle),
  );

  if (deleting) {
    return (
      <Dialog open onClose={() => setDeleting(null)} title={t('beneficiaries.deleteTitle')}>
        <div className="space-y-4">
          <p className="text-sm text-gray-700 dark:text-gray-200">
            {translate(messages.deleteBeneficiaryConfirm)}
          </p>
          <p className="text-sm font-semibold">{`${deleting.beneficiary} · ${deleting.bankname} ${deleting.accountnumber}`}</p>
          {failure && <Alert>{failure}</Alert>}
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              {t('beneficiaries.no')}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    setFailure(null);
                    setDeleting(null);
                  },
                  onError: (error) =>
                    setFailure(failureText(error, messages.failedToDeleteBeneficiary)),
                })
              }
            >
              {t('beneficiaries.yes')}
            </Button>
          </div>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} title={t('beneficiaries.title')} closable>
      <div className="space-y-3">
        <TextField
          label={t('beneficiaries.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {list.isError && <Alert>{failureText(list.error, messages.unableToConfirmAccount)}</Alert>}
        {list.isSuccess && list.data.beneficiaries.length === 0 && (
          <p className="py-6 text-center text-sm text-gray-500">
            {translate(messages.noBeneficiaries)}
          </p>
        )}
        <ul className="max-h-[55dvh] divide-y divide-gray-100 overflow-y-auto dark:divide-gray-800">
          {shown.map((beneficiary) => (
            <li key={beneficiary.id} className="flex items-center gap-2 py-2">
              <button
                type="button"
                className="min-w-0 flex-1 rounded-md px-2 py-1 text-start hover:bg-primary-light focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-gray-800"
                onClick={() => onPick(beneficiary)}
              >
                <span className="block truncate text-sm font-semibold">
                  {beneficiary.beneficiary}
                </span>
                <span className="block text-xs text-gray-500">{`${beneficiary.bankname} · ${beneficiary.accountnumber}`}</span>
              </button>
              <button
                type="button"
                className="rounded-md p-2 text-gray-500 hover:bg-danger/10 hover:text-danger focus-visible:outline-2 focus-visible:outline-danger"
                aria-label={t('beneficiaries.delete', { name: beneficiary.beneficiary })}
                onClick={() => setDeleting(beneficiary)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
