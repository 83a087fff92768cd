package dev.vex.opentelemetry;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Counts what a guard took out of a draft: the figures and the http(s) links of the text it was
 * given that its output no longer has, each as many times as it was lost (a figure corrected to
 * another value counts as removed). Figures inside links are not counted as figures.
 */
final class Removed {
  private static final Pattern LINK = Pattern.compile("(?i)\\bhttps?://[^\\s<>()\\[\\]\"'`]+");
  private static final Pattern FIGURE = Pattern.compile("\\d+(?:[.,]\\d+)*");

  private Removed() {}

  /** Figures of {@code before} missing from {@code after}. */
  static int figures(String before, String after) {
    return missing(all(FIGURE, withoutLinks(before)), all(FIGURE, withoutLinks(after)));
  }

  /** Links of {@code before} missing from {@code after}. */
  static int links(String before, String after) {
    return missing(links(before), links(after));
  }

  private static List<String> links(String text) {
    List<String> found = new ArrayList<>();
    for (String link : all(LINK, text)) {
      found.add(link.replaceAll("[.,;:!?]+$", ""));
    }
    return found;
  }

  private static String withoutLinks(String text) {
    return LINK.matcher(text).replaceAll(" ");
  }

  private static List<String> all(Pattern p, String text) {
    List<String> found = new ArrayList<>();
    Matcher m = p.matcher(text);
    while (m.find()) {
      found.add(m.group());
    }
    return found;
  }

  /** How many of {@code before} (a multiset) are not in {@code after}. */
  private static int missing(List<String> before, List<String> after) {
    Map<String, Integer> left = new HashMap<>();
    for (String a : after) {
      left.merge(a, 1, Integer::sum);
    }
    int missing = 0;
    for (String b : before) {
      Integer n = left.get(b);
      if (n == null || n == 0) {
        missing++;
      } else {
        left.put(b, n - 1);
      }
    }
    return missing;
  }
}
