package dev.vex.guards.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vex.core.guard.Guard;
import dev.vex.guards.digits.DigitScanGuard;
import dev.vex.guards.internal.race.CycleA;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The digit scan's read-ahead ({@link TablesAhead} running the digit tables) raced against a host's
 * direct calls in a cold class loader (issue #23): the public number reader in two languages, a
 * second guard built at once, and threads initialising every class of the module in other orders. A
 * cycle of static initialisers would deadlock some round (JLS 12.4.2); the harness reports it with
 * the stacks. Rounds: {@value #ROUNDS}, or {@code -Dvex.race.rounds=N} to run it many times.
 */
class TablesAheadRaceTest {
  private static final int ROUNDS = 3;

  private static final long TIMEOUT_SECONDS = 180; // generous: a round takes about a second

  @Test
  void theReadAheadRacedAgainstDirectCallsAndInitialisationsNeverDeadlocks() throws Exception {
    List<String> guards = InitRace.classesUnder(DigitScanGuard.class, "dev.vex.guards");
    List<String> core = InitRace.classesUnder(Guard.class, "dev.vex.core");
    int rounds = Integer.getInteger("vex.race.rounds", ROUNDS);
    for (int round = 0; round < rounds; round++) {
      List<String> reversed = new ArrayList<>(guards);
      Collections.reverse(reversed);
      List<String> shuffled = new ArrayList<>(guards);
      shuffled.addAll(core);
      Collections.shuffle(shuffled, new Random(round));
      List<Integer> read = Collections.synchronizedList(new ArrayList<>());
      ClassLoader loader = InitRace.fresh(DigitScanGuard.class, Guard.class);
      InitRace.race(
          loader,
          List.of(
              l -> {
                guard(l);
                Class.forName(TablesAhead.class.getName(), false, l)
                    .getMethod("await")
                    .invoke(null);
              },
              l -> guard(l),
              l -> read.add(numbers(l, Locale.ENGLISH, "Bitcoin is at $97,250.5, up 2.3% in 24 h")),
              l ->
                  read.add(numbers(l, Locale.forLanguageTag("nb"), "kl 15 er det 9 grader i Oslo")),
              InitRace.initialise(reversed),
              InitRace.initialise(shuffled)),
          TIMEOUT_SECONDS);
      assertThat(read).hasSize(2).allSatisfy(n -> assertThat(n).isPositive());
    }
  }

  @Test
  void theHarnessCatchesACycleOfStaticInitialisers() {
    ClassLoader loader = InitRace.fresh(CycleA.class);
    assertThatThrownBy(
            () ->
                InitRace.race(
                    loader,
                    List.of(
                        InitRace.initialise(List.of("dev.vex.guards.internal.race.CycleA")),
                        InitRace.initialise(List.of("dev.vex.guards.internal.race.CycleB"))),
                    5))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("class initialisation deadlock")
        .hasMessageContaining("CycleA.<clinit>");
  }

  /** A digit scan of the fresh loader with the defaults: its first build starts the read-ahead. */
  private static void guard(ClassLoader loader) throws Exception {
    Class.forName(DigitScanGuard.class.getName(), false, loader).getMethod("defaults").invoke(null);
  }

  /** How many numbers the fresh loader's public number reader reads in the text. */
  private static int numbers(ClassLoader loader, Locale locale, String text) throws Exception {
    Class<?> type = Class.forName("dev.vex.guards.digits.NumberReader", false, loader);
    Object reader = type.getMethod("forLocale", Locale.class).invoke(null, locale);
    return ((List<?>) type.getMethod("read", CharSequence.class).invoke(reader, text)).size();
  }
}
