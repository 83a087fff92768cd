package dev.vex.guards.digits;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.slf4j.LoggerFactory;

/**
 * Initialises the digit scan's table classes, in the order a cold JVM's first scan of a reply with
 * a figure initialises them (the class initialisation log of the cold-start benchmark's bitcoin
 * turn), for {@link dev.vex.guards.internal.TablesAhead}. A class left out is initialised by the
 * first reply, as before. A class, not a method reference, which a cold JVM's first lambda would
 * spin up.
 */
final class DigitTables implements Runnable {
  /**
   * Simple names in this package, not class literals: a literal is loaded (read from the jar and
   * defined) by the thread that initialises this class, the turn's thread when the first digit scan
   * is built; a name is loaded by the read-ahead thread (#23). DigitTablesTest checks that each
   * names a class.
   */
  private static final String[] ORDER = {
    "Scores",
    "Subjects",
    "NumberReader",
    "Chars",
    "Roles",
    "DatedFigures",
    "MarketClaims",
    "CoinAmounts",
    "CrossRates",
    "IndexPoints",
    "FromToMoves",
    "Affixes",
    "ReadNumber",
    "MarketRanks",
    "Multiples",
    "Lowered",
    "Directions",
    "Prose",
    "Phrases",
    "WordClaims"
  };

  /** This package's name and a dot, before each of {@link #ORDER}. */
  private static final String PACKAGE = "dev.vex.guards.digits.";

  /**
   * The binary names of the classes the read-ahead initialises, in order (for tests).
   *
   * @return the names
   */
  static List<String> names() {
    List<String> names = new ArrayList<>(ORDER.length);
    for (String simple : ORDER) {
      names.add(PACKAGE + simple);
    }
    return names;
  }

  @Override
  public void run() {
    ClassLoader loader = DigitTables.class.getClassLoader();
    for (String simple : ORDER) {
      String name = PACKAGE + simple;
      try {
        Class.forName(name, true, loader);
      } catch (ClassNotFoundException | LinkageError | RuntimeException e) {
        // the first reply initialises it, and reports what fails, as before
        LoggerFactory.getLogger(DigitTables.class)
            .debug("{} could not be initialised ahead: {}", name, e.toString());
        return;
      }
    }
    // the first reply's reader asks the JDK for English number symbols (NumberReader.forLocale),
    // which loads its locale data: about 50 classes and a resource bundle on the turn's thread
    // otherwise. The same answer whichever thread asks first.
    NumberReader.forLocale(Locale.ENGLISH);
  }
}
