import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can break the way networks and servers break: `cut()`
 * drops every connection and refuses new ones (a restarted or unreachable server), `freeze()` keeps the
 * connections open but stops forwarding (a server that stops answering), `restore()` undoes either.
 */
export interface TcpProxy {
  port: number;
  /** The given postgres:// URL with its host and port replaced by the proxy's. */
  urlFor(databaseUrl: string): string;
  cut(): Promise<void>;
  freeze(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let frozen = false;

  const forward = (client: net.Socket, upstream: net.Socket) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // Either side failing ends the pair, as a real network would.
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    const pair = { client, upstream };
    pairs.add(pair);
    client.on('close', () => {
      upstream.destroy();
      pairs.delete(pair);
    });
    upstream.on('close', () => client.destroy());
    // While frozen, a new connection is accepted and then left unanswered.
    if (!frozen) forward(client, upstream);
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));

  await listen(0);
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    urlFor(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    async cut() {
      const closed = stopListening();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    freeze() {
      frozen = true;
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    async restore() {
      if (frozen) {
        frozen = false;
        // Every live pair forwards again: the ones frozen mid-connection and the ones accepted since.
        for (const { client, upstream } of pairs) {
          forward(client, upstream);
          client.resume();
          upstream.resume();
        }
      }
      if (!server.listening) await listen(port);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await stopListening();
    },
  };
}
