import type { Executor } from '../db/client';
import { blogPosts } from '../db/schema';

const DAY = 24 * 60 * 60_000;

/** Olivia's blog as the demo shows it: three published guides by Ada and a draft she is writing. */
const POSTS = [
  {
    slug: 'first-storefront-order-in-an-afternoon',
    title: 'Take your first storefront order in an afternoon',
    excerpt:
      'Add five products, set a delivery zone, share one link: what it takes to sell online today.',
    tags: ['storefront', 'getting-started'],
    daysAgo: 14,
    body: `Most of our merchants start on WhatsApp and Instagram. The storefront does not replace those chats; it gives every chat a place to end: a cart, a checkout and an order you can track.

## 1. Add the products people already ask for

Start with the five items customers ask about most. A clear photo, a price and the stock you hold is enough: you can add variants (sizes, colours) later.

## 2. Say where you deliver

Under **Delivery**, add a zone for your city with its fee. Customers outside it can still choose pickup from your shop.

## 3. Share one link

Your store lives at \`/store/your-name\`. Put it in your WhatsApp status and your Instagram bio. When an order comes in, it appears on your dashboard and you get a notification.

> "I stopped copying orders into a notebook the first week." — Ada, Ada's Fabrics`,
  },
  {
    slug: 'transfer-or-card-let-customers-pay-their-way',
    title: 'Bank transfer or card: let customers pay their way',
    excerpt: 'Payment links take both, credit your wallet as the money lands and tell you at once.',
    tags: ['payments', 'payment-links'],
    daysAgo: 7,
    body: `Some customers want to send a transfer from their banking app; others reach for a card. A payment link takes both.

## How it works

- Each payer gets their own account number for a transfer, valid for 30 minutes, so you never match payments by hand.
- Card payments go through the same page.
- The money lands in your **wallet**, and the payment shows in your transactions with the payer's name.

## Limits that hold

Selling 10 seats for a class? Set a **completion limit** of 10. Even when 50 people try at once, only 10 pay.

Share the link in a chat, print it as a QR code at your counter, or add it to an invoice.`,
  },
  {
    slug: 'plan-a-delivery-run-your-riders-can-follow',
    title: 'Plan a delivery run your riders can follow',
    excerpt:
      'Group the waiting orders, put the stops in order and let riders mark each one from their phone.',
    tags: ['delivery', 'operations'],
    daysAgo: 2,
    body: `When orders pile up in the afternoon, a rider with a list of addresses in a chat loses time. A **delivery run** fixes that.

## Build the run

1. Open **Delivery runs** and pick the orders that are paid and waiting.
2. Drag the stops into the order that makes sense on the road.
3. Give the run to a rider and start it.

## On the road

Your rider opens the run on their phone, calls the customer from the stop and marks it **delivered** or **failed** with a note. The customer's order page says so at once.

At the end of the day you see which stops failed and why, and you can put them on tomorrow's run.`,
  },
] as const;

export async function seedDemoBlog(
  tx: Executor,
  author: { id: string; firstName: string; lastName: string },
  now = new Date(),
) {
  const authorName = `${author.firstName} ${author.lastName}`;
  await tx.insert(blogPosts).values([
    ...POSTS.map(({ daysAgo, ...post }) => {
      const at = new Date(now.getTime() - daysAgo * DAY);
      return {
        ...post,
        tags: [...post.tags],
        status: 'published',
        publishAt: at,
        authorUserId: author.id,
        authorName,
        createdAt: at,
        updatedAt: at,
      };
    }),
    {
      slug: 'pricing-festive-bundles',
      title: 'Pricing festive bundles without losing money',
      excerpt:
        'Bundle slow movers with best sellers, and check the margin before you share the link.',
      tags: ['pricing', 'promotions'],
      body: '## Draft\n\nStart from the cost of each item, then the discount you can carry.',
      status: 'draft',
      authorUserId: author.id,
      authorName,
    },
  ]);
}
