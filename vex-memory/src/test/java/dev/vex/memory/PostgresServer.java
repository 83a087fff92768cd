package dev.vex.memory;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipalLookupService;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * A real PostgreSQL server for the tests, started from the Debian {@code postgresql} package's
 * binaries ({@code /usr/lib/postgresql/<version>/bin}) in a temporary directory, on a free port on
 * loopback, once per test JVM, and stopped when the JVM exits. As root it runs the server as the
 * {@code postgres} user, because {@code initdb} refuses root. Public, in the module's test-jar, so
 * that the benchmarks start PostgreSQL the same way ({@code fsync=off}: it measures the library,
 * not the disk).
 */
public final class PostgresServer {
  private static PostgresServer shared;
  private static String unavailable;

  private final Path bin;
  private final Path data;
  private final int port;
  private final AtomicInteger databases = new AtomicInteger();

  private PostgresServer(Path bin, Path data, int port) {
    this.bin = bin;
    this.data = data;
    this.port = port;
  }

  /**
   * Starts the shared server on first use.
   *
   * @return why the server cannot run here, or null when it can
   */
  public static synchronized String unavailable() {
    if (shared == null && unavailable == null) {
      try {
        shared = start();
      } catch (Exception e) {
        unavailable = e.getMessage();
      }
    }
    return unavailable;
  }

  /**
   * The server this JVM started.
   *
   * @return the server
   * @throws IllegalStateException when it cannot run here
   */
  public static synchronized PostgresServer shared() {
    if (unavailable() != null) {
      throw new IllegalStateException(unavailable);
    }
    return shared;
  }

  /**
   * Creates a new, empty database.
   *
   * @return its JDBC URL
   * @throws SQLException when the server refuses
   */
  public String newDatabase() throws SQLException {
    String name = "vex_test_" + databases.incrementAndGet();
    try (Connection c = DriverManager.getConnection(url("postgres"));
        Statement st = c.createStatement()) {
      st.execute("CREATE DATABASE " + name);
    }
    return url(name);
  }

  String url(String database) {
    return "jdbc:postgresql://127.0.0.1:" + port + "/" + database + "?user=vex";
  }

  private static Path binaries() throws IOException {
    Path root = Path.of("/usr/lib/postgresql");
    if (!Files.isDirectory(root)) {
      return null;
    }
    try (Stream<Path> versions = Files.list(root)) {
      return versions
          .map(v -> v.resolve("bin"))
          .filter(
              b ->
                  Files.isExecutable(b.resolve("initdb"))
                      && Files.isExecutable(b.resolve("pg_ctl")))
          .max(Comparator.comparing(Path::toString))
          .orElse(null);
    }
  }

  private static PostgresServer start() throws Exception {
    Path bin = binaries();
    if (bin == null) {
      throw new IllegalStateException(
          "PostgreSQL binaries (initdb, pg_ctl) not found under /usr/lib/postgresql/*/bin;"
              + " install the Debian package (apt-get install postgresql) to run these tests");
    }
    boolean root = "root".equals(System.getProperty("user.name"));
    Path dir = Files.createTempDirectory("vex-pg");
    Path data = dir.resolve("data");
    if (root) {
      UserPrincipalLookupService users = dir.getFileSystem().getUserPrincipalLookupService();
      Files.setOwner(dir, users.lookupPrincipalByName("postgres"));
    }
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    run(
        root,
        bin.resolve("initdb").toString(),
        "-D",
        data.toString(),
        "-U",
        "vex",
        "-A",
        "trust",
        "-E",
        "UTF8",
        "--no-locale",
        "-N");
    run(
        root,
        bin.resolve("pg_ctl").toString(),
        "-D",
        data.toString(),
        "-l",
        dir.resolve("server.log").toString(),
        "-w",
        "-t",
        "120",
        "-o",
        "-p "
            + port
            + " -k "
            + dir
            + " -c listen_addresses=127.0.0.1 -c fsync=off"
            + " -c max_connections=200",
        "start");
    PostgresServer server = new PostgresServer(bin, data, port);
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  try {
                    run(
                        root,
                        bin.resolve("pg_ctl").toString(),
                        "-D",
                        data.toString(),
                        "-m",
                        "immediate",
                        "-w",
                        "stop");
                  } catch (Exception e) {
                    // the JVM is going away; the temporary directory stays for inspection
                  }
                }));
    return server;
  }

  private static void run(boolean root, String... command) throws Exception {
    List<String> cmd = new ArrayList<>();
    if (root) {
      cmd.addAll(List.of("runuser", "-u", "postgres", "--"));
    }
    cmd.addAll(List.of(command));
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!p.waitFor(3, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new IllegalStateException(String.join(" ", cmd) + " did not finish");
    }
    if (p.exitValue() != 0) {
      throw new IllegalStateException(
          String.join(" ", cmd) + " failed with exit code " + p.exitValue() + ":\n" + out);
    }
  }

  Path bin() {
    return bin;
  }

  Path data() {
    return data;
  }
}
