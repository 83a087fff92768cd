package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;

/**
 * Scores a classifier on a table of asks and ordinary messages, as issue #21 defines it: an ask is
 * right when the classifier's asks are exactly the expected kinds with a subject that matches one
 * of the expected spellings (case, accents and punctuation aside; news, search and translate by
 * kind only, since their subject is free text); an ordinary message is a false fire when any ask
 * comes out; an ask classified as a mention is one whose expected kind came out as a mention only.
 */
final class IntentScore {
  /** Kinds judged by kind alone: their subject is free text (a topic, a query, a phrase). */
  static final Set<String> KIND_ONLY = Set.of("news", "search", "translate");

  record Expected(String kind, List<String> subjects) {}

  record Row(String table, int line, String message, List<Expected> expected, String reason) {
    boolean ask() {
      return !expected.isEmpty();
    }
  }

  record Miss(Row row, List<Intent> got, String what) {}

  int asks;
  int asksRight;
  int asksAsMention;
  int ordinary;
  int falseFires;
  final List<Miss> misses = new ArrayList<>();

  static List<Row> read(String... tables) throws IOException {
    List<Row> rows = new ArrayList<>();
    for (String table : tables) {
      try (BufferedReader r =
          new BufferedReader(
              new InputStreamReader(
                  table.startsWith("intent/")
                      ? IntentScore.class.getClassLoader().getResourceAsStream(table)
                      : GroundingClassifier.class.getResourceAsStream(table),
                  StandardCharsets.UTF_8))) {
        String line;
        int n = 0;
        while ((line = r.readLine()) != null) {
          n++;
          if (line.isBlank() || line.startsWith("#")) {
            continue;
          }
          String[] parts = line.split("\t", -1);
          if (parts.length < 2) {
            throw new IllegalStateException(table + ":" + n + ": a case needs a TAB: " + line);
          }
          List<Expected> expected = expected(parts[1], table, n);
          rows.add(new Row(table, n, parts[0], expected, parts.length > 2 ? parts[2] : ""));
        }
      }
    }
    return rows;
  }

  /**
   * The expected intents of a case: {@code -} for none, else {@code kind:subject} joined by {@code
   * &}.
   */
  static List<Expected> expected(String field, String table, int n) {
    List<Expected> expected = new ArrayList<>();
    String e = field.strip();
    if (!e.equals("-")) {
      for (String one : e.split(" & ")) {
        String s = one.strip();
        int brace = s.indexOf('{');
        if (brace >= 0) {
          s = s.substring(0, brace);
        }
        int colon = s.indexOf(':');
        if (colon < 0) {
          throw new IllegalStateException(table + ":" + n + ": no kind:subject in " + one);
        }
        List<String> subjects = new ArrayList<>();
        for (String alt : s.substring(colon + 1).split("\\|", -1)) {
          subjects.add(fold(alt));
        }
        expected.add(
            new Expected(s.substring(0, colon).strip().toLowerCase(Locale.ROOT), subjects));
      }
    }
    return expected;
  }

  /** Reads one case, {@code message<TAB>expected<TAB>reason}, at line {@code n} of a table. */
  static Row readLine(String table, int n, String line) {
    String[] parts = line.split("\t", -1);
    if (parts.length < 2) {
      throw new IllegalStateException(table + ":" + n + ": a case needs a TAB: " + line);
    }
    return new Row(
        table, n, parts[0], expected(parts[1], table, n), parts.length > 2 ? parts[2] : "");
  }

  /** A follow-up case: the user's previous message and the case on the current one. */
  record FollowUp(String previous, Row row) {}

