import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.js';
import { openDatabase } from './client.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('refuses a directory another live process holds, with a clear message', async () => {
    const dir = tempDir();
    const other = spawn('sleep', ['30']);
    try {
      fs.writeFileSync(path.join(dir, 'patina.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`in use by another Patina process (pid ${other.pid})`);
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock whose process is gone, and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'patina.lock'), '999999999');
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'patina.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'patina.lock'))).toBe(false);
  });

  it('refuses a second open from the same process', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    } finally {
      lock.release();
    }
    lockDataDir(dir).release();
  });
});

describe('embedded database on disk', () => {
  it('keeps data across close (CHECKPOINT) and reopen, and locks while open', async () => {
    const dir = path.join(tempDir(), 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await first.exec('create table kept (v text); insert into kept values (\'Birkin\')');
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    expect((await again.query<{ v: string }>('select v from kept')).rows).toEqual([{ v: 'Birkin' }]);
    await again.close();
  });
});
