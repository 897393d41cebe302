import Docker from 'dockerode';
import { PassThrough } from 'node:stream';

export const docker = new Docker({ socketPath: '/var/run/docker.sock' });

/** Runs a command in a container (as its configured user); resolves with exit code and output. */
export async function dockerExec(
  container: string,
  cmd: string[],
  user?: string,
): Promise<{ code: number; out: string }> {
  const exec = await docker
    .getContainer(container)
    .exec({ Cmd: cmd, AttachStdout: true, AttachStderr: true, ...(user ? { User: user } : {}) });
  const stream = await exec.start({ hijack: true, stdin: false });
  const sink = new PassThrough();
  let out = '';
  sink.on('data', (d) => (out += d.toString()));
  docker.modem.demuxStream(stream, sink, sink);
  await new Promise((resolve) => stream.on('end', resolve));
  const info = await exec.inspect();
  return { code: info.ExitCode ?? -1, out };
}
