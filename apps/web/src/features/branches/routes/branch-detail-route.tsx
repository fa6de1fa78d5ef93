import type { BranchDetail } from '@olivia/contracts/branches';
import { formatMoney } from '@olivia/contracts/format-money';
import { MAIN_USER } from '@olivia/contracts/roles';
import { Pencil, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { Drawer } from '../../../components/resource/drawer';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { buttonClassName } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useSession } from '../../../lib/session';
import { useBranchDetail } from '../api/branches-api';
import { ordersOfBranch } from '../components/branch-columns';
import { hoursLines } from '../components/branch-hours';

const heading = 'font-semibold text-dark dark:text-white';

/** /branch/all/:id: the branch's figures, where and when it opens, pickup, and its staff. */
export function BranchDetailRoute() {
  const { t } = useTranslation(['branches', 'routes']);
  const { id = '' } = useParams();
  const branch = useBranchDetail(id);
  const close = useCloseDrawer();
  if (branch.data) return <BranchDrawer branch={branch.data} onClose={close} />;
  return (
    <RecordDrawerStatus
      title={t('routes:branchDetail')}
      error={branch.error}
      isError={branch.isError}
      notFoundText={t('form.notFound')}
      loadingText={t('form.loading')}
      onClose={close}
    />
  );
}

function BranchDrawer({ branch, onClose }: { branch: BranchDetail; onClose: () => void }) {
  const { t } = useTranslation('branches');
  const currency = useSession((state) => state.user?.currency);
  const isMainUser = useSession((state) => state.user?.userCategory === MAIN_USER);
  const { search } = useLocation();
  // Revenue first: on a phone it takes the row, orders and staff share the next.
  const figures: [string, string][] = [
    [t('columns.revenue'), formatMoney(branch.revenue, currency)],
    [t('columns.orders'), String(branch.ordercount)],
    [t('columns.staff'), String(branch.staffcount)],
  ];
  const facts: [string, string][] = [
    [t('detail.type'), t(`kinds.${branch.kind}`)],
    [t('columns.address'), branch.address || '—'],
    [t('form.phone'), branch.phone || '—'],
    [t('columns.manager'), branch.manager || '—'],
  ];
  return (
    <Drawer title={branch.name} description={t('detail.title')} onClose={onClose}>
      <div className="flex-1 space-y-6 overflow-y-auto p-5 text-sm">
        <StatusBadge
          status={branch.active ? 'success' : 'inactive'}
          label={t(branch.active ? 'status.active' : 'status.inactive')}
        />
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {figures.map(([label, value], index) => (
            <div
              key={label}
              className={`rounded-md bg-gray-50 p-3 dark:bg-gray-800/50 ${index === 0 ? 'col-span-2 sm:col-span-1' : ''}`}
            >
              <dt className="text-xs text-gray-500 dark:text-gray-400">{label}</dt>
              <dd className="mt-1 font-semibold break-words text-dark dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
        <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-2">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-gray-500 dark:text-gray-400">{label}</dt>
              <dd className="wrap-anywhere text-dark dark:text-gray-200">{value}</dd>
            </div>
          ))}
        </dl>
        <section className="space-y-2">
          <h3 className={heading}>{t('form.hours')}</h3>
          <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1">
            {hoursLines(t, branch.hours).map(([day, hours]) => (
              <div key={day} className="contents">
                <dt className="text-gray-500 dark:text-gray-400">{day}</dt>
                <dd>{hours}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="space-y-1">
          <h3 className={heading}>{t('columns.pickup')}</h3>
          <p>{branch.pickup ? branch.pickupinstructions || t('pickup.yes') : t('pickup.no')}</p>
        </section>
        <section className="space-y-2">
          <h3 className={heading}>{t('detail.staff')}</h3>
          {branch.staff.length === 0 ? (
            <p className="text-gray-600 dark:text-gray-300">{t('detail.noStaff')}</p>
          ) : (
            <ul className="divide-y divide-gray-100 dark:divide-gray-800">
              {branch.staff.map((person) => (
                <li
                  key={person.id}
                  className="flex flex-wrap items-center justify-between gap-2 py-2"
                >
                  <span>
                    <span className="font-medium text-dark dark:text-white">{person.name}</span>
                    <span className="block text-xs wrap-anywhere text-gray-500">
                      {person.email}
                    </span>
                  </span>
                  {person.disabled && (
                    <StatusBadge status="inactive" label={t('detail.disabled')} />
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-gray-100 px-5 py-4 dark:border-gray-800">
        <Link to={ordersOfBranch(branch)} className={buttonClassName('outline')}>
          <ShoppingCart aria-hidden="true" className="size-4" />
          {t('detail.viewOrders')}
        </Link>
        {isMainUser && (
          <Link to={{ pathname: 'edit', search }} className={buttonClassName('primary')}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('actions.edit')}
          </Link>
        )}
      </div>
    </Drawer>
  );
}
