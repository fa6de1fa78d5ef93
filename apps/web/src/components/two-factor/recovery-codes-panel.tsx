import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../ui/copy-button';

interface RecoveryCodesPanelProps {
  codes: readonly string[];
}

/** A text file of the codes, saved by the browser; nothing leaves the device. */
function download(codes: readonly string[], heading: string) {
  const blob = new Blob([`${heading}\n\n${codes.join('\n')}\n`], { type: 'text/plain' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'olivia-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The recovery codes, shown once (ADR 0040): each signs in once in place of a code of the app.
 * Copy and download keep them somewhere safe; the server keeps only their hashes.
 */
export function RecoveryCodesPanel({ codes }: RecoveryCodesPanelProps) {
  const { t } = useTranslation('security');
  return (
    <section className="space-y-3" aria-labelledby="recovery-codes-heading">
      <h3 id="recovery-codes-heading" className="font-semibold text-dark dark:text-gray-100">
        {t('recovery.heading')}
      </h3>
      <p className="text-sm text-gray-600 dark:text-gray-300">{t('recovery.intro')}</p>
      <ol
        className="grid grid-cols-2 gap-2 rounded-md bg-gray-50 p-3 font-mono text-sm dark:bg-gray-800"
        aria-label={t('recovery.heading')}
      >
        {codes.map((code) => (
          <li key={code} className="text-dark dark:text-gray-100">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex items-center gap-3">
        <CopyButton
          text={codes.join('\n')}
          label={t('recovery.copy')}
          copiedLabel={t('recovery.copied')}
        />
        <button
          type="button"
          onClick={() => download(codes, t('recovery.fileHeading'))}
          className="inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline"
        >
          <Download className="size-4" aria-hidden />
          {t('recovery.download')}
        </button>
      </div>
    </section>
  );
}
