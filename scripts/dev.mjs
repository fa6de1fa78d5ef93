import { spawn } from 'node:child_process';

/** `npm run dev`: the API server (tsx watch) and the Vite dev server, stopped together. */
const children = [
  // from the repository root, so the server's ./data is the same folder npm start uses
  spawn('npx', ['tsx', 'watch', 'apps/server/src/server.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@olivia/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
