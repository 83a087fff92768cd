package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The classifier on its tuning part (the tables it is tuned and trained on), in sample: the report
 * ({@code target/intent-tuning.md}) is what rule changes are made from, and its figures are never
 * reported as the classifier's quality (that is {@link IntentHoldoutTest}'s).
 */
class IntentTuningReportTest {
  // set on the tables with helper-en/no.tsv: 95.8 % (1,362/1,422), 14/1,422, 19/2,685; then with
  // the past-date, "when did … first" and titles-won cues (fewer rows train the model): 95.9 %
  // (1,364/1,422), 12/1,422, 21/2,685
  // then with helper2-en/no.tsv (session 13: 155 asks and 78 ordinary messages of the kinds past
  // out-of-sample scoring missed, written before the rules changed for them): 90.7 %
  // (1,431/1,577), 20/1,577, 23/2,763
  // then with teams.txt (the big leagues and clubs by short name): 93.4 % (1,473/1,577), 18, 21
  // then with currencies by the JDK's names: 94.1 % (1,484/1,577), 18, 21
  // then with search and translate forms: 95.0 % (1,498/1,577), 18, 20
  // then with several requests and dishes without trailing words: 95.5 % (1,506/1,577), 19, 19
  // then with weather asked without a weather word: 95.9 % (1,512/1,577), 19, 22
  // then with a question after a story: 96.1 % (1,516/1,577), 15, 22
  // then with helper3-en/no.tsv (61 asks, 25 ordinary messages written after this session's rule
  // changes, a check of how they carry): 95.7 % (1,568/1,638), 19, 22/2,788
  // then with the check rows' misses generalised: 96.1 % (1,574/1,638), 18, 20
  // then with what to bring, a story naming the subject, a dish from scratch: 96.2 %
  // (1,576/1,638), 18, 20
  // (intent2, on a branch beside the above) (1,364/1,422), 12/1,422, 21/2,685; then with
  // coord-en/no.tsv (132 asks of market figures
  // asked in other words, 84 near misses) and the rules for them: 95.5 % (1,484/1,554),
  // 23/1,554, 20/2,769. On the tables before coord-*.tsv alone, mean over five fold assignments,
  // 036dc3c -> then: asks right 1,363.8 -> 1,361.4 of 1,422, asks as mentions 12.6 -> 14.4,
  // false fires 24.6 -> 16.2 of 2,685; then with "market share", advice and coin collections
  // read: 95.9 % (1,490/1,554), 16/1,554, 19/2,769, and on the tables before coord-*.tsv
  // 1,363.0, 12.8, 17.6 (mean of five assignments)
  // both merged (session 13), every table above: 96.4 % (1,707/1,770), 17/1,770, 25/2,872
  // session 14 (intent helper): with helper4-en/no.tsv (304 asks, 130 ordinary messages written
  // by hand before the rules changed for them) and helper5-check.tsv (56 ordinary messages written
  // after the first changes), every table: 96.4 % (2,000/2,074), 16/2,074, 24/3,058; on the
  // tables before them 1,707 -> 1,709/1,770 (96.6 %), as mentions 17 -> 14, false fires 25 -> 23
  // session 15 (intent helper): with helper6-en/no.tsv (194 asks, 176 ordinary messages written by
  // hand before the rules changed for them; the classifier of 3b93a02 scored 146/194, 0, 6/176 on
  // them), every table, old rules: 94.5 % (2,143/2,268), 20/2,268, 26/3,234; with weather asked by
  // its attributes, MLS clubs, how-to and advice of buying, past-tense years, dishes without
  // something: 96.8 % (2,195/2,268), 17/2,268, 25/3,234; on the tables before helper6 2,000 ->
  // 2,002/2,074, as mentions 16 -> 17, false fires 24 -> 25 (the ask model retrained on 370 more
  // rows moves messages near its threshold both ways); then with helper7-check.tsv (44 asks, 35
  // ordinary messages written after those changes: 40/44, 0/35 before the next change), the
  // present-tense and hail/drizzle forms and a question of the weather now or soon read as an ask:
  // every table 96.8 % (2,237/2,312), 18/2,312, 22/3,269; the tables before helper6 2,000/2,074,
  // 18, 22/3,058. Mean over five shuffled fold assignments on the tables before helper6: 3b93a02
  // 1,996.4 right, 20.4 as mentions, 23.6 false fires -> 2,001.0, 17.0, 21.4. Then sunrise, sunset,
  // dew point, air pressure and visibility read as no weather ask (the weather report holds none of
  // them; vex-eval showed the guards overriding honest sunrise answers), 11 session 15 rows
  // relabelled so, "oven temperature", "what are the ingredients in", "come to in USD": every table
  // 96.9 % (2,229/2,301), 16/2,301, 21/3,280; the tables before helper6 2,002/2,074, 16, 21/3,058;
  // mean of five shuffled assignments on them 2,001.8, 16.4, 22.2
  // session 19: frozen parts 1-5 and tune7 retired to tuning and added to the tables (11,123 rows,
  // many of them the misses held-out scoring found); the tables before them, out of fold, were
  // 2,231/2,301, 15, 18/3,280. Every table, the settings re-chosen (other weight 2): 93.2 %
  // (4,401/4,724), 31/4,724, 58/6,399 (intent-sweep.md); the floors follow the new tables
  // then with the classes of session 19 (search, news while away, translate, cashtags, recipes,
  // Norwegian currency questions, teams, weather words, outcomes, follow-ups): 95.6 %
  // (4,516/4,724), 28/4,724, 48/6,399
  // session 20: with the classes of session 20 (several requests in one message, dialect how,
  // news by its forms, code, a dog breed, "trading at", a recipe of a kind) on the same tables:
  // 95.9 % (4,532 -> 4,560/4,724), 28 -> 26, 48 -> 41/6,399; then tune8-en/no.tsv added (an
  // outsider's table; main scored 325/388, 3, 4/406 on it before any change, tune8-main-f6713ce.md)
  // and the classes of its misses (the dish first then what it takes, news caught up on a topic,
  // a language in brackets or before a quote, a game, a poem or a telling apart): every table
  // 95.9 % (4,901/5,112), 32/5,112, 50/6,805; the tables before tune8 4,562/4,724, 27, 46/6,399.
  // The ceilings of the whole part follow the new rows; the tables before tune8 keep theirs.
  // session 20, second intent helper: "sol" the coin beside another coin or a price or move word,
  // the weather asked by the sun being out or by scraping the car: 95.9 -> 96.0 % (4,901 -> 4,909
  // /5,112), 32 -> 32, 50 -> 49/6,805
  // session 21 (intent helper): the classes session 20 left (a day's move of a known company, check
  // and a name, a state after a city) and tune9's (a correction, a colon after a command, steps of
  // a dish, compounds of news, a club met or played, a listing, a term of a coin, near the …);
  // tune9-en/no.tsv added (main scored 353/400, 3, 3/403 on it before any change,
  // tune9-main-21bd61d.md) and the threshold the procedure now chooses, 0.4: every table 96.2 %
  // (5,301/5,512), 34/5,512, 50/7,208; the tables before tune9 4,909 -> 4,935/5,112, 32 -> 29,
  // 49 -> 48/6,805
  // session 22 (intent helper): tune10-en/no.tsv added (main scored 387/424, 2, 5/394 on it before
  // any change, tune10-main-59c47f1.md) with the classes of its misses and those session 21 left (a
  // dish alone, a day or "homemade" beside a dish, the washing or a meal outdoors, national teams'
  // nicknames, "søk om", "slå opp døra", lightning, "would you rather", a staple cooked plain, the
  // exchange a company trades on, a rate written by its codes beside a coin, the won counted, news
  // in dialect) and the threshold the procedure now chooses, 0.35: every table 96.3 %
  // (5,717/5,936), 27/5,936, 58/7,602 (0.76 %: the lower threshold trades false fires for asks,
  // within #21's 1 %; the ceiling follows); the tables before tune8 4,584/4,724, 19, 52/6,399
  // (0.81 %, was 0.76 % at 0.4)
  static final double FLOOR_RIGHT = 0.962;
  static final double CEILING_AS_MENTION = 0.0063;
  static final double CEILING_FALSE_FIRES = 0.0077;
  static final double CEILING_AS_MENTION_BEFORE_TUNE8 = 0.006;
  static final double CEILING_FALSE_FIRES_BEFORE_TUNE8 = 0.0082;

