import { messages } from '@olivia/contracts/messages';
import { UPLOAD_CAP_LABEL, uploadSizeProblem, type FilePurpose } from '@olivia/contracts/upload';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverTextOr, useTranslateMessage } from '../../lib/messages';
import { toastError, toastSuccess } from '../../lib/toast';
import { useUploadImage } from '../../lib/upload-image';
import { Button } from './button';
import { FieldError, FieldLabel } from './field-parts';
import { Spinner } from './spinner';
import { inputClassName } from './text-field';

/**
 * Nothing chosen; a file chosen but not uploaded yet (docs/product/rules.md 'Image not uploaded');
 * uploaded.
 */
export type ImageUploadState = 'empty' | 'selected' | 'uploaded';

interface ImageUploadProps {
  id: string;
  purpose: FilePurpose;
  label: string;
  /** The uploaded image's URL, when the form already has one. */
  value?: string | undefined;
  onUploaded: (url: string) => void;
  /** Called on each change the user makes, never on mount. */
  onStateChange?: (state: ImageUploadState) => void;
  /**
   * Upload as soon as a file is chosen, with no Upload button (a form with nothing else to say
   * about the file, such as a product's images), instead of docs/product/rules.md's
   * choose-then-upload.
   */
  uploadOnChoose?: boolean;
  /** Each upload as it starts: settles true once stored, false when refused (never rejects). */
  onUploadStart?: ((settled: Promise<boolean>) => void) | undefined;
  /** The form's own error for this field, already translated. */
  error?: string | undefined;
}

const fileButton =
  'file:me-3 file:rounded file:border-0 file:bg-primary-light file:px-3 file:py-1 file:text-sm file:font-semibold file:text-primary';

/**
 * Choose an image, then upload it (docs/product/rules.md): 'Select file' when nothing is chosen, a
 * file over the purpose's cap refused before it is sent, the rest shrunk to a 480 px JPEG and sent,
 * a spinner meanwhile, then a 64 px preview of the stored copy. Outcomes are toasts as well as text under the field. With `uploadOnChoose`,
 * choosing the file sends it.
 */
export function ImageUpload({
  id,
  purpose,
  label,
  value,
  onUploaded,
  onStateChange,
  uploadOnChoose = false,
  onUploadStart,
  error,
}: ImageUploadProps) {
  const { t } = useTranslation('upload');
  const translate = useTranslateMessage();
  const upload = useUploadImage(purpose);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<ImageUploadState>(value ? 'uploaded' : 'empty');
  const [uploadedUrl, setUploadedUrl] = useState<string>();
  /** A contracts message or the server's text; translated when shown. */
  const [problem, setProblem] = useState<string>();

  const moveTo = (next: ImageUploadState) => {
    setState(next);
    onStateChange?.(next);
  };

  const refuse = (text: string, toast: boolean) => {
    setProblem(text);
    if (toast) toastError(translate(text));
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setProblem(undefined);
    // SPEC §5: the cap is the chosen file's, before the browser shrinks it for the upload.
    const tooLarge = chosen && uploadSizeProblem(chosen.size, purpose);
    if (tooLarge) {
      event.target.value = '';
      setFile(null);
      refuse(tooLarge, true);
      moveTo('empty');
      return;
    }
    setFile(chosen);
    moveTo(chosen ? 'selected' : 'empty');
    if (chosen && uploadOnChoose) send(chosen);
  };

  const send = (chosen = file) => {
    if (!chosen) {
      refuse(messages.selectFile, false);
      return;
    }
    setProblem(undefined);
    const settled = upload.mutateAsync(chosen).then(
      (url) => {
        setUploadedUrl(url);
        setFile(null);
        if (input.current) input.current.value = '';
        moveTo('uploaded');
        onUploaded(url);
        toastSuccess(translate(messages.imageUploaded));
        return true;
      },
      (failure: unknown) => {
        if (uploadOnChoose) {
          // Nothing is left chosen, so choosing the same file again sends it again.
          setFile(null);
          if (input.current) input.current.value = '';
          moveTo('empty');
        }
        refuse(serverTextOr(failure, messages.failedToUploadImage), true);
        return false;
      },
    );
    onUploadStart?.(settled);
  };

  const shownError = problem ? translate(problem) : error;
  const preview = state === 'uploaded' ? (uploadedUrl ?? value) : undefined;
  const border = shownError ? 'border-danger' : 'border-gray-200 dark:border-gray-700';
  const describedBy = [`${id}-hint`, shownError && `${id}-error`].filter(Boolean).join(' ');

  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="flex items-start gap-2">
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/*"
          onChange={choose}
          disabled={upload.isPending}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClassName} ${border} ${fileButton} min-w-0 flex-1 py-1.5`}
        />
        {!uploadOnChoose && (
          <Button
            variant="outline"
            onClick={() => send()}
            loading={upload.isPending}
            loadingText={t('uploading')}
          >
            {t('upload')}
          </Button>
        )}
      </div>
      {uploadOnChoose && upload.isPending && (
        <p role="status" className="mt-1.5 flex items-center gap-2 text-sm text-primary">
          <Spinner />
          {t('uploading')}
        </p>
      )}
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-gray-500">
        {t('hint', { size: UPLOAD_CAP_LABEL[purpose] })}
      </p>
      {preview && (
        <div className="mt-3 flex items-center gap-3">
          <img
            src={preview}
            alt={t('preview')}
            className="size-16 rounded-md border border-gray-200 object-cover dark:border-gray-700"
          />
          <span className="text-sm font-medium text-success">{t('uploaded')}</span>
        </div>
      )}
      <FieldError fieldId={id} error={shownError} />
    </div>
  );
}
