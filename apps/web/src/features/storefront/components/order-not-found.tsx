import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { storefrontPaths } from '../model/storefront-paths';

/** A receipt this device cannot open: no secret kept here, or one that no longer opens it. */
export function OrderNotFound({ slug }: { slug: string }) {
  const { t } = useTranslation('storefront');
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold text-dark dark:text-white">{t('order.notFoundHeading')}</h1>
      <p className="mx-auto mt-3 max-w-md text-gray-600 dark:text-gray-300">
        {t('order.notFoundBody')}
      </p>
      <Link to={storefrontPaths.home(slug)} className={buttonClassName('primary', 'mt-8')}>
        {t('cart.continue')}
      </Link>
    </div>
  );
}
