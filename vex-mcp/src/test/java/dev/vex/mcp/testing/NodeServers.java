package dev.vex.mcp.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The npm packages the tests run against (pinned in src/test/node/package-lock.json), installed
 * once per build with {@code npm ci} into target/mcp-node. Tests that need them skip, saying so,
 * only when node is not installed.
 */
public final class NodeServers {
  private static final Path SOURCE = Path.of("src/test/node");
  private static final Path HOME = Path.of("target/mcp-node").toAbsolutePath();
  private static boolean installed;

  private NodeServers() {}

  /** Skips the calling test when node or npm is not on the PATH. */
  public static void assumeNode() {
    assumeTrue(
        onPath("node") && onPath("npm"),
        "node and npm are not installed: the MCP tests against the reference servers are skipped"
            + " (on Debian: apt-get install nodejs npm; .ci/run does this)");
  }

  private static boolean onPath(String program) {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
      if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, program))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Installs the pinned packages once and returns their folder.
   *
   * @return target/mcp-node, with node_modules
   */
  public static synchronized Path home() {
    assumeNode();
    if (installed) {
      return HOME;
    }
    try {
      Files.createDirectories(HOME);
      for (String f :
          List.of("package.json", "package-lock.json", "hostile-server.mjs", "ts-client.mjs")) {
        Files.copy(SOURCE.resolve(f), HOME.resolve(f), StandardCopyOption.REPLACE_EXISTING);
      }
      Path marker = HOME.resolve("node_modules/.vex-installed-lock.json");
      String lock = Files.readString(HOME.resolve("package-lock.json"), StandardCharsets.UTF_8);
      if (!Files.exists(marker) || !Files.readString(marker, StandardCharsets.UTF_8).equals(lock)) {
        Process p =
            new ProcessBuilder("npm", "ci", "--no-audit", "--no-fund", "--ignore-scripts")
                .directory(HOME.toFile())
                .redirectErrorStream(true)
                .redirectOutput(HOME.resolve("npm-ci.log").toFile())
                .start();
        if (!p.waitFor(5, TimeUnit.MINUTES) || p.exitValue() != 0) {
          p.destroyForcibly();
          throw new IllegalStateException(
              "npm ci failed in "
                  + HOME
                  + ":\n"
                  + Files.readString(HOME.resolve("npm-ci.log"), StandardCharsets.UTF_8));
        }
        Files.writeString(marker, lock, StandardCharsets.UTF_8);
      }
      installed = true;
      return HOME;
    } catch (IOException e) {
      throw new IllegalStateException("installing the MCP test servers failed", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /**
   * The command line of the reference server that exercises every feature, over stdio.
   *
   * @return the command
   */
  public static List<String> everything() {
    return List.of(
        "node",
        home()
            .resolve("node_modules/@modelcontextprotocol/server-everything/dist/index.js")
            .toString(),
        "stdio");
  }

  /**
   * The command line of the reference filesystem server confined to a folder.
   *
   * @param root the folder
   * @return the command
   */
  public static List<String> filesystem(Path root) {
    return List.of(
        "node",
        home()
            .resolve("node_modules/@modelcontextprotocol/server-filesystem/dist/index.js")
            .toString(),
        root.toString());
  }

  /**
   * The command line of the hostile test server in one of its modes.
   *
   * @param mode see hostile-server.mjs
   * @return the command
   */
  public static List<String> hostile(String mode) {
    return List.of("node", home().resolve("hostile-server.mjs").toString(), mode);
  }

  /**
   * Returns a port that was free a moment ago.
   *
   * @return the port
   */
  public static int freePort() {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort();
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * Returns whether any process below this JVM runs a command line containing the text.
   *
   * @param text the text
   * @return true when one is alive
   */
  public static boolean childRunning(String text) {
    return ProcessHandle.current()
        .descendants()
        .filter(ProcessHandle::isAlive)
        .anyMatch(h -> h.info().commandLine().orElse("").contains(text));
  }
}
