import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { signInAs } from '../../test/fixtures';
import { ImageUpload, type ImageUploadState } from './image-upload';

interface Sent {
  url: string;
  headers: Headers;
  body: unknown;
}

/** Answers every call with `answer`; what was sent is kept (a FormData body as it is). */
function stubFetch(answer: () => Promise<Response> | Response): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(input), headers: new Headers(init?.headers), body: init?.body });
      return answer();
    }),
  );
  return sent;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderUpload(
  purpose: 'verification' | 'identification' | 'product' = 'verification',
  uploadOnChoose = false,
) {
  const onUploaded = vi.fn<(url: string) => void>();
  const states: ImageUploadState[] = [];
  const started: Promise<boolean>[] = [];
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ImageUpload
        id="photo"
        purpose={purpose}
        label="Photo"
        onUploaded={onUploaded}
        onStateChange={(state) => states.push(state)}
        uploadOnChoose={uploadOnChoose}
        onUploadStart={(settled) => started.push(settled)}
      />
      <ToastContainer />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onUploaded, states, started };
}

const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'me.jpg', { type: 'image/jpeg' });
const input = () => screen.getByLabelText<HTMLInputElement>('Photo');
const uploadButton = () => screen.getByRole('button', { name: /Upload|Uploading/ });

describe('ImageUpload', () => {
  it("says 'Select file' when Upload is pressed with nothing chosen, sending nothing", async () => {
    const sent = stubFetch(() => json(200, { imageURL: '/files/x' }));
    const { user } = renderUpload();
    await user.click(uploadButton());
    expect(await screen.findByText('Select file')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it("refuses a file over the purpose's cap before sending it, inline and as a toast", async () => {
    const sent = stubFetch(() => json(200, { imageURL: '/files/x' }));
    const { user, states } = renderUpload('identification');
    const big = photo();
    Object.defineProperty(big, 'size', { value: 10_485_761 });
    await user.upload(input(), big);
    const message = 'Failed to upload. File size exceeds 10MB';
    expect(await screen.findAllByText(message)).toHaveLength(2); // under the field and the toast
    expect(input().value).toBe('');
    expect(states).toEqual(['empty']);
    await user.click(uploadButton());
    expect(await screen.findByText('Select file')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('uploads the chosen file as FormData, with a spinner, then a toast and a 64 px preview', async () => {
    signInAs({ token: 'tok-1', systemid: 'sys-1' });
    let answer: (response: Response) => void = () => undefined;
    const sent = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, onUploaded, states } = renderUpload();
    const file = photo();
    await user.upload(input(), file);
    expect(states).toEqual(['selected']);

    await user.click(uploadButton());
    expect(await screen.findByRole('button', { name: 'Uploading…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const [request] = sent;
    expect(request?.url).toBe('/api/olivia/app-images?purpose=verification');
    expect(request?.headers.get('token')).toBe('tok-1');
    expect(request?.headers.get('content-type')).toBeNull(); // the browser sets the boundary
    expect(request?.body).toBeInstanceOf(FormData);
    expect((request?.body as FormData).get('logo')).toBe(file);

    answer(json(200, { imageURL: '/files/abc/123.sig' }));
    expect(await screen.findByText('Image successfully uploaded')).toBeInTheDocument();
    const preview = screen.getByRole('img', { name: 'The uploaded image' });
    expect(preview).toHaveAttribute('src', '/files/abc/123.sig');
    expect(preview).toHaveClass('size-16');
    expect(onUploaded).toHaveBeenCalledWith('/files/abc/123.sig');
    expect(states).toEqual(['selected', 'uploaded']);
  });

  it("shows the server's refusal, or 'Failed to upload image' when it gave no words", async () => {
    const answers = [
      json(413, { error: 'Failed to upload. File size exceeds 50MB' }),
      json(500, { error: 'Internal Server Error' }),
    ];
    stubFetch(() => answers.shift() ?? json(500, {}));
    const { user, onUploaded } = renderUpload();
    await user.upload(input(), photo());
    await user.click(uploadButton());
    expect(await screen.findAllByText('Failed to upload. File size exceeds 50MB')).toHaveLength(2);

    await user.click(uploadButton());
    expect(await screen.findAllByText('Failed to upload image')).not.toHaveLength(0);
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('with uploadOnChoose, sends the file as it is chosen, and a failure leaves nothing chosen', async () => {
    const answers = [
      json(500, { error: 'Internal Server Error' }),
      json(200, { imageURL: '/files/p' }),
    ];
    const sent = stubFetch(() => answers.shift() ?? json(500, {}));
    const { user, onUploaded, states, started } = renderUpload('product', true);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const file = photo();
    await user.upload(input(), file);
    expect(await started[0]).toBe(false);
    expect(await screen.findAllByText('Failed to upload image')).toHaveLength(2);
    expect(input().value).toBe('');
    expect(states).toEqual(['selected', 'empty']);

    await user.upload(input(), file); // the same file again
    expect(await started[1]).toBe(true);
    expect(await screen.findByText('Image successfully uploaded')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith('/files/p');
    expect(sent.map((request) => request.url)).toEqual([
      '/api/olivia/app-images?purpose=product',
      '/api/olivia/app-images?purpose=product',
    ]);
  });
});
