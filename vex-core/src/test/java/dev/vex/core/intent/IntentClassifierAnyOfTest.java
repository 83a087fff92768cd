package dev.vex.core.intent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vex.core.message.Message;
import java.util.List;
import org.junit.jupiter.api.Test;

class IntentClassifierAnyOfTest {
  private final Message message = Message.user("BTC price and my next meeting");

  @Test
  void theIntentsOfEachClassifierAreKeptInOrderWithoutDuplicates() {
    IntentClassifier a = m -> List.of(Intent.of("calendar", "meeting"), Intent.of("crypto", "BTC"));
    IntentClassifier b = m -> List.of(Intent.of("crypto", "BTC"), Intent.of("weather", "Oslo"));

    assertThat(IntentClassifier.anyOf(a, b).classify(message))
        .containsExactly(
            Intent.of("calendar", "meeting"),
            Intent.of("crypto", "BTC"),
            Intent.of("weather", "Oslo"));
  }

  @Test
  void aClassifierThatThrowsOrReturnsNullAddsNothingAndTheOthersStillCount() {
    IntentClassifier throwing =
        m -> {
          throw new IllegalStateException("bug");
        };
    IntentClassifier nulls = m -> null;
    IntentClassifier good = m -> List.of(Intent.of("crypto", "BTC"));

    assertThat(IntentClassifier.anyOf(throwing, nulls, good).classify(message))
        .containsExactly(Intent.of("crypto", "BTC"));
  }

  @Test
  void eachClassifierIsGivenThePreviousTurnAndOneForSingleMessagesStillCounts() {
    PreviousTurn previous =
        new PreviousTurn("weather in Bergen?", List.of(Intent.of("weather", "Bergen")));
    IntentClassifier followUps =
        new IntentClassifier() {
          @Override
          public List<Intent> classify(Message m) {
            return List.of();
          }

          @Override
          public List<Intent> classify(Message m, PreviousTurn p) {
            return p.intents();
          }
        };
    IntentClassifier single = m -> List.of(Intent.of("calendar", "meeting"));

    assertThat(IntentClassifier.anyOf(followUps, single).classify(message, previous))
        .containsExactly(Intent.of("weather", "Bergen"), Intent.of("calendar", "meeting"));
    assertThat(IntentClassifier.anyOf(followUps, single).classify(message))
        .containsExactly(Intent.of("calendar", "meeting"));
  }

  @Test
  void aPreviousTurnIsBounded() {
    List<Intent> many = new java.util.ArrayList<>();
    for (int i = 0; i < 40; i++) {
      many.add(Intent.of("crypto", "C" + i));
    }
    PreviousTurn p = new PreviousTurn("x".repeat(10_000), many);

    assertThat(p.text()).hasSize(PreviousTurn.MAX_CHARS);
    assertThat(p.intents()).hasSize(PreviousTurn.MAX_INTENTS);
    assertThat(PreviousTurn.NONE.isEmpty()).isTrue();
    assertThat(new PreviousTurn(null, null)).isEqualTo(PreviousTurn.NONE);
  }

  @Test
  void anyOfNeedsAtLeastOneClassifier() {
    assertThatThrownBy(IntentClassifier::anyOf).isInstanceOf(IllegalArgumentException.class);
  }
}
