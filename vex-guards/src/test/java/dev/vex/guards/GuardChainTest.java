package dev.vex.guards;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.guard.GuardedStream;
import dev.vex.core.message.Message;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Vex's guards on replies that a host got from a model itself: whole, and streamed. */
class GuardChainTest {
  private static final GroundTruth BTC =
      new GroundTruth(
          "crypto",
          "CoinGecko",
          List.of("https://www.coingecko.com/en/coins/bitcoin"),
          Instant.parse("2026-01-01T00:00:00Z"),
          Map.of(),
          List.of(new KeyFigure("price", new BigDecimal("89369"), "USD")),
          Map.of("en", "Bitcoin (BTC) costs 89,369 USD (source: CoinGecko)."),
          null);
  private static final TurnContext CONTEXT =
      new TurnContext(
          Message.user("What is the bitcoin price?"),
          Locale.ENGLISH,
          List.of(),
          List.of(BTC),
          List.of(),
          BTC.sourceUrls(),
          "",
          null);

  private final List<String> events = new ArrayList<>();
  private final GuardedStream.Output output =
      new GuardedStream.Output() {
        @Override
        public void released(String text) {
          events.add("released:" + text);
        }

        @Override
        public void replaced(String fullText, String reason) {
          events.add("replaced:" + fullText);
        }
      };

  @Test
  void aGuardThatThrowsOrReturnsNullIsSkippedAndTheOthersRunInOrder() {
    Guard throwing =
        Guard.named(
            "throws",
            (d, c) -> {
              throw new IllegalStateException("broken");
            });
    Guard nothing = Guard.named("null", (d, c) -> null);
    Guard upper = Guard.named("upper", (d, c) -> GuardVerdict.rewritten(d.text() + "!", "loud"));

    GuardedReply reply = GuardChain.of(List.of(throwing, nothing, upper)).check("Hi", CONTEXT);

    assertThat(reply.text()).isEqualTo("Hi!");
    assertThat(reply.traces())
        .extracting(t -> t.guard())
        .containsExactly("throws", "null", "upper");
    assertThat(reply.traces().get(0).error()).contains("broken");
    assertThat(reply.traces().get(1).error()).contains("returned null");
    assertThat(reply.reasons()).isEqualTo("upper: loud");
  }

  @Test
  void theDefaultsReplaceAnInventedFigureWithTheFetchedOne() {
    GuardedReply reply = GuardChain.defaults().check("Bitcoin costs 91,800 USD.", CONTEXT);

    assertThat(reply.changed()).isTrue();
    assertThat(reply.text()).contains("89,369").doesNotContain("91,800");
  }

  @Test
  void aStreamReleasesTheHonestSentencesAndNeverTheInventedFigure() {
    GuardChain.Stream stream = GuardChain.defaults().stream(CONTEXT, output);
    stream.accept("Here is the latest. ");
    stream.accept("Bitcoin costs 91,800 USD. ");
    stream.accept("Prices move.");

    GuardedReply reply = stream.finish();

    assertThat(events.get(0)).isEqualTo("released:Here is the latest.");
    assertThat(String.join("|", events)).doesNotContain("91,800").contains("89,369");
    assertThat(reply.changed()).isTrue();
    assertThat(stream.shown()).isEqualTo(reply.text());
    assertThat(reply.draft())
        .isEqualTo("Here is the latest. Bitcoin costs 91,800 USD. Prices move.");
  }

  @Test
  void anHonestStreamIsReleasedWholeAndUnchanged() {
    GuardChain.Stream stream = GuardChain.defaults().stream(CONTEXT, output);
    for (String d : List.of("Bitcoin costs 89,369 USD", " (CoinGecko). ", "That is all.")) {
      stream.accept(d);
    }

    GuardedReply reply = stream.finish();

    assertThat(reply.changed()).isFalse();
    assertThat(events)
        .containsExactly(
            "released:Bitcoin costs 89,369 USD (CoinGecko).", "released: That is all.");
  }
}
