package dev.vex.grounding.weather;

import java.text.Normalizer;
import java.util.Locale;

/**
 * Whether the place wttr.in resolved a name to is a place of that name. wttr.in answers every name
 * with the weather of <em>some</em> area, a made-up one too, and names the area in {@code
 * nearest_area}; only an area whose name (or region) matches the asked name is the place asked
 * about. Names match after case, accents and punctuation are set aside, when one contains the other
 * as whole words, or when they share their first three letters and differ in at most a third of
 * them (Moscow and Moskau, Tromsø and Tromso).
 */
final class Places {
  private Places() {}

  static boolean same(String asked, String area, String region) {
    String a = norm(asked);
    if (a.isEmpty()) {
      return true;
    }
    return similar(a, norm(area)) || similar(a, norm(region));
  }

  private static boolean similar(String a, String b) {
    if (b.isEmpty()) {
      return false;
    }
    if (a.equals(b)
        || (" " + b + " ").contains(" " + a + " ")
        || (" " + a + " ").contains(" " + b + " ")) {
      return true;
    }
    String x = a.replace(" ", "");
    String y = b.replace(" ", "");
    if (x.length() < 3 || y.length() < 3 || !x.regionMatches(0, y, 0, 3)) {
      return false;
    }
    int longest = Math.max(x.length(), y.length());
    return longest <= 40 && distance(x, y) * 3 <= longest;
  }

  /** Lower case, without accents, letters and single spaces only; at most 64 characters. */
  static String norm(String s) {
    if (s == null) {
      return "";
    }
    String cut = s.length() > 64 ? s.substring(0, 64) : s;
    String folded =
        Normalizer.normalize(
                cut.toLowerCase(Locale.ROOT).replace("ø", "o").replace("æ", "ae"),
                Normalizer.Form.NFD)
            .replaceAll("\\p{M}+", "");
    StringBuilder sb = new StringBuilder(folded.length());
    for (int i = 0; i < folded.length(); i++) {
      char c = folded.charAt(i);
      if (Character.isLetter(c)) {
        sb.append(c);
      } else if (sb.length() > 0 && sb.charAt(sb.length() - 1) != ' ') {
        sb.append(' ');
      }
    }
    return sb.toString().strip();
  }

  /** Levenshtein distance of two short strings. */
  private static int distance(String a, String b) {
    int[] prev = new int[b.length() + 1];
    int[] cur = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      prev[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      cur[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
      }
      int[] t = prev;
      prev = cur;
      cur = t;
    }
    return prev[b.length()];
  }
}
