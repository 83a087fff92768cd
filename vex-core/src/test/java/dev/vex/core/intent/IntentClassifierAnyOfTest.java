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
  void anyOfNeedsAtLeastOneClassifier() {
    assertThatThrownBy(IntentClassifier::anyOf).isInstanceOf(IllegalArgumentException.class);
  }
}
