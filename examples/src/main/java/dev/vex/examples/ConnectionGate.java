package dev.vex.examples;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.LoggerFactory;

/**
 * The door in front of the web chat's HTTP server: it takes the connections on the public address
 * and passes each one's bytes to the server on a loopback port of its own, so that it can count
 * connections per client address, which the JDK server cannot.
 *
 * <p>At most {@code total} connections at once, and at most {@code perAddress} from one address.
 * When a new connection finds its address's share (or the whole) taken, the connection that has
 * been idle longest (no byte either way for {@link #IDLE}) makes room: a client that opens many
 * connections and leaves them open, reconnecting when they are closed, cannot keep out the next
 * one. When every connection is busy the new one is closed at once, as the JDK server does over its
 * own bound. A running reply's stream is never idle (it beats every second).
 */
final class ConnectionGate implements AutoCloseable {
  /** How long a connection has said nothing, either way, before it can make room. */
  static final Duration IDLE = Duration.ofSeconds(2);

  /**
   * The bytes the gate holds for a client that reads slowly: small, so that back-pressure holds.
   */
  private static final int BUFFER = 16 * 1024;

  private final ServerSocket listener;
  private final InetSocketAddress target;
  private final int total;
  private final int perAddress;
  private final ExecutorService pumps;
  private final Thread acceptor;
  private final List<Link> open = new ArrayList<>(); // guarded by this
  private final AtomicBoolean closed = new AtomicBoolean();

  /**
   * Starts taking connections.
   *
   * @param address the public address to listen on
   * @param target the HTTP server's own loopback address
   * @param total how many connections at once, 1 or more
   * @param perAddress how many of them from one address, 1 to {@code total}
   * @throws IOException when it cannot listen
   */
  ConnectionGate(InetSocketAddress address, InetSocketAddress target, int total, int perAddress)
      throws IOException {
    if (total < 1 || perAddress < 1 || perAddress > total) {
      throw new IllegalArgumentException(
          "total must be 1 or more and perAddress 1 to total: " + total + ", " + perAddress);
    }
    this.target = target;
    this.total = total;
    this.perAddress = perAddress;
    this.listener = new ServerSocket();
    listener.setReuseAddress(true);
    listener.bind(address, 64);
    AtomicInteger n = new AtomicInteger();
    this.pumps =
        Executors.newCachedThreadPool(
            r -> {
              Thread t = new Thread(r, "vex-webchat-gate-" + n.incrementAndGet());
              t.setDaemon(true);
              return t;
            });
    this.acceptor = new Thread(this::accept, "vex-webchat-gate");
    acceptor.setDaemon(true);
    acceptor.start();
  }

  /** The public address, with the port it got. */
  InetSocketAddress address() {
    return new InetSocketAddress(listener.getInetAddress(), listener.getLocalPort());
  }

  private void accept() {
    while (!closed.get()) {
      Socket client;
      try {
        client = listener.accept();
      } catch (IOException e) {
        if (!closed.get()) {
          LoggerFactory.getLogger(ConnectionGate.class).warn("accept failed", e);
        }
        continue;
      }
      Link link = admit(client);
      if (link == null) {
        quietly(client);
      } else {
        pumps.execute(link::connect);
      }
    }
  }

  /** Admits a connection, making room when it can; null when every connection is busy. */
  private synchronized Link admit(Socket client) {
    InetAddress from = client.getInetAddress();
    Map<InetAddress, Integer> counts = new HashMap<>();
    for (Link l : open) {
      counts.merge(l.from, 1, Integer::sum);
    }
    boolean addressFull = counts.getOrDefault(from, 0) >= perAddress;
    if (addressFull || open.size() >= total) {
      Link idlest = null;
      long now = System.nanoTime();
      for (Link l : open) {
        if ((!addressFull || l.from.equals(from))
            && now - l.lastActive > IDLE.toNanos()
            && (idlest == null || l.lastActive < idlest.lastActive)) {
          idlest = l;
        }
      }
      if (idlest == null) {
        return null;
      }
      open.remove(idlest);
      idlest.close();
    }
    Link link = new Link(client, from);
    open.add(link);
    return link;
  }

  private synchronized void closed(Link link) {
    open.remove(link);
  }

  /** One client connection and its connection to the server. */
  private final class Link {
    final Socket client;
    final InetAddress from;
    final Socket server = new Socket();
    final AtomicBoolean ended = new AtomicBoolean();
    volatile long lastActive = System.nanoTime();

    Link(Socket client, InetAddress from) {
      this.client = client;
      this.from = from;
    }

    void connect() {
      try {
        client.setTcpNoDelay(true);
        client.setSendBufferSize(BUFFER);
        server.setReceiveBufferSize(BUFFER);
        server.setTcpNoDelay(true);
        server.connect(target);
        InputStream fromServer = server.getInputStream();
        OutputStream toClient = client.getOutputStream();
        pumps.execute(() -> pump(fromServer, toClient));
        pump(client.getInputStream(), server.getOutputStream());
      } catch (IOException e) {
        close();
      }
    }

    private void pump(InputStream in, OutputStream out) {
      byte[] buffer = new byte[BUFFER];
      try {
        for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
          lastActive = System.nanoTime();
          out.write(buffer, 0, n);
          out.flush();
          lastActive = System.nanoTime();
        }
      } catch (IOException e) {
        // either side went away: the link ends
      } finally {
        close();
      }
    }

    void close() {
      if (ended.compareAndSet(false, true)) {
        quietly(client);
        quietly(server);
        closed(this);
      }
    }
  }

  private static void quietly(Socket s) {
    try {
      s.close();
    } catch (IOException e) {
      // closing anyway
    }
  }

  /** Stops taking connections and ends the open ones. */
  @Override
  public void close() {
    if (!closed.compareAndSet(false, true)) {
      return;
    }
    try {
      listener.close();
    } catch (IOException e) {
      // closing anyway
    }
    List<Link> links;
    synchronized (this) {
      links = new ArrayList<>(open);
    }
    links.forEach(Link::close);
    pumps.shutdownNow();
    try {
      acceptor.join(Duration.ofSeconds(5).toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
