/** Failures allowed in 15 minutes: few per account (guessing), more per address (shared NAT). */
const account = { limit: 5, windowMinutes: 15, lockMinutes: 15 };
const address = { limit: 30, windowMinutes: 15, lockMinutes: 15 };

export const signInKeys = (email: string, ip: string) => ({
  account: { key: `sign-in:account:${email.toLowerCase()}`, policy: account },
  address: { key: `sign-in:address:${ip}`, policy: address },
});
