import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readOrderToken, saveOrderToken } from '../model/order-tokens';

/** A secret from the e-mail link (`#<token>`): plain characters only, never a path or markup. */
function tokenOfHash(hash: string): string | null {
  const token = hash.replace(/^#/, '');
  return /^[\w-]{8,200}$/.test(token) ? token : null;
}

/**
 * The secret that opens order `id`: from the e-mail link's `#<token>` (then kept, and taken out
 * of the address bar and history), or the one this browser kept when the order was placed.
 */
export function useOrderToken(slug: string, id: string): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const fromLink = tokenOfHash(location.hash);

  useEffect(() => {
    if (fromLink === null) return;
    saveOrderToken(slug, id, fromLink);
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [fromLink, slug, id, navigate, location.pathname, location.search]);

  return fromLink ?? readOrderToken(slug, id);
}
