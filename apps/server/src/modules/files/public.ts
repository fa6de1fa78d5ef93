/**
 * What other modules may use of the files module (ADR 0011): fresh signed links to stored files,
 * and the check that a link a client sends back names one of the store's own files.
 */
export type { FilePurpose } from '@olivia/contracts/upload';
export { createFileLinks, type FileLinks } from './file-links';
