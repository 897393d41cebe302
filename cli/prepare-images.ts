import { DiskImages, pythonEnvImage } from '../workspace/images';
import { loadConfig } from '../common/config';

// Builds the read-only disk image of the harness's Python environment ahead of the first run
// (scripts/setup.sh runs this last): it holds several GB, and a new machine's first workspace or
// evaluation sandbox would otherwise spend about a minute building it. A second run finds it built.
//
//   node dist/cli/prepare-images.js

async function main(): Promise<void> {
  const config = loadConfig();
  const env = pythonEnvImage(config.python);
  if (!config.workspace.diskImages || !env || process.getuid?.() !== 0) {
    console.log('no disk image to prepare (disk images off, not root, or no virtualenv)');
    return;
  }
  const started = Date.now();
  const images = new DiskImages(config.workspace.imagesDir);
  try {
    await images.readOnly(env.name, env.source);
  } finally {
    await images.release();
  }
  console.log(`the Python environment's disk image is ready (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

main().catch((err: Error) => {
  console.error(`cannot prepare the Python environment's disk image: ${err.message}`);
  process.exit(1);
});
