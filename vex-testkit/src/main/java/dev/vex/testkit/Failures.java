package dev.vex.testkit;

import dev.vex.core.VexException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/** Reads failures the way the contracts judge them. */
final class Failures {
  private Failures() {}

  /**
   * Whether a failure is one a caller can act on: a {@link VexException} or a checked exception.
   * Errors and unchecked exceptions that are not Vex's (a {@code NullPointerException}, a {@code
   * ClassCastException}, a JSON parser's own exception) are bugs that escaped.
   */
  static boolean typed(Throwable t) {
    return t instanceof VexException
        || (t instanceof Exception && !(t instanceof RuntimeException));
  }

  /** The messages of a failure and its causes, joined, for "does it name X" checks. */
  static String messages(Throwable t) {
    StringBuilder sb = new StringBuilder();
    for (Throwable c : chain(t)) {
      if (c.getMessage() != null) {
        sb.append(c.getMessage()).append(" | ");
      }
    }
    return sb.toString();
  }

  static List<Throwable> chain(Throwable t) {
    List<Throwable> out = new ArrayList<>();
    Map<Throwable, Boolean> seen = new IdentityHashMap<>();
    for (Throwable c = t; c != null && seen.put(c, Boolean.TRUE) == null; c = c.getCause()) {
      out.add(c);
    }
    return out;
  }

  static String describe(Throwable t) {
    return t == null ? "nothing" : t.getClass().getName() + ": " + t.getMessage();
  }
}