  @Test
  void theTuningPartIsScoredForTheRuleAuthors() throws IOException {
    List<IntentScore.Row> rows = IntentScore.read(AskModel.TABLES.toArray(new String[0]));
    IntentScore s = IntentScore.score(rows, GroundingClassifier.create()::classify);
    // Out of fold: each fifth classified with an ask model trained on the other four fifths, so the
    // model's part is judged on messages it has not seen (the rules were tuned on all of them).
    List<AskModel.Example> examples = AskModel.read(AskModel.TABLES);
    OutOfFold.Classified oof = OutOfFold.classify(examples, AskModel.SETTINGS);
    IntentScore folded =
        IntentScore.score(rows, m -> oof.at(m, GroundingClassifier.DEFAULT_ASK_THRESHOLD));
    StringBuilder sweep = new StringBuilder();
    for (double t : OutOfFold.THRESHOLDS) {
      sweep
          .append(String.format(java.util.Locale.ROOT, "- threshold %.2f: ", t))
          .append(IntentScore.score(rows, m -> oof.at(m, t)).summary())
          .append('\n');
    }
    // by language: the tables written in one language (the phrasing tables mix both)
    StringBuilder byLanguage = new StringBuilder();
    for (String[] part :
        new String[][] {
          {
            "en",
            "conversation-en.tsv",
            "more-en.tsv",
            "helper-en.tsv",
            "helper2-en.tsv",
            "helper3-en.tsv",
            "coord-en.tsv",
            "helper4-en.tsv",
            "helper6-en.tsv",
            "frozen-test-en.tsv",
            "frozen-test2-en.tsv",
            "frozen-test3-en.tsv",
            "frozen-test4-en.tsv",
            "frozen-test5-en.tsv",
            "tune7-en.tsv",
            "tune8-en.tsv",
            "tune9-en.tsv",
            "tune10-en.tsv"
          },
          {
            "no",
            "conversation-no.tsv",
            "more-no.tsv",
            "helper-no.tsv",
            "helper2-no.tsv",
            "helper3-no.tsv",
            "coord-no.tsv",
            "helper4-no.tsv",
            "helper6-no.tsv",
            "frozen-test-no.tsv",
            "frozen-test2-no.tsv",
            "frozen-test3-no.tsv",
            "frozen-test4-no.tsv",
            "frozen-test5-no.tsv",
            "tune7-no.tsv",
            "tune8-no.tsv",
            "tune9-no.tsv",
            "tune10-no.tsv"
          },
          {"session 13 rows", "helper2-en.tsv", "helper2-no.tsv"},
          {"session 13 check rows", "helper3-en.tsv", "helper3-no.tsv"},
          {"session 13 market rows", "coord-en.tsv", "coord-no.tsv"},
          {"session 14 rows", "helper4-en.tsv", "helper4-no.tsv"},
          {"session 14 check rows", "helper5-check.tsv"},
          {"session 15 rows", "helper6-en.tsv", "helper6-no.tsv"},
          {"session 15 check rows", "helper7-check.tsv"},
          {
            "frozen parts 1-5 (retired to tuning in session 19)",
            "frozen-test-en.tsv",
            "frozen-test-no.tsv",
            "frozen-test2-en.tsv",
            "frozen-test2-no.tsv",
            "frozen-test3-en.tsv",
            "frozen-test3-no.tsv",
            "frozen-test4-en.tsv",
            "frozen-test4-no.tsv",
            "frozen-test5-en.tsv",
            "frozen-test5-no.tsv"
          },
          {"tune7 (session 18)", "tune7-en.tsv", "tune7-no.tsv"},
          {"tune8 (session 20)", "tune8-en.tsv", "tune8-no.tsv"},
          {"tune9 (session 21)", "tune9-en.tsv", "tune9-no.tsv"},
          {"tune10 (session 22)", "tune10-en.tsv", "tune10-no.tsv"},
          {"conversation tables", "conversation-en.tsv", "conversation-no.tsv"},
          {"mixed", "phrasings.tsv", "phrasings-eval.tsv", "task-asks.tsv"}
        }) {
      List<IntentScore.Row> in =
          IntentScore.read(java.util.Arrays.copyOfRange(part, 1, part.length));
      byLanguage
          .append("- ")
          .append(part[0])
          .append(": ")
          .append(
              IntentScore.score(in, m -> oof.at(m, GroundingClassifier.DEFAULT_ASK_THRESHOLD))
                  .summary())
          .append('\n');
    }
    // by table, so that a table added to the tuning part is seen apart from the ones before it
    StringBuilder byTable = new StringBuilder();
    for (String table : AskModel.TABLES) {
      byTable
          .append("- ")
          .append(table)
          .append(": ")
          .append(
              IntentScore.score(
                      IntentScore.read(table),
                      m -> oof.at(m, GroundingClassifier.DEFAULT_ASK_THRESHOLD))
                  .summary())
          .append('\n');
    }
    Path out = Path.of("target", "intent-tuning.md");
    Files.createDirectories(out.getParent());
    Files.writeString(
        out,
        "# On the tuning part\n\nIn sample: "
            + s.summary()
            + "\n\nAsk model out of fold, at the default threshold "
            + GroundingClassifier.DEFAULT_ASK_THRESHOLD
            + ": "
            + folded.summary()
            + "\n\nBy language, out of fold:\n\n"
            + byLanguage
            + "\nBy table, out of fold:\n\n"
            + byTable
            + "\nOut of fold by threshold:\n\n"
            + sweep
            + "\n"
            + folded.missList(2000),
        StandardCharsets.UTF_8);
    // Floors at the out-of-fold figures measured when they were set (#21 §4; targets: 97 % right,
    // at most 2 % asks taken for mentions, at most 1 % false fires), so that a change that loses
    // ground on messages the model has not seen fails here.
    assertThat(folded.askAccuracy())
        .as("asks right, out of fold")
        .isGreaterThanOrEqualTo(FLOOR_RIGHT);
    assertThat(folded.asMentionRate())
        .as("asks taken for mentions, out of fold")
        .isLessThanOrEqualTo(CEILING_AS_MENTION);
    assertThat(folded.falseFireRate())
        .as("false fires, out of fold")
        .isLessThanOrEqualTo(CEILING_FALSE_FIRES);
    IntentScore before =
        IntentScore.score(
            IntentScore.read(
                AskModel.TABLES.stream()
                    .filter(
                        t ->
                            !t.startsWith("tune8")
                                && !t.startsWith("tune9")
                                && !t.startsWith("tune10"))
                    .toArray(String[]::new)),
            m -> oof.at(m, GroundingClassifier.DEFAULT_ASK_THRESHOLD));
    assertThat(before.asMentionRate())
        .as("asks taken for mentions, out of fold, the tables before tune8")
        .isLessThanOrEqualTo(CEILING_AS_MENTION_BEFORE_TUNE8);
    assertThat(before.falseFireRate())
        .as("false fires, out of fold, the tables before tune8")
        .isLessThanOrEqualTo(CEILING_FALSE_FIRES_BEFORE_TUNE8);
    assertThat(s.asks).as("the tuning part has asks").isGreaterThan(500);
    assertThat(s.ordinary).as("the tuning part has ordinary messages").isGreaterThan(1000);
  }

