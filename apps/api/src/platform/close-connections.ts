import type { Http2SecureServer, Http2Session } from "node:http2";
import type { Socket } from "node:net";
import type { TLSSocket } from "node:tls";

/**
 * Prepares the HTTPS server to close as Node's HTTP/1 server does, which its HTTP/2 server does not
 * on Node 20: when closing starts, idle connections end at once and busy ones after their answers,
 * so a shutdown waits for the requests in flight and for nothing else. Every open tab polls, so its
 * HTTP/2 session is never idle for long: each is told to go away (GOAWAY) and ends with its last
 * request. Answers the function that starts closing them.
 */
export function closeConnectionsWhenClosing(server: Http2SecureServer): () => void {
  const sessions = new Set<Http2Session>();
  // HTTP/1.1 connections over TLS, with the number of their requests in flight.
  const http1 = new Map<Socket, number>();
  let closing = false;

  server.on("session", (session) => {
    sessions.add(session);
    session.once("close", () => sessions.delete(session));
  });
  server.on("secureConnection", (socket: TLSSocket) => {
    if (socket.alpnProtocol === "h2") return;
    http1.set(socket, 0);
    socket.once("close", () => http1.delete(socket));
  });
  server.on("request", (req, res) => {
    if (req.httpVersionMajor !== 1) return;
    const socket = req.socket;
    http1.set(socket, (http1.get(socket) ?? 0) + 1);
    if (closing) res.setHeader("connection", "close");
    res.once("close", () => {
      const inFlight = (http1.get(socket) ?? 1) - 1;
      http1.set(socket, inFlight);
      if (closing && inFlight === 0) socket.end();
    });
  });

  return () => {
    closing = true;
    for (const session of sessions) session.close();
    for (const [socket, inFlight] of http1) if (inFlight === 0) socket.end();
  };
}
