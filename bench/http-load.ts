/** A small closed-loop HTTP load generator: N clients, each sending its next request on answer. */

export interface LoadOptions {
  concurrency: number;
  /** A request that takes longer fails. */
  timeoutSeconds?: number;
  /** Stop after this many requests in all ... */
  maxRequests: number;
  /** ... or once this many seconds have passed, whichever comes first. */
  maxSeconds: number;
}

export interface LoadResult {
  requests: number;
  failures: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** A request other than a GET: its method and JSON body. */
export interface LoadRequest {
  method: 'POST';
  body: string;
}

/**
 * Sends `url` (a GET, or `request`) with `headers` from `concurrency` clients until the count or
 * the time runs out.
 */
export async function load(
  url: string,
  headers: Record<string, string>,
  options: LoadOptions,
  request?: LoadRequest,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let sent = 0;
  let failures = 0;
  const started = performance.now();
  const deadline = started + options.maxSeconds * 1000;
  const client = async () => {
    while (sent < options.maxRequests && performance.now() < deadline) {
      sent += 1;
      const t0 = performance.now();
      try {
        const signal = AbortSignal.timeout((options.timeoutSeconds ?? 120) * 1000);
        const response = await fetch(url, {
          signal,
          ...(request
            ? { ...request, headers: { ...headers, 'content-type': 'application/json' } }
            : { headers }),
        });
        await response.arrayBuffer();
        if (response.status !== 200) failures += 1;
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    seconds: Number(seconds.toFixed(2)),
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: Number(percentile(latencies, 50).toFixed(1)),
    p99Ms: Number(percentile(latencies, 99).toFixed(1)),
  };
}
