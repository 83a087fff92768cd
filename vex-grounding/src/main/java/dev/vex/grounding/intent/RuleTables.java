package dev.vex.grounding.intent;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The rule classes' tables (phrase lists, word sets, patterns, the place, food and team lists),
 * initialised ahead of the first message on the ask model's read-ahead thread, so that a cold JVM's
 * first classification finds them ready (issue #23: initialising them was most of the first
 * classification, which the turn's thread did after the agent's set-up, one after the other).
 *
 * <p>What is initialised is what the first classification initialises, in its order, by the same
 * static initialisers: no verdict can change. No data race and no class-initialisation deadlock:
 * once {@link #start} ran, every classification first {@link #await awaits} the task (or runs it,
 * when the thread has not begun it), so no other thread initialises a rule class while this one
 * does; the classes outside this package that the rules' tables read ({@code Coins}, the fetchers'
 * kind constants, vex-core's intents) read nothing of this package in their own initialisers.
 *
 * <p>Thread-safe. Not part of the API.
 */
final class RuleTables {
  /**
   * The classes with tables, in the order a cold JVM's first classification initialises them (the
   * class initialisation log of the cold-start benchmark's bitcoin question). A class left out is
   * initialised by the first message, as before. Simple names in this package, not class literals:
   * a literal is loaded (read from the jar and defined) by the thread that initialises this class,
   * the turn's thread at the agent's build; a name is loaded by the read-ahead thread (#23).
   * RuleTablesTest checks that each names a class.
   */
  private static final String[] ORDER = {
    "MeantThere",
    "SearchRule",
    "Phrases",
    "TranslateRule",
    "CryptoRule",
    "StockRule",
    "WeatherRule",
    "NewsRule",
    "RecipeRule",
    "RecipeDetail",
    "SportsRule",
    "NameClashes",
    "Clauses",
    "Entities",
    "PlaceSubjects",
    "Sentences",
    "AskCues",
    "BuyingAdvice",
    "OffSubjectForms",
    "PastForms",
    "CoinNameForms",
    "PriceForms",
    "PastYear",
    "DefinitionForms",
    "RequirementForms",
    "ModelInput",
    "FixedNotLive",
    "Several",
    "PastMarketDay",
    "WrittenDate"
  };

  /** This package's name and a dot, before each of {@link #ORDER}. */
  private static final String PACKAGE = "dev.vex.grounding.intent.";

  private static final FutureTask<Void> TABLES = new FutureTask<>(new Init(), null);

  private static final AtomicBoolean STARTED = new AtomicBoolean();

  private RuleTables() {}

  /**
   * The binary names of the classes the read-ahead initialises, in order (for tests).
   *
   * @return the names
   */
  static java.util.List<String> names() {
    java.util.List<String> names = new java.util.ArrayList<>(ORDER.length);
    for (String simple : ORDER) {
      names.add(PACKAGE + simple);
    }
    return names;
  }

  /**
   * The task the read-ahead thread runs after the weights: from here on, classifications await it.
   *
   * @return the task, once per class loader; null after the first call
   */
  static Runnable start() {
    return STARTED.compareAndSet(false, true) ? TABLES : null;
  }

  /**
   * Returns once the tables are initialised, when {@link #start} was called; runs the task here
   * when no thread has begun it. At once otherwise, and after the first time.
   */
  static void await() {
    if (!STARTED.get() || TABLES.isDone()) {
      return;
    }
    TABLES.run(); // returns at once when the read-ahead thread runs or ran it
    try {
      TABLES.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt(); // the message's own reading initialises what is left
    } catch (ExecutionException e) {
      // cannot happen (Init catches what a class throws); the message's reading reports it
    }
  }

  /** The task: a class, not a method reference, which a cold JVM's first lambda would spin up. */
  private static final class Init implements Runnable {
    @Override
    public void run() {
      ClassLoader loader = RuleTables.class.getClassLoader();
      for (String simple : ORDER) {
        String name = PACKAGE + simple;
        try {
          Class.forName(name, true, loader);
        } catch (ClassNotFoundException | LinkageError | RuntimeException e) {
          // the first message initialises it, and reports what fails, as before
          org.slf4j.LoggerFactory.getLogger(RuleTables.class)
              .debug("{} could not be initialised ahead: {}", name, e.toString());
          return;
        }
      }
    }
  }
}
