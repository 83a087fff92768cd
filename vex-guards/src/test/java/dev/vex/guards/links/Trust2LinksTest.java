package dev.vex.guards.links;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.TurnContext;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.guards.Turns;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

/**
 * Issue 22 §3's adversarial cases, written by someone who had not read the guard's code: {@code
 * trust2/links.tsv} (reply, allowed hosts, the off-list host that must not survive, note). Each
 * reply goes through the URL allowlist as a host sees it, whole and streamed word by word through
 * {@link UrlAllowlistGuard#releases}, and what the user receives is read by {@link BrowserView}
 * (commonmark, jsoup, galimatias: not the guard's own parser).
 *
 * <p>A <b>leak</b>: the off-list host can still be reached or copied from what the user receives
 * (any released prefix, or the final text). A <b>false removal</b>: the reply was withheld, or a
 * URL of an allowed host, or a word of the reply's own text, is gone.
 */
class Trust2LinksTest {

  record Row(int line, String reply, List<String> allowed, String offList, String note) {}

  static List<Row> rows() {
    try (InputStream in = Trust2LinksTest.class.getResourceAsStream("/trust2/links.tsv")) {
      List<Row> rows = new ArrayList<>();
      String[] lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
      for (int i = 0; i < lines.length; i++) {
        if (lines[i].isBlank()) {
          continue;
        }
        String[] f = lines[i].split("\t", -1);
        rows.add(
            new Row(
                i + 1,
                f[0].replace("\\n", "\n"),
                List.of(f[1].split(",")),
                f[2].strip(),
                f.length > 3 ? f[3] : ""));
      }
      return rows;
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static boolean allowedHost(String host, List<String> allowed) {
    return host.equals("base.invalid") // a relative URL: the host's own page
        || allowed.stream().anyMatch(d -> host.equals(d) || host.endsWith("." + d));
  }

  /** Why the received text is a false removal, or null when it is not. */
  static String falseRemoval(Row row, GuardVerdict verdict, String received) {
    if (verdict instanceof GuardVerdict.Overridden) {
      return "withheld";
    }
    List<String> inViews = BrowserView.views(row.reply());
    List<String> outViews = BrowserView.views(received);
    for (String view : inViews) {
      java.util.regex.Matcher m =
          java.util.regex.Pattern.compile("(?i)https?://[^\\s\"'<>`),]+").matcher(view);
      while (m.find()) {
        String url = m.group();
        String host = BrowserView.host(url);
        if (host != null
            && allowedHost(host, row.allowed())
            && !url.contains("\\")
            && outViews.stream().noneMatch(v -> v.contains(url))) {
          return "allowed URL " + url + " is gone";
        }
      }
    }
    Set<String> outWords = words(BrowserView.render(received));
    for (String w : words(BrowserView.render(row.reply()))) {
      if (!outWords.contains(w)) {
        return "the word '" + w + "' is gone";
      }
    }
    return null;
  }

  /** The plain words of a rendered reply: no URL, host or markup pieces; no CSS or script. */
  private static Set<String> words(Document html) {
    html.select("style, script").remove();
    Set<String> out = new LinkedHashSet<>();
    for (String token : html.body().wholeText().split("\\s+")) {
      String t = token.replaceAll("^[(\"'`]+|[)\"'`,;:!?.]+$", "");
      if (t.matches("[A-Za-z][A-Za-z'-]*[A-Za-z]")) {
        out.add(t.toLowerCase(Locale.ROOT));
      }
    }
    return out;
  }

  /** The prefixes a stream shows: each ends after white space, the last is the whole reply. */
  private static List<String> wordPrefixes(String reply) {
    List<String> out = new ArrayList<>();
    for (int i = 1; i <= reply.length(); i++) {
      if (i == reply.length() || Character.isWhitespace(reply.charAt(i - 1))) {
        out.add(reply.substring(0, i));
      }
    }
    return out;
  }

  @Test
  void noOffListHostSurvivesAndNothingAllowedIsRemoved() throws Exception {
    List<Row> rows = rows();
    List<String> leaks = new ArrayList<>();
    List<String> streamedLeaks = new ArrayList<>();
    List<String> falseRemovals = new ArrayList<>();
    for (Row row : rows) {
      UrlAllowlistGuard guard =
          UrlAllowlistGuard.builder().allow(row.allowed().toArray(String[]::new)).build();
      TurnContext turn = Turns.turnWithLinks(List.of());
      GuardVerdict verdict = guard.check(new Draft(row.reply()), turn);
      String received = Turns.after(guard, row.reply(), turn);
      String label = "line " + row.line() + " (" + row.note() + ")";
      if (!row.offList().isEmpty() && BrowserView.leaks(received, row.offList())) {
        leaks.add(label + ": " + received);
      }
      String why = falseRemoval(row, verdict, received);
      if (why != null) {
        falseRemovals.add(label + ": " + why + " in [" + received + "]");
      }
      TurnContext streamed = Turns.turnWithLinks(List.of());
      for (String prefix : wordPrefixes(row.reply())) {
        if (guard.releases(new Draft(prefix), streamed)
            && !row.offList().isEmpty()
            && BrowserView.leaks(prefix, row.offList())) {
          streamedLeaks.add(label + ": released [" + prefix + "]");
          break;
        }
      }
    }
    System.out.printf(
        "trust2/links.tsv: %d rows; leaks %d, streamed leaks %d, false removals %d%n",
        rows.size(), leaks.size(), streamedLeaks.size(), falseRemovals.size());
    leaks.forEach(l -> System.out.println("LEAK " + l));
    streamedLeaks.forEach(l -> System.out.println("STREAMED LEAK " + l));
    falseRemovals.forEach(l -> System.out.println("FALSE REMOVAL " + l));
    assertThat(rows).hasSize(51);
    // Before the fix: 21 leaks, 22 streamed leaks, 2 false removals.
    assertThat(leaks).as("leaks").isEmpty();
    assertThat(streamedLeaks).as("streamed leaks").isEmpty();
    assertThat(falseRemovals).as("false removals").isEmpty();
  }
}
