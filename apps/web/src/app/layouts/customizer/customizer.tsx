import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { iconButtonClass } from '../../../components/layout/icon-button-class';

/**
 * The panel (and the dialog machinery under it) is fetched when first opened, then kept so its
 * slide-out plays: no page needs it to show, and every signed-in first load would carry it.
 */
const CustomizerPanel = lazy(() =>
  import('./customizer-panel').then((module) => ({ default: module.CustomizerPanel })),
);

/** The appearance panel's button (Vristo's customizer). */
export function Customizer() {
  const { t } = useTranslation(['shell', 'common']);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-label={t('shell:customizer.open')}
        title={t('shell:customizer.open')}
        className={iconButtonClass}
      >
        <SlidersHorizontal aria-hidden="true" className="size-[18px]" />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <CustomizerPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
