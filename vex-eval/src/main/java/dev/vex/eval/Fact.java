package dev.vex.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One figure a source gives, as the judge reads it: its subject's names, its value with its sign,
 * and its unit. Written one a line as {@code subject|alias: value unit}, for example {@code
 * bitcoin|btc: 89369 usd}, {@code bitcoin|btc: -0.2699 %}, {@code liverpool: 3 goals}, or with no
 * subject, {@code 9 c}. A figure written with a sign ({@code -0.27}, {@code +2.28}) is a change:
 * its sign is the subject's direction.
 *
 * @param subjects the subject's names, lower case; empty for a figure of no one subject
 * @param value the value, with its sign
 * @param unit the unit's class ({@code usd}, {@code pct}, {@code c}, …), or null for a count
 * @param change whether the figure was written with a sign, so that it says which way it moved
 */
record Fact(List<String> subjects, double value, String unit, boolean change) {
  private static final Pattern LINE =
      Pattern.compile("^(?:([^:]*\\p{L}[^:]*):\\s+)?([+\\-\u2212]?\\d[\\d.,]*)\\s*(.*)$");

  /** Copies. */
  Fact {
    subjects = List.copyOf(subjects);
  }

  /**
   * Reads a fact line.
   *
   * @param line {@code subject|alias: value unit}, the subject and the unit optional
   * @return the fact
   * @throws IllegalArgumentException when the line has no number
   */
  static Fact parse(String line) {
    Matcher m = LINE.matcher(line.strip());
    if (!m.matches()) {
      throw new IllegalArgumentException("not a fact: '" + line + "'");
    }
    List<String> subjects = new ArrayList<>();
    if (m.group(1) != null) {
      for (String s : m.group(1).split("\\|")) {
        if (!s.isBlank()) {
          subjects.add(s.strip().toLowerCase(Locale.ROOT));
        }
      }
    }
    String number = m.group(2).replace('\u2212', '-');
    double v = Double.parseDouble(number.replace(",", ""));
    String unit = m.group(3).strip().toLowerCase(Locale.ROOT);
    String cls = unit.isEmpty() ? null : FigureReader.unitClass(unit);
    if (!unit.isEmpty() && cls == null) {
      cls = unit; // a unit of the scenario's own (goals, files, …)
    }
    boolean change = number.startsWith("-") || number.startsWith("+");
    return new Fact(subjects, v, cls, change);
  }

  /** Whether this fact belongs to no one subject. */
  boolean subjectless() {
    return subjects.isEmpty();
  }

  @Override
  public String toString() {
    return (subjects.isEmpty() ? "" : String.join("|", subjects) + ": ")
        + value
        + (unit == null ? "" : " " + unit);
  }
}
