/** The live-chat feature's query keys: the deployment's public settings. */
export const appConfigKeys = {
  all: ['app-config'] as const,
};
