package dev.vex.guards.links;

import java.util.Collection;
import java.util.stream.Collectors;

/** Short lists for verdict reasons. */
final class Reasons {
  private static final int SHOWN = 5;

  private Reasons() {}

  static String list(Collection<String> items) {
    String shown = items.stream().limit(SHOWN).collect(Collectors.joining(", "));
    return items.size() > SHOWN ? shown + " and " + (items.size() - SHOWN) + " more" : shown;
  }
}
