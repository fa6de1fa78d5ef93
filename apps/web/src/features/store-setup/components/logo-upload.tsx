import { messages } from '@olivia/contracts/messages';
import { UPLOAD_CAP_LABEL, uploadSizeProblem } from '@olivia/contracts/upload';
import { Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-parts';
import { Spinner } from '../../../components/ui/spinner';
import { serverTextOr, useTranslateMessage } from '../../../lib/messages';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useSetLogo } from '../api/store-setup-api';

/** What the server can read and re-encode (ADR 0011); the picker offers only these. */
const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/**
 * 'Upload logo': a file over the logo cap or of another type is refused before it is sent;
 * otherwise it is uploaded (`purpose=logo`) and made the store's logo, which the header shows.
 */
export function LogoUpload() {
  const { t } = useTranslation('storeSetup');
  const translate = useTranslateMessage();
  const id = useId();
  const setLogo = useSetLogo();
  /** Already translated. */
  const [problem, setProblem] = useState<string>();

  const refuse = (text: string) => {
    setProblem(text);
    toastError(text);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a failure must fire `change` again.
    event.target.value = '';
    setProblem(undefined);
    if (!file) return;
    if (!(LOGO_TYPES as readonly string[]).includes(file.type)) {
      refuse(t('logo.wrongType'));
      return;
    }
    // SPEC §5: the cap is the chosen file's, before the browser shrinks it for the upload.
    const tooLarge = uploadSizeProblem(file.size, 'logo');
    if (tooLarge) {
      refuse(translate(tooLarge));
      return;
    }
    setLogo.mutate(file, {
      onSuccess: () => toastSuccess(t('logo.uploaded')),
      onError: (failure) => refuse(translate(serverTextOr(failure, messages.failedToUploadImage))),
    });
  };

  const busy = setLogo.isPending;
  return (
    <div>
      <label
        htmlFor={id}
        aria-busy={busy || undefined}
        className={buttonClassName(
          'primary',
          `cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary ${busy ? 'pointer-events-none opacity-60' : ''}`,
        )}
      >
        {busy ? <Spinner /> : <Upload aria-hidden="true" className="size-4" />}
        {busy ? t('logo.uploading') : t('logo.upload')}
        <input
          id={id}
          type="file"
          accept={LOGO_TYPES.join(',')}
          onChange={choose}
          disabled={busy}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[`${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ')}
          className="sr-only"
        />
      </label>
      <p id={`${id}-hint`} className="mt-2 text-xs text-gray-500">
        {t('logo.hint', { size: UPLOAD_CAP_LABEL.logo })}
      </p>
      <FieldError fieldId={id} error={problem} />
    </div>
  );
}
