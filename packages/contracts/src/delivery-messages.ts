import { defineMessages } from './message-registry';

/** Delivery zones and runs (ADR 0036). Not worded by docs/product; ours. */
export const deliveryMessages = defineMessages({
  zoneRegionsRequired: 'Add at least one region, at most 50',
  zoneRegionInvalidNg: 'Enter a state, or a state and LGA as State/LGA (Lagos/Ikeja)',
  zoneRegionInvalidGb: 'Enter a postcode area or district, such as SW or SW1A',
  zoneDaysRequired: 'Choose the days it delivers, each once',
  zoneTimeInvalid: 'Enter a time as HH:MM',
  zoneSlotEndsBeforeStart: 'A window must end after it starts',
  zoneCountryMismatch: 'Zones of this store are in its own country',
  noZoneDelivers: 'We do not deliver to this area yet',
  belowZoneMinimum: 'This order is under the minimum for delivery to this area',
  deliverySlotUnavailable: 'Choose one of the delivery times offered',
  pickupPointNotFound: 'Choose one of the pickup points offered',
  riderRequired: 'Choose a rider, or name a driver and their phone number',
  riderNotFound: 'Choose one of your users as the rider',
  runNeedsOrders: 'Choose between 1 and 100 orders, each once',
  runOrderTaken: 'An order chosen is already on a run or no longer waits for delivery',
  runStopsMismatch: 'List every stop of the run, each once',
  runNotPlanned: 'Only a planned run can be changed, started or cancelled',
  runNotOut: 'Only a run that is out can have its stops marked',
  runOrderNotDeliverable: 'An order on this run can no longer be delivered',
  stopAlreadyMarked: 'This stop is already marked',
  stopFailedNeedsNote: 'Say why the delivery failed',
} as const);
