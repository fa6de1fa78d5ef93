import { UpdateDeliveryRunRequestSchema, isRunEditable } from '@olivia/contracts/delivery-runs';
import type { DeliveryRunDetail } from '@olivia/contracts/delivery-runs';
import { MAIN_USER } from '@olivia/contracts/roles';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Drawer } from '../../../components/resource/drawer';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { isServerError } from '../../../lib/api-client';
import { useErrorMessage, useTranslateMessage } from '../../../lib/messages';
import { screenPaths } from '../../../lib/screen-paths';
import { useSession } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { deliveryRunsApi, useRun, useWaitingOrders } from '../api/delivery-runs-api';
import { runDateLabel } from '../components/run-status';
import { runPath } from '../components/run-columns';
import {
  fieldErrorsOf,
  riderBody,
  RunRiderFields,
  schemaErrorsOf,
  type RunRider,
} from '../components/run-rider-fields';
import { StopOrderList, type OrderedStop } from '../components/stop-order-list';
import {
  RunFormFooter,
  RunNoteAndRefusal,
  WaitingOrdersChoice,
} from '../components/run-form-parts';
import { areaOf } from '../components/waiting-orders-picker';

/** Back to the run's drawer, keeping the list's query. */
function useBackToRun(id: string) {
  const navigate = useNavigate();
  const { search } = useLocation();
  return () => void navigate({ pathname: `${screenPaths.deliveryRoutes}/${runPath(id)}`, search });
}

/**
 * /delivery-routes/all/runs/:id/edit (the main user, a planned run): its rider — a sub-user or a
 * named driver with a phone — its note, and its stops: taken off, added from the orders waiting
 * for its day, and put in order (ADR 0036).
 */
export function EditRunRoute() {
  const { t, i18n } = useTranslation(['delivery', 'routes']);
  const { id = '' } = useParams();
  const errorMessage = useErrorMessage();
  const back = useBackToRun(id);
  const mainUser = useSession((state) => state.user?.userCategory === MAIN_USER);
  const run = useRun(id);
  const editable = run.data && mainUser && isRunEditable(run.data.status);
  let status = <Spinner />;
  if (run.isError) {
    status = (
      <Alert>
        {isServerError(run.error, 'notFound') ? t('detail.notFound') : errorMessage(run.error)}
      </Alert>
    );
  } else if (run.data) status = <Alert>{t('edit.notEditable')}</Alert>;
  return (
    <Drawer
      title={t('routes:editDeliveryRun')}
      description={
        run.data && t('detail.title', { date: runDateLabel(run.data.rundate, i18n.language) })
      }
      onClose={back}
      size="lg"
    >
      {editable && run.data ? (
        <EditRunForm run={run.data} onDone={back} />
      ) : (
        <div role="status" className="p-5">
          {status}
        </div>
      )}
    </Drawer>
  );
}

function EditRunForm({ run, onDone }: { run: DeliveryRunDetail; onDone: () => void }) {
  const { t } = useTranslation('delivery');
  const translate = useTranslateMessage();
  const currency = useSession((state) => state.user?.currency);
  const [orderids, setOrderids] = useState(() => run.stops.map((stop) => stop.orderid));
  const [rider, setRider] = useState<RunRider>({
    riderid: run.riderid ?? '',
    ridername: run.riderid ? '' : run.ridername,
    riderphone: run.riderid ? '' : run.riderphone,
  });
  const [note, setNote] = useState(run.note);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const waiting = useWaitingOrders(run.rundate);
  const update = deliveryRunsApi.useUpdate();

  /** Every order the run may hold: its stops, and the orders waiting for its day. */
  const known = useMemo(() => {
    const stops = new Map<string, OrderedStop>();
    for (const stop of run.stops) {
      stops.set(stop.orderid, {
        id: stop.orderid,
        label: t('plan.orderLabel', { number: stop.ordernumber, name: stop.customername }),
        detail: [stop.address, stop.lga, stop.state].filter(Boolean).join(', '),
      });
    }
    for (const order of waiting.data?.groups.flatMap((group) => group.orders) ?? []) {
      stops.set(order.orderid, {
        id: order.orderid,
        label: t('plan.orderLabel', { number: order.number, name: order.customername }),
        detail: [order.address, areaOf(order)].filter(Boolean).join(', '),
      });
    }
    return stops;
  }, [run.stops, waiting.data, t]);
  const stops = orderids.flatMap((orderId) => known.get(orderId) ?? []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...riderBody(rider), note, orderids };
    const parsed = UpdateDeliveryRunRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(schemaErrorsOf(parsed.error, translate));
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync({ id: run.id, body });
      toastSuccess(t('edit.saved'));
      onDone();
    } catch (error) {
      setErrors(fieldErrorsOf(error, translate));
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex min-h-0 flex-1 flex-col"
      noValidate
    >
      <div className="flex-1 space-y-6 overflow-y-auto p-5">
        <section aria-label={t('plan.order')} className="space-y-2">
          <h3 className="text-sm font-semibold">{t('plan.order')}</h3>
          {stops.length > 0 ? (
            <StopOrderList
              stops={stops}
              onMove={setOrderids}
              onRemove={(orderId) => setOrderids(orderids.filter((other) => other !== orderId))}
            />
          ) : (
            <p className="text-sm text-gray-600 dark:text-gray-300">{t('edit.noStops')}</p>
          )}
          {errors.orderids && <Alert>{errors.orderids}</Alert>}
        </section>
        <section aria-label={t('edit.add')} className="space-y-2">
          <h3 className="text-sm font-semibold">{t('edit.add')}</h3>
          <WaitingOrdersChoice
            waiting={waiting}
            currency={currency}
            chosen={orderids}
            onChange={setOrderids}
          />
        </section>
        <RunRiderFields
          rider={rider}
          onChange={setRider}
          errors={errors}
          current={run.riderid ? { id: run.riderid, name: run.ridername } : undefined}
        />
        <RunNoteAndRefusal
          note={note}
          onNote={setNote}
          error={errors.note}
          refusal={update.error}
        />
      </div>
      <RunFormFooter submitLabel={t('edit.submit')} pending={update.isPending} onCancel={onDone} />
    </form>
  );
}
