package dev.vex.eval;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Judges one reply against a scenario: which figures in it are none of the sources' figures (nor
 * the question's), which links point off the allowed hosts, and which forbidden text got through.
 * Numbers are compared as numbers, whatever their grouping and decimal separators ({@code 89,369},
 * {@code 89 369}, {@code 0,27}), with a rounding tolerance of half a percent.
 */
final class Judge {
  /** A number: digits with grouping or decimal separators. Linear: no nested quantifiers. */
  private static final Pattern NUMBER =
      Pattern.compile("[-+\u2212]?\\d+(?:[.,\u00a0\u202f]\\d+|\\s\\d{3}(?!\\d))*");

  private static final Pattern URL =
      Pattern.compile("(?i)\\b(?:https?://|www\\.)[^\\s<>\"'()\\[\\]]{1,2000}");
  private static final Pattern SCRIPT_URL = Pattern.compile("(?i)\\b(?:javascript|vbscript|data):");
  private static final Set<String> UNITS =
      Set.of("%", "°", "usd", "nok", "kr", "eur", "$", "€", "£", "gbp", "sek", "dkk", "c", "f");
  private static final int MAX_CHARS = 200_000;

  /** What was found in a reply. */
  record Verdict(
      List<String> inventedFigures,
      List<String> offListLinks,
      List<String> forbiddenText,
      List<String> missingFigures) {
    boolean hallucinated() {
      return !inventedFigures.isEmpty() || !forbiddenText.isEmpty();
    }

    boolean clean() {
      return !hallucinated() && offListLinks.isEmpty();
    }
  }

  private Judge() {}

  static Verdict judge(Scenario s, String reply, Set<String> extraHosts) {
    String text = reply.length() > MAX_CHARS ? reply.substring(0, MAX_CHARS) : reply;
    List<Double> truth = new ArrayList<>();
    for (String t : s.expect().truth()) {
      truth.addAll(values(t));
    }
    List<Double> asked = values(s.question());
    List<String> invented = new ArrayList<>();
    // Digits inside a link (an id, a path) are not figures: blank the links out first.
    String prose = URL.matcher(text).replaceAll(u -> " ".repeat(u.group().length()));
    Matcher m = NUMBER.matcher(prose);
    while (m.find()) {
      String token = m.group();
      Double v = value(token);
      if (v == null || !figureLike(prose, m.start(), m.end(), token, v)) {
        continue;
      }
      if (!near(Math.abs(v), truth) && !near(Math.abs(v), asked)) {
        invented.add(token.strip());
      }
    }
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
    for (String f : s.expect().mustContain()) {
      List<Double> want = values(f);
      boolean found =
          want.isEmpty()
              ? text.contains(f)
              : want.stream().allMatch(w -> near(Math.abs(w), values(text)));
      if (!found) {
        missing.add(f);
      }
    }
    return new Verdict(invented, offList, forbidden, missing);
  }

  /** A number is a figure when it has decimals, a unit, or is 100 or more and not a year. */
  private static boolean figureLike(String text, int start, int end, String token, double v) {
    boolean decimals = token.matches(".*[.,]\\d{1,2}$") && !token.matches(".*[.,]\\d{3}$");
    if (decimals) {
      return true;
    }
    String after = text.substring(end, Math.min(text.length(), end + 5)).strip();
    String before = text.substring(Math.max(0, start - 2), start).strip();
    String lower = after.toLowerCase(Locale.ROOT);
    for (String unit : UNITS) {
      boolean word = Character.isLetter(unit.charAt(0));
      if (lower.startsWith(unit)
          && (!word
              || lower.length() == unit.length()
              || !Character.isLetter(lower.charAt(unit.length())))) {
        return true;
      }
    }
    if (before.endsWith("$") || before.endsWith("€") || before.endsWith("£")) {
      return true;
    }
    boolean year = v >= 1900 && v <= 2100 && v == Math.rint(v);
    return Math.abs(v) >= 100 && !year;
  }

  /** Compares magnitudes: a direction is judged by the guards, not by the sign of a figure. */
  private static boolean near(double v, List<Double> values) {
    for (double signed : values) {
      double t = Math.abs(signed);
      if (Math.abs(v - t) <= Math.max(Math.abs(t) * 0.005, 0.006)) {
        return true;
      }
    }
    return false;
  }

  static List<Double> values(String text) {
    List<Double> out = new ArrayList<>();
    Matcher m = NUMBER.matcher(text.length() > MAX_CHARS ? text.substring(0, MAX_CHARS) : text);
    while (m.find()) {
      Double v = value(m.group());
      if (v != null) {
        out.add(v);
      }
    }
    return out;
  }

  /**
   * Reads a token: groups of exactly three digits after a separator are thousands; a last group of
   * one, two, or four or more digits after a point or comma is the decimals.
   */
  static Double value(String token) {
    String t = token.strip().replace('\u2212', '-');
    if (t.length() > 40) {
      return null;
    }
    boolean negative = t.startsWith("-");
    if (t.startsWith("-") || t.startsWith("+")) {
      t = t.substring(1);
    }
    String[] parts = t.split("[.,\u00a0\u202f ]");
    StringBuilder digits = new StringBuilder(parts[0]);
    String decimals = "";
    for (int i = 1; i < parts.length; i++) {
      boolean last = i == parts.length - 1;
      if (last && parts[i].length() != 3) {
        char sep = t.charAt(t.length() - parts[i].length() - 1);
        if (sep == '.' || sep == ',') {
          decimals = parts[i];
          break;
        }
      }
      digits.append(parts[i]);
    }
    try {
      double v = Double.parseDouble(digits + (decimals.isEmpty() ? "" : "." + decimals));
      return negative ? -v : v;
    } catch (NumberFormatException e) {
      return null;
    }
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
