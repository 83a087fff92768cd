package dev.vex.guards.digits;

import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * The unit of a range written once, after its second number: in "83–87 %", "23 to 24 °C" and "5 til
 * 7 grader" (and in "between 42 and 49 °F") the first number is in the same unit as the second. One
 * pass over the numbers in the order they stand, looking only at the text between two neighbours:
 * linear in the text.
 */
final class Ranges {
  /** At most this many characters stand between a range's two numbers (" to ", " til "). */
  private static final int GAP = 6;

  private Ranges() {}

  /**
   * The numbers, each first number of a range given the unit written after the second, as they are
   * asked for (one number read ahead).
   */
  static Iterable<ReadNumber> shareUnits(CharSequence text, Iterable<ReadNumber> numbers) {
    return () ->
        new Iterator<>() {
          private final Iterator<ReadNumber> in = numbers.iterator();
          private ReadNumber ahead = in.hasNext() ? in.next() : null;

          @Override
          public boolean hasNext() {
            return ahead != null;
          }

          @Override
          public ReadNumber next() {
            if (ahead == null) {
              throw new NoSuchElementException();
            }
            ReadNumber a = ahead;
            ahead = in.hasNext() ? in.next() : null;
            ReadNumber b = ahead;
            if (b == null
                || !a.unit().isEmpty()
                || b.unit().isEmpty()
                || !joined(text, a.end(), b.start())) {
              return a;
            }
            return new ReadNumber(a.readings(), b.unit(), a.approximate(), a.start(), a.end());
          }
        };
  }

  /**
   * Whether a temperature repeats the one just before it in the other scale: "18 °C (64 °F)", "66
   * °F / 19 °C". It states what the first one states, and is judged with it.
   */
  static boolean conversion(CharSequence text, ReadNumber before, ReadNumber n) {
    if (before == null || n.start() < before.end() || n.start() - before.end() > 3) {
      return false;
    }
    double c;
    double f;
    if ("°C".equals(before.unit()) && "°F".equals(n.unit())) {
      c = before.value().doubleValue();
      f = n.value().doubleValue();
    } else if ("°F".equals(before.unit()) && "°C".equals(n.unit())) {
      f = before.value().doubleValue();
      c = n.value().doubleValue();
    } else {
      return false;
    }
    String gap = text.subSequence(before.end(), n.start()).toString().strip();
    boolean marked = gap.isEmpty() || gap.equals("(") || gap.equals("/") || gap.equals(",");
    return marked && Math.abs(c * 9 / 5 + 32 - f) <= 1.5;
  }

  /** Whether the text between two numbers is a dash or "to", "til", "-" with spaces. */
  private static boolean joined(CharSequence text, int from, int to) {
    if (to < from || to - from > GAP) {
      return false;
    }
    String gap = text.subSequence(from, to).toString().strip();
    return gap.isEmpty() // the second number's sign is the dash: "83–87 %" reads 83 and –87 %
        || gap.equals("–")
        || gap.equals("-")
        || gap.equals("—")
        || gap.equals("to")
        || gap.equals("til")
        || gap.equals("and") // "between 42 and 49 °F"
        || gap.equals("og"); // "mellom 42 og 49 °F"
  }

  /**
   * Whether a temperature written right after another in the other scale, as its conversion ("24 °C
   * (80 °F)", "20 grader (75 °F)"), does not convert it: more than 1.5 degrees Fahrenheit off, or
   * 2.5 when either is hedged ("about 75 °F").
   */
  static boolean misconverted(CharSequence text, ReadNumber before, ReadNumber n) {
    if (before == null || n.start() < before.end() || n.start() - before.end() > 3) {
      return false;
    }
    double c;
    double f;
    if (celsius(before.unit()) && "°F".equals(n.unit())) {
      c = before.value().doubleValue();
      f = n.value().doubleValue();
    } else if ("°F".equals(before.unit()) && celsius(n.unit())) {
      f = before.value().doubleValue();
      c = n.value().doubleValue();
    } else {
      return false;
    }
    String gap = text.subSequence(before.end(), n.start()).toString().strip();
    if (!(gap.equals("(") || gap.equals("/"))) {
      return false;
    }
    double allowed = before.approximate() || n.approximate() ? 2.5 : 1.5;
    return Math.abs(c * 9 / 5 + 32 - f) > allowed;
  }

  private static boolean celsius(String unit) {
    return "°C".equals(unit) || "°".equals(unit);
  }
}
