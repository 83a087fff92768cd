package dev.vex.core.grounding;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A figure a reply is checked against: a price, a temperature, a score.
 *
 * <p>A <em>required</em> figure is the answer itself (the price asked for, the current temperature,
 * the last score): a reply that leaves it out or states it wrongly is replaced by the real data. An
 * <em>optional</em> figure (the 24-hour change, tomorrow's high, story points) may be left out, but
 * when a reply states a number close to it, it must be right.
 *
 * <p>The <em>aliases</em> name what the figure is about ({@code Bitcoin}, {@code BTC}; {@code
 * Oslo}): when a reply names several subjects, each of its numbers is judged against the figures of
 * the subject it is written next to, so swapping two coins' prices is caught. The first alias is
 * the subject's key: figures with the same first alias are about the same subject. Empty when the
 * subject is unknown.
 *
 * @param label what it is, for example {@code BTC price}
 * @param value the real value
 * @param unit its unit or currency ({@code USD}, {@code °C}), or empty
 * @param required whether a reply must state it
 * @param aliases the names a reply may use for its subject, most specific first; may be empty
 */
public record KeyFigure(
    String label, BigDecimal value, String unit, boolean required, List<String> aliases) {
  /** Validates and copies. */
  public KeyFigure {
    Objects.requireNonNull(label, "label");
    Objects.requireNonNull(value, "value");
    unit = unit == null ? "" : unit;
    aliases = cleaned(aliases);
  }

  /** The aliases stripped, without blanks, nulls and repeats, in their order. */
  private static List<String> cleaned(List<String> aliases) {
    if (aliases == null || aliases.isEmpty()) {
      return List.of();
    }
    if (clean(aliases)) {
      // List.copyOf keeps an immutable list as it is: figures sharing their subject's aliases
      // (a fetcher's dozen figures of one coin) share one list instead of a copy each
      return List.copyOf(aliases);
    }
    List<String> kept = new ArrayList<>(aliases.size());
    for (String a : aliases) {
      if (a == null) {
        continue;
      }
      String s = a.strip();
      if (!s.isEmpty() && !kept.contains(s)) {
        kept.add(s);
      }
    }
    return List.copyOf(kept);
  }

  /**
   * Whether {@link #cleaned} would keep every alias as it is: none null, blank, padded or repeated.
   */
  private static boolean clean(List<String> aliases) {
    int n = aliases.size();
    for (int i = 0; i < n; i++) {
      String a = aliases.get(i);
      if (a == null
          || a.isEmpty()
          || Character.isWhitespace(a.charAt(0))
          || Character.isWhitespace(a.charAt(a.length() - 1))) {
        return false;
      }
      for (int j = 0; j < i; j++) {
        if (a.equals(aliases.get(j))) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * A figure of unknown subject.
   *
   * @param label what it is
   * @param value the real value
   * @param unit its unit or currency, or empty
   * @param required whether a reply must state it
   */
  public KeyFigure(String label, BigDecimal value, String unit, boolean required) {
    this(label, value, unit, required, List.of());
  }

  /**
   * A required figure.
   *
   * @param label what it is
   * @param value the real value
   * @param unit its unit or currency, or empty
   */
  public KeyFigure(String label, BigDecimal value, String unit) {
    this(label, value, unit, true);
  }

  /**
   * A figure a reply may leave out but must not state wrongly.
   *
   * @param label what it is
   * @param value the real value
   * @param unit its unit or currency, or empty
   * @return the figure
   */
  public static KeyFigure optional(String label, BigDecimal value, String unit) {
    return new KeyFigure(label, value, unit, false);
  }

  /**
   * Returns this figure with the names of its subject.
   *
   * @param aliases the names a reply may use, most specific first ({@code "Bitcoin", "BTC"}); null
   *     and blank names are left out
   * @return a copy with these aliases
   */
  public KeyFigure withAliases(String... aliases) {
    return new KeyFigure(label, value, unit, required, java.util.Arrays.asList(aliases));
  }
}
