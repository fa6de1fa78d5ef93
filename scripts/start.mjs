/**
 * `npm start`: builds the web app and the server only when their sources changed, then runs the
 * compiled server in this process (no TypeScript loader, no second Node process).
 */
import { pathToFileURL } from 'node:url';
import { buildServer, buildWeb, serverBundle } from './build-if-changed.mjs';

buildWeb();
buildServer();
await import(pathToFileURL(serverBundle).href);
