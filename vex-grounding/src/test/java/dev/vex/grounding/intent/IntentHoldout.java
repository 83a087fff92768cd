package dev.vex.grounding.intent;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The grounding classifier's scores on the frozen test part ({@code intent/frozen-test-en.tsv},
 * {@code intent/frozen-test-no.tsv}), computed by the same code for {@link IntentHoldoutTest} and
 * for the benchmarks' report, which reads it from this module's test-jar. Public for that reason
 * only; it is no part of vex-grounding's API.
 */
public final class IntentHoldout {
  /** The frozen tables, as class path resources. */
  public static final List<String> TABLES =
      List.of("intent/frozen-test-en.tsv", "intent/frozen-test-no.tsv");

  /**
   * The second frozen part ({@code frozen-test2-README.md}), written on 2026-12-04 by another
   * outsider before that session's intent changes: the fresh measure of them.
   */
  public static final List<String> TABLES_2 =
      List.of("intent/frozen-test2-en.tsv", "intent/frozen-test2-no.tsv");

  /**
   * The third frozen part ({@code frozen-test3-README.md}), written on 2026-12-05 (session 13) by a
   * third outsider from the definitions only, before that session's intent changes were merged.
   */
  public static final List<String> TABLES_3 =
      List.of("intent/frozen-test3-en.tsv", "intent/frozen-test3-no.tsv");

  /**
   * The fourth frozen part ({@code frozen-test4-README.md}), written on 2026-12-05 (session 14) by
   * a fourth outsider from the definitions only, and scored before that session's intent changes
   * were merged.
   */
  public static final List<String> TABLES_4 =
      List.of("intent/frozen-test4-en.tsv", "intent/frozen-test4-no.tsv");

  /**
   * The fifth frozen part ({@code frozen-test5-README.md}), written on 2026-12-05 (session 16) by a
   * fifth outsider from the definitions only, and scored before that session's intent changes were
   * merged.
   */
  public static final List<String> TABLES_5 =
      List.of("intent/frozen-test5-en.tsv", "intent/frozen-test5-no.tsv");

  /**
   * The sixth frozen test part, written in session 18 by an outsider from the definitions only
   * (recipe-detail asks, short asks, nicknames, what a company or index is).
   */
  public static final List<String> TABLES_6 =
      List.of("intent/frozen-test6-en.tsv", "intent/frozen-test6-no.tsv");

  /**
   * The seventh frozen part, written on 2026-12-05 (session 19) by a seventh outsider from the
   * definitions only and committed before that session's intent changes were merged.
   */
  public static final List<String> TABLES_7 =
      List.of("intent/frozen-test7-en.tsv", "intent/frozen-test7-no.tsv");

  /**
   * The eighth frozen part, written on 2026-12-05 (session 20) by an eighth outsider from the
   * definitions only and committed before that session's intent changes were merged.
   */
  public static final List<String> TABLES_8 =
      List.of("intent/frozen-test8-en.tsv", "intent/frozen-test8-no.tsv");

  /**
   * The ninth frozen part, written on 2026-12-05 (session 21) by a ninth outsider from the
   * definitions only and committed before that session's intent changes were merged.
   */
  public static final List<String> TABLES_9 =
      List.of("intent/frozen-test9-en.tsv", "intent/frozen-test9-no.tsv");

  /**
   * The tenth frozen part, written on 2026-12-06 (session 22) by a tenth outsider from the
   * definitions only and committed before that session's intent changes were merged.
   */
  public static final List<String> TABLES_10 =
      List.of("intent/frozen-test10-en.tsv", "intent/frozen-test10-no.tsv");

  /**
   * The eleventh frozen part, written on 2026-12-06 (session 23) by an eleventh outsider from the
   * definitions only and committed before that session's intent changes were merged.
   */
  public static final List<String> TABLES_11 =
      List.of("intent/frozen-test11-en.tsv", "intent/frozen-test11-no.tsv");

  /**
   * The twelfth frozen part, written on 2026-12-06 (session 24) by a twelfth outsider from the
   * definitions only and committed before that session's intent changes were merged.
   */
  public static final List<String> TABLES_12 =
      List.of("intent/frozen-test12-en.tsv", "intent/frozen-test12-no.tsv");

