import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/resource/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { toastSuccess } from '../../../lib/toast';
import { useRemoveLogo } from '../api/store-setup-api';

/** 'Remove logo', after a confirmation that says what customers will see instead. */
export function RemoveLogoButton() {
  const { t } = useTranslation('storeSetup');
  const remove = useRemoveLogo();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('logo.remove')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('logo.removeTitle')}
        message={t('logo.removeMessage')}
        confirmLabel={t('logo.removeConfirm')}
        onConfirm={async () => {
          await remove.mutateAsync();
          toastSuccess(t('logo.removed'));
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
