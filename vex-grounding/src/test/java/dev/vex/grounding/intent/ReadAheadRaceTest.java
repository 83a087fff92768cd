package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.intent.race.CycleA;
import dev.vex.guards.internal.InitRace;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The classifier's read-ahead ({@link AskModel#readAhead}, then {@link RuleTables}) raced against a
 * host's direct calls in a cold class loader (issue #23): classifications, a second classifier
 * built at once, and threads initialising every class of the module in other orders. A cycle of
 * static initialisers would deadlock some round (JLS 12.4.2); the harness reports it with the
 * stacks. Rounds: {@value #ROUNDS}, or {@code -Dvex.race.rounds=N} to run it many times.
 */
class ReadAheadRaceTest {
  private static final int ROUNDS = 3;

  private static final long TIMEOUT_SECONDS = 180; // generous: a round takes about a second

  @Test
  void theReadAheadRacedAgainstDirectCallsAndInitialisationsNeverDeadlocks() throws Exception {
    List<String> grounding = InitRace.classesUnder(GroundingClassifier.class, "dev.vex.grounding");
    List<String> core = InitRace.classesUnder(Intent.class, "dev.vex.core");
    int rounds = Integer.getInteger("vex.race.rounds", ROUNDS);
    for (int round = 0; round < rounds; round++) {
      List<String> reversed = new ArrayList<>(grounding);
      Collections.reverse(reversed);
      List<String> shuffled = new ArrayList<>(grounding);
      shuffled.addAll(core);
      Collections.shuffle(shuffled, new Random(round));
      List<List<Object>> read = Collections.synchronizedList(new ArrayList<>());
      ClassLoader loader = InitRace.fresh(GroundingClassifier.class, Intent.class);
      InitRace.race(
          loader,
          List.of(
              l -> {
                invokeStatic(l, "dev.vex.grounding.intent.AskModel", "readAhead");
                invokeStatic(l, "dev.vex.grounding.intent.RuleTables", "await");
              },
              l -> read.add(classify(l, "what's the bitcoin price?")),
              l -> read.add(classify(l, "hvordan blir været i Bergen i morgen?")),
              InitRace.initialise(reversed),
              InitRace.initialise(shuffled)),
          TIMEOUT_SECONDS);
      assertThat(read).hasSize(2).allSatisfy(intents -> assertThat(intents).isNotEmpty());
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
                        InitRace.initialise(List.of("dev.vex.grounding.intent.race.CycleA")),
                        InitRace.initialise(List.of("dev.vex.grounding.intent.race.CycleB"))),
                    5))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("class initialisation deadlock")
        .hasMessageContaining("CycleA.<clinit>");
  }

  private static void invokeStatic(ClassLoader loader, String type, String name) throws Exception {
    Method m = Class.forName(type, false, loader).getDeclaredMethod(name);
    m.setAccessible(true);
    m.invoke(null);
  }

  /** A classifier of the fresh loader, built here (each builds its own, as two agents would). */
  private static List<Object> classify(ClassLoader loader, String text) throws Exception {
    Class<?> type = Class.forName("dev.vex.grounding.intent.GroundingClassifier", false, loader);
    Object builder = type.getMethod("builder").invoke(null);
    Object classifier = builder.getClass().getMethod("build").invoke(builder);
    List<?> intents = (List<?>) type.getMethod("classify", String.class).invoke(classifier, text);
    return List.copyOf(intents);
  }
}
