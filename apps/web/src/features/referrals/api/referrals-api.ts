import { referralEndpoints } from '@olivia/contracts/referral-endpoints';
import { useQuery } from '@tanstack/react-query';
import { defineResourceApi } from '../../../components/resource/define-resource-api';
import { callEndpoint } from '../../../lib/api-client';

/** The stores referred with the store's code (/referrals/all); read-only. */
export const referralsApi = defineResourceApi('referrals', referralEndpoints);

/** The store's code, its sign-up link and the counts. */
export function useReferralSummary() {
  return useQuery({
    queryKey: referralsApi.keys.extra('summary'),
    queryFn: ({ signal }) => callEndpoint(referralEndpoints.summary, { signal }),
    staleTime: 60_000,
  });
}
