import { spawn } from 'node:child_process';

/** `npm run dev`: the API server (tsx watch) and the Vite dev server, stopped together. */
const children = [
  spawn('npm', ['run', 'dev', '-w', '@olivia/server'], { stdio: 'inherit' }),
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
