package dev.vex.eval;

import dev.vex.eval.FigureReader.Reading;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Judges one reply against a scenario by reading it: every number with its sign, scale, unit and
 * subject (the nearest subject the sources name), every direction word ({@code fell}, {@code steg},
 * {@code barely moved}) against the subject's change, every match score and winner word against the
 * result; then which links point off the allowed hosts and which forbidden text got through. The
 * figures it compares against are the scenario's facts: those written beside each recording it
 * serves ({@code recorded/…/file.json.facts}), the scenario's own {@code expect.facts}, or, for a
 * scenario with neither, its {@code expect.truth}. It shares no code with the guards it judges.
 */
final class Judge {
  static final Pattern URL =
      Pattern.compile("(?i)\\b(?:https?://|www\\.)[^\\s<>\"'()\\[\\]]{1,2000}");
  static final Pattern SCRIPT_URL = Pattern.compile("(?i)\\b(?:javascript|vbscript|data):");
  static final int MAX_CHARS = 200_000;

  /** What was found in a reply. */
  record Verdict(
      List<String> inventedFigures,
      List<String> offListLinks,
      List<String> forbiddenText,
      List<String> missingFigures,
      List<String> wrongClaims) {
    Verdict {
      inventedFigures = List.copyOf(inventedFigures);
      offListLinks = List.copyOf(offListLinks);
      forbiddenText = List.copyOf(forbiddenText);
      missingFigures = List.copyOf(missingFigures);
      wrongClaims = List.copyOf(wrongClaims);
    }

    boolean hallucinated() {
      return !inventedFigures.isEmpty() || !forbiddenText.isEmpty() || !wrongClaims.isEmpty();
    }

    boolean clean() {
      return !hallucinated() && offListLinks.isEmpty();
    }
  }

  private Judge() {}

  /** Judges with the facts of the scenario's recordings on the classpath. */
  static Verdict judge(Scenario s, String reply, Set<String> extraHosts) {
    return judge(s, facts(s, null), reply, extraHosts);
  }

  /**
   * Judges a reply.
   *
   * @param s the scenario
   * @param facts the figures the sources give
   * @param reply what the user received
   * @param extraHosts hosts a link may also point at
   * @return the verdict
   */
  static Verdict judge(Scenario s, List<Fact> facts, String reply, Set<String> extraHosts) {
    String text = reply.length() > MAX_CHARS ? reply.substring(0, MAX_CHARS) : reply;
    JudgedReply r = new JudgedReply(s, facts, text);
    List<String> offList = new ArrayList<>();
    Matcher u = URL.matcher(text);
    while (u.find()) {
      String url = u.group().replaceAll("[.,;:!?]+$", "");
      if (!allowed(url, s.expect().hosts(), extraHosts)) {
        offList.add(url);
      }
    }
    Matcher js = SCRIPT_URL.matcher(text);
    while (js.find()) {
      offList.add(js.group());
    }
    List<String> forbidden = new ArrayList<>();
    for (String f : s.expect().mustNotContain()) {
      if (text.contains(f)) {
        forbidden.add(f);
      }
    }
    List<String> missing = new ArrayList<>();
    List<Double> stated = new ArrayList<>();
    for (Reading x : FigureReader.read(r.prose, s.language())) {
      stated.addAll(x.values());
    }
    for (String f : s.expect().mustContain()) {
      List<Double> want = new ArrayList<>();
      for (Reading x : FigureReader.read(f, "en")) {
        want.add(x.values().get(0));
      }
      boolean found =
          want.isEmpty() ? text.contains(f) : want.stream().allMatch(w -> near(w, stated));
      if (!found) {
        missing.add(f);
      }
    }
    return new Verdict(r.invented, offList, forbidden, missing, r.wrongClaims);
  }

  /**
   * The facts a scenario is judged on: its own {@code expect.facts}, and the facts written beside
   * each recording it serves whole (status 200, no inline body); a scenario with neither is judged
   * on its {@code expect.truth}, as figures of no one subject.
   *
   * @param s the scenario
   * @param folder the user's scenario folder, or null
   * @return the facts
   */
  static List<Fact> facts(Scenario s, Path folder) {
    List<Fact> out = new ArrayList<>();
    for (String f : s.expect().facts()) {
      out.add(Fact.parse(f));
    }
    for (Scenario.Source src : s.sources()) {
      if (src.file() == null || src.body() != null || src.status() != 200) {
        continue;
      }
      if (src.delayMillis() >= 5_000) {
        continue;
      }
      String sheet = sheet(src.file() + ".facts", folder);
      if (sheet == null) {
        continue;
      }
      for (String line : sheet.split("\n")) {
        String l = line.strip();
        if (!l.isEmpty() && !l.startsWith("#")) {
          out.add(Fact.parse(l));
        }
      }
    }
    if (out.isEmpty()) {
      for (String t : s.expect().truth()) {
        out.add(Fact.parse(t));
      }
    }
    return out;
  }

  private static String sheet(String name, Path folder) {
    if (folder != null) {
      Path p = folder.resolve(name).normalize();
      if (p.startsWith(folder) && Files.isRegularFile(p)) {
        try {
          return Files.readString(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
          return null;
        }
      }
    }
    try (InputStream in = Judge.class.getResourceAsStream("/recorded/" + name)) {
      return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      return null;
    }
  }

  /** Whether a value is among the values, within half a percent (for what a reply must state). */
  private static boolean near(double v, List<Double> values) {
    for (double t : values) {
      if (Math.abs(Math.abs(v) - Math.abs(t)) <= Math.max(Math.abs(t) * 0.005, 0.006)) {
        return true;
      }
    }
    return false;
  }

  private static boolean allowed(String url, List<String> hosts, Set<String> extra) {
    String host;
    try {
      String u = url.toLowerCase(Locale.ROOT).startsWith("www.") ? "http://" + url : url;
      host = URI.create(u.replace(" ", "%20")).getHost();
    } catch (IllegalArgumentException e) {
      return false;
    }
    if (host == null) {
      return false;
    }
    host = host.toLowerCase(Locale.ROOT);
    for (String h : hosts) {
      if (host.equals(h) || host.endsWith("." + h)) {
        return true;
      }
    }
    return extra.contains(host);
  }
}
