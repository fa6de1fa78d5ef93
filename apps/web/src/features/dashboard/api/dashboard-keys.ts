/** The dashboard's own query and mutation keys (its figures come with the wallet's call). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  traffic: () => [...dashboardKeys.all, 'traffic'] as const,
  refreshTier: () => [...dashboardKeys.all, 'refresh-tier'] as const,
};
