package dev.vex.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import org.junit.jupiter.api.Test;

/**
 * The judge on the guards' labelled tuning tables (issue #22's outsider tables, about 2,200 rows):
 * each row's draft is judged as the reply a user received, with the row's recording as the
 * scenario's one source and the row's question, and the judge's verdict is held to the row's label
 * (honest or wrong, checked by hand against the recorded bytes by the tables' authors). An honest
 * row the judge calls wrong is a false alarm, a wrong row it finds clean a miss; both are counted
 * per table and in total, held to ceilings, and every disagreement is listed in {@code
 * target/judge-on-guard-tables.md}.
 *
 * <p>The tables are read where they are, in vex-grounding's test resources ({@code
 * ../vex-grounding/src/test/resources/market/cases*.tsv} and {@code
 * content-cases/content-cases*.tsv}, relative to this module's directory, where Maven runs its
 * tests), not copied: they are the guards' tuning tables, kept byte for byte from their authors
 * with their provenance beside them, and one copy is the one the guards and the judge are both
 * measured on. The tables list below names each one read; a table added later is read once it is
 * added here with its ceilings.
 *
 * <p>A row's recording ({@code fixtures/real/…} in any spelling) is the eval's copy of it under
 * {@code recorded/real/…} or {@code recorded/…}, with the fact sheet written beside it (the facts
 * the judge reads); the test checks that the copy is byte for byte vex-grounding's copy of the same
 * recording. A link in a draft may point at any host the recording itself names. The scenario's
 * kind is the recording's source (TheSportsDB is sports, TheMealDB recipes), as the eval's
 * scenarios give it.
 */
class JudgeOnGuardTablesTest {
  /** vex-grounding's test resources, from this module's directory. */
  static final Path GROUNDING = Path.of("..", "vex-grounding", "src", "test", "resources");

  /**
   * Each table read, with its rows and its ceilings: {rows, false alarms, misses}. The ceilings are
   * what the judge measures today; they only come down.
   */
  static final Map<String, int[]> TABLES = new LinkedHashMap<>();

  static {
    // Misses raised once, by judge7's readings of times and number words (rows that the judge
    // caught before only by misreading a time, a date or a number word as a figure): three
    // swapped fan and conventional oven temperatures in words (content-cases5 E008, content-cases9
    // E006, content-cases10 E004: "hundre og åtti" was read as 80), a wrong day and month with no
    // year (content-cases2 D098, content-cases10 E099; dates are held only to tools' results), a
    // wrong kick-off zone (content-cases6 E082) and a wrong hour for a right temperature
    // (content-cases3 D070); the judge has no reading of those claims yet.
    // Misses lowered by judge8's readings of a match's kick-off, date and weekday (held to the
    // recording's, on the clock of the zone named) and of a day said to be dry (held to the rain in
    // its hours): 466 -> 376 over all tables, no false alarm added.
    TABLES.put("market/cases.tsv", new int[] {121, 8, 4});
    TABLES.put("market/cases2.tsv", new int[] {130, 11, 24});
    TABLES.put("market/cases3.tsv", new int[] {150, 23, 24});
    TABLES.put("market/cases4.tsv", new int[] {103, 12, 8});
    TABLES.put("market/cases5.tsv", new int[] {102, 5, 9});
    TABLES.put("market/cases6.tsv", new int[] {100, 9, 13});
    TABLES.put("market/cases7.tsv", new int[] {90, 6, 10});
    TABLES.put("market/cases8.tsv", new int[] {110, 13, 11});
    TABLES.put("market/cases9.tsv", new int[] {110, 9, 15});
    TABLES.put("market/cases10.tsv", new int[] {106, 17, 16});
    TABLES.put("content-cases/content-cases.tsv", new int[] {114, 7, 20});
    TABLES.put("content-cases/content-cases2.tsv", new int[] {130, 14, 25});
    TABLES.put("content-cases/content-cases3.tsv", new int[] {140, 16, 28});
    TABLES.put("content-cases/content-cases4.tsv", new int[] {94, 7, 19});
    TABLES.put("content-cases/content-cases5.tsv", new int[] {92, 3, 18});
    TABLES.put("content-cases/content-cases6.tsv", new int[] {110, 7, 19});
    TABLES.put("content-cases/content-cases7.tsv", new int[] {90, 4, 14});
    TABLES.put("content-cases/content-cases8.tsv", new int[] {114, 7, 20});
    TABLES.put("content-cases/content-cases9.tsv", new int[] {117, 8, 21});
    TABLES.put("content-cases/content-cases10.tsv", new int[] {106, 6, 22});
    TABLES.put("market/cases11.tsv", new int[] {103, 13, 16});
    TABLES.put("content-cases/content-cases11.tsv", new int[] {98, 4, 20});
    TABLES.put("market/cases12.tsv", new int[] {110, 10, 22});
    TABLES.put("content-cases/content-cases12.tsv", new int[] {100, 7, 13});
  }

