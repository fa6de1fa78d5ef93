import { describe, expect, it } from 'vitest';
import { messages } from '../src/messages';
import { FILE_PURPOSES, uploadSizeProblem } from '../src/upload';

describe('upload caps (SPEC §5), on the file the user chose', () => {
  it('lets a verification image of up to 51428800 bytes go, and refuses one byte more', () => {
    expect(uploadSizeProblem(51_428_800, 'verification')).toBeNull();
    expect(uploadSizeProblem(51_428_801, 'verification')).toBe(messages.fileTooLarge50Mb);
  });

  it('holds every other image to 10 MB, with its own message', () => {
    for (const purpose of FILE_PURPOSES.filter((p) => p !== 'verification')) {
      expect(uploadSizeProblem(10_485_760, purpose), purpose).toBeNull();
      expect(uploadSizeProblem(10_485_761, purpose), purpose).toBe(messages.fileTooLarge10Mb);
      // a 30 MB photo is refused for a logo though a verification image may be that big
      expect(uploadSizeProblem(30_000_000, purpose), purpose).toBe(messages.fileTooLarge10Mb);
    }
    expect(uploadSizeProblem(30_000_000, 'verification')).toBeNull();
  });
});
