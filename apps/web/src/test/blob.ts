/** jsdom's Blob has no `arrayBuffer()` or `text()`; FileReader reads it. */
export function readBlobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the blob'));
    reader.readAsArrayBuffer(blob);
  });
}

/** The blob as UTF-8 text, byte order mark included (TextDecoder would drop it). */
export async function readBlobText(blob: Blob): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await readBlobBytes(blob));
}