  /** Ceilings over all tables: {false alarms, misses}. */
  static final int[] TOTAL = {226, 411};

  /** One row of a table. */
  record Row(
      String id,
      String fixture,
      String question,
      String lang,
      String draft,
      boolean honest,
      String why) {}

  @Test
  void theJudgeReadsTheGuardTablesDraftsAsTheirAuthorsLabelledThem() throws IOException {
    StringBuilder report = new StringBuilder("# The judge on the guard tables\n\n");
    StringBuilder summary = new StringBuilder();
    StringBuilder listing = new StringBuilder();
    List<String> over = new ArrayList<>();
    int[] total = new int[4]; // honest, false alarms, wrong, misses
    for (Map.Entry<String, int[]> t : TABLES.entrySet()) {
      List<Row> rows = read(GROUNDING.resolve(t.getKey()));
      assertThat(rows).as(t.getKey()).hasSize(t.getValue()[0]);
      int[] n = new int[4];
      for (Row r : rows) {
        Judge.Verdict v = judge(r);
        n[r.honest() ? 0 : 2]++;
        if (v.clean() != r.honest()) {
          n[r.honest() ? 1 : 3]++;
          listing
              .append("- ")
              .append(t.getKey())
              .append(' ')
              .append(r.id())
              .append(" (")
              .append(r.fixture())
              .append(")")
              .append(r.honest() ? " honest, called wrong: " : " wrong, found clean: ")
              .append(r.draft().replace("\n", " / "))
              .append("\n  - judge: ")
              .append(v.clean() ? "clean" : String.valueOf(v))
              .append("\n  - label: ")
              .append(r.why())
              .append('\n');
        }
      }
      summary.append(
          String.format(
              Locale.ROOT, "| %s | %d | %d | %d | %d |%n", t.getKey(), n[0], n[1], n[2], n[3]));
      for (int i = 0; i < 4; i++) {
        total[i] += n[i];
      }
      if (n[1] > t.getValue()[1] || n[3] > t.getValue()[2]) {
        over.add(
            t.getKey()
                + ": "
                + n[1]
                + " false alarms (ceiling "
                + t.getValue()[1]
                + "), "
                + n[3]
                + " misses (ceiling "
                + t.getValue()[2]
                + ")");
      }
    }
    summary.append(
        String.format(
            Locale.ROOT,
            "| total | %d | %d | %d | %d |%n",
            total[0],
            total[1],
            total[2],
            total[3]));
    report
        .append("| table | honest | false alarms | wrong | misses |\n|---|---|---|---|---|\n")
        .append(summary)
        .append("\n## Disagreements\n\n")
        .append(listing);
    Path out = Path.of("target", "judge-on-guard-tables.md");
    Files.createDirectories(out.getParent());
    Files.writeString(out, report, StandardCharsets.UTF_8);
    System.out.print(summary);
    if (total[1] > TOTAL[0] || total[3] > TOTAL[1]) {
      over.add(
          "total: "
              + total[1]
              + " false alarms (ceiling "
              + TOTAL[0]
              + "), "
              + total[3]
              + " misses (ceiling "
              + TOTAL[1]
              + ")");
    }
    assertThat(total[0] + total[2]).isGreaterThanOrEqualTo(2000);
    assertThat(over).as("over the ceilings; the disagreements are listed in " + out).isEmpty();
  }

  /** The judge's verdict on a row's draft, as the reply to its question over its recording. */
  static Judge.Verdict judge(Row r) throws IOException {
    String file = recording(r.fixture());
    Scenario s =
        new Scenario(
            r.id(),
            kind(r.fixture()),
            r.lang(),
            r.question(),
            List.of(new Scenario.Source(source(r.fixture()), "*", file, null, 200, 0)),
            List.of(),
            new Scenario.Scripted(r.draft(), List.of()),
            new Scenario.Expect(
                List.of(),
                List.of(),
                List.of(),
                hosts(file),
                List.of(),
                r.honest(),
                false,
                false,
                false));
    return Judge.judge(s, Judge.facts(s, null), r.draft(), Set.of());
  }

