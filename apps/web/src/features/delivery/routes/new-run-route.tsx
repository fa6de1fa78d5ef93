import { DeliveryRunRequestSchema } from '@olivia/contracts/delivery-runs';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Drawer } from '../../../components/resource/drawer';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { useTranslateMessage } from '../../../lib/messages';
import { screenPaths } from '../../../lib/screen-paths';
import { useSession } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { deliveryRunsApi, useWaitingOrders } from '../api/delivery-runs-api';
import { runPath } from '../components/run-columns';
import {
  fieldErrorsOf,
  riderBody,
  RunRiderFields,
  schemaErrorsOf,
  type RunRider,
} from '../components/run-rider-fields';
import {
  RunFormFooter,
  RunNoteAndRefusal,
  WaitingOrdersChoice,
} from '../components/run-form-parts';
import { StopOrderList } from '../components/stop-order-list';
import { areaOf } from '../components/waiting-orders-picker';

/** Today in the browser's calendar, as YYYY-MM-DD. */
const today = () => new Date().toLocaleDateString('en-CA');

/**
 * /delivery-routes/all/runs/new: a run planned from the orders waiting for one on a day: the
 * orders ticked (grouped by zone), their stop order (up and down), and a rider — a sub-user or
 * a named driver with a phone.
 */
export function NewRunRoute() {
  const { t } = useTranslation(['delivery', 'routes']);
  const translate = useTranslateMessage();
  const close = useCloseDrawer();
  const navigate = useNavigate();
  const { search } = useLocation();
  const currency = useSession((state) => state.user?.currency);
  const [date, setDate] = useState(today);
  const [chosen, setChosen] = useState<string[]>([]);
  const [rider, setRider] = useState<RunRider>({ riderid: '', ridername: '', riderphone: '' });
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const waiting = useWaitingOrders(date);
  const create = deliveryRunsApi.useCreate();

  const orders = useMemo(
    () => waiting.data?.groups.flatMap((group) => group.orders.map((o) => ({ ...o, group }))) ?? [],
    [waiting.data],
  );
  const stops = chosen.flatMap((id) => {
    const order = orders.find((candidate) => candidate.orderid === id);
    return order
      ? [
          {
            id,
            label: t('plan.orderLabel', { number: order.number, name: order.customername }),
            detail: areaOf(order),
          },
        ]
      : [];
  });
  const zones = new Set(
    chosen.map((id) => orders.find((order) => order.orderid === id)?.group.zoneid ?? null),
  );
  const [zoneid] = zones.size === 1 ? [...zones] : [null];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      rundate: date,
      zoneid: zoneid ?? null,
      ...riderBody(rider),
      note,
      orderids: stops.map((stop) => stop.id),
    };
    const parsed = DeliveryRunRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(schemaErrorsOf(parsed.error, translate));
      return;
    }
    setErrors({});
    try {
      const run = await create.mutateAsync(body);
      toastSuccess(t('plan.created'));
      void navigate({ pathname: `${screenPaths.deliveryRoutes}/${runPath(run.id)}`, search });
    } catch (error) {
      setErrors(fieldErrorsOf(error, translate));
    }
  };

  return (
    <Drawer
      title={t('routes:newDeliveryRun')}
      description={t('plan.intro')}
      onClose={close}
      size="lg"
    >
      <form
        onSubmit={(event) => void submit(event)}
        className="flex min-h-0 flex-1 flex-col"
        noValidate
      >
        <div className="flex-1 space-y-6 overflow-y-auto p-5">
          <TextField
            label={t('plan.date')}
            type="date"
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setChosen([]);
            }}
            error={errors.rundate}
            className="sm:w-56"
          />
          <section aria-label={t('plan.waiting')} className="space-y-2">
            <h3 className="text-sm font-semibold">{t('plan.waiting')}</h3>
            <WaitingOrdersChoice
              waiting={waiting}
              currency={currency}
              chosen={chosen}
              onChange={setChosen}
            />
            {errors.orderids && <Alert>{errors.orderids}</Alert>}
          </section>
          {stops.length > 0 && (
            <section aria-label={t('plan.order')} className="space-y-2">
              <h3 className="text-sm font-semibold">{t('plan.order')}</h3>
              <StopOrderList stops={stops} onMove={setChosen} />
            </section>
          )}
          <RunRiderFields rider={rider} onChange={setRider} errors={errors} />
          <RunNoteAndRefusal
            note={note}
            onNote={setNote}
            error={errors.note}
            refusal={create.error}
          />
        </div>
        <RunFormFooter submitLabel={t('plan.submit')} pending={create.isPending} onCancel={close} />
      </form>
    </Drawer>
  );
}