  /**
   * The thirteenth frozen part, written on 2026-12-06 (session 25) by a thirteenth outsider from
   * the definitions only and committed before that session's intent changes were merged.
   */
  public static final List<String> TABLES_13 =
      List.of("intent/frozen-test13-en.tsv", "intent/frozen-test13-no.tsv");

  /**
   * The fourteenth frozen part, written on 2026-12-06 (session 26) by a fourteenth outsider from
   * the definitions only and committed before that session's intent changes were merged.
   */
  public static final List<String> TABLES_14 =
      List.of("intent/frozen-test14-en.tsv", "intent/frozen-test14-no.tsv");

  /**
   * The fifteenth frozen part, written on 2026-12-06 (session 27) by a fifteenth outsider from the
   * definitions only and committed before that session's intent changes were merged.
   */
  public static final List<String> TABLES_15 =
      List.of("intent/frozen-test15-en.tsv", "intent/frozen-test15-no.tsv");

  /**
   * The sixteenth frozen part, written on 2026-12-06 by a sixteenth outsider from the definitions
   * only, at the end of session 27 for session 28, and committed before any of session 28's
   * changes.
   */
  public static final List<String> TABLES_16 =
      List.of("intent/frozen-test16-en.tsv", "intent/frozen-test16-no.tsv");

  /**
   * The seventeenth frozen part, written on 2026-12-06 by a seventeenth outsider from the
   * definitions only, at the end of session 28 for session 29, and committed before any of session
   * 29's changes.
   */
  public static final List<String> TABLES_17 =
      List.of("intent/frozen-test17-en.tsv", "intent/frozen-test17-no.tsv");

  /**
   * The eighteenth frozen part, written on 2026-12-06 by an eighteenth outsider from the
   * definitions only, during session 29 for session 30, and committed before any of session 30's
   * changes.
   */
  public static final List<String> TABLES_18 =
      List.of("intent/frozen-test18-en.tsv", "intent/frozen-test18-no.tsv");

  /**
   * The nineteenth frozen part, written on 2026-12-07 by a nineteenth outsider from the definitions
   * only, during session 30 for session 31, and committed before any of session 31's changes.
   */
  public static final List<String> TABLES_19 =
      List.of("intent/frozen-test19-en.tsv", "intent/frozen-test19-no.tsv");

  /**
   * The twentieth frozen part, written on 2026-12-07 by a twentieth outsider from the definitions
   * only, during session 31 for session 32, and committed before any of session 32's changes.
   */
  public static final List<String> TABLES_20 =
      List.of("intent/frozen-test20-en.tsv", "intent/frozen-test20-no.tsv");

  /**
   * The twenty-first frozen part, written on 2026-12-07 by a twenty-first outsider from the
   * definitions only, during session 32 for session 33, and committed before any of session 33's
   * changes.
   */
  public static final List<String> TABLES_21 =
      List.of("intent/frozen-test21-en.tsv", "intent/frozen-test21-no.tsv");

  /**
   * The twenty-second frozen part, written on 2026-12-07 by a twenty-second outsider from the
   * definitions only, during session 33 for session 34, and committed before any of session 34's
   * changes.
   */
  public static final List<String> TABLES_22 =
      List.of("intent/frozen-test22-en.tsv", "intent/frozen-test22-no.tsv");

  /**
   * The twenty-third frozen part, written on 2026-12-07 by a twenty-third outsider from the
   * definitions only, during session 34 for session 35, and committed before any of session 35's
   * changes.
   */
  public static final List<String> TABLES_23 =
      List.of("intent/frozen-test23-en.tsv", "intent/frozen-test23-no.tsv");

  /**
   * The twenty-fourth frozen part, written on 2026-12-07 by a twenty-fourth outsider from the
   * definitions only, during session 35 for session 36, and committed before any of session 36's
   * changes.
   */
  public static final List<String> TABLES_24 =
      List.of("intent/frozen-test24-en.tsv", "intent/frozen-test24-no.tsv");

  /**
   * The twenty-fifth frozen part, written on 2026-12-07 by a twenty-fifth outsider from the
   * definitions only, during session 36 for session 37, and committed before any of session 36's
   * merges.
   */
  public static final List<String> TABLES_25 =
      List.of("intent/frozen-test25-en.tsv", "intent/frozen-test25-no.tsv");

  /**
   * The twenty-sixth frozen part, written on 2026-12-07 by a twenty-sixth outsider from the
   * definitions only, during session 37, and committed before any of session 37's merges.
   */
  public static final List<String> TABLES_26 =
      List.of("intent/frozen-test26-en.tsv", "intent/frozen-test26-no.tsv");