  /** Reads a follow-up table: {@code previous<TAB>current<TAB>expected<TAB>reason} per line. */
  static List<FollowUp> readFollowUps(String table) throws IOException {
    List<FollowUp> out = new ArrayList<>();
    try (BufferedReader r =
        new BufferedReader(
            new InputStreamReader(
                IntentScore.class.getClassLoader().getResourceAsStream(table),
                StandardCharsets.UTF_8))) {
      String line;
      int n = 0;
      while ((line = r.readLine()) != null) {
        n++;
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] parts = line.split("\t", -1);
        if (parts.length != 4) {
          throw new IllegalStateException(table + ":" + n + ": a follow-up needs 3 TABs: " + line);
        }
        out.add(
            new FollowUp(
                parts[0], new Row(table, n, parts[1], expected(parts[2], table, n), parts[3])));
      }
    }
    return out;
  }

  static IntentScore score(List<Row> rows, Function<String, List<Intent>> classifier) {
    return scoreRows(rows, row -> classifier.apply(row.message()));
  }

  /**
   * Scores a frozen follow-up part as the agent gives a turn (the previous message and the intents
   * found in it then) and, beside it, the current message alone; writes the report with the misses
   * to {@code target/<report>} and prints its head.
   *
   * @param table the part's resource
   * @param report the report's file name under {@code target}
   * @param title the report's title
   * @return the score with the previous turn
   */
  static IntentScore scoreFollowUpPart(String table, String report, String title)
      throws IOException {
    GroundingClassifier rules = GroundingClassifier.create();
    List<FollowUp> cases = readFollowUps(table);
    IntentScore all =
        scoreFollowUps(
            cases,
            (previous, current) ->
                rules.classify(
                    dev.vex.core.message.Message.user(current),
                    new dev.vex.core.intent.PreviousTurn(
                        previous, rules.classify(dev.vex.core.message.Message.user(previous)))));
    IntentScore alone = scoreFollowUps(cases, (previous, current) -> rules.classify(current));
    List<FollowUp> fresh =
        cases.stream()
            .filter(
                f ->
                    !TunedMessages.pairs()
                        .contains(TunedMessages.pair(f.previous(), f.row().message())))
            .toList();
    IntentScore freshScore =
        scoreFollowUps(
            fresh,
            (previous, current) ->
                rules.classify(
                    dev.vex.core.message.Message.user(current),
                    new dev.vex.core.intent.PreviousTurn(
                        previous, rules.classify(dev.vex.core.message.Message.user(previous)))));
    String text =
        "# "
            + title
            + "\n\n- with the previous turn: "
            + all.summary()
            + "\n- the current message alone: "
            + alone.summary()
            + "\n- pairs in no tuning table ("
            + fresh.size()
            + " of "
            + cases.size()
            + "), with the previous turn: "
            + freshScore.summary()
            + "\n\n## Misses (with the previous turn)\n\n"
            + all.missList(600);
    java.nio.file.Path out = java.nio.file.Path.of("target", report);
    java.nio.file.Files.createDirectories(out.getParent());
    java.nio.file.Files.writeString(out, text, java.nio.charset.StandardCharsets.UTF_8);
    System.out.println(text.substring(0, text.indexOf("\n## Misses")));
    return all;
  }

  /** Scores follow-ups: the classifier is given the previous message and the current one. */
  static IntentScore scoreFollowUps(
      List<FollowUp> cases,
      java.util.function.BiFunction<String, String, List<Intent>> classifier) {
    java.util.Map<Row, String> previous = new java.util.IdentityHashMap<>();
    List<Row> rows = new ArrayList<>();
    for (FollowUp f : cases) {
      previous.put(f.row(), f.previous());
      rows.add(f.row());
    }
    return scoreRows(rows, row -> classifier.apply(previous.get(row), row.message()));
  }

  static IntentScore scoreRows(List<Row> rows, Function<Row, List<Intent>> classifier) {
    IntentScore s = new IntentScore();
    for (Row row : rows) {
      List<Intent> got = classifier.apply(row);
      List<Intent> asked = got.stream().filter(Intent::isAsk).toList();
      if (!row.ask()) {
        s.ordinary++;
        if (!asked.isEmpty()) {
          s.falseFires++;
          s.misses.add(new Miss(row, got, "false fire"));
        }
        continue;
      }
      s.asks++;
      if (right(row.expected(), asked)) {
        s.asksRight++;
        continue;
      }
      boolean asMention = false;
      for (Expected e : row.expected()) {
        boolean ask = asked.stream().anyMatch(i -> i.kind().equals(e.kind()));
        boolean mention = got.stream().anyMatch(i -> !i.isAsk() && i.kind().equals(e.kind()));
        asMention |= !ask && mention;
      }
      if (asMention) {
        s.asksAsMention++;
      }
      s.misses.add(new Miss(row, got, asMention ? "ask taken for a mention" : "ask wrong"));
    }
    return s;
  }

  private static boolean right(List<Expected> expected, List<Intent> asked) {
    if (asked.size() < expected.size()) {
      return false;
    }
    for (Intent i : asked) {
      if (expected.stream().noneMatch(e -> matches(e, i))) {
        return false;
      }
    }
    for (Expected e : expected) {
      if (asked.stream().noneMatch(i -> matches(e, i))) {
        return false;
      }
    }
    return true;
  }

  private static boolean matches(Expected e, Intent i) {
    if (!e.kind().equals(i.kind())) {
      return false;
    }
    if (KIND_ONLY.contains(e.kind())) {
      return true;
    }
    String got = fold(i.subject());
    for (String s : e.subjects()) {
      if (s.equals(got) || resolved(e.kind(), s).equals(resolved(e.kind(), got))) {
        return true;
      }
    }
    return false;
  }

  /**
   * A subject as the sources take it: a team's nickname as the team, an index's name as its symbol,
   * a Norwegian dish as its English name. Two spellings of one thing are the same subject.
   */
  static String resolved(String kind, String folded) {
    switch (kind) {
      case "sports" -> {
        for (var t : Lexicon.TEAMS.entrySet()) {
          if (fold(t.getKey()).equals(folded)) {
            return fold(t.getValue());
          }
        }
        // a club's women's side in Norwegian or English ("sk brann kvinner", "valerenga damer",
        // "brann women"): the club's women (session 30)
        for (String women : List.of(" kvinner", " damer", " women")) {
          if (folded.endsWith(women) && folded.length() > women.length()) {
            return resolved(kind, folded.substring(0, folded.length() - women.length())) + " women";
          }
        }
        // a nation's senior side as the definitions write it ("Norway national team") is the
        // nation as the rules and the source name it ("Norway"); a women's or youth side keeps
        // its words ("norway women s national team" is not "norway"); "national football team"
        // is a national team (session 28)
        if (folded.endsWith(" national football team")) {
          return resolved(kind, folded.replace(" national football team", " national team"));
        }
        if (folded.endsWith(" national team") && !folded.contains(" women ")) {
          return resolved(kind, folded.substring(0, folded.length() - " national team".length()));
        }
      }
      case "recipes" -> {
        for (var d : Lexicon.DISHES.entrySet()) {
          if (fold(d.getKey()).equals(folded)) {
            return fold(d.getValue());
          }
        }
      }
      case "stocks" -> {
        String index = INDICES.get(folded);
        if (index != null) {
          return index;
        }
        // the classifier's own names of the indices ("obx", "euro stoxx 50", "hang seng"), and a
        // symbol written without its caret ("fchi" for ^FCHI)
        for (var i : StockRule.INDICES.entrySet()) {
          String symbol = fold(i.getValue());
          if (fold(i.getKey()).equals(folded)
              || symbol.equals(folded)
              || symbol.equals("^" + folded)) {
            return symbol;
          }
        }
      }
      default -> {
        // other kinds: the spelling itself
      }
    }
    return folded;
  }

  private static final java.util.Map<String, String> INDICES =
      java.util.Map.ofEntries(
          java.util.Map.entry("s&p 500", "^gspc"),
          java.util.Map.entry("s&p500", "^gspc"),
          java.util.Map.entry("s&p", "^gspc"),
          java.util.Map.entry("sp500", "^gspc"),
          java.util.Map.entry("spx", "^gspc"),
          java.util.Map.entry("nasdaq", "^ixic"),
          java.util.Map.entry("nasdaq composite", "^ixic"),
          java.util.Map.entry("dow", "^dji"),
          java.util.Map.entry("dow jones", "^dji"),
          java.util.Map.entry("ftse", "^ftse"),
          java.util.Map.entry("ftse 100", "^ftse"),
          java.util.Map.entry("dax", "^gdaxi"),
          java.util.Map.entry("osebx", "osebx.ol"),
          java.util.Map.entry("oslo bors", "osebx.ol"),
          java.util.Map.entry("nikkei", "^n225"));

  /** Lower case, accents and punctuation set aside, single spaces. */
  static String fold(String s) {
    String f =
        Normalizer.normalize(
                s.toLowerCase(Locale.ROOT).replace("ø", "o").replace("æ", "ae"),
                Normalizer.Form.NFD)
            .replaceAll("\\p{M}+", "");
    StringBuilder sb = new StringBuilder();
    for (char c : f.toCharArray()) {
      if (Character.isLetterOrDigit(c) || c == '/' || c == '^' || c == '&' || c == '.') {
        sb.append(c);
      } else if (sb.length() > 0 && sb.charAt(sb.length() - 1) != ' ') {
        sb.append(' ');
      }
    }
    return sb.toString().strip();
  }

  double askAccuracy() {
    return asks == 0 ? 1 : (double) asksRight / asks;
  }

  double falseFireRate() {
    return ordinary == 0 ? 0 : (double) falseFires / ordinary;
  }

  double asMentionRate() {
    return asks == 0 ? 0 : (double) asksAsMention / asks;
  }

  String summary() {
    return String.format(
        Locale.ROOT,
        "asks right %d/%d (%.1f %%), asks taken for mentions %d (%.1f %%), false fires %d/%d (%.1f %%)",
        asksRight,
        asks,
        100 * askAccuracy(),
        asksAsMention,
        100 * asMentionRate(),
        falseFires,
        ordinary,
        100 * falseFireRate());
  }

  String missList(int max) {
    StringBuilder sb = new StringBuilder();
    int k = 0;
    for (Miss m : misses) {
      if (k++ >= max) {
        sb.append("… and ").append(misses.size() - max).append(" more\n");
        break;
      }
      sb.append("- ")
          .append(m.what())
          .append(": `")
          .append(m.row().message())
          .append("` expected ")
          .append(m.row().expected().isEmpty() ? "-" : m.row().expected())
          .append(", got ")
          .append(m.got())
          .append('\n');
    }
    return sb.toString();
  }
}
