package dev.vex.guards.links;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;

/**
 * A loopback server that accepts connections (the kernel completes them from its backlog) and never
 * answers: a link to it can only ever be unknown, however busy the machine is.
 */
final class Hang implements AutoCloseable {
  private final ServerSocket socket;

  Hang() throws IOException {
    socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
  }

  String baseUrl() {
    return "http://127.0.0.1:" + socket.getLocalPort();
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}
