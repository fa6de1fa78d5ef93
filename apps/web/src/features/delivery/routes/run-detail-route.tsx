import type { DeliveryRunDetail } from '@olivia/contracts/delivery-runs';
import { MAIN_USER } from '@olivia/contracts/roles';
import { Pencil, Printer, Truck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/resource/confirm-dialog';
import { Drawer } from '../../../components/resource/drawer';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isServerError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/messages';
import { useSession } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { downloadRunSheet, useRun, useRunActions } from '../api/delivery-runs-api';
import { RunStatusBadge, runDateLabel } from '../components/run-status';
import { RunStopItem } from '../components/run-stop-item';
import { StopOrderList } from '../components/stop-order-list';

/** /delivery-routes/all/runs/:id: a run, its stops in order and what can be done with it. */
export function RunDetailRoute() {
  // 'upload' with it: the proof photo's field would otherwise load its strings on first use,
  // suspending the drawer away under the rider's finger.
  const { t, i18n } = useTranslation(['delivery', 'upload']);
  const { id = '' } = useParams();
  const close = useCloseDrawer();
  const errorMessage = useErrorMessage();
  const run = useRun(id);
  // One drawer from loading to loaded: swapping drawers would close the new one.
  return (
    <Drawer
      title={
        run.data
          ? t('detail.title', { date: runDateLabel(run.data.rundate, i18n.language) })
          : t('detail.loadingTitle')
      }
      description={
        run.data &&
        [run.data.ridername, run.data.riderphone, run.data.zonename].filter(Boolean).join(' · ')
      }
      onClose={close}
      size="lg"
    >
      {run.data ? (
        <RunDetail run={run.data} />
      ) : (
        <div className="p-5">
          {run.isError ? (
            <Alert>
              {isServerError(run.error, 'notFound')
                ? t('detail.notFound')
                : errorMessage(run.error)}
            </Alert>
          ) : (
            <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
              <Spinner />
              {t('detail.loading')}
            </p>
          )}
        </div>
      )}
    </Drawer>
  );
}

function RunDetail({ run }: { run: DeliveryRunDetail }) {
  const { t } = useTranslation('delivery');
  const errorMessage = useErrorMessage();
  const mainUser = useSession((state) => state.user?.userCategory === MAIN_USER);
  const actions = useRunActions(run.id);
  const { search } = useLocation();
  const [cancelling, setCancelling] = useState(false);
  const [sheetError, setSheetError] = useState<string | null>(null);
  const planned = run.status === 'planned';
  const failed = [actions.start, actions.reorder, actions.mark].find((action) => action.isError);

  const start = async () => {
    await actions.start.mutateAsync();
    toastSuccess(t('detail.started'));
  };

  return (
    <div className="flex-1 space-y-5 overflow-y-auto p-5">
      <div className="flex flex-wrap items-center gap-2">
        <RunStatusBadge status={run.status} />
        <span className="text-sm text-gray-600 dark:text-gray-300">
          {t('runs.progress', {
            done: run.deliveredcount + run.failedcount,
            total: run.stopcount,
          })}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        {mainUser && planned && run.stops.length > 0 && (
          <Button
            loading={actions.start.isPending}
            onClick={() => void start().catch(() => undefined)}
          >
            <Truck aria-hidden="true" className="size-4" />
            {t('detail.start')}
          </Button>
        )}
        {mainUser && planned && (
          <Link to={{ pathname: 'edit', search }} className={buttonClassName('outline')}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('edit.button')}
          </Link>
        )}
        <Button
          variant="outline"
          onClick={() =>
            void downloadRunSheet(run).catch((error: unknown) => setSheetError(errorMessage(error)))
          }
        >
          <Printer aria-hidden="true" className="size-4" />
          {t('detail.sheet')}
        </Button>
        {mainUser && planned && (
          <Button variant="danger" onClick={() => setCancelling(true)}>
            {t('detail.cancel')}
          </Button>
        )}
      </div>
      {run.note && <p className="text-sm text-gray-700 dark:text-gray-200">{run.note}</p>}
      {failed && <Alert>{errorMessage(failed.error)}</Alert>}
      {sheetError && <Alert>{sheetError}</Alert>}
      {mainUser && planned ? (
        <section aria-label={t('plan.order')} className="space-y-2">
          <h3 className="text-sm font-semibold">{t('plan.order')}</h3>
          <StopOrderList
            stops={run.stops.map((stop) => ({
              id: stop.id,
              label: t('plan.orderLabel', { number: stop.ordernumber, name: stop.customername }),
              detail: [stop.address, stop.lga, stop.state].filter(Boolean).join(', '),
            }))}
            disabled={actions.reorder.isPending}
            onMove={(ids) => actions.reorder.mutate(ids)}
          />
        </section>
      ) : (
        <section aria-label={t('detail.stops')}>
          <ol className="divide-y divide-gray-100 dark:divide-gray-800">
            {run.stops.map((stop) => (
              <RunStopItem
                key={stop.id}
                run={run}
                stop={stop}
                pending={actions.mark.isPending}
                onMark={async (body) => {
                  await actions.mark.mutateAsync({ stopId: stop.id, body });
                  toastSuccess(t(`stops.marked.${body.status}`, { number: stop.ordernumber }));
                }}
              />
            ))}
          </ol>
        </section>
      )}
      <ConfirmDialog
        open={cancelling}
        title={t('detail.cancelTitle')}
        message={t('detail.cancelMessage')}
        confirmLabel={t('detail.cancel')}
        onConfirm={() => actions.cancel.mutateAsync()}
        onClose={() => setCancelling(false)}
      />
    </div>
  );
}
