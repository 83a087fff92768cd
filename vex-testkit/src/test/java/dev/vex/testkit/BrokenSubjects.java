package dev.vex.testkit;

import dev.vex.core.VexException;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Implementations that break the contracts, one way each. They are run by {@link
 * ContractsCatchBrokenImplementationsTest} through the JUnit launcher (their names do not end in
 * {@code Test}, so the build does not run them directly): each contract must fail them.
 */
final class BrokenSubjects {
  /** The configuration parameter the launcher sets; without it the subjects are skipped. */
  static final String RUN = "vex.testkit.run-broken-subjects";

  private BrokenSubjects() {}

  /**
   * Runs a subject only through {@link ContractsCatchBrokenImplementationsTest}'s launcher, even
   * when a build selects test classes by a pattern that matches nested classes.
   */
  static final class OnlyThroughTheLauncher implements ExecutionCondition {
    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
      return context.getConfigurationParameter(RUN).isPresent()
          ? ConditionEvaluationResult.enabled("run by the launcher")
          : ConditionEvaluationResult.disabled("a broken subject, run only by the launcher");
    }
  }

  private static Optional<SourceResponse> recorded() {
    return Optional.of(
        SourceResponse.jsonResource(
            BrokenSubjects.class,
            "recorded/coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json"));
  }

  /** Answers from memory when its source fails: made-up data. */
  @ExtendWith(OnlyThroughTheLauncher.class)
  static class MadeUpDataFetcher extends GroundedFetcherContract {
    @Override
    protected GroundedFetcher fetcher(String baseUrl, Duration timeout) {
      PriceFetcher real = new PriceFetcher(baseUrl, timeout);
      return intent -> {
        try {
          return real.fetch(intent);
        } catch (Exception e) {
          return new GroundTruth(
              "crypto",
              "CoinGecko",
              List.of(baseUrl),
              Instant.now(),
              Map.of(),
              List.of(),
              Map.of("en", "Bitcoin costs about 60,000 USD."),
              null);
        }
      };
    }

    @Override
    protected Intent intent() {
      return Intent.of("crypto", "bitcoin");
    }
  }

  /** Lets a NullPointerException out when its source fails. */
  @ExtendWith(OnlyThroughTheLauncher.class)
  static class LeakyFetcher extends GroundedFetcherContract {
    @Override
    protected GroundedFetcher fetcher(String baseUrl, Duration timeout) {
      PriceFetcher real = new PriceFetcher(baseUrl, timeout);
      return intent -> {
        try {
          return real.fetch(intent);
        } catch (VexException e) {
          throw new NullPointerException("price");
        }
      };
    }

    @Override
    protected Intent intent() {
      return Intent.of("crypto", "bitcoin");
    }
  }

  /** Turns an interrupt into an ordinary failure and forgets it. */
  @ExtendWith(OnlyThroughTheLauncher.class)
  static class InterruptSwallowingFetcher extends GroundedFetcherContract {
    @Override
    protected GroundedFetcher fetcher(String baseUrl, Duration timeout) {
      PriceFetcher real = new PriceFetcher(baseUrl, timeout);
      return intent -> {
        try {
          return real.fetch(intent);
        } catch (InterruptedException e) {
          throw new VexException("gave up [" + baseUrl + "]", e);
        }
      };
    }

    @Override
    protected Intent intent() {
      return Intent.of("crypto", "bitcoin");
    }
  }

  /** Returns ground truth of another kind than the intent's. */
  @ExtendWith(OnlyThroughTheLauncher.class)
  static class WrongKindFetcher extends GroundedFetcherContract {
    @Override
    protected GroundedFetcher fetcher(String baseUrl, Duration timeout) {
      PriceFetcher real = new PriceFetcher(baseUrl, timeout);
      return intent -> {
        GroundTruth t = real.fetch(intent);
        return new GroundTruth(
            "weather",
            t.sourceName(),
            t.sourceUrls(),
            t.fetchedAt(),
            t.facts(),
            t.keyFigures(),
            t.summaries(),
            t.card());
      };
    }

    @Override
    protected Intent intent() {
      return Intent.of("crypto", "bitcoin");
    }

    @Override
    protected Optional<SourceResponse> recordedResponse() {
      return recorded();
    }
  }

  /** Returns null for an empty draft. */
  @ExtendWith(OnlyThroughTheLauncher.class)
  static class NullGuard extends GuardContract {
    @Override
    protected Guard guard() {
      return (draft, context) -> draft.text().isBlank() ? null : GuardVerdict.pass();
    }
  }

  /** Throws on a draft with a NUL character. */
  @ExtendWith(OnlyThroughTheLauncher.class)
  static class ThrowingGuard extends GuardContract {
    @Override
    protected Guard guard() {
      return (draft, context) -> {
        if (draft.text().indexOf('\u0000') >= 0) {
          throw new IllegalArgumentException("NUL");
        }
        return GuardVerdict.pass();
      };
    }
  }

  /** Appends a note to every draft, also to its own output. */
  @ExtendWith(OnlyThroughTheLauncher.class)
  static class RestlessGuard extends GuardContract {
    @Override
    protected Guard guard() {
      return (draft, context) ->
          GuardVerdict.rewritten(draft.text() + " (checked)", "appended a note");
    }
  }

  /** Copies the whole draft into its reason. */
  @ExtendWith(OnlyThroughTheLauncher.class)
  static class ChattyGuard extends GuardContract {
    @Override
    protected Guard guard() {
      return (draft, context) -> new GuardVerdict.Pass("looked at: " + draft.text());
    }
  }

  /** Describes itself at length. */
  @ExtendWith(OnlyThroughTheLauncher.class)
  static class VerboseTool extends ToolContract {
    @Override
    protected Tool tool() {
      return Tool.of(
          "verbose",
          "This tool ".repeat(60),
          ObjectSchema.builder().requiredString("city", "City name").build(),
          args -> "ok");
    }
  }

  /** Returns null. */
  @ExtendWith(OnlyThroughTheLauncher.class)
  static class NullTool extends ToolContract {
    @Override
    protected Tool tool() {
      return Tool.of(
          "nothing",
          "Returns nothing",
          ObjectSchema.builder().requiredString("city", "City name").build(),
          args -> null);
    }
  }

  /** Throws an Error on a long argument. */
  @ExtendWith(OnlyThroughTheLauncher.class)
  static class ErrorTool extends ToolContract {
    @Override
    protected Tool tool() {
      return Tool.of(
          "recurse",
          "Recurses on long input",
          ObjectSchema.builder().requiredString("city", "City name").build(),
          args -> {
            if (args.string("city").length() > 1000) {
              throw new StackOverflowError();
            }
            return "ok";
          });
    }
  }

  /** Throws without a message on an empty argument. */
  @ExtendWith(OnlyThroughTheLauncher.class)
  static class MuteTool extends ToolContract {
    @Override
    protected Tool tool() {
      return Tool.of(
          "mute",
          "Fails without a word",
          ObjectSchema.builder().requiredString("city", "City name").build(),
          args -> {
            if (args.string("city").isEmpty()) {
              throw new IllegalStateException();
            }
            return "ok";
          });
    }

    @Override
    protected java.util.List<java.util.Map<String, Object>> validArguments() {
      return List.of(java.util.Map.of("city", "Oslo"));
    }
  }
}