  /** The tables the ask model trained on before session 19 retired frozen parts 1–5 to tuning. */
  static final List<String> TABLES_BEFORE_19 = AskModel.TABLES.subList(0, 21);

  /**
   * How the ask model's settings and threshold are chosen (run on demand, {@code
   * -Dvex.intent.sweep=true}; minutes): the whole classifier out of fold on every tuning table, per
   * setting and threshold, into {@code target/intent-sweep.md}; the chosen line is the one with the
   * most asks right among those whose false fires stay within 1 %, the fewer false fires on a tie.
   * The first line is the model as before session 19 (the tables before the retired parts), for
   * comparison.
   */
  @Test
  void theSettingsAreChosenOutOfFold() throws IOException {
    org.junit.jupiter.api.Assumptions.assumeTrue(Boolean.getBoolean("vex.intent.sweep"));
    List<IntentScore.Row> rows = IntentScore.read(AskModel.TABLES.toArray(new String[0]));
    StringBuilder sb = new StringBuilder("# Ask model settings, out of fold\n\n");
    List<IntentScore.Row> before = IntentScore.read(TABLES_BEFORE_19.toArray(new String[0]));
    OutOfFold.Classified old =
        OutOfFold.classify(AskModel.read(TABLES_BEFORE_19), AskModel.SETTINGS);
    sb.append("Before (the tables before session 19, ")
        .append(AskModel.SETTINGS)
        .append(", threshold ")
        .append(GroundingClassifier.DEFAULT_ASK_THRESHOLD)
        .append("): ")
        .append(
            IntentScore.score(before, m -> old.at(m, GroundingClassifier.DEFAULT_ASK_THRESHOLD))
                .summary())
        .append("\n\nEvery tuning table (")
        .append(rows.size())
        .append(" rows):\n\n");
    List<AskModel.Example> examples = AskModel.read(AskModel.TABLES);
    String best = "";
    int bestNet = Integer.MIN_VALUE;
    for (double l2 : new double[] {1e-2, 3e-2, 1e-1}) {
      for (double other : new double[] {2.0, 3.0, 4.0}) {
        AskModel.Settings settings = new AskModel.Settings(12, l2, other, 0.1);
        OutOfFold.Classified c = OutOfFold.classify(examples, settings);
        for (double t : new double[] {0.3, 0.35, 0.4, 0.45, 0.5}) {
          IntentScore s = IntentScore.score(rows, m -> c.at(m, t));
          String line = "- " + settings + " at " + t + ": " + s.summary();
          sb.append(line).append('\n');
          if (s.falseFireRate() <= 0.01 && s.asksRight - s.falseFires > bestNet) {
            bestNet = s.asksRight - s.falseFires;
            best = line;
          }
        }
        Files.writeString(Path.of("target", "intent-sweep.md"), sb, StandardCharsets.UTF_8);
      }
    }
    sb.append("\nChosen: ").append(best).append('\n');
    Files.writeString(Path.of("target", "intent-sweep.md"), sb, StandardCharsets.UTF_8);
    assertThat(best).as("a setting within 1 % of false fires").isNotEmpty();
  }
}
