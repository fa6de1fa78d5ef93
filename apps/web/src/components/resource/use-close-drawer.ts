import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Closes a create/edit drawer: back to its list, keeping the list's page, search and filters. */
export function useCloseDrawer(): () => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(() => void navigate({ pathname: '..', search }), [navigate, search]);
}
