import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** docs/product/rules.md: the button appears once the page has scrolled more than 50 px. */
const SCROLL_TO_TOP_THRESHOLD_PX = 50;

export function ScrollToTop() {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('scrollToTop')}
      title={t('scrollToTop')}
      className="fixed end-6 bottom-6 z-40 inline-flex size-10 items-center justify-center rounded-full bg-primary text-white shadow-lg transition hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary motion-safe:animate-fade-in"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
