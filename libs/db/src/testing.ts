/**
 * Databases that misbehave, for the tests of what the code does when PostgreSQL is away (decision 021): a server that
 * accepts connections and never answers, and an address where nothing listens. Test code only (`@art/db/testing`).
 */
import net from 'node:net';

/** A TCP server that accepts connections and never answers: a hung database. `close` cuts what it holds. */
export async function hungDatabase(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/hung`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The address of a database that refuses connections: a port that was free a moment ago. */
export async function refusingDatabaseUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `postgres://postgres@127.0.0.1:${port}/refused`;
}
