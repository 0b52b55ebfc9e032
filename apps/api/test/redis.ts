import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from './pg-cluster';

export interface RedisServer {
  url: string;
  close(): Promise<void>;
}

/** A throwaway redis-server on loopback, in memory only; resolves once it accepts connections. */
export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = once(server, 'exit');
  await new Promise<void>((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    void exited.then(() => reject(new Error(`redis-server exited at start: ${output.slice(-500)}`)));
  });
  server.stdout.resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    async close() {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await exited;
    },
  };
}
