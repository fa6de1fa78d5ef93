import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import {
  mockStorefrontApi,
  order,
  ORDER_ID,
  orderItem,
  ORDER_TOKEN,
  paid,
  SLUG,
  uuid,
} from './storefront-api';
import { ORDERS_KEY, renderStorefront } from './render-storefront';

const RECEIPT = `/store/${SLUG}/orders/${ORDER_ID}`;
const rememberOrder = () =>
  localStorage.setItem(ORDERS_KEY, JSON.stringify({ [ORDER_ID]: ORDER_TOKEN }));
const notFound = 'We could not find this order on this device';

beforeEach(() => sessionStorage.clear());

describe('/store/:slug/orders/:id', () => {
  it('shows where to pay, asks again every few seconds, and turns paid by itself', async () => {
    rememberOrder();
    let answers = 0;
    const api = mockStorefrontApi({
      order: () => {
        answers += 1;
        return jsonResponse(200, answers === 1 ? order() : paid(order()));
      },
    });
    renderStorefront(RECEIPT);

    expect(await screen.findByRole('heading', { name: 'Order #1042' })).toBeVisible();
    expect(screen.getAllByText('Awaiting payment')[0]).toBeVisible();
    const pay = screen.getByRole('region', { name: 'Pay by bank transfer' });
    expect(within(pay).getByText('Wema Bank')).toBeVisible();
    expect(within(pay).getByText('9012345678')).toBeVisible();
    expect(within(pay).getByRole('button', { name: 'Copy account number' })).toBeVisible();
    expect(within(pay).getByText('Olivia / Corner Shop')).toBeVisible();
    expect(within(pay).getByText('Amount due').nextSibling).toHaveTextContent('₦31,500.00');
    expect(within(pay).getByTestId('payment-countdown').textContent).toMatch(/^(29|30):\d{2}$/);
    expect(screen.getByRole('listitem')).toHaveTextContent('M / Blue');
    expect(screen.getByText('Ankara dress')).toBeVisible();
    // Not the sandbox: no sandbox button.
    expect(screen.queryByRole('button', { name: 'Pay with the sandbox bank' })).toBeNull();

    expect(
      await screen.findByText('Payment received — thank you', {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Pay by bank transfer' })).toBeNull();
    const progress = screen.getByRole('list', { name: 'Order progress' });
    expect(within(progress).getByText('Paid').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(api.calls('order').every((call) => call.headers.get('ordertoken') === ORDER_TOKEN)).toBe(
      true,
    );
  });

  it('sends a pending card order back to the card page, asks again, and turns paid by itself', async () => {
    rememberOrder();
    const checkouturl = '/sandbox-card/ord_0123456789abcdef';
    const cardOrder = order({ paymentmethod: 'card', payment: null, checkouturl });
    let answers = 0;
    mockStorefrontApi({
      order: () => {
        answers += 1;
        return jsonResponse(200, answers === 1 ? cardOrder : paid(cardOrder));
      },
    });
    renderStorefront(RECEIPT);

    const card = await screen.findByRole('region', { name: 'Complete your card payment' });
    expect(within(card).getByText(/Pay ₦31,500.00 on the card page/)).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Continue to the card page' })).toHaveAttribute(
      'href',
      checkouturl,
    );
    expect(screen.queryByRole('region', { name: 'Pay by bank transfer' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    expect(
      await screen.findByText('Payment received — thank you', {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Complete your card payment' })).toBeNull();
  });

  it("shows the bank's reason for a refused card, stops asking, and opens a new card page to try another card", async () => {
    rememberOrder();
    // As the server answers a refused card: still pending, its page closed.
    const refused = order({
      paymentmethod: 'card',
      payment: null,
      checkouturl: '',
      cardfailure: 'Insufficient Funds',
    });
    const nextPage = '/sandbox-card/ord_fedcba9876543210';
    const api = mockStorefrontApi({
      order: () => jsonResponse(200, refused),
      retryCard: () => jsonResponse(200, { ...refused, cardfailure: '', checkouturl: nextPage }),
    });
    const left: string[] = [];
    const { user } = renderStorefront(RECEIPT, (url) => left.push(url));

    const card = (await screen.findByText('Your card payment did not go through')).closest(
      'section',
    ) as HTMLElement;
    expect(within(card).getByRole('alert')).toHaveTextContent('The bank said: Insufficient Funds');
    expect(within(card).getByText(/You have not been charged/)).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      `/store/${SLUG}`,
    );
    // Past the poll's three seconds: a refused card does not change, so it is not asked again.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(api.calls('order')).toHaveLength(1);

    await user.click(within(card).getByRole('button', { name: 'Try another card' }));
    await waitFor(() => expect(left).toEqual([nextPage]));
    expect(api.calls('retryCard')).toHaveLength(1);
    expect(api.calls('retryCard')[0]?.headers.get('ordertoken')).toBeTruthy();
  });

  it('pays through the sandbox bank when the deployment has one', async () => {
    rememberOrder();
    let payments = 0;
    const account = (amountpaid: number) => ({
      reference: 'ord-1',
      accountnumber: '9012345678',
      accountname: 'Olivia / Corner Shop',
      bank: 'Wema Bank',
      currency: 'NGN',
      amountdue: 31500,
      amountpaid,
      expiresat: order().payment?.expiresat,
    });
    const api = mockStorefrontApi({
      sandboxAccount: () => jsonResponse(200, account(0)),
      sandboxPay: () => {
        payments += 1;
        return jsonResponse(200, account(31500));
      },
      order: () => jsonResponse(200, payments > 0 ? paid(order()) : order()),
    });
    const { user } = renderStorefront(RECEIPT);

    await user.click(await screen.findByRole('button', { name: 'Pay with the sandbox bank' }));

    expect(await screen.findByText('Payment received — thank you')).toBeVisible();
    expect(api.calls('sandboxPay')[0]?.body).toEqual({ accountnumber: '9012345678' });
  });

  it('asks for a review of each delivered line and sends it with the order secret', async () => {
    rememberOrder();
    const second = orderItem({ id: uuid(802), name: 'Beaded bag', reviewed: true });
    const withTwo = paid(order({ items: [orderItem(), second] }), {
      orderStatus: 'delivered',
      canreview: true,
    });
    const api = mockStorefrontApi({
      order: () => jsonResponse(200, withTwo),
      review: () =>
        jsonResponse(201, {
          ...withTwo,
          items: withTwo.items.map((item) => ({ ...item, reviewed: true })),
        }),
    });
    const { user } = renderStorefront(RECEIPT);

    const form = await screen.findByRole('form', { name: 'Review Ankara dress' });
    expect(screen.queryByRole('form', { name: 'Review Beaded bag' })).toBeNull();
    expect(screen.getAllByText('Thanks for your review')).toHaveLength(1);
    const progress = screen.getByRole('list', { name: 'Order progress' });
    expect(within(progress).getByText('Delivered').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );

    await user.click(within(form).getByRole('button', { name: 'Send review' }));
    expect(await within(form).findByText('Choose a rating from 1 to 5')).toBeVisible();
    expect(api.calls('review')).toHaveLength(0);

    const rating = within(form).getByRole('group', { name: 'Your rating for Ankara dress' });
    await user.click(within(rating).getByRole('radio', { name: '4 out of 5 stars' }));
    expect(within(rating).getByRole('radio', { name: '4 out of 5 stars' })).toBeChecked();
    await user.type(within(form).getByRole('textbox', { name: 'Comment (optional)' }), 'Lovely');
    await user.click(within(form).getByRole('button', { name: 'Send review' }));

    await waitFor(() => expect(screen.getAllByText('Thanks for your review')).toHaveLength(2));
    expect(screen.queryByRole('form', { name: 'Review Ankara dress' })).toBeNull();
    const [sent] = api.calls('review');
    expect(sent?.body).toEqual({ itemid: uuid(801), rating: 4, comment: 'Lovely' });
    expect(sent?.headers.get('ordertoken')).toBe(ORDER_TOKEN);
    expect(sent?.url).toBe(`/api/olivia/storefront/orders/${ORDER_ID}/reviews`);
  });

  it("keeps the e-mail link's secret from the address, then takes it out of the address", async () => {
    const api = mockStorefrontApi();
    const { router } = renderStorefront(`${RECEIPT}#${ORDER_TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Order #1042' })).toBeVisible();
    expect(JSON.parse(localStorage.getItem(ORDERS_KEY) ?? '{}')).toEqual({
      [ORDER_ID]: ORDER_TOKEN,
    });
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.pathname).toBe(RECEIPT);
    expect(api.calls('order')[0]?.headers.get('ordertoken')).toBe(ORDER_TOKEN);
  });

  it('shows the discount of an order taken by phone between delivery and the total', async () => {
    rememberOrder();
    mockStorefrontApi({
      order: () => jsonResponse(200, order({ discount: 1_500, total: 30_000, amountdue: 30_000 })),
    });
    renderStorefront(RECEIPT);
    const discount = await screen.findByText('Discount');
    expect(discount.nextSibling).toHaveTextContent('−₦1,500.00');
    expect(screen.getByTestId('total')).toHaveTextContent('₦30,000.00');
  });

  it('asks to return a delivered line within the window and shows the ask', async () => {
    rememberOrder();
    const delivered = order({
      orderStatus: 'delivered',
      paymentstate: 'paid',
      payment: null,
      canreview: true,
      returnuntil: '2099-03-19T10:00:00.000Z',
      items: [orderItem({ reviewed: true, quantity: 2 })],
    });
    const api = mockStorefrontApi({
      order: () => jsonResponse(200, delivered),
      askReturn: () =>
        jsonResponse(201, {
          ...delivered,
          returns: [{ itemid: delivered.items[0]?.id ?? '', quantity: 2, status: 'requested' }],
        }),
    });
    const { user } = renderStorefront(RECEIPT);
    expect(await screen.findByText(/You can ask to return items until/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Return this item' }));
    const form = screen.getByRole('form', { name: /^Return / });
    await user.selectOptions(within(form).getByLabelText('How many'), '2');
    await user.type(within(form).getByLabelText('Why are you returning it?'), 'Too small');
    await user.click(within(form).getByRole('button', { name: 'Ask for a return' }));
    expect(await screen.findByText('Return of 2 asked: the store will be in touch')).toBeVisible();
    expect(api.calls('askReturn')[0]?.headers.get('ordertoken')).toBe(ORDER_TOKEN);
    expect(api.calls('askReturn')[0]?.body).toEqual({
      itemid: delivered.items[0]?.id,
      quantity: 2,
      reason: 'Too small',
    });
    expect(screen.queryByRole('button', { name: 'Return this item' })).toBeNull();
  });

  it('says so, without asking, when this device has no secret for the order', async () => {
    const api = mockStorefrontApi();
    renderStorefront(RECEIPT);
    expect(await screen.findByRole('heading', { name: notFound })).toBeVisible();
    expect(api.calls('order')).toHaveLength(0);
  });

  it('says so when the secret no longer opens the order', async () => {
    rememberOrder();
    mockStorefrontApi({ order: () => jsonResponse(404, { error: 'Order not found' }) });
    renderStorefront(RECEIPT);
    expect(await screen.findByRole('heading', { name: notFound })).toBeVisible();
  });
});
