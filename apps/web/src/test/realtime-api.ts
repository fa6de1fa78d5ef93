import type { RealtimeMessage, StartChatResponse } from '@olivia/contracts/realtime';
import { realtimeEndpoints } from '@olivia/contracts/realtime-endpoints';
import { fakeApi, fakeEndpoint } from './fake-api';
import { jsonResponse, type RecordedRequest } from './fetch-mock';

/** The store's channel; every start-chat hands out a new single-use token (`jwt-1`, `jwt-2` …). */
export function chatSession(call: number): StartChatResponse {
  return { apikey: 'key-1', channel: 'store-1', clusterid: 'local', jwt: `jwt-${call}` };
}

/**
 * Answers start-chat with `answer` (by default a fresh session each time); anything else is 404.
 * Returns the start-chat requests.
 */
export function mockStartChat(
  answer: (call: number) => Response | Promise<Response> = (call) =>
    jsonResponse(200, chatSession(call)),
): RecordedRequest[] {
  const calls: RecordedRequest[] = [];
  fakeApi(
    fakeEndpoint(realtimeEndpoints.startChat, ({ request }) => {
      calls.push(request);
      return answer(calls.length);
    }),
  );
  return calls;
}

/** A real-time message as the server sends it (docs/product/records.md). */
export function realtimeMessage(overrides: Partial<RealtimeMessage> = {}): RealtimeMessage {
  return {
    type: 'credit',
    message: 'Your wallet was credited with ₦5,000.00 by Bola Ade. Time: 2026-03-05 14:07',
    headid: '',
    datetime: '2026-03-05T14:07:00.000Z',
    createdat: '2026-03-05T14:07:00.000Z',
    ...overrides,
  };
}
