import { subUserEndpoints } from '@olivia/contracts/sub-user-endpoints';
import { useQuery } from '@tanstack/react-query';
import type { ZodError } from 'zod';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, callEndpoint } from '../../../lib/api-client';
import { deliveryRunsApi } from '../api/delivery-runs-api';

/** Who rides a run: a sub-user ('' for none) or a named driver with a phone. */
export interface RunRider {
  riderid: string;
  ridername: string;
  riderphone: string;
}

/** The rider as a run's request sends it: a sub-user's id, or the driver's name and phone. */
export const riderBody = ({ riderid, ridername, riderphone }: RunRider) => ({
  riderid: riderid || null,
  ridername: riderid ? '' : ridername,
  riderphone: riderid ? '' : riderphone,
});

/** A refusal's messages by field (translated), or none. */
export function fieldErrorsOf(error: unknown, translate: (text: string) => string) {
  if (!(error instanceof ApiError) || !error.details) return {};
  return Object.fromEntries(
    Object.entries(error.details).map(([field, texts]) => [field, translate(texts[0] ?? '')]),
  );
}

/** The contract's objections to a run's body by field (translated). */
export const schemaErrorsOf = (error: ZodError, translate: (text: string) => string) =>
  Object.fromEntries(
    error.issues.map((issue) => [String(issue.path[0]), translate(issue.message)]),
  ) as Record<string, string>;

/** The store's active sub-users, who may ride a run. */
function useRiders() {
  return useQuery({
    queryKey: deliveryRunsApi.keys.extra('riders'),
    queryFn: ({ signal }) =>
      callEndpoint(subUserEndpoints.list, { query: { size: 100, status: 'active' }, signal }),
    select: (page) => page.content,
  });
}

/** The rider of a run being planned or changed: a sub-user, or a named driver and phone. */
export function RunRiderFields({
  rider,
  onChange,
  errors,
  current,
}: {
  rider: RunRider;
  onChange: (rider: RunRider) => void;
  errors: Record<string, string>;
  /** The sub-user riding the run now, offered even when no longer active. */
  current?: { id: string; name: string };
}) {
  const { t } = useTranslation('delivery');
  const riders = useRiders();
  const active = (riders.data ?? []).map((user) => ({
    value: user.id,
    label: `${user.firstname} ${user.lastname}`.trim(),
  }));
  const kept =
    current && !active.some((option) => option.value === current.id)
      ? [{ value: current.id, label: current.name }]
      : [];
  const options = [{ value: '', label: t('plan.namedDriver') }, ...kept, ...active];
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">{t('plan.rider')}</legend>
      <SelectField
        label={t('plan.riderChoice')}
        options={options}
        value={rider.riderid}
        onChange={(event) => onChange({ ...rider, riderid: event.target.value })}
        error={errors.riderid}
      />
      {rider.riderid === '' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('plan.driverName')}
            value={rider.ridername}
            onChange={(event) => onChange({ ...rider, ridername: event.target.value })}
            error={errors.ridername}
            autoComplete="off"
          />
          <TextField
            label={t('plan.driverPhone')}
            type="tel"
            value={rider.riderphone}
            onChange={(event) => onChange({ ...rider, riderphone: event.target.value })}
            autoComplete="off"
          />
        </div>
      )}
    </fieldset>
  );
}
