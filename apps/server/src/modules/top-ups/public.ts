/** What other modules may use of the top-ups module: finding a top-up (the sandbox bank pays it). */
export {
  findTopUpByAccountNumber,
  findTopUpByReference,
  type TopUpRow,
} from './top-ups.repository';
