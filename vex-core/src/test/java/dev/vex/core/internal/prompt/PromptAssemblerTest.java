package dev.vex.core.internal.prompt;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.grounding.FailedFetch;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.memory.MemoryEntry;
import dev.vex.core.message.Message;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

/** The first round's messages: the cached grounded system prompt and the fetch time's format. */
class PromptAssemblerTest {
  private static final String SYSTEM = "You are a helpful assistant. Answer briefly.";

  private static GroundTruth truth(Instant at) {
    return new GroundTruth(
        "crypto",
        "CoinGecko",
        List.of("https://api.coingecko.com/api/v3/simple/price"),
        at,
        Map.of(),
        List.of(),
        Map.of("en", "Bitcoin: 89,369 USD <b>now</b>"),
        null);
  }

  @Test
  void aGroundedTurnGetsTheSameSystemPromptAsBuiltFromItsParts() {
    PromptAssembler assembler = new PromptAssembler(SYSTEM);
    Message user = Message.user("What is the bitcoin price?");
    GroundTruth t = truth(Instant.parse("2026-12-03T17:53:01.123456789Z"));

    List<Message> messages =
        assembler.assemble(List.of(t), List.of(), List.of(), Locale.ENGLISH, List.of(), user);

    assertThat(messages).hasSize(3);
    assertThat(messages.get(0).content())
        .isEqualTo(PromptAssembler.system(SYSTEM, List.of(t), List.of(), List.of()))
        .startsWith(SYSTEM + "\n\nReal data was fetched just now.")
        .contains("<ground_truth> … </ground_truth>")
        .endsWith("give no link that appears only in its text.");
    assertThat(messages.get(1).content())
        .isEqualTo(
            "<ground_truth>\n<source kind=\"crypto\" name=\"CoinGecko\""
                + " fetched=\"2026-12-03T17:53:01Z\">\nBitcoin: 89,369 USD &lt;b&gt;now&lt;/b&gt;"
                + "\n</source>\n</ground_truth>");
    assertThat(messages.get(2)).isEqualTo(user);
  }

  @Test
  void memoriesAndFailedFetchesStillGoIntoTheSystemPrompt() {
    PromptAssembler assembler = new PromptAssembler(SYSTEM);
    GroundTruth t = truth(Instant.parse("2026-12-03T17:53:01Z"));
    MemoryEntry memory = new MemoryEntry("I live in Oslo", List.of(), Instant.EPOCH);
    FailedFetch failed = new FailedFetch("weather", "Oslo", "wttr.in", "timed out");

    String system =
        assembler
            .assemble(
                List.of(t),
                List.of(failed),
                List.of(memory),
                Locale.ENGLISH,
                List.of(),
                Message.user("hi"))
            .get(0)
            .content();

    assertThat(system)
        .contains("- The user said: I live in Oslo")
        .contains("Real data was fetched just now.")
        .contains("Live weather data for Oslo could not be fetched from wttr.in.");
  }

  @Property(tries = 2000, seed = "20261203")
  void theFetchTimeReadsAsInstantToStringToTheSecond(
      @ForAll @LongRange(min = -62_167_219_200L, max = 253_402_300_799L) long second,
      @ForAll @LongRange(min = 0, max = 999_999_999) long nanos) {
    Instant at = Instant.ofEpochSecond(second, nanos);
    StringBuilder sb = new StringBuilder();

    PromptAssembler.appendInstant(sb, at);

    assertThat(sb.toString()).isEqualTo(at.truncatedTo(ChronoUnit.SECONDS).toString());
  }

  @Property(tries = 200, seed = "20261203")
  void yearsOutsideFourDigitsFallBackToTheJdkFormat(
      @ForAll @LongRange(min = 253_402_300_800L, max = 31_556_889_864_403_199L) long second,
      @ForAll boolean negative) {
    Instant at = Instant.ofEpochSecond(negative ? -second : second);
    StringBuilder sb = new StringBuilder();

    PromptAssembler.appendInstant(sb, at);

    assertThat(sb.toString()).isEqualTo(at.toString());
  }
}
