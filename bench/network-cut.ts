// A TCP proxy between the lane devices and the server that the benchmark can cut: while cut, the
// connections open through it are destroyed (a request in flight loses its answer, whether or not
// the server took it) and new ones are refused at once, as when a lane's network link drops.
import net from 'node:net';

export class CuttableProxy {
  private readonly sockets = new Set<net.Socket>();
  private readonly server: net.Server;
  private cutOff = false;
  port = 0;

  constructor(private readonly targetPort: number) {
    this.server = net.createServer((client) => {
      if (this.cutOff) {
        client.destroy();
        return;
      }
      const upstream = net.connect(this.targetPort, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
    return `http://127.0.0.1:${this.port}`;
  }

  cut() {
    this.cutOff = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore() {
    this.cutOff = false;
  }

  async stop() {
    this.cut();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
