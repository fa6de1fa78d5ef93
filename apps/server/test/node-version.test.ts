import { describe, expect, it } from 'vitest';
import { unsupportedNodeReason } from '../src/node-version';

describe('the Node the server starts on', () => {
  it('refuses Node 20 and older, saying how to get a supported one', () => {
    expect(unsupportedNodeReason('20.20.0')).toContain('Olivia runs on Node 22 or newer');
    expect(unsupportedNodeReason('18.19.1')).toContain('this is Node 18.19.1');
  });

  it('starts on Node 22 and newer', () => {
    expect(unsupportedNodeReason('22.23.3')).toBeNull();
    expect(unsupportedNodeReason('24.1.0')).toBeNull();
  });

  it('is the Node the project brings: tests run on it too', () => {
    expect(unsupportedNodeReason(process.versions.node)).toBeNull();
  });
});
