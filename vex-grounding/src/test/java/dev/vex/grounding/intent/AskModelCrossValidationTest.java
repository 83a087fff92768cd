package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Five-fold cross-validation of the ask/mention model on the tuning tables only (the frozen test
 * part is never read): how its settings were chosen. Here the model judges every message, also
 * those no rule fires on; IntentTuningReportTest scores the whole classifier out of fold. Each fold
 * trains on four fifths and scores the fifth; the report ({@code target/ask-model-cv.md}) gives,
 * per setting, the share of ordinary messages taken for asks and of asks taken for mentions, out of
 * fold.
 */
class AskModelCrossValidationTest {
  private static final int FOLDS = 5;

  record Result(AskModel.Settings settings, double threshold, double falseAsks, double missed) {}

  static Result crossValidate(
      List<AskModel.Example> all, AskModel.Settings settings, double threshold) {
    int falseAsks = 0;
    int others = 0;
    int missed = 0;
    int asks = 0;
    for (int fold = 0; fold < FOLDS; fold++) {
      List<AskModel.Example> train = new ArrayList<>();
      List<AskModel.Example> test = new ArrayList<>();
      for (int i = 0; i < all.size(); i++) {
        (i % FOLDS == fold ? test : train).add(all.get(i));
      }
      AskModel m = AskModel.train(train, settings);
      for (AskModel.Example e : test) {
        boolean ask = m.ask(e.text(), e.kinds()) >= threshold;
        if (e.ask()) {
          asks++;
          missed += ask ? 0 : 1;
        } else {
          others++;
          falseAsks += ask ? 1 : 0;
        }
      }
    }
    return new Result(settings, threshold, (double) falseAsks / others, (double) missed / asks);
  }

  @Test
  void theModelSeparatesAsksFromOrdinaryMessagesOutOfFold() throws IOException {
    List<AskModel.Example> all = AskModel.read(AskModel.TABLES);
    List<Result> results = new ArrayList<>();
    for (int epochs : new int[] {12}) {
      for (double l2 : new double[] {1e-6, 1e-3, 1e-2, 5e-2}) {
        for (double other : new double[] {1.0, 2.0}) {
          for (double t : new double[] {0.3, 0.5}) {
            results.add(crossValidate(all, new AskModel.Settings(epochs, l2, other), t));
          }
        }
      }
    }
    StringBuilder sb =
        new StringBuilder(
            "# Ask/mention model, five-fold cross-validation on the tuning tables\n\n"
                + "| epochs | l2 | other weight | threshold | ordinary taken for asks | asks"
                + " taken for mentions |\n|---|---|---|---|---|---|\n");
    for (Result r : results) {
      sb.append(
          String.format(
              Locale.ROOT,
              "| %d | %.0e | %.1f | %.1f | %.2f %% | %.2f %% |%n",
              r.settings().epochs(),
              r.settings().l2(),
              r.settings().otherWeight(),
              r.threshold(),
              100 * r.falseAsks(),
              100 * r.missed()));
    }
    Path out = Path.of("target", "ask-model-cv.md");
    Files.createDirectories(out.getParent());
    Files.writeString(out, sb, StandardCharsets.UTF_8);
    Result shipped = crossValidate(all, AskModel.SETTINGS, 0.5);
    // The settings were chosen on the whole classifier's out-of-fold figures
    // (IntentTuningReportTest);
    // here the model alone must still separate asks from ordinary messages far better than chance.
    assertThat(shipped.falseAsks() + shipped.missed())
        .as("out of fold, the model alone: ordinary taken for asks plus asks taken for mentions")
        .isLessThan(0.25);
  }

  @Test
  void theDefaultThresholdIsTheOneTheProcedureChoosesAndItsChoiceIsJudgedOutOfFold()
      throws IOException {
    List<IntentScore.Row> rows = IntentScore.read(AskModel.TABLES.toArray(new String[0]));
    List<AskModel.Example> all = AskModel.read(AskModel.TABLES);
    double chosen = OutOfFold.choose(rows, OutOfFold.classify(all, AskModel.SETTINGS));
    // nested: the choice made inside each training part, the fold it left out classified with it
    OutOfFold.Nested nested = OutOfFold.nested(rows, all, AskModel.SETTINGS);
    Path out = Path.of("target", "ask-threshold-cv.md");
    Files.createDirectories(out.getParent());
    Files.writeString(
        out,
        "# Ask threshold, chosen by five-fold cross-validation on the tuning tables\n\n"
            + "Chosen on all of them: "
            + chosen
            + "\n\nNested (chosen inside each training part, thresholds "
            + java.util.Arrays.toString(nested.thresholds())
            + "), out of fold: "
            + nested.score().summary()
            + "\n",
        StandardCharsets.UTF_8);
    assertThat(GroundingClassifier.DEFAULT_ASK_THRESHOLD)
        .as("the default threshold is the one chosen out of fold")
        .isEqualTo(chosen);
    // the choice holds up on messages its own choice did not see: within issue #21's 1 % of
    // false fires, and no more asks taken for mentions than before it was chosen (4.7 %)
    assertThat(nested.score().falseFireRate()).isLessThanOrEqualTo(0.01);
    assertThat(nested.score().asMentionRate()).isLessThan(0.047);
  }
}