  /**
   * The eval's copy of a row's recording, below {@code recorded/}, with its fact sheet; checked
   * byte for byte against vex-grounding's copy under {@code fixtures/}.
   */
  static String recording(String fixture) throws IOException {
    for (String name : List.of("real/" + fixture, fixture)) {
      byte[] bytes = classpath("/recorded/" + name);
      if (bytes != null) {
        assertThat(classpath("/recorded/" + name + ".facts")).as(name + ".facts").isNotNull();
        assertThat(bytes)
            .as(name)
            .isEqualTo(Files.readAllBytes(GROUNDING.resolve("fixtures").resolve(fixture)));
        return name;
      }
    }
    throw new AssertionError("no recording of " + fixture + " under recorded/");
  }

  private static byte[] classpath(String name) throws IOException {
    try (InputStream in = JudgeOnGuardTablesTest.class.getResourceAsStream(name)) {
      return in == null ? null : in.readAllBytes();
    }
  }

  /** Every host the recording names: a link to one of them is on the list. */
  static List<String> hosts(String file) throws IOException {
    String body = new String(classpath("/recorded/" + file), StandardCharsets.UTF_8);
    Set<String> out = new LinkedHashSet<>();
    Matcher m = Judge.URL.matcher(body.replace("\\/", "/"));
    while (m.find()) {
      String u = m.group().toLowerCase(Locale.ROOT).replaceFirst("^https?://", "");
      String host = u.split("[/?#:\"\\\\]", 2)[0];
      if (!host.isEmpty()) {
        out.add(host.startsWith("www.") ? host.substring(4) : host);
      }
    }
    return List.copyOf(out);
  }

  /** The recording's source: its first folder ("themealdb"). */
  static String source(String fixture) {
    return fixture.substring(0, Math.max(0, fixture.indexOf('/')));
  }

  /** The scenario kind the eval gives a recording of this source. */
  static String kind(String fixture) {
    return switch (source(fixture)) {
      case "thesportsdb" -> "sports";
      case "themealdb" -> "recipes";
      case "wttr" -> "weather";
      case "coingecko" -> "crypto";
      case "yahoo-chart" -> "stocks";
      case "frankfurter" -> "currency";
      case "hn-algolia" -> "news";
      default -> throw new AssertionError("no kind for " + fixture);
    };
  }

  /**
   * A table as the guards' harness reads it: UTF-8, TAB-separated, the header {@code id fixture
   * question lang draft label truth why} (a table without it has its columns in that order), lines
   * starting with {@code #} are comments; in a cell {@code \n} is a newline, {@code \t} a tab and
   * {@code \\} a backslash.
   */
  static List<Row> read(Path table) throws IOException {
    List<Row> out = new ArrayList<>();
    boolean header = true;
    for (String line : Files.readString(table, StandardCharsets.UTF_8).split("\r?\n")) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] c = line.split("\t", -1);
      if (header) {
        header = false;
        if (c[0].strip().equals("id")) {
          assertThat(c).as(line).startsWith("id", "fixture", "question", "lang", "draft", "label");
          continue;
        }
      }
      String label = c[5].strip().toLowerCase(Locale.ROOT);
      assertThat(label).as(line).isIn("honest", "wrong");
      String fixture = c[1].strip().replace('\\', '/');
      int at = fixture.indexOf("fixtures/real/");
      out.add(
          new Row(
              c[0].strip(),
              at >= 0 ? fixture.substring(at + "fixtures/real/".length()) : fixture,
              unescape(c[2]),
              c[3].strip(),
              unescape(c[4]),
              label.equals("honest"),
              c.length > 7 ? unescape(c[7]) : ""));
    }
    return out;
  }

  static String unescape(String cell) {
    StringBuilder b = new StringBuilder(cell.length());
    for (int i = 0; i < cell.length(); i++) {
      char ch = cell.charAt(i);
      if (ch == '\\' && i + 1 < cell.length()) {
        char next = cell.charAt(i + 1);
        if (next == 'n' || next == 't' || next == '\\') {
          b.append(next == 'n' ? '\n' : next == 't' ? '\t' : '\\');
          i++;
          continue;
        }
      }
      b.append(ch);
    }
    return b.toString();
  }
}
