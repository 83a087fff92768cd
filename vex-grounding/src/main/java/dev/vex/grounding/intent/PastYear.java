package dev.vex.grounding.intent;

/**
 * A year gone by in a message ("in 2013", "i 1991", "on 2 January 2020", "in the 90s"): a figure of
 * the past, which the live sources do not give.
 */
final class PastYear {
  private PastYear() {}

  /** "in 2013", "i 1991": a year from 1800 to 2099 after "in" or "i". */
  static boolean in(String padded) {
    if (!hasDigit(padded)) {
      // every year, decade and date below is read from digits: of a message without one ("what is
      // the bitcoin price?", most of them), only a decade in words is left to look for (#23)
      return (padded.contains("tallet ") || padded.contains("ties "))
          && DECADE.matcher(padded).find();
    }
    for (int at = padded.indexOf(" in "); at >= 0; at = padded.indexOf(" in ", at + 1)) {
      if (year(padded, at + 4)) {
        return true;
      }
    }
    for (int at = padded.indexOf(" i "); at >= 0; at = padded.indexOf(" i ", at + 1)) {
      if (year(padded, at + 3)) {
        return true;
      }
    }
    // "at its 2021 peak", "sin 2021-topp": a year of the subject's own past
    for (String before : new String[] {" its ", " their ", " sin ", " sitt "}) {
      for (int at = padded.indexOf(before); at >= 0; at = padded.indexOf(before, at + 1)) {
        if (year(padded, at + before.length())) {
          return true;
        }
      }
    }
    // "in the 1888 blizzard", "the 1990s"
    for (int at = padded.indexOf(" the "); at >= 0; at = padded.indexOf(" the ", at + 1)) {
      if (year(padded, at + 5) || decade(padded, at + 5)) {
        return true;
      }
    }
    return dated(padded)
        || tournament(padded)
        || (padded.contains("tallet ")
                || padded.contains("ties ")
                || padded.contains("0s ")
                || padded.contains("0's "))
            && DECADE.matcher(padded).find();
  }

  /**
   * A tournament of a year gone by: "VM 98", "hvem vant EM 2016", "the '94 World Cup", "the 2010
   * World Cup", "OL i 1994": its year, before or after its name (two digits from 30 to 99, or four
   * before this year). "Euro" is left out: "euro 50" is a sum.
   */
  private static final java.util.regex.Pattern TOURNAMENT =
      java.util.regex.Pattern.compile(
          " (?:(?:vm|em|ol|wc|world cup|olympics|super bowl)(?: i)? '?(\\d{2}|\\d{4})"
              + "|'?(\\d{2}|\\d{4}) (?:vm|em|ol|world cup|olympics|super bowl)) ");

  static boolean tournament(String padded) {
    if (!padded.contains("vm ")
        && !padded.contains("em ")
        && !padded.contains("ol ")
        && !padded.contains("wc ")
        && !padded.contains("world cup")
        && !padded.contains("olympics")
        && !padded.contains("super bowl")) {
      return false;
    }
    java.util.regex.Matcher m = TOURNAMENT.matcher(padded);
    while (m.find()) {
      String y = m.group(1) != null ? m.group(1) : m.group(2);
      int year = Integer.parseInt(y);
      if (y.length() == 2
          ? year >= 30
          : year >= 1900 && year < java.time.Year.now(java.time.ZoneOffset.UTC).getValue()) {
        return true;
      }
    }
    return false;
  }

  /**
   * A decade in words: "på nittitallet", "på 90-tallet", "in the nineties", "back in the 80s", "the
   * '90s". A bare "in the 80s" is left alone: in the weather it is a temperature.
   */
  private static final java.util.regex.Pattern DECADE =
      java.util.regex.Pattern.compile(
          " (?:(?:tjue|tretti|førti|femti|seksti|sytti|åtti|nitti|totusen)tallet"
              + "|(?:1[89]|20)?\\d0[- ]tallet"
              + "|the (?:twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)"
              + "|back in the \\d0'?s|the '\\d0s) ");

  /**
   * "what did the S&P 500 close at on black monday 1987", "hva kostet Hydro 2008": a year gone by
   * anywhere in a question in the past tense.
   */
  static boolean withPastVerb(Utterance u) {
    boolean year = false;
    boolean past = false;
    for (String w : u.lowerWords) {
      if (w.length() >= 4 && Character.isDigit(w.charAt(0)) && year(w, 0)) {
        year = true;
      } else if (PAST_VERBS.contains(w)) {
        past = true;
      }
    }
    return year && past;
  }

  private static final java.util.Set<String> PAST_VERBS = WordLists.set("PastYear.list");

  static final java.util.Set<String> MONTHS = WordLists.set("PastYear.list.2");

  /**
   * "on 2 January 2020", "January 2, 2020", "2. januar 2020": a day named by its date with a year,
   * which asks about that day, not about now. Each year in the text looks back over at most a day
   * number and marks to the word before it: linear in the text.
   */
  static boolean dated(String padded) {
    int n = padded.length();
    for (int i = 0; i + 4 <= n; i++) {
      if (!Character.isDigit(padded.charAt(i))
          || (i > 0 && Character.isDigit(padded.charAt(i - 1)))) {
        continue;
      }
      if (!year(padded, i)) {
        continue;
      }
      int k = i - 1;
      int skipped = 0;
      while (k >= 0 && skipped < 6 && " ,.".indexOf(padded.charAt(k)) >= 0
          || k >= 0 && skipped < 6 && Character.isDigit(padded.charAt(k))) {
        k--;
        skipped++;
      }
      int end = k + 1;
      while (k >= 0 && Character.isLetter(padded.charAt(k)) && end - k <= 9) {
        k--;
      }
      if (MONTHS.contains(padded.substring(k + 1, end))) {
        return true;
      }
    }
    return false;
  }

  /** "1990s", "1880s": a decade. */
  static boolean decade(String s, int at) {
    if (at + 5 > s.length() || s.charAt(at + 4) != 's') {
      return false;
    }
    for (int i = at; i < at + 4; i++) {
      if (!Character.isDigit(s.charAt(i))) {
        return false;
      }
    }
    int y = Integer.parseInt(s.substring(at, at + 4));
    return y >= 1800 && y <= 2090;
  }

  /** Whether the text holds a digit, as {@link Character#isDigit(char)} reads one. */
  static boolean hasDigit(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      // ASCII answered here (its only digits are 0-9), without Character's table per character
      if (c < 0x80 ? c >= '0' && c <= '9' : Character.isDigit(c)) {
        return true;
      }
    }
    return false;
  }

  static boolean year(String s, int at) {
    if (at + 4 > s.length()) {
      return false;
    }
    for (int i = at; i < at + 4; i++) {
      if (!Character.isDigit(s.charAt(i))) {
        return false;
      }
    }
    int y = Integer.parseInt(s.substring(at, at + 4));
    boolean end = at + 4 == s.length() || !Character.isDigit(s.charAt(at + 4));
    return end && y >= 1800 && y <= 2099;
  }
}
