import { WifiOff } from 'lucide-react';
import { useRealtimeStatusText } from '../../../lib/realtime/use-realtime-status';

/**
 * A quiet note while live updates are down: a reconnect under way, or docs/product/rules.md's
 * start-chat error (the same words as the notifications panel).
 */
export function ConnectionBanner() {
  const status = useRealtimeStatusText();
  return (
    <p role="status" className="min-w-0 text-xs text-warning">
      {status && (
        <span className="inline-flex items-center gap-1.5">
          <WifiOff aria-hidden="true" className="size-3.5 shrink-0" />
          {status}
        </span>
      )}
    </p>
  );
}
