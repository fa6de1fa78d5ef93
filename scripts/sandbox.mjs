/**
 * `npm run sandbox -- pay <reference> [amount]`: pays a top-up from the sandbox bank of the
 * running server (the embedded database belongs to the server process, so this goes over HTTP).
 * Without an amount it pays exactly what is due: the top-up plus its fee.
 */
const [command, reference, amountText] = process.argv.slice(2);
// The running server's address: OLIVIA_URL, or the port `npm start` chose from PORT.
const baseUrl = (process.env.OLIVIA_URL ?? `http://localhost:${process.env.PORT || 3000}`).replace(
  /\/$/,
  '',
);

if (command !== 'pay' || !reference) {
  console.error('Usage: npm run sandbox -- pay <reference> [amount]');
  process.exit(2);
}
const amount = amountText === undefined ? undefined : Number(amountText);
if (amount !== undefined && !(amount > 0)) {
  console.error(`Not an amount: ${amountText}`);
  process.exit(2);
}

try {
  const response = await fetch(`${baseUrl}/api/sandbox/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reference, amount }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) {
    console.error(`The sandbox bank refused: ${body.error ?? response.status}`);
    process.exit(1);
  }
  console.log(
    `Paid ${body.currency} ${amount ?? body.amountdue} into ${body.accountnumber} (${body.bank}) ` +
      `for top-up ${body.reference}; ${body.amountpaid} of ${body.amountdue} received so far.`,
  );
} catch (error) {
  console.error(
    `Could not reach the Olivia server at ${baseUrl} (${error.message}). Is it running?`,
  );
  process.exit(1);
}
