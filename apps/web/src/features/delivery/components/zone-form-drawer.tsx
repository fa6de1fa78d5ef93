import {
  DeliveryZoneRequestSchema,
  type DeliveryZoneRequest,
} from '@olivia/contracts/delivery-zones';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { ZoneFields } from './zone-fields';

interface ZoneFormDrawerProps {
  title: string;
  description: string;
  defaultValues: DefaultValues<DeliveryZoneRequest>;
  submitLabel: string;
  onSubmit: (values: z.output<typeof DeliveryZoneRequestSchema>) => Promise<unknown>;
  onClose: () => void;
}

/** The new and edit drawer of a zone, validated by the contract's `DeliveryZoneRequestSchema`. */
export function ZoneFormDrawer(props: ZoneFormDrawerProps) {
  return (
    <FormDrawer {...props} size="lg" schema={DeliveryZoneRequestSchema}>
      {(fields) => <ZoneFields {...fields} />}
    </FormDrawer>
  );
}
