import type { SubUser } from '@olivia/contracts/sub-users';
import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ListPage } from '../../../components/resource/list-page';
import { buttonClassName } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { useSession } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toast';
import { subUsersApi, useResendInvite } from '../api/sub-users-api';
import { SubUserActions } from '../components/sub-user-actions';
import { subUserColumns } from '../components/sub-user-columns';
import { SubUserConfirmation, type PendingAction } from '../components/sub-user-confirmation';
import { BranchFilter } from '../components/branch-filter';
import { StatusFilter } from '../components/status-filter';
import { drawerPaths } from '../../../lib/screen-paths';

/**
 * /sub-users/all (main user only, docs/product/roles.md): the store's sub-users with search, status
 * filter, sorting and pages in the URL; invite and edit open as child routes in a drawer.
 */
export function SubUsersRoute() {
  usePageTitle(useRouteTitleKey() ?? 'subUsers');
  const { t } = useTranslation(['subusers', 'routes']);
  const errorMessage = useErrorMessage();
  const currency = useSession((state) => state.user?.currency);
  const { search } = useLocation();
  const subUsers = subUsersApi.useList();
  const resend = useResendInvite();
  const [pending, setPending] = useState<PendingAction | null>(null);

  const columns = useMemo(() => {
    const resendInvite = (subUser: SubUser) =>
      resend.mutate(subUser.id, {
        onSuccess: () => toastSuccess(t('toasts.inviteResent', { email: subUser.email })),
        onError: (error) => toastError(errorMessage(error)),
      });
    return subUserColumns(t, currency, (subUser) => (
      <SubUserActions
        subUser={subUser}
        onConfirm={(action) => setPending({ action, subUser })}
        onResendInvite={resendInvite}
      />
    ));
  }, [t, currency, resend, errorMessage]);

  const invite = (
    <Link to={{ pathname: drawerPaths.new, search }} className={buttonClassName('primary')}>
      <UserPlus aria-hidden="true" className="size-4" />
      {t('invite')}
    </Link>
  );

  return (
    <ListPage
      title={t('routes:subUsers')}
      description={t('intro')}
      primaryAction={invite}
      filters={
        <div className="flex flex-wrap items-start gap-3">
          <StatusFilter
            value={subUsers.filters.status}
            onChange={(status) => subUsers.setFilter('status', status)}
          />
          <BranchFilter
            value={subUsers.filters.branch}
            onChange={(branch) => subUsers.setFilter('branch', branch)}
          />
        </div>
      }
      resource={subUsers}
      columns={columns}
      label={t('table.label')}
      searchable
      selectable
      getRowId={(subUser) => subUser.id}
      emptyState={{ title: t('empty.title'), body: t('empty.body'), action: invite }}
      errorText={t('loadFailed')}
    >
      <SubUserConfirmation pending={pending} onClose={() => setPending(null)} />
      <Outlet />
    </ListPage>
  );
}
