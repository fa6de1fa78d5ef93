import { describe, expect, it } from 'vitest';
import { addressEndpoints } from '@olivia/contracts/address-endpoints';
import { ADDRESS_KINDS, addressCountryIssues, type AddressList } from '@olivia/contracts/addresses';
import { cardPaymentEndpoints } from '@olivia/contracts/card-payment-endpoints';
import { customerEndpoints } from '@olivia/contracts/customer-endpoints';
import { deliveryRunEndpoints } from '@olivia/contracts/delivery-run-endpoints';
import type {
  DeliveryRunDetail,
  DeliveryRunList,
  WaitingOrders,
} from '@olivia/contracts/delivery-runs';
import { couponEndpoints, discountEndpoints } from '@olivia/contracts/discount-endpoints';
import type { CouponList, DiscountList } from '@olivia/contracts/discounts';
import type { CustomerList } from '@olivia/contracts/customers';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import type { OrderDetail, OrderList } from '@olivia/contracts/orders';
import type { CardPaymentList } from '@olivia/contracts/card-payments';
import type { SuccessRate } from '@olivia/contracts/success-rate';
import { successRateEndpoints } from '@olivia/contracts/success-rate-endpoints';
import { brandEndpoints } from '@olivia/contracts/brand-endpoints';
import type { BrandList } from '@olivia/contracts/brands';
import { endpointUrl } from '@olivia/contracts/endpoint';
import {
  splitGroupEndpoints,
  splitPayeeEndpoints,
  splitShareEndpoints,
} from '@olivia/contracts/split-payment-endpoints';
import type {
  SplitGroupList,
  SplitPayeeList,
  SplitShareList,
} from '@olivia/contracts/split-payments';
import { invoiceEndpoints } from '@olivia/contracts/invoice-endpoints';
import type { InvoiceList, InvoiceTotals } from '@olivia/contracts/invoices';
import { paymentLinkEndpoints } from '@olivia/contracts/payment-link-endpoints';
import type { PaymentLinkList } from '@olivia/contracts/payment-links';
import { qrCodeEndpoints } from '@olivia/contracts/qr-code-endpoints';
import type { QrCodeList } from '@olivia/contracts/qr-codes';
import { receiptEndpoints } from '@olivia/contracts/receipt-endpoints';
import type { ReceiptList } from '@olivia/contracts/receipts';
import { referralEndpoints } from '@olivia/contracts/referral-endpoints';
import type { ReferralsPage, ReferralSummary } from '@olivia/contracts/referrals';
import type { StoreSetup } from '@olivia/contracts/store-setup';
import { storeSetupEndpoints } from '@olivia/contracts/store-setup-endpoints';
import type { StorefrontStore } from '@olivia/contracts/storefront';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { demoUser, seededDemoApp } from '../helpers/demo-seed';

/** The demo areas a store opens on (brands, addresses, referrals), on one seeded database. */
const app = seededDemoApp();

/** /brand/all opens on believable brands in each demo store, their products given them. */
describe('the demo brands', () => {
  it("give Ada's Fabrics and Thames Tea six brands each, one retired, with products", async () => {
    const brandsOf = async (email: string) => {
      const user = await demoUser(app(), email);
      const url = `${endpointUrl(brandEndpoints.list)}?sort=name&order=asc`;
      return (await user.get<BrandList>(url)).content;
    };
    const ada = await brandsOf('ada@example.com');
    expect(ada.map((brand) => brand.name)).toEqual([
      'ABC Wax',
      'Da Viva',
      'GTP',
      'Iseyin Weavers',
      'Vlisco',
      'Woodin',
    ]);
    expect(ada.every((brand) => brand.productcount > 0 && brand.logourl !== '')).toBe(true);
    expect(ada.filter((brand) => !brand.active).map((brand) => brand.name)).toEqual(['Da Viva']);
    const tea = await brandsOf('james@example.com');
    expect(tea).toHaveLength(6);
    expect(tea.map((brand) => brand.name)).toContain('Bankside Blends');

    const store = await app().inject({
      url: endpointUrl(storefrontEndpoints.store, { slug: 'adas-fabrics' }),
    });
    const offered = store.json<StorefrontStore>().brands.map((brand) => brand.name);
    expect(offered).toContain('Vlisco');
    expect(offered).not.toContain('Da Viva');
  });
});

