import { createServer, type Socket, connect } from 'node:net';

export interface TcpProxy {
  /** host:port it listens on. */
  address: string;
  /** Dies as a machine does: every connection through it cut, and nothing listens on its port. */
  kill(): Promise<void>;
  /** Comes back on the same port, as a machine restarted (a failover's old primary rejoining). */
  revive(): Promise<void>;
}

/** A port on loopback that passes every connection on to `target` (host:port): a host of its own that a test can kill. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const { port } = server.address() as { port: number };
  return {
    address: `127.0.0.1:${port}`,
    async kill() {
      if (!server.listening) return;
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    revive: () => listen(port),
  };
}
