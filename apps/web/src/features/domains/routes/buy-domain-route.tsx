import { DomainNameSchema, type DomainOffer } from '@olivia/contracts/domains';
import { formatMoney } from '@olivia/contracts/format-money';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage, useTranslateMessage } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/page-title';
import { screenPaths } from '../../../lib/screen-paths';
import { toastSuccess } from '../../../lib/toast';
import { useDomainSearch } from '../api/domains-api';
import { DomainPaymentDialog } from '../components/domain-payment-dialog';

/**
 * /domain/buy (main user): search a name, see it and the same name in other endings with their
 * yearly prices, and buy one from the wallet. The name searched is in the URL (`?name=`).
 */
export function BuyDomainRoute() {
  usePageTitle('buyDomain');
  const { t } = useTranslation(['domains', 'routes']);
  const translate = useTranslateMessage();
  const errorText = useErrorMessage();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const name = params.get('name') ?? '';
  const [typed, setTyped] = useState(name);
  const [problem, setProblem] = useState<string>();
  const [buying, setBuying] = useState<DomainOffer | null>(null);
  const search = useDomainSearch(name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = DomainNameSchema.safeParse(typed);
    if (!parsed.success) return setProblem(translate(parsed.error.issues[0]?.message));
    setProblem(undefined);
    setParams({ name: parsed.data });
  };

  return (
    <div className="max-w-3xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold text-dark dark:text-white">
          {t('routes:buyDomain')}
        </h1>
        <p className="text-sm text-gray-600 dark:text-gray-300">{t('search.intro')}</p>
      </header>
      <form
        role="search"
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-3 rounded-md bg-white p-5 shadow-sm sm:flex-row sm:items-start dark:bg-gray-900"
      >
        <TextField
          label={t('search.label')}
          name="name"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(undefined);
          }}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={problem}
          className="flex-1"
        />
        <Button type="submit" className="sm:mt-6" loading={search.isFetching}>
          <Search aria-hidden="true" className="size-4" />
          {t('search.submit')}
        </Button>
      </form>

      {search.isError && <Alert>{errorText(search.error)}</Alert>}
      {search.isPending && search.fetchStatus === 'fetching' && <Spinner />}
      {search.data && (
        <section
          aria-label={t('search.results')}
          className="rounded-md bg-white shadow-sm dark:bg-gray-900"
        >
          <ul className="divide-y divide-gray-100 dark:divide-gray-800">
            {search.data.offers.map((offer) => (
              <li
                key={offer.domain}
                className="flex flex-wrap items-center justify-between gap-3 px-5 py-4"
              >
                <div className="min-w-0">
                  <p className="font-semibold break-all text-dark dark:text-white">
                    {offer.domain}
                  </p>
                  <p className="text-sm text-gray-600 dark:text-gray-300">
                    {offer.available
                      ? t('perYear', { amount: formatMoney(offer.amount, offer.currency) })
                      : t('search.taken')}
                  </p>
                </div>
                {offer.available && (
                  <Button
                    variant="outline"
                    onClick={() => setBuying(offer)}
                    aria-label={t('search.buyName', { domain: offer.domain })}
                  >
                    {t('search.buy')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="text-sm text-gray-600 dark:text-gray-300">
        {t('search.dns', { host: window.location.host })}{' '}
        <Link to={screenPaths.domains} className="font-semibold text-primary hover:underline">
          {t('search.myDomains')}
        </Link>
      </p>

      {buying && (
        <DomainPaymentDialog
          mode="buy"
          domain={buying.domain}
          amount={buying.amount}
          currency={buying.currency}
          onClose={() => setBuying(null)}
          onPaid={(domain) => {
            toastSuccess(t('bought', { domain: domain.domain }));
            void navigate(screenPaths.domains);
          }}
        />
      )}
    </div>
  );
}
