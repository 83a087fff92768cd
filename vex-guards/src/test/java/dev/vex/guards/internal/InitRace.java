package dev.vex.guards.internal;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Races class initialisation in a fresh class loader: tasks start together on threads of their own,
 * and a deadlock (JLS 12.4.2: two threads each initialising a class the other's initialiser needs)
 * is reported, with every task thread's stack, when they are not all done by a generous timeout.
 * Public in the test-jar: vex-grounding's ReadAheadRaceTest races its classifier's read-ahead with
 * it.
 */
public final class InitRace {
  private InitRace() {}

  /** A task run in the fresh loader. */
  public interface Task {
    void run(ClassLoader loader) throws Exception;
  }

  /**
   * A loader of its own for Vex's classes (from the directories or jars of the given classes), so
   * that every class of theirs is initialised afresh; everything else comes from the test's loader.
   */
  public static ClassLoader fresh(Class<?>... from) {
    URL[] urls = new URL[from.length];
    for (int i = 0; i < from.length; i++) {
      urls[i] = from[i].getProtectionDomain().getCodeSource().getLocation();
    }
    return new URLClassLoader(urls, InitRace.class.getClassLoader()) {
      @Override
      protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (!name.startsWith("dev.vex.")) {
          return super.loadClass(name, resolve);
        }
        synchronized (getClassLoadingLock(name)) {
          Class<?> c = findLoadedClass(name);
          if (c == null) {
            try {
              c = findClass(name);
            } catch (ClassNotFoundException e) {
              c = super.loadClass(name, false);
            }
          }
          if (resolve) {
            resolveClass(c);
          }
          return c;
        }
      }
    };
  }

  /**
   * The names of the classes under a package of the directory or jar the given class was loaded
   * from (a directory under {@code mvn test}, the module's jar under {@code mvn verify}).
   */
  public static List<String> classesUnder(Class<?> of, String packageName) {
    try {
      Path location = Path.of(of.getProtectionDomain().getCodeSource().getLocation().toURI());
      if (Files.isRegularFile(location)) {
        try (FileSystem jar = FileSystems.newFileSystem(location)) {
          return classesUnder(jar.getPath("/"), packageName);
        }
      }
      return classesUnder(location, packageName);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  private static List<String> classesUnder(Path root, String packageName) throws IOException {
    Path dir = root.resolve(packageName.replace('.', '/'));
    List<String> names = new ArrayList<>();
    try (Stream<Path> files = Files.walk(dir)) {
      files
          .filter(p -> p.toString().endsWith(".class") && !p.endsWith("module-info.class"))
          .sorted()
          .forEach(
              p -> {
                String rel = root.relativize(p).toString();
                names.add(rel.substring(0, rel.length() - 6).replace('/', '.'));
              });
    }
    return names;
  }

  /** A task that initialises the named classes, in that order. */
  public static Task initialise(List<String> names) {
    return loader -> {
      for (String name : names) {
        Class.forName(name, true, loader);
      }
    };
  }

  /**
   * Runs the tasks together, released by one latch, in the loader; fails when one throws, or when
   * they are not all done within the timeout (a deadlock), with the stacks of the ones still
   * running.
   */
  public static void race(ClassLoader loader, List<Task> tasks, long timeoutSeconds)
      throws InterruptedException {
    CountDownLatch go = new CountDownLatch(1);
    CountDownLatch done = new CountDownLatch(tasks.size());
    List<Thread> threads = new ArrayList<>();
    List<Throwable> thrown = new java.util.concurrent.CopyOnWriteArrayList<>();
    for (int i = 0; i < tasks.size(); i++) {
      Task task = tasks.get(i);
      Thread t =
          new Thread(
              () -> {
                try {
                  go.await();
                  task.run(loader);
                } catch (Throwable e) {
                  thrown.add(e);
                } finally {
                  done.countDown();
                }
              },
              "init-race-" + i);
      t.setDaemon(true); // a deadlocked one must not keep the test JVM alive
      t.setContextClassLoader(loader);
      threads.add(t);
      t.start();
    }
    go.countDown();
    if (!done.await(timeoutSeconds, TimeUnit.SECONDS)) {
      StringBuilder stacks = new StringBuilder();
      for (Thread t : Thread.getAllStackTraces().keySet()) {
        if (t.isAlive() && (threads.contains(t) || t.getName().startsWith("vex-"))) {
          stacks.append('\n').append(t.getName()).append(' ').append(t.getState());
          for (StackTraceElement e : t.getStackTrace()) {
            stacks.append("\n    at ").append(e);
          }
        }
      }
      fail("class initialisation deadlock: not done in " + timeoutSeconds + " s" + stacks);
    }
    if (!thrown.isEmpty()) {
      AssertionError e = new AssertionError("a racing task threw", thrown.get(0));
      thrown.stream().skip(1).forEach(e::addSuppressed);
      throw e;
    }
  }
}
