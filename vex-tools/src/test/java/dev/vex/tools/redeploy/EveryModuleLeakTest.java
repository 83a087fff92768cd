package dev.vex.tools.redeploy;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.RecordedRequest;
import dev.vex.simulator.Reply;
import dev.vex.simulator.ToolCallSpec;
import dev.vex.tools.testing.Fixtures;
import java.io.File;
import java.io.IOException;
import java.lang.ref.WeakReference;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * vex-core's {@code ClassLoaderLeakTest}, extended to every library module (#28 §1): an agent with
 * a server pool of an OpenAI-compatible and an Ollama server, a grounded fetcher, the link-check
 * guard, the web and calendar tools and a SQLite memory store runs one turn inside a class loader
 * of its own, as a servlet container runs a web application; the host then closes the runtime and
 * nothing else. Right after {@code close()} no thread Vex started may still run (the JDK HTTP
 * client's selector threads excepted: on Java 17 they end once their client is collected, which the
 * loader's collection then shows), no file of the memory store may be open, and then the loader
 * must be collected.
 *
 * <p>Two third-party libraries live in a "container" loader above the deployment, where a container
 * keeps what cannot be undeployed: the JDBC drivers ({@code DriverManager} holds every driver it
 * registers for ever, so a driver inside a web application pins it), and ical4j with its
 * dependencies and the logging it uses: on the first {@code VTIMEZONE} it reads, ical4j 4.2.3
 * registers a {@code java.time.zone.ZoneRulesProvider}, which the JDK keeps for ever, and a second
 * deployment's ical4j then fails with {@code ZoneRulesException} (seen in this test).
 */
class EveryModuleLeakTest {
  /** Generous: only a leak, not a slow machine, keeps the loader past this. */
  private static final long BOUND_SECONDS = 60;

  /** How long a thread that close() let go may take to end; a leaked pool thread lives 30 s+. */
  private static final long THREAD_END_SECONDS = 10;

  /**
   * JDBC drivers; ical4j, commons-codec, commons-lang3, threeten-extra; slf4j-api, slf4j-simple.
   */
  private static final java.util.regex.Pattern CONTAINER_JARS =
      java.util.regex.Pattern.compile(
          "/(sqlite-jdbc|postgresql|ical4j|commons-codec|commons-lang3|threeten-extra|slf4j-api|slf4j-simple)"
              + "-[0-9][^/]*\\.jar$");

  /**
   * The container: the shared libraries' classes, one copy for the whole JVM (ical4j's copy must be
   * the one the other tests in this JVM registered), and the platform's.
   */
  private static final ClassLoader CONTAINER =
      new ClassLoader("container", ClassLoader.getPlatformClassLoader()) {
        private final java.util.regex.Pattern sharedPackages =
            java.util.regex.Pattern.compile(
                "(org\\.sqlite|org\\.postgresql|net\\.fortuna\\.ical4j|org\\.apache\\.commons\\.(lang3|codec)"
                    + "|org\\.threeten\\.extra|org\\.slf4j)\\.");

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
          if (sharedPackages.matcher(name).lookingAt()) {
            return EveryModuleLeakTest.class.getClassLoader().loadClass(name);
          }
          return super.loadClass(name, resolve);
        }
      };

  @TempDir Path tmp;

  @ParameterizedTest(name = "default runtime: {0}")
  @ValueSource(booleans = {true, false})
  void closingTheRuntimeEndsEveryThreadClientAndFileOfEveryModule(boolean defaultRuntime)
      throws Exception {
    Path db = tmp.resolve("memory").resolve("vex.db");
    Files.createDirectories(db.getParent());
    WeakReference<ClassLoader> loader;
    List<String> threadsLeft;
    List<String> filesLeft;
    HttpServer pages = pages();
    try (OllamaSimulator openAi = OllamaSimulator.start();
        OllamaSimulator ollama = OllamaSimulator.start()) {
      String pageUrl = "http://127.0.0.1:" + pages.getAddress().getPort();
      openAi.setDispatcher(r -> model(r, pageUrl));
      ollama.setDispatcher(r -> model(r, pageUrl));
      String args = openAi.baseUrl() + " " + ollama.baseUrl() + " " + pageUrl + " " + db;
      loader = deployRunAndUndeploy(args, defaultRuntime);
      threadsLeft = threadsNotEnding(loader);
      filesLeft = openFilesUnder(db.getParent());
    } finally {
      pages.stop(0);
    }

    assertThat(threadsLeft).as("threads of the deployment still running after close").isEmpty();
    assertThat(filesLeft).as("files of the memory store still open after close").isEmpty();

    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(BOUND_SECONDS);
    List<String> pinning = pinningThreads(loader);
    while ((loader.get() != null || !pinning.isEmpty()) && System.nanoTime() < until) {
      System.gc();
      Thread.sleep(50); // polling under the bound, not ordering: gc and thread exit are async
      pinning = pinningThreads(loader);
    }
    assertThat(pinning).as("threads holding the old deployment's class loader").isEmpty();
    assertThat(loader.get()).as("the deployment's class loader is collected after close").isNull();
  }

  /** Both servers play the same model: two tools first, then a reply with one link to check. */
  private static Reply model(RecordedRequest r, String pageUrl) {
    for (var m : r.messages()) {
      if (m.getAsJsonObject().get("role").getAsString().equals("tool")) {
        return Reply.text("It is 9 °C in Heideck. Details: " + pageUrl + "/more");
      }
    }
    return Reply.toolCalls(
        ToolCallSpec.of("fetch_url", "{\"url\":\"" + pageUrl + "/page\"}"),
        ToolCallSpec.of("calendar_events", "{}"));
  }

  /** The weather source, the calendar feed and two web pages, on loopback. */
  private static HttpServer pages() throws IOException {
    byte[] weather = Fixtures.bytes("fixtures/wttr/heideck_j1.json");
    byte[] ics = Fixtures.bytes("calendar/google-work.ics");
    byte[] html =
        "<html><title>Page</title><p>Some text.</p></html>".getBytes(StandardCharsets.UTF_8);
    HttpServer s =
        HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
    s.createContext(
        "/",
        x -> {
          String path = x.getRequestURI().getPath();
          byte[] body = path.startsWith("/Heideck") ? weather : path.endsWith(".ics") ? ics : html;
          String type =
              path.startsWith("/Heideck")
                  ? "application/json"
                  : path.endsWith(".ics") ? "text/calendar" : "text/html; charset=utf-8";
          x.getResponseHeaders().add("Content-Type", type);
          if (x.getRequestMethod().equals("HEAD")) {
            x.sendResponseHeaders(200, -1);
          } else {
            x.sendResponseHeaders(200, body.length);
            x.getResponseBody().write(body);
          }
          x.close();
        });
    s.start();
    return s;
  }

  /** Loads Vex in a loader of its own, runs one turn, closes; returns only a weak reference. */
  private static WeakReference<ClassLoader> deployRunAndUndeploy(
      String args, boolean defaultRuntime) throws Exception {
    List<URL> application = new ArrayList<>();
    int shared = 0;
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      if (CONTAINER_JARS.matcher(entry).find()) {
        shared++;
      } else {
        application.add(Path.of(entry).toUri().toURL());
      }
    }
    assertThat(shared).as("the container's jars on the test class path").isEqualTo(8);
    ClassLoader previous = Thread.currentThread().getContextClassLoader();
    Thread.currentThread().setContextClassLoader(CONTAINER);
    try {
      // The container has its driver loaded, and its native library (which starts the JDK's
      // process reaper thread, for the `uname` the driver runs) before any application.
      // As Tomcat's JreMemoryLeakPreventionListener does: DriverManager loads the drivers it finds
      // once, through the context class loader of whoever calls it first; an application's
      // loader would be registered with them for ever.
      java.sql.DriverManager.getDrivers();
      Class<?> driver = Class.forName("org.sqlite.JDBC", true, CONTAINER);
      ((java.sql.Driver) driver.getConstructor().newInstance())
          .connect("jdbc:sqlite::memory:", new java.util.Properties())
          .close();
    } finally {
      Thread.currentThread().setContextClassLoader(previous);
    }
    URLClassLoader app =
        new URLClassLoader("vex-deployment", application.toArray(URL[]::new), CONTAINER);
    Class<?> probeClass = app.loadClass(EveryModuleProbe.class.getName());
    assertThat(probeClass.getClassLoader()).as("the probe is the deployment's copy").isSameAs(app);

    Thread self = Thread.currentThread();
    self.setContextClassLoader(app);
    try {
      @SuppressWarnings("unchecked")
      Function<String, String> probe =
          (Function<String, String>)
              probeClass.getConstructor(boolean.class).newInstance(defaultRuntime);
      String said = probe.apply(args);
      assertThat(said)
          .startsWith("It is 9 °C in Heideck. Details: ")
          .contains(
              "fetch_url true", "calendar_events true", "FETCHED", "link-check: all 1 checked");
    } finally {
      self.setContextClassLoader(previous);
    }
    app.close();
    return new WeakReference<>(app);
  }

  /**
   * The deployment's threads that do not end once close() has let them go: each is joined for a
   * while first, since a pool thread may still be on its way out when close() returns.
   */
  private static List<String> threadsNotEnding(WeakReference<ClassLoader> loader)
      throws InterruptedException {
    List<Thread> threads = new ArrayList<>();
    for (Thread t : Thread.getAllStackTraces().keySet()) {
      if (pins(t, loader.get()) && !t.getName().matches("HttpClient-\\d+-SelectorManager")) {
        threads.add(t);
      }
    }
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(THREAD_END_SECONDS);
    for (Thread t : threads) {
      t.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(until - System.nanoTime())));
    }
    return threads.stream()
        .filter(Thread::isAlive)
        .map(t -> t.getName() + " " + stack(t))
        .collect(Collectors.toList());
  }

  /** Files under the directory this process still has open (Linux: /proc/self/fd). */
  private static List<String> openFilesUnder(Path dir) throws IOException {
    Path fds = Path.of("/proc/self/fd");
    if (!Files.isDirectory(fds)) {
      return List.of();
    }
    Path real = dir.toRealPath();
    List<String> open = new ArrayList<>();
    try (Stream<Path> s = Files.list(fds)) {
      for (Path fd : (Iterable<Path>) s::iterator) {
        try {
          Path target = Files.readSymbolicLink(fd);
          if (target.startsWith(real)) {
            open.add(target.toString());
          }
        } catch (IOException e) {
          // closed while listing
        }
      }
    }
    return open;
  }

  /** Live threads whose class or context class loader is the deployment's, with their stacks. */
  private static List<String> pinningThreads(WeakReference<ClassLoader> loader) {
    ClassLoader l = loader.get();
    if (l == null) {
      return List.of(); // a thread holding it would have kept it reachable
    }
    return Thread.getAllStackTraces().keySet().stream()
        .filter(t -> t.isAlive() && pins(t, l))
        .map(t -> t.getName() + " (" + t.getState() + ") " + stack(t))
        .collect(Collectors.toList());
  }

  private static boolean pins(Thread t, ClassLoader l) {
    return l != null && (t.getContextClassLoader() == l || t.getClass().getClassLoader() == l);
  }

  private static String stack(Thread t) {
    return Arrays.stream(t.getStackTrace())
        .limit(6)
        .map(StackTraceElement::toString)
        .collect(Collectors.joining(" < "));
  }
}
