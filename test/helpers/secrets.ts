import { spawnSync } from 'node:child_process';

// Which files under a folder hold a string, byte for byte: plain files by grep, and the runs'
// workspace disk images (sparse, up to the quota's size) by their allocated extents only, so a
// secret left in a deleted file's blocks is found without reading gigabytes of holes.

const SCAN_SPARSE = `
import os, sys
path, needle = sys.argv[1], sys.argv[2].encode()
fd = os.open(path, os.O_RDONLY)
end = os.fstat(fd).st_size
pos, tail = 0, b""
while pos < end:
    try:
        start = os.lseek(fd, pos, os.SEEK_DATA)
    except OSError:
        break
    stop = os.lseek(fd, start, os.SEEK_HOLE)
    os.lseek(fd, start, os.SEEK_SET)
    while start < stop:
        chunk = tail + os.read(fd, min(1 << 24, stop - start))
        if needle in chunk:
            print(path)
            sys.exit(0)
        start += len(chunk) - len(tail)
        tail = chunk[-len(needle):]
    pos, tail = stop, b""
`;

export function filesContaining(dir: string, needle: string): string[] {
  const plain = spawnSync('grep', ['-rlaF', '--exclude=*.ext4', needle, dir], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean);
  const images = spawnSync('find', [dir, '-name', '*.ext4', '-type', 'f'], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean);
  const inImages = images.filter(
    (image) => spawnSync('python3', ['-c', SCAN_SPARSE, image, needle], { encoding: 'utf8' }).stdout.trim() !== '',
  );
  return [...plain, ...inImages];
}
