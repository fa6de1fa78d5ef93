/** A receipt's number as people see it: RCT-0001, RCT-12345. */
export const receiptNumber = (number: number) => `RCT-${String(number).padStart(4, '0')}`;
