package dev.vex.guards.digits;

import java.util.Map;

/**
 * A clock time written in words, as a match's kick-off is told (#22): "kvart over tre" (3:15),
 * "kvart på åtte" (7:45), "halv fire" (3:30), "fem på halv fire" (3:25), "ti over tre", "klokka
 * tre", "a quarter past three", "a quarter to eight", "half past three", "three o'clock", "twenty
 * past three". The hour in words is one to twelve; "på kvelden", "i kveld", "om ettermiddagen", "in
 * the evening", "in the afternoon", "pm" after it put it after noon, "om morgenen", "in the
 * morning", "am" before; without one the time may be either.
 *
 * <p>{@link #find} reads the first such time in a stretch of lower-case text, word by word: one
 * pass, each word looked up in small maps, so linear in the stretch's length.
 */
final class SpokenClock {
  private SpokenClock() {}

  /**
   * A time read: the minutes after midnight of its morning reading ({@code minutes}, 0–719),
   * whether it was said to be after noon ({@code half}: 1) or before ({@code -1}) or neither (0),
   * and where it was written.
   */
  record Time(int minutes, int half, int start, int end) {
    /** Whether the time may be {@code m} minutes after midnight (0–1439). */
    boolean mayBe(int m) {
      if (half == 1) {
        return m == minutes + 720;
      }
      if (half == -1) {
        return m == minutes;
      }
      return m == minutes || m == minutes + 720;
    }

    /** The time as written in digits, both readings where it has two ("3:15/15:15"). */
    String digits() {
      String am = hhmm(minutes);
      String pm = hhmm(minutes + 720);
      return half == 1 ? pm : half == -1 ? am : am + "/" + pm;
    }

    private static String hhmm(int m) {
      return String.format(java.util.Locale.ROOT, "%02d:%02d", m / 60, m % 60);
    }
  }

  /**
   * The hour a word names (1 to 12), English or Norwegian: {@link NumberWords}' words, and "one",
   * "ett" and "eitt", which it leaves out (there they are mostly a pronoun or an article).
   */
  private static Integer hour(String word) {
    if (word.equals("one") || word.equals("ett") || word.equals("eitt")) {
      return 1;
    }
    Integer v = NumberWords.word(word);
    return v != null && v >= 1 && v <= 12 ? v : null;
  }

  /** Minutes words before "over"/"på"/"past"/"to". */
  private static final Map<String, Integer> MINUTES =
      Map.ofEntries(
          Map.entry("kvart", 15),
          Map.entry("quarter", 15),
          Map.entry("fem", 5),
          Map.entry("five", 5),
          Map.entry("ti", 10),
          Map.entry("ten", 10),
          Map.entry("tjue", 20),
          Map.entry("twenty", 20),
          Map.entry("half", 30));

  /**
   * The first time in words in {@code lower[from, to)}, or null. {@code lower} is lower case. "to"
   * and "fire" are read as hours only after "over", "på", "halv", "past", "klokka" and the like,
   * never alone, so an ordinary "to" is a word.
   */
  static Time find(String lower, int from, int to) {
    // the words, up to five at a time: [w0 w1 w2 w3 w4]
    int[] starts = new int[6];
    int[] ends = new int[6];
    int n = 0;
    int i = from;
    while (i < to) {
      while (i < to && !Chars.isLetter(lower.charAt(i)) && lower.charAt(i) != '\'') {
        i++;
      }
      int s = i;
      while (i < to && (Chars.isLetter(lower.charAt(i)) || lower.charAt(i) == '\'')) {
        i++;
      }
      if (s == i) {
        break;
      }
      if (n == starts.length) {
        System.arraycopy(starts, 1, starts, 0, n - 1);
        System.arraycopy(ends, 1, ends, 0, n - 1);
        n--;
      }
      starts[n] = s;
      ends[n] = i;
      n++;
      Time t = endingAt(lower, starts, ends, n, to);
      if (t != null) {
        return t;
      }
    }
    return null;
  }

  private static String word(String lower, int[] starts, int[] ends, int k) {
    return lower.substring(starts[k], ends[k]);
  }

