import { z } from 'zod';

export const AppConfigSchema = z.object({
  /**
   * The third-party live-chat widget script, when one is configured (docs/product/screens.md
   * Other).
   */
  liveChatWidgetUrl: z.string().nullable(),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;
