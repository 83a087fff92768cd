package dev.vex.benchmarks.grounding;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.intent.GroundingClassifier;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * How many messages per second the grounding intent rules classify, over a mix of English and
 * Norwegian questions, several-intent messages and chit-chat (which must stay cheap: it is most
 * traffic). The rules run first in every turn, before any network call.
 *
 * <p>Run: {@code java -cp <benchmarks classpath> org.openjdk.jmh.Main ClassifyThroughput}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class ClassifyThroughput {
  private static final String[] MESSAGES = {
    "weather in Oslo",
    "will it rain in Bergen tomorrow",
    "hvordan er været i Trondheim",
    "what's new on HN about Rust",
    "best price on RTX 4070 at komplett",
    "how is Equinor stock doing",
    "Tesla and Nvidia",
    "ethereum in NOK",
    "how much is solana",
    "oppskrift på pannekaker",
    "when does Arsenal play next",
    "last result for Liverpool",
    "weather in Oslo and the BTC price",
    "hello, how are you?",
    "can you write a poem about autumn",
    "my stock of patience is running low",
    "I love cooking",
    "summarize this text for me, please: the quarterly report shows growth in all regions",
    "how many kroner is 100 dollars",
    "translate good morning to Norwegian",
    "how is the S&P 500 doing today",
    "hvordan går det på Oslo Børs i dag",
    "weather in Berlin and Singapore",
    "Liverpool and Arsenal's next games",
    "pepe coin price",
    "any deals on laptops",
  };

  /** A 1 MB message full of rule trigger words: only its first 4,000 characters are read. */
  private static final String HOSTILE = "do when does results ".repeat(50_000);

  private final GroundingClassifier rules = GroundingClassifier.create();
  private int next;

  /**
   * Classifies the next message of the mix.
   *
   * @return the intents, so the work is not optimised away
   */
  @Benchmark
  public List<Intent> classify() {
    String m = MESSAGES[next];
    next = (next + 1) % MESSAGES.length;
    return rules.classify(m);
  }

  /**
   * Classifies a 1 MB hostile message (the cap and the linear rules bound it).
   *
   * @return the intents
   */
  @Benchmark
  public List<Intent> classifyHostileMegabyte() {
    return rules.classify(HOSTILE);
  }

  /**
   * Classifies chit-chat only, the common case.
   *
   * @return the intents (none)
   */
  @Benchmark
  public List<Intent> classifyChitChat() {
    return rules.classify("thanks, that was helpful! can you summarise it in two lines?");
  }
}
