import { useSearchParams } from 'react-router';
import { CustomerChat } from '../../features/customer-chat/components/customer-chat';
import { StorePage } from '../../features/marketing/components/store-page';
import { WebsiteRoute } from '../../features/marketing/routes/website-route';

/**
 * /website: the page about store websites; with `?store=<slug>`, that store's public page with
 * its customers' chat. Features do not import one another, so the app puts the chat in.
 */
export function WebsiteScreen() {
  const [searchParams] = useSearchParams();
  const slug = searchParams.get('store');
  if (slug === null) return <WebsiteRoute />;
  return (
    <StorePage
      key={slug}
      slug={slug}
      extras={(store) => <CustomerChat key={slug} slug={slug} storeName={store.name} />}
    />
  );
}
