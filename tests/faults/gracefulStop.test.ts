import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { signedInPlayer } from '../support/players.ts';
import { connectSocket, waitForConnect } from '../support/sockets.ts';
import { startTestServer } from '../support/testServer.ts';

describe('a graceful stop', () => {
  it('says goodbye to sockets before closing them, so clients reconnect at once', async () => {
    const server = await startTestServer({ env: { EMAIL_VERIFICATION: 'off' } });
    const { client } = await signedInPlayer(server);
    const socket = connectSocket(server.url, client);
    await waitForConnect(socket);
    const seen: string[] = [];
    socket.on('server:shutdown', () => seen.push('server:shutdown'));
    const reason = new Promise<string>((resolve) => socket.on('disconnect', (r) => resolve(r)));
    await server.close();
    // 'io server disconnect' (not 'transport close'): the hint arrived and the client may reconnect now.
    expect(await reason).toBe('io server disconnect');
    expect(seen).toEqual(['server:shutdown']);
  });

  it('finishes a keep-alive request in flight with Connection: close, and resets none', async () => {
    const server = await startTestServer({ env: { EMAIL_VERIFICATION: 'off' } });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
    try {
      const call = (send: (req: ReturnType<typeof request>) => void) =>
        new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
          const req = request(
            `${server.url}/api/login`,
            {
              method: 'POST',
              agent,
              headers: {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(body),
                origin: server.url,
              },
            },
            (res) => {
              res.resume();
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
              );
            },
          );
          req.on('error', reject);
          send(req);
        });
      // A first request leaves the connection open (keep-alive)...
      const first = await call((req) => req.end(body));
      expect(first).toEqual({ status: 401, connection: 'keep-alive' });
      // ...the second is half sent when the stop begins, and finishes after it.
      let stopped: Promise<void> | undefined;
      const second = await call((req) => {
        req.write(body.slice(0, 10));
        setTimeout(() => {
          stopped = server.close();
          setTimeout(() => req.end(body.slice(10)), 200);
        }, 100);
      });
      expect(second).toEqual({ status: 401, connection: 'close' });
      await stopped;
    } finally {
      agent.destroy();
    }
  });
});