/** Each demo store's /address/all opens on a believable address book, one default per kind. */
describe('the demo addresses', () => {
  it("give Ada's Fabrics and Thames Tea Co. their shops, pickup points, warehouses and returns", async () => {
    const bookOf = async (email: string, currency: string) => {
      const user = await demoUser(app(), email);
      const book = await user.get<AddressList>(
        `${endpointUrl(addressEndpoints.list)}?sort=label&order=asc`,
      );
      for (const address of book.content) {
        expect(addressCountryIssues(currency, address), address.label).toEqual({});
      }
      const defaults = book.content.filter((address) => address.isdefault);
      expect(defaults.map((address) => address.kind).sort()).toEqual([...ADDRESS_KINDS].sort());
      const setup = await user.get<StoreSetup>(endpointUrl(storeSetupEndpoints.get));
      return { labels: book.content.map((address) => address.label), setup };
    };

    const ada = await bookOf('ada@example.com', 'NGN');
    expect(ada.labels).toEqual([
      'Ikeja warehouse',
      'Lekki pickup point',
      'Returns at the Yaba shop',
      'Yaba shop',
    ]);
    expect(ada.setup.address).toBe('14 Tejuosho Market Road, Yaba, Lagos');
    const james = await bookOf('james@example.com', 'GBP');
    expect(james.labels).toContain('London warehouse');
    expect(james.setup.address).toBe('3 Bankside, London, SE1 9TG');
  });
});

/** Ada's /referrals/all opens on stores that signed up with her code, one of them verified. */
describe('the demo referrals', () => {
  it('shows Ada and her sub-user the stores referred with ADAFAB26, and James none', async () => {
    const as = async (email: string) => {
      const user = await demoUser(app(), email);
      return {
        summary: await user.get<ReferralSummary>(endpointUrl(referralEndpoints.summary)),
        page: await user.get<ReferralsPage>(endpointUrl(referralEndpoints.list)),
      };
    };
    for (const email of ['ada@example.com', 'tunde@example.com']) {
      const { summary, page } = await as(email);
      expect(summary).toMatchObject({ code: 'ADAFAB26', signedup: 4, verified: 1 });
      expect(summary.link).toBe('http://olivia.test/sign-up/ADAFAB26');
      expect(page.content.map((store) => [store.name, store.verified])).toEqual([
        ['Owambe Gele Studio', false],
        ['Kano Leather Works', false],
        ['Yaba Tailoring Hub', false],
        ['Chioma Beads & Crafts', true],
      ]);
    }
    const james = await as('james@example.com');
    expect(james.summary).toMatchObject({ code: 'THAMES26', signedup: 0, verified: 0 });
    expect(james.page.total).toBe(0);
  });
});

