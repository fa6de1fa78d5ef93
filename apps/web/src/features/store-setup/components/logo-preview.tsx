import { useTranslation } from 'react-i18next';

/** Up to two letters: the first of the first two words ('Ada Stores' → 'AS'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

interface LogoPreviewProps {
  /** The logo's link; '' when the store has none. */
  logoUrl: string;
  storeName: string;
}

/** The store's logo as customers see it, or its initials while it has none. */
export function LogoPreview({ logoUrl, storeName }: LogoPreviewProps) {
  const { t } = useTranslation('storeSetup');
  const box =
    'size-32 shrink-0 rounded-lg border border-gray-200 bg-white object-contain dark:border-gray-700';
  if (logoUrl) {
    return <img src={logoUrl} alt={t('logo.current', { store: storeName })} className={box} />;
  }
  return (
    <div
      role="img"
      aria-label={t('logo.placeholder', { store: storeName })}
      className={`${box} flex items-center justify-center bg-primary-light text-4xl font-bold text-primary`}
    >
      <span aria-hidden="true">{initialsOf(storeName)}</span>
    </div>
  );
}
