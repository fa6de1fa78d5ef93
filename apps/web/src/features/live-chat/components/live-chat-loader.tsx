import { useEffect } from 'react';
import { getStoredSetup } from '../../../lib/session';
import { useAppConfig } from '../api/app-config-api';

const SCRIPT_ATTRIBUTE = 'data-live-chat-widget';

/**
 * docs/product/screens.md Other: the third-party live-chat widget loads only when the store's
 * `setup` does not have `controlchat: true` and this deployment configures a widget URL. Otherwise
 * no third-party script is added. Once added, the widget stays for the life of the page.
 */
export function LiveChatLoader() {
  const storeControlsChat = getStoredSetup().controlchat === true;
  const { data } = useAppConfig({ enabled: !storeControlsChat });
  const widgetUrl = storeControlsChat ? null : (data?.liveChatWidgetUrl ?? null);

  useEffect(() => {
    if (!widgetUrl || document.querySelector(`script[${SCRIPT_ATTRIBUTE}]`)) return;
    const script = document.createElement('script');
    script.src = widgetUrl;
    script.async = true;
    script.setAttribute(SCRIPT_ATTRIBUTE, '');
    document.body.appendChild(script);
  }, [widgetUrl]);

  return null;
}
