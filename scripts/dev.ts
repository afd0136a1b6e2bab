import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the API restarts on server changes (tsx watch) and Vite serves the web app
 * with hot reload on :5173, proxying /api and /images to the API on :3000.
 */
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_BUILD: 'off' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => {
  if (code) process.exitCode = code;
  stop();
});
