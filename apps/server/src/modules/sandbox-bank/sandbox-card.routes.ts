import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatMoney } from '@olivia/contracts/format-money';
import { toMajorUnits } from '@olivia/contracts/money';
import { SANDBOX_OTP, SANDBOX_TEST_CARDS } from '../../payments/sandbox/sandbox-cards';
import type { SandboxProvider } from '../../payments/sandbox/sandbox-provider';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const CARD_LABELS: Record<string, string> = {
  success: 'Success',
  declined: 'Declined by the bank',
  insufficient: 'Insufficient funds',
  otp: `Asks for an OTP (${SANDBOX_OTP})`,
  'three-d-secure': '3-D Secure challenge',
  timeout: 'The bank times out',
};

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#0b2a4a;color:#1c1d21}
main{max-width:440px;margin:0 auto;padding:16px}.card{background:#fff;border-radius:12px;padding:20px}
h1{font-size:1.2rem;margin:0}.amount{font-size:1.6rem;font-weight:700;margin:4px 0 12px}
label{display:block;font-weight:600;font-size:.9rem;margin:12px 0 4px}input{width:100%;box-sizing:border-box;font:inherit;padding:10px;border:1px solid #c7cad1;border-radius:8px}
.row{display:flex;gap:8px}.row>div{flex:1}button{width:100%;margin-top:16px;padding:12px;border:0;border-radius:8px;background:#0ba360;color:#fff;font:inherit;font-weight:600}
.secondary{background:#e8ecf8;color:#1c3f9e}.banner{background:#fff3cd;padding:8px 12px;border-radius:8px;font-size:.85rem;margin-bottom:12px}
table{width:100%;font-size:.8rem;border-collapse:collapse;margin-top:16px}td{padding:4px;border-top:1px solid #eee}code{font-size:.8rem}`;

type CardRequest = FastifyRequest<{ Params: { reference: string }; Body: Record<string, string> }>;

/**
 * The sandbox's card page (only with the sandbox provider): it stands for the provider's own
 * hosted page, where the payer types a card; Olivia's pages never see the number. Its test
 * cards are listed on it (README, "Payments sandbox"). When it is done it sends the payer back
 * to the payment's return address, as a provider does, where Olivia verifies the payment.
 */
export async function sandboxCardRoutes(app: FastifyInstance, opts: { provider: SandboxProvider }) {
  const { cards } = opts.provider;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const page = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Sandbox card payment</title><style>${STYLE}</style></head><body><main><div class="card"><p class="banner">Sandbox: no real card is charged.</p>${body}</div></main></body></html>`,
      );

  function chargeOr404(request: CardRequest, reply: FastifyReply) {
    const charge = cards.charge(request.params.reference);
    if (!charge) void page(reply, 404, '<h1>No such payment</h1>');
    return charge;
  }

  const back = async (request: CardRequest, reply: FastifyReply) => {
    const charge = cards.charge(request.params.reference);
    await cards.delivered(request.params.reference);
    return reply.redirect(charge?.request.returnUrl ?? '/', 303);
  };

  const action = (request: CardRequest, step = '') =>
    `/sandbox-card/${encodeURIComponent(request.params.reference)}${step}`;

  function cardForm(request: CardRequest) {
    const charge = cards.charge(request.params.reference);
    if (!charge) return '';
    const { request: started } = charge;
    const amount = formatMoney(toMajorUnits(started.amount), started.currency);
    const rows = Object.entries(SANDBOX_TEST_CARDS)
      .map(
        ([number, card]) =>
          `<tr><td><code>${number}</code></td><td>${escapeHtml(CARD_LABELS[card.behaviour] ?? '')}</td></tr>`,
      )
      .join('');
    return `<h1>${escapeHtml(started.storeName)}</h1><p class="amount">${escapeHtml(amount)}</p>
<form method="post" action="${action(request)}"><label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="off" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" value="12/30" required></div><div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" value="408" required></div></div>
<button type="submit">Pay ${escapeHtml(amount)}</button></form>
<form method="post" action="${action(request, '/cancel')}"><button class="secondary" type="submit">Cancel payment</button></form>
<table><tbody>${rows}</tbody></table>`;
  }

  app.get('/sandbox-card/:reference', (request: CardRequest, reply) => {
    const charge = chargeOr404(request, reply);
    if (!charge) return reply;
    if (charge.state !== 'pending') return back(request, reply);
    if (charge.awaiting === 'otp') return page(reply, 200, otpForm(request));
    if (charge.awaiting === 'three-d-secure') return page(reply, 200, challenge(request));
    return page(reply, 200, cardForm(request));
  });

  const otpForm = (request: CardRequest) =>
    `<h1>Enter the OTP</h1><p>Your bank sent a one-time password to your phone.</p><form method="post" action="${action(request, '/otp')}"><label for="otp">OTP</label><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" required><button type="submit">Confirm</button></form>`;
  const challenge = (request: CardRequest) =>
    `<h1>3-D Secure</h1><p>Your bank asks you to approve this payment.</p><form method="post" action="${action(request, '/3ds')}"><button name="approve" value="yes" type="submit">Approve</button><button class="secondary" name="approve" value="no" type="submit">Deny</button></form>`;

  app.post('/sandbox-card/:reference', (request: CardRequest, reply) => {
    if (!chargeOr404(request, reply)) return reply;
    const step = cards.submitCard(
      request.params.reference,
      String(request.body?.number ?? ''),
      String(request.body?.expiry ?? ''),
    );
    if (step === 'otp') return page(reply, 200, otpForm(request));
    if (step === 'three-d-secure') return page(reply, 200, challenge(request));
    return back(request, reply);
  });

  app.post('/sandbox-card/:reference/otp', (request: CardRequest, reply) => {
    if (!chargeOr404(request, reply)) return reply;
    cards.submitOtp(request.params.reference, String(request.body?.otp ?? ''));
    return back(request, reply);
  });

  app.post('/sandbox-card/:reference/3ds', (request: CardRequest, reply) => {
    if (!chargeOr404(request, reply)) return reply;
    cards.submitThreeDSecure(request.params.reference, request.body?.approve === 'yes');
    return back(request, reply);
  });

  app.post('/sandbox-card/:reference/cancel', (request: CardRequest, reply) => {
    if (!chargeOr404(request, reply)) return reply;
    cards.cancel(request.params.reference);
    return back(request, reply);
  });
}
