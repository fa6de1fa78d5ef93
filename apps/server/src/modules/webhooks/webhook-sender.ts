import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_DELIVERY_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@olivia/contracts/webhooks';
import { parseTargetUrl, resolveTarget, TargetRefused, type TargetPolicy } from './target-guard';
import { signatureHeader } from './webhook-signature';

export const SEND_TIMEOUT_MS = 10_000;
const EXCERPT_CHARS = 500;

/** One attempt's outcome: delivered on a 2xx, else why not. */
export interface AttemptResult {
  delivered: boolean;
  statusCode: number | null;
  durationMs: number;
  /** The start of the answer's body, or why there was none. */
  response: string;
}

/**
 * A lookup that answers the address already checked, whatever is asked (ADR 0044): the socket
 * connects there, so DNS cannot answer differently between the check and the connection.
 */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_host, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address, family },
      ]);
    } else {
      callback(null, address, family);
    }
  };
}

/**
 * POSTs one signed delivery: checks the target again (its every address public), connects to
 * the checked address, follows no redirect (a 3xx is a failure), gives up after the timeout, and
 * reads only the start of the answer.
 */
export async function sendDelivery(input: {
  url: string;
  secret: string;
  body: string;
  deliveryId: string;
  policy: TargetPolicy;
  now: () => Date;
  timeoutMs?: number;
}): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  let target: { address: string; family: 4 | 6 };
  try {
    url = parseTargetUrl(input.url, input.policy);
    target = await resolveTarget(url, input.policy);
  } catch (error) {
    const reason = error instanceof TargetRefused ? error.message : 'The address was refused';
    return { delivered: false, statusCode: null, durationMs: elapsed(), response: reason };
  }
  const t = Math.floor(input.now().getTime() / 1000);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    // The whole exchange, not only each pause: an answer dripped a byte at a time ends here too.
    const deadline = setTimeout(() => {
      request.destroy();
      finish({ delivered: false, statusCode: null, response: 'Timed out' });
    }, input.timeoutMs ?? SEND_TIMEOUT_MS);
    const finish = (result: Omit<AttemptResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: pinnedLookup(target.address, target.family),
        timeout: input.timeoutMs ?? SEND_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Olivia-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(input.secret, input.body, t),
          [WEBHOOK_DELIVERY_HEADER]: input.deliveryId,
        },
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          if (text.length >= EXCERPT_CHARS) {
            response.destroy();
            done();
          }
        });
        const done = () =>
          finish({
            delivered: status >= 200 && status < 300,
            statusCode: status,
            response:
              status >= 300 && status < 400
                ? `Redirect to ${response.headers.location ?? '?'} not followed`.slice(
                    0,
                    EXCERPT_CHARS,
                  )
                : text.slice(0, EXCERPT_CHARS),
          });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    request.on('timeout', () => {
      request.destroy();
      finish({ delivered: false, statusCode: null, response: 'Timed out' });
    });
    request.on('error', (error) =>
      finish({
        delivered: false,
        statusCode: null,
        response: `Connection failed: ${error.message}`.slice(0, EXCERPT_CHARS),
      }),
    );
    request.end(input.body);
  });
}
