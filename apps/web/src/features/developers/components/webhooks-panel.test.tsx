import { webhookEndpoints } from '@olivia/contracts/webhook-endpoints';
import type { WebhookDelivery, WebhookEndpoint } from '@olivia/contracts/webhooks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { WebhooksPanel } from './webhooks-panel';

const SECRET = 'whsec_Zx9kP2mQ7rT4vW1yB6nC3dF8gH5jK0LsAe2Ui4Oo7Pq';
const URL_ = 'https://hooks.example.com/olivia';

const endpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: '4a1c6c9e-9a6f-4a3d-8f51-0d2a3c4b5e6f',
  url: URL_,
  description: 'Order system',
  events: ['order.created', 'order.paid'],
  enabled: true,
  createdat: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const delivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: '7b2d7d0f-1b7a-4b4e-9f62-1e3b4d5c6f70',
  eventid: 'evt_123',
  event: 'order.created',
  status: 'failed',
  statuscode: 500,
  attempts: 6,
  durationms: 42,
  nextretryat: null,
  response: 'Internal error',
  request: '{"id":"evt_123","type":"order.created","created":1,"data":{"order":{"number":7}}}',
  createdat: '2026-11-01T10:05:00.000Z',
  lastattemptat: '2026-11-01T18:05:00.000Z',
  ...overrides,
});

function renderPanel() {
  signInAs();
  renderAt('/dashboard', <WebhooksPanel />);
  return userEvent.setup();
}

describe('Webhooks panel', () => {
  it('says what to do when there are no endpoints, and shows how to verify signatures', async () => {
    fakeApi(fakeEndpoint(webhookEndpoints.list, () => ({ content: [] })));
    renderPanel();
    expect(await screen.findByText('No webhook endpoints yet')).toBeInTheDocument();
    expect(screen.getByText('Verify signatures')).toBeInTheDocument();
    expect(screen.getByText(/timingSafeEqual\(given/)).toBeInTheDocument();
  });

  it('checks the form with the contract, puts the server refusal on the address, then shows the secret once', async () => {
    let listed: WebhookEndpoint[] = [];
    let refused = false;
    const api = fakeApi(
      fakeEndpoint(webhookEndpoints.list, () => ({ content: listed })),
      fakeEndpoint(webhookEndpoints.create, ({ body }) => {
        if (!refused) {
          refused = true;
          const message =
            'Webhooks cannot be sent to private, local or reserved network addresses; use a public address';
          return jsonResponse(400, { error: 'Bad request', details: { url: [message] } });
        }
        listed = [endpoint({ url: body.url, events: body.events })];
        return { ...endpoint({ url: body.url, events: body.events }), secret: SECRET };
      }),
    );
    const user = renderPanel();
    const [add] = await screen.findAllByRole('button', { name: 'Add endpoint' });
    if (add) await user.click(add);
    await user.click(
      within(screen.getByRole('form', { name: 'New webhook endpoint' })).getByRole('button', {
        name: 'Add endpoint',
      }),
    );
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one event')).toBeInTheDocument();
    expect(api.of(webhookEndpoints.create)).toHaveLength(0);

    await user.type(screen.getByLabelText('Endpoint URL'), 'https://10.0.0.5/hook');
    await user.click(screen.getByLabelText(/Order created/));
    await user.click(screen.getByLabelText(/Transfer reversed/));
    const form = screen.getByRole('form', { name: 'New webhook endpoint' });
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(/cannot be sent to private/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Endpoint URL'));
    await user.type(screen.getByLabelText('Endpoint URL'), URL_);
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent(SECRET);
    expect(api.of(webhookEndpoints.create)[1]?.body).toEqual({
      url: URL_,
      description: '',
      events: ['order.created', 'transfer.reversed'],
      enabled: true,
    });
    await user.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByTestId('webhook-secret')).not.toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: URL_ })).toBeInTheDocument();
  });

  it('sends a test event, shows the delivery log with its detail, and replays a delivery', async () => {
    let deliveries = [delivery()];
    const api = fakeApi(
      fakeEndpoint(webhookEndpoints.list, () => ({ content: [endpoint()] })),
      fakeEndpoint(webhookEndpoints.sendTest, () => delivery({ event: 'webhook.test' })),
      fakeEndpoint(webhookEndpoints.deliveries, () => ({ content: deliveries })),
      fakeEndpoint(webhookEndpoints.replay, () => {
        const replayed = delivery({ status: 'delivered', statuscode: 200, attempts: 7 });
        deliveries = [replayed];
        return replayed;
      }),
    );
    const user = renderPanel();
    const row = await screen.findByRole('listitem', { name: URL_ });
    await user.click(within(row).getByRole('button', { name: 'Send test event' }));
    expect(await within(row).findByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('HTTP 500')).toBeInTheDocument();
    expect(within(row).getByText('6 attempts')).toBeInTheDocument();
    expect(api.of(webhookEndpoints.sendTest)).toHaveLength(1);

    await user.click(within(row).getByRole('button', { name: 'Details' }));
    expect(within(row).getByText(/"number": 7/)).toBeInTheDocument();
    expect(within(row).getByText('Internal error')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Replay' }));
    expect(await within(row).findByText('Delivered')).toBeInTheDocument();
    expect(api.of(webhookEndpoints.replay)[0]?.url).toContain(
      `/webhooks/${endpoint().id}/deliveries/${delivery().id}/replay`,
    );
  });

  it('removes an endpoint only after the question is answered yes, and turns one off', async () => {
    let listed = [endpoint()];
    const api = fakeApi(
      fakeEndpoint(webhookEndpoints.list, () => ({ content: listed })),
      fakeEndpoint(webhookEndpoints.update, ({ body }) => {
        const changed = endpoint({ enabled: body.enabled ?? true });
        listed = [changed];
        return changed;
      }),
      fakeEndpoint(webhookEndpoints.remove, () => {
        listed = [];
        return { status: 200, message: 'Webhook endpoint removed' };
      }),
    );
    const user = renderPanel();
    const row = await screen.findByRole('listitem', { name: URL_ });
    await user.click(within(row).getByRole('button', { name: 'Disable' }));
    expect(await within(row).findByText('Disabled')).toBeInTheDocument();
    expect(api.of(webhookEndpoints.update)[0]?.body).toEqual({ enabled: false });

    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this endpoint?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.of(webhookEndpoints.remove)).toHaveLength(0);
    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove this endpoint?' })).getByRole(
        'button',
        { name: 'Yes' },
      ),
    );
    expect(await screen.findByText('No webhook endpoints yet')).toBeInTheDocument();
  });
});
