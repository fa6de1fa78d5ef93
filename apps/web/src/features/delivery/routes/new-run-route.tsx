import { DeliveryRunRequestSchema } from '@olivia/contracts/delivery-runs';
import { subUserEndpoints } from '@olivia/contracts/sub-user-endpoints';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Drawer } from '../../../components/resource/drawer';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError, callEndpoint } from '../../../lib/api-client';
import { useErrorMessage, useTranslateMessage } from '../../../lib/messages';
import { screenPaths } from '../../../lib/screen-paths';
import { useSession } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { deliveryRunsApi, useWaitingOrders } from '../api/delivery-runs-api';
import { runPath } from '../components/run-columns';
import { StopOrderList } from '../components/stop-order-list';
import { areaOf, WaitingOrdersPicker } from '../components/waiting-orders-picker';

/** A refusal's messages by field (translated), or none. */
function fieldErrorsOf(error: unknown, translate: (text: string) => string) {
  if (!(error instanceof ApiError) || !error.details) return {};
  return Object.fromEntries(
    Object.entries(error.details).map(([field, texts]) => [field, translate(texts[0] ?? '')]),
  );
}

/** Today in the browser's calendar, as YYYY-MM-DD. */
const today = () => new Date().toLocaleDateString('en-CA');

/** The store's active sub-users, who may ride a run. */
function useRiders() {
  return useQuery({
    queryKey: deliveryRunsApi.keys.extra('riders'),
    queryFn: ({ signal }) =>
      callEndpoint(subUserEndpoints.list, { query: { size: 100, status: 'active' }, signal }),
    select: (page) => page.content,
  });
}

/**
 * /delivery-routes/all/runs/new: a run planned from the orders waiting for one on a day: the
 * orders ticked (grouped by zone), their stop order (up and down), and a rider — a sub-user or
 * a named driver with a phone.
 */
export function NewRunRoute() {
  const { t } = useTranslation(['delivery', 'routes']);
  const translate = useTranslateMessage();
  const errorMessage = useErrorMessage();
  const close = useCloseDrawer();
  const navigate = useNavigate();
  const { search } = useLocation();
  const currency = useSession((state) => state.user?.currency);
  const [date, setDate] = useState(today);
  const [chosen, setChosen] = useState<string[]>([]);
  const [riderid, setRiderid] = useState('');
  const [ridername, setRidername] = useState('');
  const [riderphone, setRiderphone] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const waiting = useWaitingOrders(date);
  const riders = useRiders();
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
      riderid: riderid || null,
      ridername: riderid ? '' : ridername,
      riderphone: riderid ? '' : riderphone,
      note,
      orderids: stops.map((stop) => stop.id),
    };
    const parsed = DeliveryRunRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), translate(issue.message)]),
        ),
      );
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

  const riderOptions = [
    { value: '', label: t('plan.namedDriver') },
    ...(riders.data ?? []).map((user) => ({
      value: user.id,
      label: `${user.firstname} ${user.lastname}`.trim(),
    })),
  ];

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
            {waiting.isPending ? (
              <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
                <Spinner />
                {t('plan.loading')}
              </p>
            ) : waiting.isError ? (
              <Alert>{errorMessage(waiting.error)}</Alert>
            ) : waiting.data.groups.length === 0 ? (
              <p className="text-sm text-gray-600 dark:text-gray-300">{t('plan.noneWaiting')}</p>
            ) : (
              <WaitingOrdersPicker
                waiting={waiting.data}
                currency={currency}
                chosen={chosen}
                onChange={setChosen}
              />
            )}
            {errors.orderids && <Alert>{errors.orderids}</Alert>}
          </section>
          {stops.length > 0 && (
            <section aria-label={t('plan.order')} className="space-y-2">
              <h3 className="text-sm font-semibold">{t('plan.order')}</h3>
              <StopOrderList stops={stops} onMove={setChosen} />
            </section>
          )}
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold">{t('plan.rider')}</legend>
            <SelectField
              label={t('plan.riderChoice')}
              options={riderOptions}
              value={riderid}
              onChange={(event) => setRiderid(event.target.value)}
              error={errors.riderid}
            />
            {riderid === '' && (
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label={t('plan.driverName')}
                  value={ridername}
                  onChange={(event) => setRidername(event.target.value)}
                  error={errors.ridername}
                  autoComplete="off"
                />
                <TextField
                  label={t('plan.driverPhone')}
                  type="tel"
                  value={riderphone}
                  onChange={(event) => setRiderphone(event.target.value)}
                  autoComplete="off"
                />
              </div>
            )}
          </fieldset>
          <TextareaField
            label={t('plan.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={errors.note}
            rows={2}
          />
          {create.isError && Object.keys(fieldErrorsOf(create.error, translate)).length === 0 && (
            <Alert>{errorMessage(create.error)}</Alert>
          )}
        </div>
        <div className="flex justify-end gap-2 border-t border-gray-100 px-5 py-4 dark:border-gray-800">
          <Button type="button" variant="outline" onClick={close}>
            {t('plan.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('plan.submit')}
          </Button>
        </div>
      </form>
    </Drawer>
  );
}
