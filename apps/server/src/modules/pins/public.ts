/** What other modules may use of the PINs module: checking a user's PIN before money moves. */
export { createPinCheck, type PinCheck } from './pin-check';
