package dev.vex.guards.links;

import java.util.Collection;
import java.util.stream.Collectors;

/** Short lists for verdict reasons. */
final class Reasons {
  private static final int SHOWN = 5;
  private static final int ITEM_CHARS = 120;

  private Reasons() {}

  static String list(Collection<String> items) {
    String shown =
        items.stream().limit(SHOWN).map(Reasons::shorten).collect(Collectors.joining(", "));
    return items.size() > SHOWN ? shown + " and " + (items.size() - SHOWN) + " more" : shown;
  }

  /** An item cut to a length a trace can carry: a link may be as long as the whole reply. */
  private static String shorten(String item) {
    return item.length() <= ITEM_CHARS ? item : item.substring(0, ITEM_CHARS) + "…";
  }
}
