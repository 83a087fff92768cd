package dev.vex.grounding.currency;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.grounding.intent.GroundingClassifier;
import dev.vex.guards.digits.DigitScanGuard;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A reply to a currency question as the user would get it: the question classified, its currency
 * intents fetched over HTTP from a recorded answer, and the reply checked by the digit scan.
 */
final class CurrencyReplies {
  private static final GroundingClassifier CLASSIFIER = GroundingClassifier.create();

  private CurrencyReplies() {}

  /** The question's currency intents. */
  static List<Intent> currency(String question) {
    return CLASSIFIER.classify(question).stream()
        .filter(i -> CurrencyFetcher.KIND.equals(i.kind()))
        .toList();
  }

  /** The question's currency intents fetched from {@code baseUrl} and the reply checked. */
  static GuardVerdict reply(String baseUrl, String question, Locale locale, String reply)
      throws InterruptedException {
    List<Intent> intents = currency(question);
    assertThat(intents).as(question).isNotEmpty();
    CurrencyFetcher fetcher =
        CurrencyFetcher.builder().baseUrl(baseUrl).timeout(Duration.ofSeconds(60)).build();
    List<GroundTruth> truths = new ArrayList<>();
    for (Intent i : intents) {
      truths.add(fetcher.fetch(i));
    }
    TurnContext ctx =
        new TurnContext(
            Message.user(question), locale, intents, truths, List.of(), List.of(), "", null);
    return DigitScanGuard.defaults().check(new Draft(reply), ctx);
  }

  /** Asserts that the reply reaches the user as written. */
  static void passes(String baseUrl, String question, Locale locale, String reply)
      throws InterruptedException {
    GuardVerdict v = reply(baseUrl, question, locale, reply);
    assertThat(v).as(question + " / " + reply + " → " + v).isInstanceOf(GuardVerdict.Pass.class);
  }

  /** Asserts that the reply is overridden; returns what the user gets instead. */
  static String caught(String baseUrl, String question, Locale locale, String reply)
      throws InterruptedException {
    GuardVerdict v = reply(baseUrl, question, locale, reply);
    assertThat(v)
        .as(question + " / " + reply + " → " + v)
        .isInstanceOf(GuardVerdict.Overridden.class);
    return ((GuardVerdict.Overridden) v).text();
  }
}
