package dev.vex.grounding.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.grounding.Grounding;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.slf4j.Logger;

/**
 * No class of vex-grounding looks its slf4j logger up when it is loaded: the first lookup starts
 * slf4j, which scans the whole class path for providers (tens of milliseconds of a cold start,
 * #23), and a turn that logs nothing should not pay for it.
 */
class LoggerLookupTest {
  @Test
  void noClassHoldsItsLoggerInAStaticField() throws Exception {
    Path classes =
        Path.of(Grounding.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    List<String> holders;
    try (Stream<Path> files = Files.walk(classes)) {
      holders =
          files
              .filter(p -> p.toString().endsWith(".class"))
              .map(p -> classes.relativize(p).toString())
              .filter(n -> !n.equals("module-info.class"))
              .map(n -> n.substring(0, n.length() - ".class".length()).replace('/', '.'))
              .filter(LoggerLookupTest::holdsStaticLogger)
              .toList();
    }
    assertThat(holders).isEmpty();
  }

  private static boolean holdsStaticLogger(String name) {
    try {
      Class<?> c = Class.forName(name, false, LoggerLookupTest.class.getClassLoader());
      for (Field f : c.getDeclaredFields()) {
        if (Modifier.isStatic(f.getModifiers()) && Logger.class.isAssignableFrom(f.getType())) {
          return true;
        }
      }
      return false;
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException(e);
    }
  }
}
