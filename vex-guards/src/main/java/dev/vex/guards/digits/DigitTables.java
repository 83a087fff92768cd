package dev.vex.guards.digits;

import org.slf4j.LoggerFactory;

/**
 * Initialises the digit scan's table classes, in the order a cold JVM's first scan of a reply with
 * a figure initialises them (the class initialisation log of the cold-start benchmark's bitcoin
 * turn), for {@link dev.vex.guards.internal.TablesAhead}. A class left out is initialised by the
 * first reply, as before. A class, not a method reference, which a cold JVM's first lambda would
 * spin up.
 */
final class DigitTables implements Runnable {
  private static final Class<?>[] ORDER = {
    Scores.class,
    Subjects.class,
    NumberReader.class,
    Chars.class,
    Roles.class,
    DatedFigures.class,
    MarketClaims.class,
    CoinAmounts.class,
    CrossRates.class,
    IndexPoints.class,
    FromToMoves.class,
    Affixes.class,
    ReadNumber.class,
    MarketRanks.class,
    Multiples.class,
    Lowered.class,
    Directions.class,
    Prose.class,
    Phrases.class,
    WordClaims.class
  };

  @Override
  public void run() {
    for (Class<?> c : ORDER) {
      try {
        Class.forName(c.getName(), true, c.getClassLoader());
      } catch (ClassNotFoundException | LinkageError | RuntimeException e) {
        // the first reply initialises it, and reports what fails, as before
        LoggerFactory.getLogger(DigitTables.class)
            .debug("{} could not be initialised ahead: {}", c.getName(), e.toString());
        return;
      }
    }
  }
}
