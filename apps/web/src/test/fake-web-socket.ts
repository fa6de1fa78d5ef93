import { CONNECTED_FRAME } from '@olivia/contracts/realtime';
import { vi } from 'vitest';

/**
 * A stand-in for the browser's WebSocket: it records what the app sends, and the test plays the
 * server (`open`, `admit`, `receive`, `serverClose`, `fail`).
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  /** Every socket the app opened in this test, oldest first. */
  static instances: FakeWebSocket[] = [];

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  /** The frames the app sent, as text. */
  readonly sent: string[] = [];
  /** The close code the app used, if it closed the socket itself. */
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('send() before the socket opened');
    this.sent.push(data);
  }

  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = FakeWebSocket.CLOSED;
  }

  /** The server accepts the WebSocket handshake (the token is not checked yet). */
  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** The server took the token of the first frame and joins the socket to the channel. */
  admit(): void {
    if (this.sent.length === 0) throw new Error('admit() before the app sent its token');
    this.receive(CONNECTED_FRAME);
  }

  /** The handshake, the app's token, and the server's admission. */
  acceptConnection(): void {
    this.open();
    this.admit();
  }

  /** The server sends a frame: an object goes as JSON, a string as it is. */
  receive(frame: unknown): void {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** The server (or the network) closes the connection with `code`. */
  serverClose(code: number): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new CloseEvent('close', { code }));
  }

  /** The connection fails as a browser reports it: an error, then close code 1006. */
  fail(): void {
    this.onerror?.(new Event('error'));
    this.serverClose(1006);
  }
}

/** Replaces `WebSocket` for one test (vitest unstubs globals after each). */
export function installFakeWebSocket(): typeof FakeWebSocket {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  return FakeWebSocket;
}

/** The socket the app opened last. */
export function lastSocket(): FakeWebSocket {
  const socket = FakeWebSocket.instances.at(-1);
  if (!socket) throw new Error('No WebSocket was opened');
  return socket;
}