  private IntentHoldout() {}

  /**
   * One part's score.
   *
   * @param part "en", "no" or "both"
   * @param asks messages asking for a live figure
   * @param asksRight asks classified right
   * @param asksAsMentions asks whose kind came out as a mention only
   * @param ordinary ordinary messages (with trigger words)
   * @param falseFires ordinary messages that gave an ask
   * @param summary the line {@code IntentHoldoutTest} reports
   */
  public record Score(
      String part,
      int asks,
      int asksRight,
      int asksAsMentions,
      int ordinary,
      int falseFires,
      String summary) {}

  /**
   * Scores the default grounding classifier ({@link GroundingClassifier#create()}) on each
   * language's table and on both.
   *
   * @return en, no, both
   * @throws IOException when a table cannot be read
   */
  public static List<Score> scores() throws IOException {
    return scores(TABLES);
  }

  /**
   * Scores the default grounding classifier on each language's table of a frozen part and on both.
   *
   * @param tables the part's English and Norwegian tables ({@link #TABLES}, {@link #TABLES_2})
   * @return en, no, both
   * @throws IOException when a table cannot be read
   */
  public static List<Score> scores(List<String> tables) throws IOException {
    GroundingClassifier rules = GroundingClassifier.create();
    List<Score> out = new ArrayList<>();
    List<String> langs = List.of("en", "no");
    for (int i = 0; i < langs.size(); i++) {
      out.add(
          of(langs.get(i), IntentScore.score(IntentScore.read(tables.get(i)), rules::classify)));
    }
    out.add(of("both", both(rules, tables)));
    return out;
  }

  static IntentScore both(GroundingClassifier rules) throws IOException {
    return both(rules, TABLES);
  }

  static IntentScore both(GroundingClassifier rules, List<String> tables) throws IOException {
    return IntentScore.score(IntentScore.read(tables.toArray(String[]::new)), rules::classify);
  }

  /**
   * Scores a frozen part and writes the report a holdout test leaves in {@code target/}: each
   * language's line and both, then the misses.
   *
   * @param title the report's heading
   * @param tables the part's tables
   * @param file the report's file name under {@code target/}
   * @return the score on both languages
   * @throws IOException when a table cannot be read or the report written
   */
  static IntentScore report(String title, List<String> tables, String file) throws IOException {
    StringBuilder report = new StringBuilder("# ").append(title).append("\n\n");
    for (Score s : scores(tables)) {
      report.append("- ").append(s.part()).append(": ").append(s.summary()).append('\n');
    }
    IntentScore all = both(GroundingClassifier.create(), tables);
    Score untuned = untuned(tables);
    report.append("- ").append(untuned.part()).append(": ").append(untuned.summary()).append('\n');
    report.append("\n## Misses\n\n");
    report.append(all.missList(600));
    java.nio.file.Path out = java.nio.file.Path.of("target", file);
    java.nio.file.Files.createDirectories(out.getParent());
    java.nio.file.Files.writeString(out, report, java.nio.charset.StandardCharsets.UTF_8);
    System.out.println(report.substring(0, report.indexOf("\n## Misses"))); // misses: file only
    return all;
  }

  /**
   * Scores the messages of a frozen part that occur in no table the rules or the ask model may be
   * tuned on (every intent table but the held-out parts): writers of the same kind converge on
   * short common forms, and those rows are not out of sample however fresh the part.
   *
   * @param tables the part's tables
   * @return the score, its part named "in no tuning table (N of M messages)"
   * @throws IOException when a table cannot be read
   */
  public static Score untuned(List<String> tables) throws IOException {
    List<IntentScore.Row> rows = IntentScore.read(tables.toArray(String[]::new));
    List<IntentScore.Row> fresh =
        rows.stream()
            .filter(r -> !TunedMessages.singles().contains(TunedMessages.key(r.message())))
            .toList();
    return of(
        "in no tuning table (" + fresh.size() + " of " + rows.size() + " messages)",
        IntentScore.score(fresh, GroundingClassifier.create()::classify));
  }

  private static Score of(String part, IntentScore s) {
    return new Score(
        part, s.asks, s.asksRight, s.asksAsMention, s.ordinary, s.falseFires, s.summary());
  }
}