  /** A time whose hour word is the last of the {@code n} words, or null. */
  private static Time endingAt(String lower, int[] starts, int[] ends, int n, int to) {
    if (n < 2) {
      return null;
    }
    String hourWord = word(lower, starts, ends, n - 1);
    Integer hour = hour(hourWord);
    if (hour == null || n < 2) {
      return null;
    }
    String w1 = word(lower, starts, ends, n - 2);
    String w2 = n >= 3 ? word(lower, starts, ends, n - 3) : "";
    String w3 = n >= 4 ? word(lower, starts, ends, n - 4) : "";
    int start;
    int minutes;
    int h = hour % 12;
    if (w1.equals("halv")) {
      // "halv fire" 3:30; "fem på halv fire" 3:25; "fem over halv fire" 3:35
      minutes = (h + 11) % 12 * 60 + 30;
      start = starts[n - 2];
      Integer by = MINUTES.get(w3);
      if ((w2.equals("på") || w2.equals("over")) && by != null && by < 15) {
        minutes += w2.equals("på") ? -by : by;
        start = starts[n - 4];
      }
    } else if (w1.equals("over") || w1.equals("past") || w1.equals("på") || w1.equals("to")) {
      Integer by = MINUTES.get(w2);
      if (by == null || (by == 30 && !w1.equals("past"))) {
        return null;
      }
      if (w1.equals("to") && w3.equals("from")) {
        return null; // "from ten to three": a range, not a time
      }
      boolean after = w1.equals("over") || w1.equals("past");
      minutes = (h * 60 + (after ? by : -by) + 720) % 720;
      start = w3.equals("a") ? starts[n - 4] : starts[n - 3];
    } else if (w1.equals("klokka")
        || w1.equals("klokken")
        || w1.equals("kl")
        || w1.equals("at")
        || w1.equals("around")
        || w1.equals("rundt")) {
      // "klokka tre", "kl. tre", "at three o'clock": an hour alone after a clock word; "at" and
      // "around" only with "o'clock" or a part of the day after it
      minutes = h * 60;
      start = starts[n - 2];
      boolean clock = w1.startsWith("kl");
      if (half(lower, ends[n - 1], to) == 0
          && followedBy(lower, ends[n - 1], to, "over", "på", "past", "to")) {
        return null; // "kl. fem på halv fire": the hour is the one further on
      }
      if (!clock && !followedBy(lower, ends[n - 1], to, "o'clock", "oclock", "pm", "p.m", "am")) {
        return null;
      }
    } else {
      // "three o'clock"
      if (!followedBy(lower, ends[n - 1], to, "o'clock", "oclock")) {
        return null;
      }
      minutes = h * 60;
      start = starts[n - 1];
    }
    int end = ends[n - 1];
    int half = half(lower, end, to);
    return new Time(minutes, half, start, end);
  }

  private static boolean followedBy(String lower, int at, int to, String... words) {
    int j = at;
    while (j < to && lower.charAt(j) == ' ') {
      j++;
    }
    for (String w : words) {
      if (wordAt(lower, j, to, w)) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code w} is written at {@code j}, not as the start of a longer word. */
  private static boolean wordAt(String lower, int j, int to, String w) {
    int e = j + w.length();
    return e <= to && lower.startsWith(w, j) && (e == to || !Chars.isLetter(lower.charAt(e)));
  }

  /** After noon (1), before (-1) or not said (0), from the words right after the time. */
  private static int half(String lower, int at, int to) {
    int j = at;
    while (j < to && (lower.charAt(j) == ' ' || lower.charAt(j) == ',')) {
      j++;
    }
    for (String w :
        new String[] {
          "på kvelden",
          "om kvelden",
          "i kveld",
          "på ettermiddagen",
          "om ettermiddagen",
          "in the evening",
          "in the afternoon",
          "at night",
          "tonight",
          "pm",
          "p.m",
          "o'clock in the evening",
          "o'clock in the afternoon"
        }) {
      if (wordAt(lower, j, to, w)) {
        return 1;
      }
    }
    for (String w :
        new String[] {
          "om morgenen", "på morgenen", "i morgentimene", "in the morning", "am", "a.m"
        }) {
      if (wordAt(lower, j, to, w)) {
        return -1;
      }
    }
    return 0;
  }
}
