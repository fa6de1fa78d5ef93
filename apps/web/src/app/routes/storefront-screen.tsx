import { CustomerChat } from '../../features/customer-chat/components/customer-chat';
import { StorefrontLayout } from '../../features/storefront/components/storefront-layout';

/**
 * /store/<slug> and its pages: the storefront with its customers' chat. Features do not import
 * one another, so the app puts the chat in; it stays off the printed receipt.
 */
export function StorefrontScreen() {
  return (
    <StorefrontLayout
      extras={(store, slug) => (
        <div className="print:hidden">
          <CustomerChat key={slug} slug={slug} storeName={store.name} />
        </div>
      )}
    />
  );
}
