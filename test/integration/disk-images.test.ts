import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DiskImages, isMountPoint, mountForInspection, unmount } from '../../workspace/images';
import { removeTestDir } from '../helpers/test-dirs';

// Read-only images on real loop mounts (root, mkfs.ext4): a new content of a source replaces its
// older image, and never another source's image of the same name; workers on one machine share
// the images folder, and one that stops never unmounts what another uses.

jest.setTimeout(60_000);

describe('read-only disk images', () => {
  let dir: string;
  let images: DiskImages;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-images-'));
    images = new DiskImages(path.join(dir, 'images'));
  });
  afterEach(async () => {
    await images.release();
    removeTestDir(dir);
  });

  const source = (name: string, text: string) => {
    const d = path.join(dir, name);
    fs.mkdirSync(d, { recursive: true });
    fs.writeFileSync(path.join(d, 'weights.txt'), text);
    return d;
  };
  const imageFiles = () =>
    fs
      .readdirSync(path.join(dir, 'images'))
      .filter((f) => f.endsWith('.ext4'))
      .sort();

  test("a source's new content replaces its older image; another source's image of the same name stays mounted", async () => {
    const hostA = source('host-a/models/m', 'a1');
    const hostB = source('host-b/models/m', 'b1');
    const mntA = await images.readOnly('model-m', hostA);
    const mntB = await images.readOnly('model-m', hostB);
    expect(mntA).not.toBe(mntB);
    expect(fs.readFileSync(path.join(mntA, 'weights.txt'), 'utf8')).toBe('a1');
    expect(fs.readFileSync(path.join(mntB, 'weights.txt'), 'utf8')).toBe('b1');
    expect(imageFiles()).toHaveLength(2);

    // Host A's model changes (a new stamp: the file's size and mtime differ).
    fs.writeFileSync(path.join(hostA, 'weights.txt'), 'a2 (retrained)');
    fs.utimesSync(path.join(hostA, 'weights.txt'), new Date(), new Date(Date.now() + 5000));
    const fresh = new DiskImages(path.join(dir, 'images')); // a new worker: no cached stamp
    try {
      const mntA2 = await fresh.readOnly('model-m', hostA);
      expect(fs.readFileSync(path.join(mntA2, 'weights.txt'), 'utf8')).toBe('a2 (retrained)');
      expect(isMountPoint(mntA)).toBe(false); // the older content of the same source is gone
      expect(isMountPoint(mntB)).toBe(true); // host B's image is untouched
      expect(fs.readFileSync(path.join(mntB, 'weights.txt'), 'utf8')).toBe('b1');
      expect(imageFiles()).toHaveLength(2);
    } finally {
      await fresh.release();
    }
  });

  test('a disk too small for an image says so before building it, and leaves nothing behind', async () => {
    const small = path.join(dir, 'small');
    fs.mkdirSync(small);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', small]);
    try {
      const src = source('models/big', '');
      fs.writeFileSync(path.join(src, 'weights.bin'), Buffer.alloc(12 << 20, 1));
      const onSmall = new DiskImages(path.join(small, 'images'));
      await expect(onSmall.readOnly('model-big', src)).rejects.toThrow(
        /needs about 13 MB free in .*small\/images; [0-9] MB are available/,
      );
      expect(fs.readdirSync(path.join(small, 'images'))).toEqual([]);
    } finally {
      execFileSync('umount', [small]);
    }
  });

  test('an image that a killed worker left mounted is released by the worker that used it next', async () => {
    const src = source('models/m', 'x');
    const mnt = await images.readOnly('model-m', src); // this worker is then killed: no release
    const next = new DiskImages(path.join(dir, 'images'));
    expect(await next.readOnly('model-m', src)).toBe(mnt);
    await next.release();
    expect(isMountPoint(mnt)).toBe(false);
  });

  /** A worker process (from dist/) that mounts `src`'s image, prints the mount point and stays until killed. */
  async function workerBeside(imagesDir: string, src: string): Promise<{ child: ChildProcess; mnt: string }> {
    const lib = path.resolve('dist/workspace/images.js');
    const script = `const { DiskImages } = require(${JSON.stringify(lib)});
      new DiskImages(${JSON.stringify(imagesDir)}).readOnly('model-m', ${JSON.stringify(src)}).then((m) => { console.log(m); setInterval(() => {}, 1000); });`;
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const mnt = await new Promise<string>((resolve, reject) => {
      child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim()));
      child.once('exit', (code) => reject(new Error(`the worker exited with ${code}`)));
    });
    return { child, mnt };
  }
  const kill = async (child: ChildProcess) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
  };

  test('a worker that stops never unmounts the image a worker beside it is using', async () => {
    const src = source('models/m', 'x');
    const imagesDir = path.join(dir, 'images');
    const { child, mnt: theirs } = await workerBeside(imagesDir, src);
    try {
      // This worker mounts the same image (the same file, built once), uses it and stops.
      const mine = await images.readOnly('model-m', src);
      expect(fs.readdirSync(imagesDir).filter((f) => f.endsWith('.ext4'))).toHaveLength(1);
      await images.release();
      expect(isMountPoint(mine)).toBe(false);
      // The other worker, about to bind its mount into a container, still finds the model there.
      expect(isMountPoint(theirs)).toBe(true);
      expect(fs.readFileSync(path.join(theirs, 'weights.txt'), 'utf8')).toBe('x');

      // A new content: this worker's build prunes the older image only once no live worker has it mounted.
      fs.writeFileSync(path.join(src, 'weights.txt'), 'x2');
      fs.utimesSync(path.join(src, 'weights.txt'), new Date(), new Date(Date.now() + 5000));
      const fresh = new DiskImages(imagesDir);
      try {
        await fresh.readOnly('model-m', src);
        expect(fs.readFileSync(path.join(theirs, 'weights.txt'), 'utf8')).toBe('x');
        expect(imageFiles()).toHaveLength(2);
      } finally {
        await fresh.release();
      }
    } finally {
      await kill(child);
    }
  });

  test('an image that a killed worker left mounted and nobody uses again is released by the next worker that stops', async () => {
    const src = source('models/m', 'x');
    const imagesDir = path.join(dir, 'images');
    const { child, mnt } = await workerBeside(imagesDir, src); // then killed with -9: no release
    expect(isMountPoint(mnt)).toBe(true);
    // While it lives, a worker that starts and stops beside it leaves its mount alone.
    const beside = new DiskImages(imagesDir);
    await beside.release();
    expect(isMountPoint(mnt)).toBe(true);
    await kill(child);
    // Once it is dead, the next worker adopts the orphan and releases it when it stops.
    const next = new DiskImages(imagesDir);
    expect(isMountPoint(mnt)).toBe(true);
    await next.release();
    expect(isMountPoint(mnt)).toBe(false);
  });

  test('an image whose source folder is gone is pruned at the next build of its name', async () => {
    const gone = source('old-cache/models/m', 'x');
    const mntGone = await images.readOnly('model-m', gone);
    await images.release();
    fs.rmSync(path.join(dir, 'old-cache'), { recursive: true });
    const kept = await images.readOnly('model-m', source('host-b/models/m', 'y'));
    expect(fs.existsSync(mntGone)).toBe(false);
    expect(imageFiles()).toEqual([`${path.basename(kept)}.ext4`]);
  });

  test('an image named before the source was part of the name is pruned at the next build of that name', async () => {
    fs.mkdirSync(path.join(dir, 'images'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'images', 'model-m-0123456789abcdef.ext4'), 'an old image');
    fs.writeFileSync(path.join(dir, 'images', 'model-other-0123456789abcdef.ext4'), 'another name');
    await images.readOnly('model-m', source('models/m', 'x'));
    expect(imageFiles()).toEqual([
      expect.stringMatching(/^model-m-[0-9a-f]{8}-[0-9a-f]{16}\.ext4$/),
      'model-other-0123456789abcdef.ext4',
    ]);
  });

  test('a workspace image whose filesystem stopped mid-write (journal to replay) still mounts read-only for inspection', async () => {
    const image = path.join(dir, 'ws.ext4');
    const ws = path.join(dir, 'ws');
    await images.writable(image, 64 * 1024 ** 2, ws);
    fs.writeFileSync(path.join(ws, 'kept.txt'), 'kept');
    await unmount(ws);
    execFileSync('debugfs', ['-w', '-R', 'feature needs_recovery', image], { stdio: 'ignore' }); // as a crash leaves it
    expect(await mountForInspection(image, ws)).toBe(true);
    try {
      expect(fs.readFileSync(path.join(ws, 'kept.txt'), 'utf8')).toBe('kept');
    } finally {
      await unmount(ws);
    }
  });
});
