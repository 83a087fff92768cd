package dev.vex.core.redeploy;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.Gson;
import dev.vex.core.Agent;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.lang.ref.WeakReference;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.slf4j.LoggerFactory;

/**
 * No class-loader leak on redeploy: vex-core, gson and slf4j-api are loaded in a class loader of
 * their own, as a servlet container loads a web application (with that loader as the context class
 * loader of the thread that runs the turn, so every thread the JDK starts on Vex's behalf inherits
 * it). One turn with a failing fetcher, a tool call and a whole-turn deadline runs over real HTTP
 * against the simulator, which lives outside that loader; the host then closes the runtime and
 * drops every reference. The loader must be collected, and no thread may survive whose class or
 * context class loader is that loader: either would keep every class of the old deployment in
 * memory, one copy per redeploy.
 */
class ClassLoaderLeakTest {
  /** Generous: only a leak, not a slow machine, keeps the loader past this. */
  private static final long BOUND_SECONDS = 60;

  @ParameterizedTest(name = "default runtime: {0}")
  @ValueSource(booleans = {true, false})
  void aClosedDeploymentLeavesNeitherItsClassLoaderNorAThreadBehind(boolean defaultRuntime)
      throws Exception {
    WeakReference<ClassLoader> loader;
    try (OllamaSimulator sim = OllamaSimulator.start()) {
      sim.enqueue(Reply.toolCall("get_time", "{}"));
      sim.enqueue(Reply.text("It is 12:00 in Oslo."));
      loader = deployRunAndUndeploy(sim.baseUrl().toString(), defaultRuntime);
    }

    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(BOUND_SECONDS);
    List<String> pinning = pinningThreads(loader);
    while ((loader.get() != null || !pinning.isEmpty()) && System.nanoTime() < until) {
      System.gc();
      Thread.sleep(50); // polling under the bound, not ordering: gc and thread exit are async
      pinning = pinningThreads(loader);
    }

    assertThat(pinning).as("threads holding the old deployment's class loader").isEmpty();
    assertThat(loader.get())
        .as(
            "the deployment's class loader is collected after close (no static, thread or"
                + " ThreadLocal outside it holds it)")
        .isNull();
  }

  /** Loads Vex in a loader of its own, runs one turn, closes; returns only a weak reference. */
  private static WeakReference<ClassLoader> deployRunAndUndeploy(
      String baseUrl, boolean defaultRuntime) throws Exception {
    URLClassLoader app =
        new URLClassLoader(
            "vex-deployment",
            new URL[] {
              location(Agent.class), // vex-core's classes
              location(RedeployProbe.class), // this probe (vex-core's test classes)
              location(Gson.class),
              location(LoggerFactory.class)
            },
            ClassLoader.getPlatformClassLoader());
    Class<?> probeClass = app.loadClass(RedeployProbe.class.getName());
    assertThat(probeClass.getClassLoader()).as("the probe is the deployment's copy").isSameAs(app);
    assertThat(app.loadClass(Agent.class.getName())).isNotSameAs(Agent.class);

    Thread self = Thread.currentThread();
    ClassLoader previous = self.getContextClassLoader();
    self.setContextClassLoader(app);
    try {
      @SuppressWarnings("unchecked")
      Function<String, String> probe =
          (Function<String, String>)
              probeClass.getConstructor(boolean.class).newInstance(defaultRuntime);
      assertThat(probe.apply(baseUrl)).isEqualTo("It is 12:00 in Oslo.\n12:00\nFAILED");
    } finally {
      self.setContextClassLoader(previous);
    }
    app.close();
    return new WeakReference<>(app);
  }

  /** Live threads whose class or context class loader is the deployment's, with their stacks. */
  private static List<String> pinningThreads(WeakReference<ClassLoader> loader) {
    ClassLoader l = loader.get();
    if (l == null) {
      return List.of(); // a thread holding it would have kept it reachable
    }
    return Thread.getAllStackTraces().entrySet().stream()
        .filter(e -> e.getKey().isAlive())
        .filter(
            e ->
                e.getKey().getContextClassLoader() == l
                    || e.getKey().getClass().getClassLoader() == l)
        .map(
            e ->
                e.getKey().getName()
                    + " ("
                    + e.getKey().getState()
                    + ") "
                    + Arrays.stream(e.getValue())
                        .limit(6)
                        .map(StackTraceElement::toString)
                        .collect(Collectors.joining(" < ")))
        .collect(Collectors.toList());
  }

  private static URL location(Class<?> c) {
    return c.getProtectionDomain().getCodeSource().getLocation();
  }
}
