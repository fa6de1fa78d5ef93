/** Who a timeline entry or stock movement names when no staff member made it. */
export const CUSTOMER = 'Customer';
export const SYSTEM = 'System';

export { NO_USER_ID } from '../../lib/resource/audit.repository';