/** /payment-links opens on links in every state, their payments posted through the ledger. */
describe('the demo payment links', () => {
  it('give Ada active, expired, inactive and product links with payments, and pages payers open', async () => {
    const ada = await demoUser(app(), 'ada@example.com');
    const links = await ada.get<PaymentLinkList>(
      `${endpointUrl(paymentLinkEndpoints.list)}?sort=revenue&order=desc`,
    );
    expect(links.total).toBe(5);
    expect(new Set(links.content.map((link) => link.state))).toEqual(
      new Set(['active', 'expired', 'inactive']),
    );
    const deposit = links.content.find((link) => link.slug === 'ada-aso-oke-deposit');
    expect(deposit).toMatchObject({ amounttype: 'payer', payments: 5, revenue: 230_000 });
    expect(deposit?.attempts).toBeGreaterThan(deposit?.payments ?? 0);
    const page = await app().inject({ url: '/pay/ada-gele-class' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Gele tying class');
    const kit = links.content.find((link) => link.slug === 'ada-tailor-starter-kit');
    expect(kit?.items.map((item) => [item.name, item.quantity, item.available])).toEqual([
      ['Tailoring scissors, 10 inch', 1, true],
      ['Measuring tape, pack of 3', 2, true],
    ]);
    expect(kit).toMatchObject({ amount: 10_100, payments: 4, revenue: 40_400 });
    expect((await app().inject({ url: '/pay/ada-tailor-starter-kit' })).body).toContain(
      '2 × Measuring tape, pack of 3',
    );
    const tea = await demoUser(app(), 'james@example.com');
    const teaLinks = await tea.get<PaymentLinkList>(endpointUrl(paymentLinkEndpoints.list));
    expect(teaLinks.content.every((link) => link.currency === 'GBP')).toBe(true);
  });
});

/** /qr-codes/all opens on printed codes that work: the store, products and a link's deposit. */
describe('the demo QR codes', () => {
  it('give Ada a store code, two product codes and a ₦50,000 deposit code, each scanned', async () => {
    const ada = await demoUser(app(), 'ada@example.com');
    const codes = await ada.get<QrCodeList>(
      `${endpointUrl(qrCodeEndpoints.list)}?sort=scans&order=desc`,
    );
    expect(codes.content.map((code) => code.kind)).toEqual(['store', 'product', 'link', 'product']);
    expect(codes.content.every((code) => code.scans > 0 && code.destination !== null)).toBe(true);
    const deposit = codes.content.find((code) => code.kind === 'link');
    expect(deposit).toMatchObject({ amount: 50_000, targetname: 'Custom aso-oke deposit' });
    const scan = await app().inject({
      url: `/q/${deposit?.code ?? ''}`,
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' },
    });
    expect(scan.statusCode).toBe(302);
    expect(scan.headers.location).toMatch(/\/pay\/ada-aso-oke-deposit\?amount=50000$/);

    const tea = await demoUser(app(), 'james@example.com');
    const teaCodes = await tea.get<QrCodeList>(endpointUrl(qrCodeEndpoints.list));
    expect(teaCodes.content.map((code) => code.kind).sort()).toEqual(['link', 'store']);
    expect(teaCodes.content.every((code) => code.currency === 'GBP')).toBe(true);
  });
});

/** /receipts/all opens on a receipt for every paid demo payment, numbered without gaps. */
describe('the demo receipts', () => {
  it("give Ada's paid orders, links, invoices and her card refund receipts RCT-0001 on, with PDFs", async () => {
    const ada = await demoUser(app(), 'ada@example.com');
    const pageOf = (page: number) =>
      ada.get<ReceiptList>(
        `${endpointUrl(receiptEndpoints.list)}?sort=paidat&order=asc&size=100&page=${page}`,
      );
    const first = await pageOf(0);
    expect(first.total).toBeGreaterThan(0);
    const receipts = [...first.content];
    for (let page = 1; receipts.length < first.total; page += 1) {
      receipts.push(...(await pageOf(page)).content);
    }
    const numbers = receipts.map((receipt) => Number(receipt.number.slice('RCT-'.length)));
    expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, index) => index + 1));
    expect(receipts[0]?.number).toMatch(/^RCT-\d{4}$/);
    expect(new Set(receipts.map((receipt) => receipt.source))).toEqual(
      new Set(['order', 'link', 'invoice', 'refund']),
    );
    const refund = receipts.find((receipt) => receipt.source === 'refund');
    expect(refund).toMatchObject({ method: 'card', amount: 5_000, fee: 0, net: -5_000 });
    expect(receipts.every((receipt) => receipt.currency === 'NGN' && receipt.amount > 0)).toBe(
      true,
    );

    const pdf = await app().inject({ url: `/r/${receipts[0]?.id ?? ''}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
});

/** /transactions/card and /transactions/success-rate open on believable attempts. */
describe('the demo card payments and success rate', () => {
  it('give Ada card payments that succeeded, failed and were abandoned, and a rate below 100%', async () => {
    const ada = await demoUser(app(), 'ada@example.com');
    const cards = await ada.get<CardPaymentList>(
      `${endpointUrl(cardPaymentEndpoints.list)}?size=100`,
    );
    expect(new Set(cards.content.map((card) => card.status))).toEqual(
      new Set(['successful', 'failed', 'abandoned']),
    );
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
    const rate = await ada.get<SuccessRate>(
      `${endpointUrl(successRateEndpoints.get)}?from=${from}&to=${to}`,
    );
    expect(rate.overall.rate).toBeGreaterThan(0.5);
    expect(rate.overall.rate).toBeLessThan(1);
    expect(rate.failures.bank).toBeGreaterThan(0);
    expect(rate.channels.map((channel) => channel.attempted > 0)).toEqual([true, true]);
    // One was partly refunded when a class moved, processed by the provider.
    const refunded = cards.content.filter((card) => card.refunded > 0);
    expect(refunded.map((card) => card.refunded)).toEqual([5_000]);
  });
});

/** /invoice/all opens on invoices in every state, their payments posted through the ledger. */
describe('the demo invoices', () => {
  it('give Ada numbered invoices draft to paid, some overdue, and pages her customers can pay', async () => {
    const ada = await demoUser(app(), 'ada@example.com');
    const list = await ada.get<InvoiceList>(
      `${endpointUrl(invoiceEndpoints.list)}?sort=number&order=asc&size=100`,
    );
    expect(new Set(list.content.map((invoice) => invoice.status))).toEqual(
      new Set(['draft', 'sent', 'partiallypaid', 'paid', 'void']),
    );
    const numbered = list.content.filter((invoice) => invoice.number !== '');
    expect(numbered.map((invoice) => invoice.number)).toEqual(
      numbered.map((_, index) => `INV-${String(index + 1).padStart(4, '0')}`),
    );
    expect(list.content.some((invoice) => invoice.overdue)).toBe(true);
    for (const invoice of list.content) {
      const due = Math.max(0, Math.round((invoice.total - invoice.amountpaid) * 100) / 100);
      expect(invoice.amountdue, invoice.number).toBe(due);
      if (invoice.status === 'paid') expect(invoice.amountpaid).toBe(invoice.total);
    }
    const totals = await ada.get<InvoiceTotals>(endpointUrl(invoiceEndpoints.totals));
    expect(totals.outstanding).toBeGreaterThan(totals.overdue);
    expect(totals.overdue).toBeGreaterThan(0);
    expect(totals.paidthismonth).toBeGreaterThan(0);

    const open = list.content.find((invoice) => invoice.status === 'partiallypaid');
    const page = await app().inject({ url: `/i/${open?.id ?? ''}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(open?.number ?? 'missing');

    const tea = await demoUser(app(), 'james@example.com');
    const teaList = await tea.get<InvoiceList>(endpointUrl(invoiceEndpoints.list));
    expect(teaList.total).toBe(3);
    expect(teaList.content.every((invoice) => invoice.currency === 'GBP')).toBe(true);
  });
});

/**
 * /split-payments opens on a tailor's 15% of the aso-oke deposits: paid out at once until she
 * moved to weekly payouts, the last two held for her Friday batch.
 */
describe('the demo split payments', () => {
  it('give Ada two splits, one on her deposit link with its payouts, and a weekly payee with money held', async () => {
    const ada = await demoUser(app(), 'ada@example.com');
    const groups = await ada.get<SplitGroupList>(
      `${endpointUrl(splitGroupEndpoints.list)}?sort=name&order=asc`,
    );
    expect(groups.content.map((group) => [group.name, group.links, group.payments])).toEqual([
      ['Aso-oke with Chinwe', 1, 5],
      ['Lagos deliveries', 0, 0],
    ]);
    const shares = await ada.get<SplitShareList>(
      `${endpointUrl(splitShareEndpoints.list)}?sort=createdat&order=asc`,
    );
    expect(shares.total).toBe(5);
    expect(shares.content.map((share) => share.status)).toEqual([
      'successful',
      'successful',
      'successful',
      'held',
      'held',
    ]);
    expect(shares.content.every((share) => share.net > 0 && share.describe.code === 'link')).toBe(
      true,
    );
    // ₦50,000 by transfer: 15% is ₦7,500 less 15% of the fee.
    expect(shares.content.map((share) => share.gross).sort((a, b) => a - b)).toEqual([
      3_000, 5_250, 6_750, 7_500, 12_000,
    ]);
    const payees = await ada.get<SplitPayeeList>(
      `${endpointUrl(splitPayeeEndpoints.list)}?sort=name&order=asc`,
    );
    const held = shares.content.slice(3).reduce((sum, share) => sum + share.net, 0);
    expect(payees.content[1]).toMatchObject({
      name: "Chinwe's Tailoring",
      schedule: 'weekly',
      scheduleday: 5,
      held,
    });
  });
});

/** /customers/all and /orders/all open on customers the staff keep and sales at the counter. */
describe('the demo customers and counter sales', () => {
  it('give Ada walk-in customers with tags and consent, and cash orders with discounts', async () => {
    const ada = await demoUser(app(), 'ada@example.com');
    const walkIns = await ada.get<CustomerList>(
      `${endpointUrl(customerEndpoints.list)}?tag=walk-in&sort=name&order=asc`,
    );
    expect(walkIns.content.map((customer) => [customer.name, customer.source])).toEqual([
      ['Alhaji Sani', 'manual'],
      ['Mama Tolu', 'manual'],
    ]);
    expect(walkIns.content[1]).toMatchObject({ email: '', orderscount: 2 });
    expect(walkIns.content[1]?.marketing.sms.granted).toBe(true);
    const vip = await ada.get<CustomerList>(`${endpointUrl(customerEndpoints.list)}?tag=vip`);
    expect(vip.total).toBe(2);
    const recent = await ada.get<OrderList>(`${endpointUrl(orderEndpoints.list)}?size=30`);
    const counter = await Promise.all(
      recent.content
        .filter((order) => order.customer.name === 'Mama Tolu')
        .map((order) => ada.get<OrderDetail>(endpointUrl(orderEndpoints.get, { id: order.id }))),
    );
    expect(counter.map((order) => [order.source, order.paymentmethod])).toEqual([
      ['manual', 'cash'],
      ['manual', 'cash'],
    ]);
    expect(counter.some((order) => order.discountreason === 'Bought a bundle of three')).toBe(true);
  });
});

/** /discount/all and /coupons/all open on discounts in every state and codes with uses. */
describe('the demo discounts', () => {
  it('give Ada active and expired discounts, automatic and by code, and codes some used', async () => {
    const ada = await demoUser(app(), 'ada@example.com');
    const list = await ada.get<DiscountList>(`${endpointUrl(discountEndpoints.list)}?size=50`);
    expect(new Set(list.content.map((d) => d.state))).toEqual(new Set(['active', 'expired']));
    expect(list.content.find((d) => d.name === 'Instagram 15%')).toMatchObject({
      method: 'code',
      value: 15,
      codes: 5,
    });
    const codes = await ada.get<CouponList>(`${endpointUrl(couponEndpoints.list)}?size=50`);
    expect(codes.content.some((c) => c.code === 'ADAVIP' && c.used === 12)).toBe(true);
  });
});

/** /delivery-routes/all?view=runs opens on yesterday's run done, today's out, orders waiting. */
describe('the demo delivery runs', () => {
  it('give Ada a run completed yesterday, one out today with Tunde, and paid orders waiting', async () => {
    const ada = await demoUser(app(), 'ada@example.com');
    const runs = await ada.get<DeliveryRunList>(
      `${endpointUrl(deliveryRunEndpoints.list)}?sort=rundate&order=desc`,
    );
    expect(runs.content.map((run) => [run.status, run.ridername])).toEqual([
      ['out', 'Tunde Bello'],
      ['completed', 'Musa Ibrahim'],
    ]);
    const [today] = runs.content;
    expect(today).toMatchObject({ stopcount: 3, deliveredcount: 1 });
    const tunde = await demoUser(app(), 'tunde@example.com');
    const detail = await tunde.get<DeliveryRunDetail>(
      endpointUrl(deliveryRunEndpoints.get, { id: today?.id ?? '' }),
    );
    expect(detail.canmark).toBe(true);
    expect(detail.stops.map((stop) => [stop.status, stop.orderstatus])).toEqual([
      ['delivered', 'delivered'],
      ['pending', 'shipped'],
      ['pending', 'shipped'],
    ]);
    const waiting = await ada.get<WaitingOrders>(
      `${endpointUrl(deliveryRunEndpoints.waiting)}?date=${today?.rundate ?? ''}`,
    );
    expect(waiting.groups.map((group) => group.zonename).slice(0, 2)).toEqual([
      'Lagos island',
      'Lagos mainland',
    ]);
  });
});
